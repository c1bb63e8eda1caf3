/** The subject-access report page: plain headings and labelled fields, screen-only links hidden on paper. */
import { Link } from "react-router";
import { formatDateTime } from "./dashboard-data";
import { personHref } from "./person-link";
import { type PersonView, RecordFields, RecordSections } from "./person-view";
import * as styles from "./person.css";

export function PersonReport({
  report,
  staff,
}: {
  report: PersonView & { generatedAt: string };
  staff: string;
}) {
  return (
    <main id="main-content" className={styles.report}>
      <p className={styles.screenOnly}>
        <Link to={personHref(report.email)}>Back to the person</Link>
      </p>
      <h1>Personal data held on {report.email}</h1>
      <p>
        Durham Data Strategy, subject-access report generated {formatDateTime(report.generatedAt)}{" "}
        by {staff}.
      </p>
      {report.restriction ? (
        <section aria-labelledby="report-restriction">
          <h2 id="report-restriction">Restriction of processing</h2>
          <RecordFields record={report.restriction} />
        </section>
      ) : null}
      <RecordSections person={report} level={2} />
      <section aria-labelledby="report-audit">
        <h2 id="report-audit">Changes recorded ({report.auditTrail.length})</h2>
        <ul>
          {report.auditTrail.map((event) => (
            <li key={event.id}>
              {formatDateTime(event.at)}: {event.action} ({event.entityType}
              {event.entityId ? ` #${event.entityId}` : ""})
              {event.summary ? `: ${event.summary}` : ""}
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
