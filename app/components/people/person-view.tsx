/**
 * /crm/people: find a person by email and see everything held on them (UK GDPR), with the
 * subject-access export, erasure, restriction and the consent log. Plain forms (PRG).
 */
import { createContext, useContext } from "react";
import { Form, Link, href } from "react-router";
import type { ErasureLogEntry, RetentionRun } from "@db/schema";
import { Cell, HeaderCell, Row, Table } from "~/components/ui/table";
import { CONSENT_NOTICES, CONSENT_PURPOSES } from "~/schemas/consent-texts";
import {
  consentPurposeLabel,
  consentCampaignWords,
  consentSourceParts,
} from "~/schemas/consent-log-texts";
import { type PersonRecords, WITHDRAWAL_CHANNELS } from "~/schemas/person";
import { dashboardHref, formatDateTime } from "../crm/dashboard-data";
import * as controls from "../crm/controls.css";
import * as pageParts from "../crm/page-parts.css";
import { plural } from "~/utils/plural";
import { reauthHref } from "~/utils/reauth-href";
import { RestrictedBadge, personHref } from "../crm/person-link";
import { type RecordKind, auditEventText, fieldLabel, recordRows } from "./person-fields";
import * as styles from "./person.css";
import { PERSON_TEXTS } from "./texts";

export type PersonView = PersonRecords;

export const RECORD_KINDS = [
  ["leads", "Leads"],
  ["contactSubmissions", "Contact form submissions"],
  ["dentalRegistrations", "DentalIQ registrations"],
  ["newsletterSubscriptions", "Newsletter subscriptions"],
  ["activities", "Activities"],
  ["consents", "Consent records"],
  ["campaignMails", "Newsletter issues"],
  ["importRefusals", "Rows refused by a lead import"],
  ["messages", "Emails"],
] as const;

/** One of a kind, for "1 lead" rather than "1 leads". */
const SINGULAR: Record<(typeof RECORD_KINDS)[number][0], string> = {
  leads: "lead",
  contactSubmissions: "contact form submission",
  dentalRegistrations: "DentalIQ registration",
  newsletterSubscriptions: "newsletter subscription",
  activities: "activity",
  consents: "consent record",
  campaignMails: "newsletter issue",
  importRefusals: "row refused by a lead import",
  messages: "email",
};

export const countOf = (kind: (typeof RECORD_KINDS)[number][0], n: number, label: string) =>
  plural(n, SINGULAR[kind], label.toLowerCase().replace("dentaliq", "DentalIQ"));

