/**
 * The lead's own page (/crm/leads/{id}): contact details as links, the score and why, the status
 * control, the edit form, planned follow-ups (mark done), merge with another lead, the timeline.
 * Every form is a plain post to a /crm URL; the enhanced controls post through fetchers.
 */
import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, href } from "react-router";
import { ACTIVITY_OUTCOMES } from "~/schemas/activity";
import { DEAL_FIELD_LABELS } from "~/schemas/deal";
import { labelOf } from "~/schemas/lead";
import { DeleteControl, StatusBadge, StatusControl, VisuallyHidden } from "./controls";
import {
  type ActivityView,
  type LeadView,
  SEARCH_MAX_LENGTH,
  formatDateTime,
  isoDateTime,
} from "./dashboard-data";
import * as styles from "./dashboard.css";
import { DealSection } from "./deal-section";
import { LeadEditForm } from "./lead-form";
import { RestrictedBadge, RestrictedMark, personHref } from "./person-link";
import { CRM_TEXT } from "./texts";

export interface TimelineEntryView {
  key: string;
  type: string;
  at: Date;
  by: string | null;
  summary: string;
  detail?: string | null;
  changes?: Record<string, { from: unknown; to: unknown }> | null;
}

export interface MergeView {
  q: string;
  results: { id: number; name: string; email: string }[];
  preview: {
    other: LeadView;
    values: Record<string, string | null>;
  } | null;
}

export interface LeadPageData {
  lead: LeadView;
  timeline: TimelineEntryView[];
  planned: ActivityView[];
  merge: MergeView;
  /** The person's processing is restricted (GDPR): no status change or new activity. */
  restricted?: boolean;
}

const fullName = (lead: { firstName: string; lastName: string }) =>
  `${lead.firstName} ${lead.lastName}`.trim();

const TIMELINE_LABELS: Record<string, string> = {
  created: "Created",
  "status-changed": "Status changed",
  "field-changed": "Details changed",
  activity: "Activity",
  "contact-submission": "Contact form",
  "dental-registration": "DentalIQ registration",
  newsletter: "Newsletter",
  consent: "Consent",
  converted: "Converted",
  merged: "Merged",
};

const FIELD_LABELS: Record<string, string> = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phone: "Phone",
  company: "Company",
  jobTitle: "Job title",
  industry: "Industry",
  source: "Source",
  status: "Status",
  notes: "Notes",
  ...DEAL_FIELD_LABELS,
};

const shown = (value: unknown) =>
  value === null || value === undefined || value === "" ? "(blank)" : String(value);

