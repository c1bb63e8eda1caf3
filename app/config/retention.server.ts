/**
 * How long unconverted enquiries, registrations and closed-lost leads are kept: RETENTION_MONTHS
 * (default 24, checked by the env schema). The retention job and the privacy policy both read it
 * here, so they cannot differ.
 */
import { env, parseEnv } from "./env.server";

/** The schema's default, for callers that need the figure without an environment. */
export const DEFAULT_RETENTION_MONTHS = parseEnv({}, false).RETENTION_MONTHS;

export function retentionMonths(): number {
  return env().RETENTION_MONTHS;
}
