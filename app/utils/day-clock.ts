/**
 * Today's date (YYYY-MM-DD) in a time zone, worked out at most once a minute: cheap enough to ask
 * on every request.
 */
export function dayClock(timeZone: string, now: () => number = Date.now): () => string {
  const format = new Intl.DateTimeFormat("en-CA", { timeZone });
  let day = "";
  let checkAfter = 0;
  return () => {
    const time = now();
    if (time >= checkAfter) {
      day = format.format(time);
      checkAfter = time + 60_000;
    }
    return day;
  };
}
