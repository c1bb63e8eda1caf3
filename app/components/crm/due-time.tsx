/** When a planned follow-up is due, marked "Overdue" once that time has passed. */
import { formatDateTime, isoDateTime } from "./dashboard-data";
import * as controls from "./controls.css";

export const OVERDUE = "Overdue";

export function DueTime({ due, now = Date.now() }: { due: Date; now?: number }) {
  return (
    <>
      <time dateTime={isoDateTime(due)}>{formatDateTime(due)}</time>
      {due.getTime() < now ? (
        <>
          {" "}
          <span className={controls.overdueBadge}>{OVERDUE}</span>
        </>
      ) : null}
    </>
  );
}