export function LeadPage({
  data,
  lastResult,
}: {
  data: LeadPageData;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { lead, timeline, planned, merge } = data;
  const name = fullName(lead);
  const here = href("/crm/leads/:id", { id: String(lead.id) });
  return (
    <article className={styles.leadPage} aria-labelledby="lead-title">
      <p>
        <Link to={href("/crm")}>Back to leads</Link>
      </p>
      <div className={styles.cardHeader}>
        <h2 id="lead-title" className={styles.leadTitle}>
          {name}
        </h2>
        <StatusBadge status={lead.status} />
        <span className={styles.scoreBadge}>Score {lead.score}</span>
        {data.restricted ? <RestrictedBadge /> : null}
      </div>

      <section aria-labelledby="lead-contact-title">
        <h3 id="lead-contact-title" className={styles.subheading}>
          Contact
        </h3>
        <dl className={styles.details}>
          <dt className={styles.term}>Email</dt>
          <dd className={styles.definition}>
            <a href={`mailto:${lead.email}`}>{lead.email}</a>{" "}
            <Link to={personHref(lead.email)}>
              Person record<VisuallyHidden>: everything held on this person</VisuallyHidden>
            </Link>
          </dd>
          <dt className={styles.term}>Phone</dt>
          <dd className={styles.definition}>
            {lead.phone ? (
              <a href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`}>{lead.phone}</a>
            ) : (
              "—"
            )}
          </dd>
          <dt className={styles.term}>Company</dt>
          <dd className={styles.definition}>{lead.company ?? "—"}</dd>
          <dt className={styles.term}>Created</dt>
          <dd className={styles.definition}>
            <time dateTime={isoDateTime(lead.createdAt)}>{formatDateTime(lead.createdAt)}</time>
          </dd>
          <dt className={styles.term}>Updated</dt>
          <dd className={styles.definition}>
            <time dateTime={isoDateTime(lead.updatedAt)}>{formatDateTime(lead.updatedAt)}</time>
          </dd>
        </dl>
        <div className={styles.cardActions}>
          <StatusControl leadId={lead.id} leadName={name} status={lead.status} returnTo={here} />
          <Link
            to={`${href("/crm/activities/new")}?leadId=${lead.id}&returnTo=${encodeURIComponent(here)}`}
            className={styles.button.secondary}
          >
            {CRM_TEXT.actions.logActivity}
          </Link>
          <Link
            to={`${href("/crm/activities/new")}?leadId=${lead.id}&plan=1&returnTo=${encodeURIComponent(here)}`}
            className={styles.button.secondary}
          >
            {CRM_TEXT.actions.planFollowUp}
          </Link>
          <DeleteControl
            action={href("/crm/:kind/:id/delete", { kind: "leads", id: String(lead.id) })}
            confirmHref={`${href("/crm/:kind/:id/delete", { kind: "leads", id: String(lead.id) })}?returnTo=%2Fcrm`}
            question={CRM_TEXT.confirm.lead}
            itemLabel={name}
            returnTo={href("/crm")}
          />
        </div>
      </section>

      <section aria-labelledby="lead-score-title">
        <h3 id="lead-score-title" className={styles.subheading}>
          Score: {lead.score} / 100
        </h3>
        {lead.scoreReasons.length ? (
          <ul aria-label="Why this score">
            {lead.scoreReasons.map((reason) => (
              <li key={reason.reason}>
                {reason.reason}: +{reason.points}
              </li>
            ))}
          </ul>
        ) : (
          <p>Nothing adds to the score yet.</p>
        )}
      </section>

      <DealSection lead={lead} />

      <section aria-labelledby="follow-ups-title">
        <h3 id="follow-ups-title" className={styles.subheading}>
          Planned follow-ups ({planned.length})
        </h3>
        {planned.length ? (
          <ul className={styles.list} aria-label="Planned follow-ups">
            {planned.map((activity) => (
              <li key={activity.id} className={styles.card}>
                <PlannedActivity activity={activity} returnTo={here} />
              </li>
            ))}
          </ul>
        ) : (
          <p>No follow-up planned.</p>
        )}
      </section>

      <section aria-labelledby="edit-lead-title">
        <h3 id="edit-lead-title" className={styles.subheading}>
          Edit details
        </h3>
        <LeadEditForm lead={lead} lastResult={lastResult} />
      </section>

      <MergeSection lead={lead} merge={merge} />

      <section aria-labelledby="timeline-title">
        <h3 id="timeline-title" className={styles.subheading}>
          Timeline
        </h3>
        <ol className={styles.timeline} aria-label="Timeline, newest first">
          {timeline.map((entry) => (
            <li key={entry.key} className={styles.timelineEntry} data-testid="timeline-entry">
              <p className={styles.timelineMeta}>
                <strong>{TIMELINE_LABELS[entry.type] ?? labelOf(entry.type)}</strong> ·{" "}
                <time dateTime={isoDateTime(entry.at)}>{formatDateTime(entry.at)}</time>
                {entry.by ? <> · by {entry.by}</> : null}
              </p>
              <p className={styles.definition}>{entry.summary}</p>
              {entry.changes && Object.keys(entry.changes).length ? (
                <ul className={styles.changes}>
                  {Object.entries(entry.changes).map(([field, change]) => (
                    <li key={field}>
                      {FIELD_LABELS[field] ?? field}: {shown(change.from)} → {shown(change.to)}
                    </li>
                  ))}
                </ul>
              ) : null}
              {entry.detail ? <p className={styles.prose}>{entry.detail}</p> : null}
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}

/** A planned follow-up with its "Mark done" form (in a <details>, so it works without JS). */
export function PlannedActivity({
  activity,
  returnTo,
  leadName,
  leadEmail = null,
}: {
  activity: ActivityView;
  returnTo: string;
  leadName?: string | null;
  /** Marks the lead "Restricted" in lists across leads (the lead page shows its own badge). */
  leadEmail?: string | null;
}) {
  const idBase = `complete-${activity.id}`;
  return (
    <>
      <p className={styles.definition}>
        <strong>{labelOf(activity.type)}</strong>: {activity.subject}
        {leadName ? (
          <>
            {" "}
            with{" "}
            <Link to={href("/crm/leads/:id", { id: String(activity.leadId) })}>{leadName}</Link>
            <RestrictedMark email={leadEmail} />
          </>
        ) : null}
      </p>
      <p className={styles.statHint}>
        Due{" "}
        {activity.dueAt ? (
          <time dateTime={isoDateTime(activity.dueAt)}>{formatDateTime(activity.dueAt)}</time>
        ) : (
          "—"
        )}
      </p>
      <details className={styles.details_}>
        <summary className={styles.summaryButton}>
          {CRM_TEXT.actions.complete}
          <VisuallyHidden>: {activity.subject}</VisuallyHidden>
        </summary>
        <Form
          method="post"
          action={href("/crm/activities/:id/complete", { id: String(activity.id) })}
        >
          <input type="hidden" name="returnTo" value={returnTo} />
          <div className={styles.formGrid}>
            <div className={styles.inlineField}>
              <label htmlFor={`${idBase}-outcome`} className={styles.label}>
                Outcome
              </label>
              <select id={`${idBase}-outcome`} name="outcome" className={styles.control}>
                <option value="">No outcome</option>
                {ACTIVITY_OUTCOMES.map((value) => (
                  <option key={value} value={value}>
                    {labelOf(value)}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.inlineField}>
              <label htmlFor={`${idBase}-duration`} className={styles.label}>
                Duration (minutes, optional)
              </label>
              <input
                id={`${idBase}-duration`}
                name="duration"
                type="number"
                inputMode="numeric"
                min={1}
                className={styles.control}
              />
            </div>
          </div>
          <div className={styles.inlineField}>
            <label htmlFor={`${idBase}-description`} className={styles.label}>
              Notes (optional)
            </label>
            <textarea
              id={`${idBase}-description`}
              name="description"
              rows={3}
              className={styles.control}
            />
          </div>
          <div className={styles.formActions}>
            <button type="submit" className={styles.button.primary}>
              {CRM_TEXT.actions.complete}
              <VisuallyHidden>: {activity.subject}</VisuallyHidden>
            </button>
          </div>
        </Form>
      </details>
    </>
  );
}

function MergeSection({ lead, merge }: { lead: LeadView; merge: MergeView }) {
  const here = href("/crm/leads/:id", { id: String(lead.id) });
  return (
    <section aria-labelledby="merge-title" id="merge">
      <h3 id="merge-title" className={styles.subheading}>
        {CRM_TEXT.actions.mergeWith}
      </h3>
      <Form
        method="get"
        action={`${here}#merge`}
        role="search"
        aria-label="Find a lead to merge"
        className={styles.searchForm}
      >
        <div className={styles.inlineField}>
          <label htmlFor="merge-q" className={styles.label}>
            Name or email of the other lead
          </label>
          <input
            id="merge-q"
            type="search"
            name="mergeQ"
            defaultValue={merge.q}
            maxLength={SEARCH_MAX_LENGTH}
            className={styles.control}
          />
        </div>
        <button type="submit" className={styles.button.secondary}>
          {CRM_TEXT.actions.search}
        </button>
      </Form>
      {merge.q && !merge.preview ? (
        merge.results.length ? (
          <ul aria-label="Leads to merge with">
            {merge.results.map((result) => (
              <li key={result.id}>
                <Link
                  to={`${here}?mergeQ=${encodeURIComponent(merge.q)}&mergeWith=${result.id}#merge`}
                >
                  {result.name} ({result.email})
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p>No other lead matches.</p>
        )
      ) : null}
      {merge.preview ? <MergePreview lead={lead} merge={merge} /> : null}
    </section>
  );
}

function MergePreview({ lead, merge }: { lead: LeadView; merge: MergeView }) {
  const preview = merge.preview!;
  const other = preview.other;
  const fields = Object.keys(preview.values);
  return (
    <div className={styles.panel} data-testid="merge-preview">
      <h4 className={styles.subheading}>
        Merge {fullName(other)} into {fullName(lead)}
      </h4>
      <p>
        {fullName(other)} (#{other.id}) will be removed; its activities, submissions, registrations
        and history move to this lead. These values are kept:
      </p>
      <dl className={styles.mergeTable} aria-label="Values kept after the merge">
        {fields.map((field) => (
          <div key={field} className={styles.mergeRow}>
            <dt className={styles.term}>{FIELD_LABELS[field] ?? field}</dt>
            <dd className={`${styles.definition} ${styles.prose}`}>
              {shown(preview.values[field])}
            </dd>
          </div>
        ))}
      </dl>
      <Form
        method="post"
        action={href("/crm/leads/:id", { id: String(lead.id) })}
        className={styles.formActions}
      >
        <input type="hidden" name="intent" value="merge" />
        <input type="hidden" name="otherId" value={other.id} />
        <button type="submit" className={styles.button.primary}>
          {CRM_TEXT.actions.merge}
        </button>
        <Link
          to={href("/crm/leads/:id", { id: String(lead.id) })}
          className={styles.button.secondary}
        >
          {CRM_TEXT.actions.cancel}
        </Link>
      </Form>
    </div>
  );
}
