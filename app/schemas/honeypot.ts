/**
 * The honeypot: a field people never see or fill in. A submission with it filled is treated as
 * spam: it gets a normal-looking success and nothing is stored.
 */
export const HONEYPOT_FIELD = "website";

export function isHoneypotFilled(value: unknown): boolean {
  return typeof value === "string" && value.trim() !== "";
}
