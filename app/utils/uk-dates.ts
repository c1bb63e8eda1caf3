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

/** The UK calendar day of an instant, YYYY-MM-DD. */
export const ukDay = (at: Date): string => dayKey.format(at);

const weekday = new Intl.DateTimeFormat("en-GB", { weekday: "short", timeZone: UK });

/** Saturday or Sunday in the UK. */
export const isUkWeekend = (at: Date): boolean => ["Sat", "Sun"].includes(weekday.format(at));
