/**
 * Who is signed in.
 * Every /crm loader/action and every /api/crm/* route calls one of these itself.
 */
import { redirect } from "react-router";
import { findActiveSession } from "~/models/session.server";
import { verifyBearerToken } from "~/models/session-token.server";
import { unauthorized } from "~/utils/api.server";
import { getSessionSecret } from "~/utils/secret.server";
import { readSessionId } from "~/utils/session-cookie.server";

export interface StaffSession {
  userId: number;
  email: string;
  sessionId: string;
}

/** The signed-in staff member, or null (no cookie, bad signature, revoked or expired session). */
export async function getStaff(request: Request): Promise<StaffSession | null> {
  const sessionId = await readSessionId(request);
  if (!sessionId) return null;
  const session = await findActiveSession(sessionId);
  return session
    ? { userId: session.userId, email: session.email, sessionId: session.sessionId }
    : null;
}

/** For /api/crm/*: the staff member, or throws a 401 {"message":"Unauthorized"} Response. */
export async function requireApiStaff(request: Request): Promise<StaffSession> {
  const staff = await getStaff(request);
  if (!staff) throw unauthorized();
  return staff;
}

/** For /crm pages other than /crm itself: the staff member, or throws a redirect to the login at /crm. */
export async function requirePageStaff(request: Request): Promise<StaffSession> {
  const staff = await getStaff(request);
  if (!staff) throw redirect("/crm");
  return staff;
}

/** The staff member named by an `Authorization: Bearer <token>` header (from GET /api/auth/status), or null. */
export async function getStaffFromBearer(request: Request): Promise<StaffSession | null> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("Authorization") ?? "");
  if (!match) return null;
  const session = await verifyBearerToken(getSessionSecret(), match[1]);
  return session
    ? { userId: session.userId, email: session.email, sessionId: session.sessionId }
    : null;
}

/** For API routes that also accept the bearer token (the CSV export): cookie first, then the token; else 401. */
export async function requireApiStaffOrBearer(request: Request): Promise<StaffSession> {
  const staff = (await getStaff(request)) ?? (await getStaffFromBearer(request));
  if (!staff) throw unauthorized();
  return staff;
}
