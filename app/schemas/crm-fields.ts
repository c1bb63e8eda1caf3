/**
 * Small zod building blocks shared by the CRM schemas. Form posts (Conform) send strings and
 * drop empty fields; JSON clients may send numbers, null or "". Both end up the same here.
 */
import { z } from "zod";
import { text } from "./safe-text";

/** "" and null mean "not given". */
export const blankToUndefined = (value: unknown) =>
  value === "" || value === null || (typeof value === "string" && value.trim() === "")
    ? undefined
    : value;

/** An optional trimmed string of at most `max` characters. */
export const optionalText = (max: number, tooLong: string) =>
  z.preprocess(blankToUndefined, text().trim().max(max, tooLong).optional());

/** Numbers from forms arrive as strings: "12" → 12; anything else stays as it is (and fails). */
export const toNumber = (value: unknown) => {
  const v = blankToUndefined(value);
  if (typeof v === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(v)) return Number(v);
  return v;
};

/** The UK time zone every CRM date is shown and entered in. */
export const CRM_TIME_ZONE = "Europe/London";

/** Minutes the zone is ahead of UTC at `instant` (0 in winter, 60 in British Summer Time). */
function zoneOffsetMinutes(instant: Date, timeZone = CRM_TIME_ZONE): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/**
 * A date-time as staff enter it: ISO with an offset (API) stays; a form's `datetime-local`
 * value ("2026-11-23T15:00") is UK time and becomes ISO. Anything else is left to fail.
 */
export const toIsoDateTime = (value: unknown) => {
  const v = blankToUndefined(value);
  if (typeof v !== "string") return v;
  const local = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(v.trim());
  if (!local) return v;
  const [, y, mo, d, h, mi, se] = local.map(Number);
  const guess = Date.UTC(y, mo - 1, d, h, mi, se || 0);
  const offset = zoneOffsetMinutes(new Date(guess));
  const instant = new Date(guess - offset * 60_000);
  // Around a clock change the first guess can be an hour out: check once more.
  const second = zoneOffsetMinutes(instant);
  return new Date(guess - second * 60_000).toISOString();
};

/** An ISO instant as a `datetime-local` value in UK time (for a form's default). */
export function toLocalInput(iso: string | Date): string {
  const instant = new Date(iso);
  const shifted = new Date(instant.getTime() + zoneOffsetMinutes(instant) * 60_000);
  return shifted.toISOString().slice(0, 16);
}
