/** The e2e suite's authenticator app: the code of a base32 secret for now (RFC 6238, SHA-1, 6 digits, 30 s). */
import { Secret, TOTP } from "otpauth";

export function totpCode(secret: string, at = Date.now()): string {
  return new TOTP({
    algorithm: "SHA1",
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret.replace(/\s/g, "")),
  }).generate({ timestamp: at });
}
