/**
 * Dates as people in the UK read them (en-GB, Europe/London), the same on the server, in the
 * browser and in mail: a fixed time zone, so every reader sees the firm's local time.
 */
const UK = "Europe/London";

/** e.g. 21 Nov 2026. */
export function formatDate(iso: Date | string): string {
  return new Date(iso).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: UK,
  });
}

/** e.g. 21 Nov 2026, 09:30. */
export function formatDateTime(iso: Date | string): string {
  return new Date(iso).toLocaleString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: UK,
  });
}

const longDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: UK,
});

/** e.g. 25 November 2026. */
export const formatLongDate = (iso: Date | string): string => longDate.format(new Date(iso));

const longDay = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: UK,
});

/** e.g. Wednesday 25 November 2026 (en-GB puts no comma after the weekday). */
export const formatLongDay = (at: Date): string => longDay.format(at).replace(",", "");

const dayKey = new Intl.DateTimeFormat("en-CA", { timeZone: UK });

/** The UK calendar day of an instant (now by default), YYYY-MM-DD: today's date in the UK. */
export const ukDay = (at: Date = new Date()): string => dayKey.format(at);

const weekday = new Intl.DateTimeFormat("en-GB", { weekday: "short", timeZone: UK });

/** Saturday or Sunday in the UK. */
export const isUkWeekend = (at: Date): boolean => ["Sat", "Sun"].includes(weekday.format(at));

const wallClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: UK,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** The UK wall-clock time of an instant, as minutes since the epoch read as if it were UTC. */
function ukWallMinutes(at: number): number {
  const p = Object.fromEntries(wallClock.formatToParts(at).map((x) => [x.type, x.value]));
  return Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute) / 60_000;
}

/**
 * A UK wall-clock time from a `datetime-local` field ("2026-12-01T09:30") as an instant; null when
 * it is not one. In the autumn's repeated hour the first (summer) reading wins; a time the spring
 * change skips moves an hour on.
 */
export function fromUkLocal(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const wanted = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5]);
  if (Number.isNaN(wanted) || new Date(wanted).getUTCDate() !== +m[3]) return null;
  // Try the summer offset first (one hour), then winter's (none).
  for (const offset of [60, 0]) {
    const at = wanted - offset * 60_000;
    if (ukWallMinutes(at) * 60_000 === wanted) return new Date(at);
  }
  return new Date(wanted);
}

/** The `datetime-local` value of an instant in UK time. */
export function toUkLocal(at: Date): string {
  return new Date(ukWallMinutes(at.getTime()) * 60_000).toISOString().slice(0, 16);
}

const pad = (n: string) => n.padStart(2, "0");

/**
 * A date (and time) as a spreadsheet writes it, as an instant; null when it is not one. Day first
 * as in the UK ("25/12/2024", "25-12-2024 14:30", "25.12.2024"), or ISO ("2024-12-25",
 * "2024-12-25 14:30", "2024-12-25T14:30:00Z"); a time without a zone, or none (midnight), is UK
 * time. Two-digit years and month-first dates are not read: "03/04/24" could be either.
 */
export function fromDateText(value: string): Date | null {
  const text = value.trim();
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(text)) {
    const at = new Date(text);
    // A day that does not exist (2024-02-30) rolls over at noon UTC: refused.
    const day = text.slice(0, 10);
    const noon = new Date(`${day}T12:00:00Z`);
    return !Number.isNaN(at.getTime()) && noon.toISOString().slice(0, 10) === day ? at : null;
  }
  const time = String.raw`(?:[ T,]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?`;
  const iso = new RegExp(String.raw`^(\d{4})-(\d{1,2})-(\d{1,2})${time}$`).exec(text);
  const uk = new RegExp(String.raw`^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})${time}$`).exec(text);
  const parts = iso
    ? { year: iso[1], month: iso[2], day: iso[3], hour: iso[4], minute: iso[5] }
    : uk
      ? { year: uk[4], month: uk[3], day: uk[1], hour: uk[5], minute: uk[6] }
      : null;
  if (!parts) return null;
  const [month, hour, minute] = [+parts.month, +(parts.hour ?? 0), +(parts.minute ?? 0)];
  if (month < 1 || month > 12 || hour > 23 || minute > 59) return null;
  return fromUkLocal(
    `${parts.year}-${pad(parts.month)}-${pad(parts.day)}T${pad(parts.hour ?? "0")}:${parts.minute ?? "00"}`,
  );
}
