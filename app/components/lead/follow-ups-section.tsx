/**
 * The lead page's planned follow-ups, soonest first, each with its "Mark done" form (outcome,
 * duration, notes) in a <details>, so it works without JavaScript. The dashboard's "due" lists
 * use the same item.
 */
import { Form, Link, href } from "react-router";
import { OUTCOME_OPTIONS } from "~/schemas/activity";
import { labelOf } from "~/schemas/lead";
import { VisuallyHidden } from "../crm/controls";
import type { ActivityView } from "../crm/dashboard-data";
import { DueTime } from "../crm/due-time";
import * as controls from "../crm/controls.css";
import * as pageParts from "../crm/page-parts.css";
import { RestrictedMark } from "../crm/person-link";
import { LEAD_TEXTS } from "./texts";

export function FollowUpsSection({
  planned,
  returnTo,
}: {
  planned: ActivityView[];
  returnTo: string;
}) {
  return (
    <section aria-labelledby="follow-ups-title">
      <h2 id="follow-ups-title" className={pageParts.subheading}>
        {LEAD_TEXTS.followUps.count(planned.length)}
      </h2>
      {planned.length ? (
        <ul className={pageParts.list} aria-label={LEAD_TEXTS.followUps.title}>
          {planned.map((activity) => (
            <li key={activity.id} className={pageParts.card}>
              <PlannedActivity activity={activity} returnTo={returnTo} />
            </li>
          ))}
        </ul>
      ) : (
        <p>{LEAD_TEXTS.followUps.none}</p>
      )}
    </section>
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
      <p className={pageParts.definition}>
        <strong>{labelOf(activity.type)}</strong>: {activity.subject}
        {leadName ? (
          <>
            {" "}
            {LEAD_TEXTS.followUps.with}{" "}
            <Link to={href("/crm/leads/:id", { id: String(activity.leadId) })}>{leadName}</Link>
            <RestrictedMark email={leadEmail} />
          </>
        ) : null}
      </p>
      <p className={pageParts.statHint}>
        {LEAD_TEXTS.followUps.due} {activity.dueAt ? <DueTime due={activity.dueAt} /> : "—"}
      </p>
      <details className={controls.details_}>
        <summary className={controls.summaryButton}>
          {LEAD_TEXTS.actions.complete}
          <VisuallyHidden>: {activity.subject}</VisuallyHidden>
        </summary>
        <Form
          method="post"
          action={href("/crm/activities/:id/complete", { id: String(activity.id) })}
        >
          <input type="hidden" name="returnTo" value={returnTo} />
          <div className={controls.formGrid}>
            <div className={controls.inlineField}>
              <label htmlFor={`${idBase}-outcome`} className={controls.label}>
                {LEAD_TEXTS.followUps.outcome}
                <VisuallyHidden> {LEAD_TEXTS.followUps.of(activity.subject)}</VisuallyHidden>
              </label>
              <select id={`${idBase}-outcome`} name="outcome" className={controls.control}>
                <option value="">{LEAD_TEXTS.followUps.noOutcome}</option>
                {OUTCOME_OPTIONS.map(({ value, label }) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
            <div className={controls.inlineField}>
              <label htmlFor={`${idBase}-duration`} className={controls.label}>
                {LEAD_TEXTS.followUps.duration}
                <VisuallyHidden> {LEAD_TEXTS.followUps.of(activity.subject)}</VisuallyHidden>
              </label>
              <input
                id={`${idBase}-duration`}
                name="duration"
                type="number"
                inputMode="numeric"
                min={1}
                className={controls.control}
              />
            </div>
          </div>
          <div className={controls.inlineField}>
            <label htmlFor={`${idBase}-description`} className={controls.label}>
              {LEAD_TEXTS.followUps.whatHappened}
              <VisuallyHidden>: {activity.subject}</VisuallyHidden>
            </label>
            <textarea
              id={`${idBase}-description`}
              name="description"
              rows={3}
              className={controls.control}
            />
          </div>
          <div className={controls.formActions}>
            <button type="submit" className={controls.button.primary}>
              {LEAD_TEXTS.actions.complete}
              <VisuallyHidden>: {activity.subject}</VisuallyHidden>
            </button>
          </div>
        </Form>
      </details>
    </>
  );
}
