/** Rate limits configured from the environment (RATE_LIMIT_FORMS, RATE_LIMIT_LOGIN). */
import {
  type RateLimit,
  type RateLimitResult,
  hitRateLimit,
  parseRateLimit,
} from "~/models/rate-limit.server";

export const DEFAULT_RATE_LIMITS = { forms: "10/10m", login: "5/15m" } as const;

export function configuredLimit(kind: keyof typeof DEFAULT_RATE_LIMITS): RateLimit {
  const env = kind === "forms" ? process.env.RATE_LIMIT_FORMS : process.env.RATE_LIMIT_LOGIN;
  return parseRateLimit(env || DEFAULT_RATE_LIMITS[kind]);
}

/**
 * One hit against the public-form limit for this client address and form
 * (e.g. formRateLimit("contact", context.clientAddress)). Page actions and API endpoints share it.
 */
export function formRateLimit(form: string, clientAddress: string): Promise<RateLimitResult> {
  return hitRateLimit(`form:${form}:${clientAddress}`, configuredLimit("forms"));
}
