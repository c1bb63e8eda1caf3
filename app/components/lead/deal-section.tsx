/**
 * The lead page's deal section: estimated value, expected close date, and the won date or lost
 * reason while the lead is Closed Won / Closed Lost. A plain post to /crm/leads/{id}/deal (which
 * shows the form on its own with the field messages when JavaScript is off); with JavaScript a
 * fetcher posts in place.
 */
import { type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, href, useFetcher } from "react-router";
import { SelectField, TextField } from "~/components/forms/fields";
import { summaryFromFields } from "~/components/forms/error-summary";
import { LOST_REASONS, LOST_REASON_TEXTS, dealFormSchema, lostReasonLabel } from "~/schemas/deal";
import type { LeadView } from "../crm/dashboard-data";
import * as styles from "../crm/dashboard.css";
import { CrmFormHead, postTo, useSendAttempts } from "../crm/form-parts";

export const DEAL_TEXT = {
  title: "Deal",
  save: "Save deal",
  saving: "Saving…",
  saved: "Deal saved",
  failed: "The deal was not saved",
  notSet: "Not set",
} as const;

const pounds = new Intl.NumberFormat("en-GB", {
  style: "currency",
  currency: "GBP",
  maximumFractionDigits: 0,
});
/** 12000 → "£12,000"; null → "—". */
export const formatPounds = (value: number | null | undefined) =>
  value === null || value === undefined ? "—" : pounds.format(value);

const dayFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
/** "2026-03-31" → "31 Mar 2026". */
export const formatDay = (value: string | null | undefined) =>
  value ? dayFormat.format(new Date(`${value}T00:00:00Z`)) : DEAL_TEXT.notSet;

export type DealActionData = { result?: SubmissionResult<string[]> };

function useDealForm({
  lead,
  lastResult,
  pending,
}: {
  lead: LeadView;
  lastResult?: SubmissionResult<string[]>;
  pending: boolean;
}) {
  const [form, fields] = useForm({
    id: `deal-${lead.id}`,
    lastResult,
    defaultValue: {
      estimatedValue: lead.estimatedValue === null ? "" : String(lead.estimatedValue),
      expectedCloseDate: lead.expectedCloseDate ?? "",
      wonDate: lead.wonDate ?? "",
      lostReason: lead.lostReason ?? "",
      lostReasonOther: lead.lostReasonOther ?? "",
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: dealFormSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const { attempt, formProps } = useSendAttempts(form, lastResult);
  const summary = summaryFromFields([
    fields.estimatedValue,
    fields.expectedCloseDate,
    fields.wonDate,
    fields.lostReason,
    fields.lostReasonOther,
  ]);
  return {
    formProps,
    body: (
      <>
        <CrmFormHead
          formId={formProps.id}
          attempt={attempt}
          summary={summary}
          failedTitle={DEAL_TEXT.failed}
          formErrors={form.errors}
          returnTo={href("/crm/leads/:id", { id: String(lead.id) })}
        />
        <div className={styles.formGrid}>
          <TextField
            field={fields.estimatedValue}
            label="Estimated value (£, whole pounds)"
            optional
            inputMode="numeric"
            autoComplete="off"
          />
          <TextField
            field={fields.expectedCloseDate}
            label="Expected close date"
            type="date"
            optional
          />
          {lead.status === "closed-won" ? (
            <TextField field={fields.wonDate} label="Won on" type="date" />
          ) : null}
          {lead.status === "closed-lost" ? (
            <>
              <SelectField
                field={fields.lostReason}
                label="Why it was lost"
                placeholder="Choose a reason"
                options={LOST_REASONS.map((value) => ({
                  value,
                  label: LOST_REASON_TEXTS[value],
                }))}
              />
              <TextField
                field={fields.lostReasonOther}
                label="If other, what happened"
                optional
                autoComplete="off"
              />
            </>
          ) : null}
        </div>
        <div className={styles.formActions}>
          <button type="submit" className={styles.button.primary} disabled={pending}>
            {pending ? DEAL_TEXT.saving : DEAL_TEXT.save}
          </button>
        </div>
      </>
    ),
  };
}

/** The form on its own page (GET /crm/leads/{id}/deal, and its answer when JavaScript is off). */
export function DealFormPage({
  lead,
  lastResult,
}: {
  lead: LeadView;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { formProps, body } = useDealForm({ lead, lastResult, pending: false });
  return (
    <Form
      method="post"
      action={postTo(href("/crm/leads/:id/deal", { id: String(lead.id) }), formProps.id)}
      {...formProps}
    >
      {body}
    </Form>
  );
}

/** The lead page's section: the deal at a glance and its form. */
export function DealSection({ lead }: { lead: LeadView }) {
  const fetcher = useFetcher<DealActionData>();
  const { formProps, body } = useDealForm({
    lead,
    lastResult: fetcher.data?.result,
    pending: fetcher.state !== "idle",
  });
  return (
    <section aria-labelledby="deal-title" id="deal">
      <h2 id="deal-title" className={styles.subheading}>
        {DEAL_TEXT.title}
      </h2>
      <dl className={styles.details}>
        <dt className={styles.term}>Estimated value</dt>
        <dd className={styles.definition} data-testid="deal-value">
          {formatPounds(lead.estimatedValue)}
        </dd>
        <dt className={styles.term}>Expected close</dt>
        <dd className={styles.definition}>{formatDay(lead.expectedCloseDate)}</dd>
        {lead.status === "closed-won" ? (
          <>
            <dt className={styles.term}>Won on</dt>
            <dd className={styles.definition}>{formatDay(lead.wonDate)}</dd>
          </>
        ) : null}
        {lead.status === "closed-lost" ? (
          <>
            <dt className={styles.term}>Lost because</dt>
            <dd className={styles.definition} data-testid="deal-lost-reason">
              {lostReasonLabel(lead.lostReason, lead.lostReasonOther)}
            </dd>
          </>
        ) : null}
      </dl>
      <fetcher.Form
        method="post"
        action={postTo(href("/crm/leads/:id/deal", { id: String(lead.id) }), formProps.id)}
        preventScrollReset
        {...formProps}
      >
        {body}
      </fetcher.Form>
    </section>
  );
}
