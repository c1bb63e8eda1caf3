/** The session lengths (SESSION_MAX_HOURS, app/config/env.server.ts), read here and passed to the models. */
import { SESSION_TTL_MS } from "~/models/session.server";

export function sessionTtlMs(): number {
  return SESSION_TTL_MS;
}
