/**
 * The configured limits (RATE_LIMIT_*, app/config/env.server.ts), read here and passed to the
 * models, which read no configuration. docs/decisions/010-sign-in-throttling.md explains the
 * sign-in ones.
 */
import { env } from "~/config/env.server";
import { type RateLimit, parseRateLimit } from "~/models/rate-limit.server";
import type { LoginLimits } from "~/models/sign-in.server";

/** Public forms: per form and client address. */
export function formLimit(): RateLimit {
  return parseRateLimit(env().RATE_LIMIT_FORMS);
}

export function loginLimits(): LoginLimits {
  const config = env();
  return {
    pair: parseRateLimit(config.RATE_LIMIT_LOGIN),
    address: parseRateLimit(config.RATE_LIMIT_LOGIN_ADDRESS),
    account: parseRateLimit(config.RATE_LIMIT_LOGIN_ACCOUNT),
  };
}
