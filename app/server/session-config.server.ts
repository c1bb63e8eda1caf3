/**
 * The session lengths (SESSION_IDLE_MINUTES, SESSION_MAX_HOURS; app/config/env.server.ts), read
 * here and passed to the models, which read no configuration.
 */
import { env } from "~/config/env.server";

/** How long a session lasts after sign-in, however active. */
export function sessionTtlMs(): number {
  return env().SESSION_MAX_HOURS * 60 * 60 * 1000;
}

/** How long a session lasts without a request. */
export function sessionIdleMs(): number {
  return env().SESSION_IDLE_MINUTES * 60 * 1000;
}

/** How recent a password or code must be for exports, subject access, erasure and staff changes. */
export function reauthWindowMs(): number {
  return env().REAUTH_MINUTES * 60 * 1000;
}
