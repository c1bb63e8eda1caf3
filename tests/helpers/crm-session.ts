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

export async function signIn(
  db: Db,
  email = `staff-${crypto.randomBytes(4).toString("hex")}@example.com`,
  { role = "admin" }: { role?: StaffRole } = {},
) {
  // The password hash is never checked here: the session row is what signs the request in.
  const [user] = await db
    .insert(staffUsers)
    .values({ email, passwordHash: "not-used", role })
    .returning();
  const session = await createSession(user.id);
  const cookie = (await sessionCookieHeader(session.id)).split(";")[0];
  const token = createBearerToken(getSessionSecret(), { sessionId: session.id, userId: user.id });
  return { email, cookie, token, userId: user.id, sessionId: session.id };
}
