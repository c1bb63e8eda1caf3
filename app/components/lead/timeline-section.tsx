/**
 * The lead page's timeline: what happened to the lead, newest first, in plain words. Each entry
 * is one sentence (its summary), who did it and when, then any field changes as sentences
 * (labels and value labels, never field names or ids) and the full text (a message, notes).
 */
import { formatDateTime, isoDateTime } from "../crm/dashboard-data";
import * as pageParts from "../crm/page-parts.css";
import * as styles from "./lead.css";
import type { TimelineEntryView } from "./types";
import { LEAD_TEXTS } from "./texts";
import { MailParts } from "./mail-parts";

/** Who did it, as staff read it: a colleague's email, the person themselves, or a named job. */
export function actorLabel(by: string): string {
  if (by === "visitor") return "the person (web form)";
  if (by.startsWith("system")) return `the system${by.slice("system".length)}`;
  return by;
}

export function TimelineSection({ timeline }: { timeline: TimelineEntryView[] }) {
  return (
    <section aria-labelledby="timeline-title">
      <h2 id="timeline-title" className={pageParts.subheading}>
        {LEAD_TEXTS.timeline.title}
      </h2>
      {timeline.length ? (
        <ol className={styles.timeline} aria-label={LEAD_TEXTS.timeline.list}>
          {timeline.map((entry) => (
            <li key={entry.key} className={styles.timelineEntry} data-testid="timeline-entry">
              <p className={pageParts.definition}>
                <strong>{entry.summary}</strong>
                {entry.dueAt ? (
                  <>
                    {LEAD_TEXTS.timeline.due}{" "}
                    <time dateTime={isoDateTime(entry.dueAt)}>{formatDateTime(entry.dueAt)}</time>
                  </>
                ) : null}
              </p>
              <p className={styles.timelineMeta}>
                {entry.by ? <>{LEAD_TEXTS.timeline.by(actorLabel(entry.by))} · </> : null}
                <time dateTime={isoDateTime(entry.at)}>{formatDateTime(entry.at)}</time>
              </p>
              {entry.changeLines?.length ? (
                <ul className={styles.changes}>
                  {entry.changeLines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              ) : null}
              {entry.detail ? <p className={pageParts.prose}>{entry.detail}</p> : null}
              {entry.mail ? <MailParts mail={entry.mail} /> : null}
            </li>
          ))}
        </ol>
      ) : (
        <p>{LEAD_TEXTS.timeline.nothing}</p>
      )}
    </section>
  );
}
