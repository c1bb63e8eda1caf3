/**
 * A real signed-in staff session for route-module tests: a staff row, a session row, its cookie.
 * An admin unless `role: "member"` is asked for (admins may do everything a test may need).
 */
import crypto from "node:crypto";
import type { Db } from "@db/client.server";
import { staffUsers } from "@db/schema";
import { createSession } from "~/models/session.server";
import { createBearerToken } from "~/models/session-token.server";
import type { StaffRole } from "~/models/staff.server";
import { getSessionSecret } from "~/utils/secret.server";
import { sessionCookieHeader } from "~/utils/session-cookie.server";

/** The second factor's secret of every account this helper makes. */
export const TEST_TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

export async function signIn(
  db: Db,
  email = `staff-${crypto.randomBytes(4).toString("hex")}@example.com`,
  { role = "admin" }: { role?: StaffRole } = {},
) {
  // The password hash is never checked here: the session row is what signs the request in.
  const [user] = await db
    .insert(staffUsers)
    .values({
      email,
      passwordHash: "not-used",
      role,
      // Enrolled, and the session has given its second factor: a full sign-in.
      totpSecret: TEST_TOTP_SECRET,
      totpEnabledAt: new Date(),
    })
    .returning();
  const session = await createSession(user.id, { mfa: true });
  const cookie = (await sessionCookieHeader(session.id)).split(";")[0];
  const token = createBearerToken(getSessionSecret(), { sessionId: session.id, userId: user.id });
  return { email, cookie, token, userId: user.id, sessionId: session.id };
}
