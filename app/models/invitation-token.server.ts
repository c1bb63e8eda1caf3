/**
 * A staff invitation's link token. The invitation row keeps a random salt and the token's SHA-256;
 * the token itself is HMAC-SHA256(salt) under the server's key (the subject key, with a label of
 * its own), so the invitation mail re-derives the link from the record when it is sent and
 * neither the outbox nor the invitations table holds a usable token. docs/decisions/034.
 */
import crypto from "node:crypto";
import { subjectKey } from "./subject-key.server";

export const newInvitationSalt = () => crypto.randomBytes(32).toString("base64url");

/** 43 base64url characters, like every link token of the CRM. */
export function invitationToken(salt: string): string {
  return crypto
    .createHmac("sha256", subjectKey())
    .update(`staff-invitation:${salt}`)
    .digest("base64url");
}

export const hashInvitationToken = (token: string) =>
  crypto.createHash("sha256").update(token).digest("hex");
