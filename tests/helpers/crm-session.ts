/** A real signed-in staff session for route-module tests: a staff row, a session row, its cookie. */
import crypto from "node:crypto";
import type { Db } from "@db/client.server";
import { staffUsers } from "@db/schema";
import { createSession } from "~/models/session.server";
import { createBearerToken } from "~/models/session-token.server";
import { getSessionSecret } from "~/utils/secret.server";
import { sessionCookieHeader } from "~/utils/session-cookie.server";

export async function signIn(
  db: Db,
  email = `staff-${crypto.randomBytes(4).toString("hex")}@example.com`,
) {
  // The password hash is never checked here: the session row is what signs the request in.
  const [user] = await db
    .insert(staffUsers)
    .values({ email, passwordHash: "not-used" })
    .returning();
  const session = await createSession(user.id);
  const cookie = (await sessionCookieHeader(session.id)).split(";")[0];
  const token = createBearerToken(getSessionSecret(), { sessionId: session.id, userId: user.id });
  return { email, cookie, token, userId: user.id, sessionId: session.id };
}
