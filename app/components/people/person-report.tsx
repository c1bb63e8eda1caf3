/**
 * The subject-access report page, a letter to the person: what is held in words (correct plurals),
 * each record with labelled fields (codes as labels, dates in en-GB, score reasons as a list), the
 * changes recorded in words; screen-only links hidden on paper.
 */
import { Link } from "react-router";
import { SITE } from "~/config/site";
import { listOf } from "~/utils/plural";
import { formatDate, formatDateTime, isoDateTime } from "../crm/dashboard-data";
import { auditEventText } from "./person-fields";
import { personHref } from "../crm/person-link";
import {
  type PersonView,
  RECORD_KINDS,
  RecordFields,
  RecordSections,
  countOf,
} from "./person-view";
import * as styles from "./person.css";
import { PERSON_TEXTS } from "./texts";

/**
 * How the letter opens and closes (British usage): "Dear Jane Tester," … "Yours sincerely," to a
 * named person, "Dear Sir or Madam," … "Yours faithfully," otherwise. Signed by the staff member
 * (the CRM keeps no staff names, so their email address), on a line of its own, then the firm.
 */
export function letterFrame(
  name: string | null | undefined,
  staff: string,
): { greeting: string; closing: string; signature: [string, string] } {
  const named = Boolean(name?.trim());
  return {
    greeting: `Dear ${named ? name!.trim() : "Sir or Madam"},`,
    closing: named ? "Yours sincerely," : "Yours faithfully,",
    signature: [staff, `for ${SITE.name}`],
  };
}

export function PersonReport({
  report,
  staff,
}: {
  report: PersonView & { generatedAt: string };
  staff: string;
}) {
  const first = report.leads[0] ?? report.contactSubmissions[0];
  const name = first
    ? `${first.firstName} ${first.lastName}`.trim()
    : (report.dentalRegistrations[0]?.fullName ?? report.newsletterSubscriptions[0]?.fullName);
  const counts = RECORD_KINDS.map(([kind, label]) =>
    countOf(kind, (report[kind] as unknown[]).length, label),
  );
  const held = listOf(counts);
  const letter = letterFrame(name, staff);
  return (
    <main id="main-content" className={styles.report}>
      <p className={styles.screenOnly}>
        <Link to={personHref(report.email)}>{PERSON_TEXTS.reportPage.back}</Link>
      </p>
      <h1>{PERSON_TEXTS.reportPage.title(report.email)}</h1>
      <p>{SITE.name}</p>
      <p>
        <time dateTime={isoDateTime(report.generatedAt)}>{formatDate(report.generatedAt)}</time>
      </p>
      <p>{letter.greeting}</p>
      <p>
        {PERSON_TEXTS.reportPage.intro(
          report.email,
          report.leads.some((lead) => lead.additionalEmails.length > 0),
          held,
        )}
      </p>
      <p>
        {letter.closing}
        <br />
        {letter.signature[0]}
        <br />
        {letter.signature[1]}
      </p>
      {report.restriction ? (
        <section aria-labelledby="report-restriction">
          <h2 id="report-restriction">{PERSON_TEXTS.reportPage.restriction}</h2>
          <RecordFields kind="restriction" record={report.restriction} letter />
        </section>
      ) : null}
      <RecordSections person={report} level={2} letter />
      <section aria-labelledby="report-audit">
        <h2 id="report-audit">{PERSON_TEXTS.reportPage.changes(report.auditTrail.length)}</h2>
        <ul>
          {report.auditTrail.map((event) => (
            <li key={event.id}>
              {formatDateTime(event.at)}: {auditEventText(event)}
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
