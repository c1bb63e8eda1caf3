/**
 * Merging another lead into this one: find it by name or email, then a preview of the result.
 */
import { Form, Link, href } from "react-router";
import { SEARCH_MAX_LENGTH, type LeadView } from "../dashboard-data";
import * as styles from "../dashboard.css";
import { CRM_TEXT } from "../texts";
import { LEAD_FIELD_LABELS } from "~/schemas/lead-fields";
import { type MergeView, fullName } from "./types";

const shown = (value: unknown) =>
  value === null || value === undefined || value === "" ? "—" : String(value);

export function MergeSection({ lead, merge }: { lead: LeadView; merge: MergeView }) {
  const here = href("/crm/leads/:id", { id: String(lead.id) });
  return (
    <section aria-labelledby="merge-title" id="merge">
      <h2 id="merge-title" className={styles.subheading}>
        {CRM_TEXT.actions.mergeWith}
      </h2>
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
      <h3 className={styles.subheading}>
        Merge {fullName(other)} into {fullName(lead)}
      </h3>
      <p>
        {fullName(other)} (#{other.id}) will be removed; its activities, submissions, registrations
        and history move to this lead. These values are kept:
      </p>
      <dl className={styles.mergeTable} aria-label="Values kept after the merge">
        {fields.map((field) => (
          <div key={field} className={styles.mergeRow}>
            <dt className={styles.term}>
              {LEAD_FIELD_LABELS[field as keyof typeof LEAD_FIELD_LABELS] ?? field}
            </dt>
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
