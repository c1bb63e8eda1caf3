/**
 * Dated claims in page copy ("launch in 2027"): a claim that ages is written once in its content
 * file's `datedClaims`, with the last day it is true, and the copy names it as `{name}`. The
 * components fill the names in; tests/unit/content-dates.test.ts fails once a claim's day has
 * passed, so an out-of-date promise cannot stay on the site unnoticed (docs/decisions/053).
 */
import { ukDay } from "./uk-dates";

export type DatedClaim = {
  /** The words the copy shows, e.g. "2027". */
  text: string;
  /** The last UK calendar day (YYYY-MM-DD) on which the claim is true. */
  until: string;
};

export type DatedClaims = Record<string, DatedClaim>;

const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;

/** "Launch in {launch}" → "Launch in 2027"; an unknown name is left as written. */
export function fillClaims(text: string, claims: DatedClaims): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => claims[name]?.text ?? whole);
}

/** Every string inside `content` filled with `claims`, in the same shape. */
export function fillClaimsDeep<T>(content: T, claims: DatedClaims): T {
  if (typeof content === "string") return fillClaims(content, claims) as T;
  if (Array.isArray(content)) return content.map((item) => fillClaimsDeep(item, claims)) as T;
  if (content && typeof content === "object")
    return Object.fromEntries(
      Object.entries(content).map(([key, value]) => [key, fillClaimsDeep(value, claims)]),
    ) as T;
  return content;
}

/** The names `text` refers to as `{name}`. */
export function claimNames(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]);
}

/** The names of the claims whose last true day is before `today`'s UK day. */
export function passedClaims(claims: DatedClaims, today: Date): string[] {
  const day = ukDay(today);
  return Object.entries(claims)
    .filter(([, claim]) => claim.until < day)
    .map(([name]) => name);
}