/** Every shown field of a record, labelled: readable on screen and, as a letter, on paper. */
export function RecordFields({
  kind,
  record,
  letter = false,
}: {
  kind: RecordKind;
  record: object;
  /** The subject-access letter: no references, no bookkeeping, no empty values. */
  letter?: boolean;
}) {
  return (
    <dl className={styles.fields}>
      {recordRows(kind, record, { letter }).map(({ key, label, value }) => (
        <div key={key} style={{ display: "contents" }}>
          <dt className={pageParts.term}>{label}</dt>
          <dd className={styles.value}>
            {Array.isArray(value) ? (
              <ul className={styles.valueList}>
                {value.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : (
              (value ?? "—")
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function RecordSections({
  person,
  level,
  kinds = RECORD_KINDS,
  letter = false,
}: {
  person: PersonView;
  level: 2 | 3;
  kinds?: readonly (typeof RECORD_KINDS)[number][];
  letter?: boolean;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  const Sub = level === 2 ? "h3" : "h4";
  return (
    <>
      {kinds.map(([kind, label]) => {
        const records = person[kind] as { id: number }[];
        return (
          <section key={kind} className={styles.section} aria-labelledby={`kind-${kind}`}>
            <Heading id={`kind-${kind}`}>
              {label} ({records.length})
            </Heading>
            {records.length === 0 ? <p>{PERSON_TEXTS.none}</p> : null}
            {records.map((record, index) => (
              <article
                key={`${record.id}-${index}`}
                className={styles.record}
                data-testid={`person-${kind}`}
              >
                <Sub className={controls.visuallyHidden}>
                  {label}: {PERSON_TEXTS.nOf(index + 1, records.length)}
                </Sub>
                <RecordFields kind={kind} record={record} letter={letter} />
              </article>
            ))}
          </section>
        );
      })}
    </>
  );
}

function Counts({ person }: { person: PersonView }) {
  return (
    <ul className={styles.counts} aria-label={PERSON_TEXTS.recordsHeld}>
      {RECORD_KINDS.map(([kind, label]) => (
        <li key={kind} className={styles.count} data-testid={`count-${kind}`}>
          {countOf(kind, (person[kind] as unknown[]).length, label)}
        </li>
      ))}
    </ul>
  );
}

export function PersonSearch({ email }: { email: string }) {
  return (
    <Form method="get" action={href("/crm/people")} className={controls.searchForm} role="search">
      <div className={controls.inlineField}>
        <label htmlFor="person-email" className={controls.label}>
          {PERSON_TEXTS.emailLabel}
        </label>
        <input
          id="person-email"
          name="email"
          type="email"
          required
          defaultValue={email}
          autoComplete="off"
          className={controls.control}
        />
      </div>
      <button type="submit" className={controls.button.primary}>
        {PERSON_TEXTS.search}
      </button>
    </Form>
  );
}

function Restriction({ person }: { person: PersonView }) {
  const action = personHref(person.email);
  if (person.restriction) {
    return (
      <section className={styles.section} aria-labelledby="restriction-title">
        <h2 id="restriction-title">
          {PERSON_TEXTS.restriction} <RestrictedBadge />
        </h2>
        <p>
          {PERSON_TEXTS.restrictedBecause(
            person.restriction.reason,
            person.restriction.restrictedBy,
            formatDateTime(person.restriction.restrictedAt),
          )}
        </p>
        <Form method="post" action={action}>
          <input type="hidden" name="intent" value="unrestrict" />
          <input type="hidden" name="email" value={person.email} />
          <button type="submit" className={controls.button.secondary}>
            {PERSON_TEXTS.unrestrict}
          </button>
        </Form>
      </section>
    );
  }
  return (
    <section className={styles.section} aria-labelledby="restriction-title">
      <h2 id="restriction-title">{PERSON_TEXTS.restrictionForm}</h2>
      <Form method="post" action={action}>
        <input type="hidden" name="intent" value="restrict" />
        <input type="hidden" name="email" value={person.email} />
        <div className={controls.inlineField}>
          <label htmlFor="restrict-reason" className={controls.label}>
            {PERSON_TEXTS.restrictReason}
          </label>
          <textarea
            id="restrict-reason"
            name="reason"
            required
            maxLength={500}
            rows={2}
            className={controls.control}
          />
        </div>
        <p>
          <button type="submit" className={controls.button.secondary}>
            {PERSON_TEXTS.restrict}
          </button>
        </p>
      </Form>
    </section>
  );
}

const CONSENT_COLUMNS = ["Purpose", "Given or withdrawn", "When", "Source", "Notice version"];

function Consents({ person }: { person: PersonView }) {
  return (
    <section className={styles.section} aria-labelledby="consents-title">
      <h2 id="consents-title">{PERSON_TEXTS.consents}</h2>
      {person.consents.length === 0 ? (
        <p>{PERSON_TEXTS.noConsent}</p>
      ) : (
        <Table
          caption={PERSON_TEXTS.consentLog.caption}
          head={CONSENT_COLUMNS.map((column) => (
            <HeaderCell key={column}>{column}</HeaderCell>
          ))}
        >
          {person.consents.map((consent) => (
            <Row key={consent.id} data-testid="consent-row">
              <Cell label={PERSON_TEXTS.consentLog.purpose}>
                {consentPurposeLabel(consent.purpose)}
              </Cell>
              <Cell label={PERSON_TEXTS.consentLog.givenOrWithdrawn}>
                {consent.granted ? PERSON_TEXTS.given : PERSON_TEXTS.withdrawn}
              </Cell>
              <Cell label={PERSON_TEXTS.consentLog.when}>{formatDateTime(consent.at)}</Cell>
              <Cell label={PERSON_TEXTS.consentLog.source}>
                <ConsentSource source={consent.source} />
              </Cell>
              <Cell label={PERSON_TEXTS.consentLog.noticeVersion}>{consent.noticeVersion}</Cell>
            </Row>
          ))}
        </Table>
      )}
      <Form method="post" action={personHref(person.email)} className={controls.searchForm}>
        <input type="hidden" name="intent" value="withdraw" />
        <input type="hidden" name="email" value={person.email} />
        <div className={controls.inlineField}>
          <label htmlFor="withdraw-purpose" className={controls.label}>
            {PERSON_TEXTS.consentWithdrawn}
          </label>
          <select id="withdraw-purpose" name="purpose" className={controls.control}>
            {CONSENT_PURPOSES.map((purpose) => (
              <option key={purpose} value={purpose}>
                {CONSENT_NOTICES[purpose].label}
              </option>
            ))}
          </select>
        </div>
        <div className={controls.inlineField}>
          <label htmlFor="withdraw-channel" className={controls.label}>
            {PERSON_TEXTS.toldUsBy}
          </label>
          <select id="withdraw-channel" name="channel" className={controls.control}>
            {WITHDRAWAL_CHANNELS.map((channel) => (
              <option key={channel} value={channel}>
                {channel}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={controls.button.secondary}>
          {PERSON_TEXTS.withdraw}
        </button>
      </Form>
    </section>
  );
}

function AuditTrail({ events }: { events: PersonView["auditTrail"] }) {
  return (
    <section className={styles.section} aria-labelledby="audit-title">
      <h2 id="audit-title">{PERSON_TEXTS.auditTrail(events.length)}</h2>
      {events.length === 0 ? <p>{PERSON_TEXTS.noChanges}</p> : null}
      <ul>
        {events.map((event) => (
          <li key={event.id}>
            {formatDateTime(event.at)}: {auditEventText(event)}, {PERSON_TEXTS.by(event.actor)}
          </li>
        ))}
      </ul>
    </section>
  );
}

export type PrivacyLogs = { erasures: ErasureLogEntry[]; retentionRuns: RetentionRun[] };

/** Counts only: the erasure log and the retention job's runs hold no personal data. */
function Logs({ logs }: { logs: PrivacyLogs }) {
  const describe = (counts: object) =>
    Object.entries(counts)
      .map(([kind, n]) => `${fieldLabel(kind).toLowerCase()} ${n}`)
      .join(", ");
  return (
    <section className={styles.section} aria-labelledby="privacy-logs-title">
      <h2 id="privacy-logs-title">{PERSON_TEXTS.privacyLogs}</h2>
      <h3>{PERSON_TEXTS.latestErasures}</h3>
      {logs.erasures.length === 0 ? <p>{PERSON_TEXTS.noErasures}</p> : null}
      <ul>
        {logs.erasures.map((entry) => (
          <li key={entry.id} data-testid="erasure-entry">
            {formatDateTime(entry.at)} {PERSON_TEXTS.by(entry.actor)}: {describe(entry.counts)}
          </li>
        ))}
      </ul>
      <h3>{PERSON_TEXTS.latestRetentionRuns}</h3>
      {logs.retentionRuns.length === 0 ? <p>{PERSON_TEXTS.noRetentionRuns}</p> : null}
      <ul>
        {logs.retentionRuns.map((run) => (
          <li key={run.id} data-testid="retention-run">
            {formatDateTime(run.at)} ({PERSON_TEXTS.months(run.months)}): {describe(run.counts)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The subjects of the campaigns the consent log names (unsubscribe links), by campaign id. */
const CampaignSubjects = createContext<Record<number, string>>({});

/** An unsubscribe's source: how, and the campaign's subject linking to its page. */
function ConsentSource({ source }: { source: string }) {
  const subjects = useContext(CampaignSubjects);
  const { text, campaignId } = consentSourceParts(source);
  if (campaignId === undefined) return <>{text}</>;
  const subject = subjects[campaignId];
  if (subject === undefined) return <>{`${text} ${consentCampaignWords.gone}`}</>;
  return (
    <>
      {`${text} ${consentCampaignWords.lead} `}
      <Link to={href("/crm/campaigns/:id", { id: String(campaignId) })}>
        {consentCampaignWords.quoted(subject)}
      </Link>
    </>
  );
}

export function PersonPage({
  person,
  invalid,
  logs,
  campaignSubjects = {},
}: {
  person: PersonView | null;
  invalid: boolean;
  logs: PrivacyLogs;
  campaignSubjects?: Record<number, string>;
}) {
  return (
    <CampaignSubjects.Provider value={campaignSubjects}>
      <PersonPageBody person={person} invalid={invalid} logs={logs} />
    </CampaignSubjects.Provider>
  );
}

function PersonPageBody({
  person,
  invalid,
  logs,
}: {
  person: PersonView | null;
  invalid: boolean;
  logs: PrivacyLogs;
}) {
  return (
    <section aria-labelledby="people-title" className={styles.section}>
      <p>
        <Link to={dashboardHref({})}>{PERSON_TEXTS.backToDashboard}</Link>
      </p>
      <h1 id="people-title">{PERSON_TEXTS.title}</h1>
      <PersonSearch email={person?.email ?? ""} />
      {invalid ? (
        <p role="alert" className={controls.formError}>
          {PERSON_TEXTS.invalidEmail}
        </p>
      ) : null}
      {person ? <PersonDetails person={person} /> : <Logs logs={logs} />}
    </section>
  );
}

function PersonDetails({ person }: { person: PersonView }) {
  const total = RECORD_KINDS.reduce((n, [kind]) => n + (person[kind] as unknown[]).length, 0);
  return (
    <section className={styles.section} aria-labelledby="person-title">
      <h2 id="person-title">
        {PERSON_TEXTS.everythingHeldOn(person.email)}{" "}
        {person.restriction ? <RestrictedBadge /> : null}
      </h2>
      {person.suppressed ? <p className={styles.notice}>{PERSON_TEXTS.suppressed}</p> : null}
      {person.suppressed && total === 0 ? (
        // Erased: nothing to export, restrict or withdraw; the erasure itself is on the log.
        <p>
          {PERSON_TEXTS.erasedNothingElse}{" "}
          <Link to={href("/crm/people")}>{PERSON_TEXTS.erasureLog}</Link>{" "}
          {PERSON_TEXTS.erasureLogHolds}
        </p>
      ) : (
        <PersonHeld person={person} total={total} />
      )}
    </section>
  );
}

function PersonHeld({ person, total }: { person: PersonView; total: number }) {
  const query = `email=${encodeURIComponent(person.email)}`;
  return (
    <>
      {total === 0 ? <p>{PERSON_TEXTS.nothingHeld}</p> : <Counts person={person} />}
      <div className={styles.actions}>
        <a
          href={reauthHref(`/api/crm/people/export?${query}`)}
          className={controls.button.secondary}
        >
          {PERSON_TEXTS.download}
        </a>
        <Link to={`${href("/crm/people/report")}?${query}`} className={controls.button.secondary}>
          {PERSON_TEXTS.report}
        </Link>
        {total > 0 ? (
          <Link to={`${href("/crm/people/erase")}?${query}`} className={controls.button.danger}>
            {PERSON_TEXTS.erase}
          </Link>
        ) : null}
      </div>
      <Restriction person={person} />
      <Consents person={person} />
      <section className={styles.section} aria-labelledby="records-title">
        <h2 id="records-title">{PERSON_TEXTS.records}</h2>
        {person.leads.map((lead) => (
          <p key={lead.id}>
            <Link to={dashboardHref({ lead: lead.id, q: person.email })}>
              {PERSON_TEXTS.openLead(lead.firstName, lead.lastName)}
            </Link>
          </p>
        ))}
        <RecordSections
          person={person}
          level={3}
          kinds={RECORD_KINDS.filter(([kind]) => kind !== "consents")}
        />
      </section>
      <AuditTrail events={person.auditTrail} />
    </>
  );
}
