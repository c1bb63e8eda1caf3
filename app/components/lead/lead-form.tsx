/**
 * The lead form: Add Lead in the dashboard's dialog (JavaScript) and on /crm/leads/new (both),
 * and the edit form on the lead's page (a plain post, enhanced in place with JavaScript).
 */
import { type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, href, useFetcher, useLocation, useNavigation } from "react-router";
import { summaryFromFields } from "~/components/forms/error-summary";
import { SelectField, TextAreaField, TextField } from "~/components/forms/fields";
import { LEAD_INDUSTRIES, LEAD_SOURCES, createLeadSchema } from "~/schemas/lead";
import type { LeadView } from "../crm/dashboard-data";
import * as controls from "../crm/controls.css";
import * as styles from "./lead.css";
import {
  CrmFormHead,
  optionsOf,
  postTo,
  useFailureToast,
  useSendAttempts,
} from "../crm/form-parts";
import { LEAD_TEXTS } from "./texts";

export const ADD_LEAD_ACTION = href("/crm/leads/new");
/** An existing lead with the email given to Add Lead (the action says so before saving). */
export interface DuplicateLead {
  id: number;
  name: string;
}

export interface LeadFormResult {
  result?: SubmissionResult<string[]>;
  duplicate?: DuplicateLead;
}

function DuplicateNotice({ duplicate }: { duplicate: DuplicateLead }) {
  return (
    <div className={styles.notice} role="alert">
      <p>
        {LEAD_TEXTS.duplicate.exists}{" "}
        <Link to={href("/crm/leads/:id", { id: String(duplicate.id) })}>{duplicate.name}</Link>.
      </p>
      <label className={styles.checkboxLabel}>
        <input type="checkbox" name="allowDuplicate" value="1" />{" "}
        {LEAD_TEXTS.duplicate.createAnyway}
      </label>
    </div>
  );
}

function useLeadForm({
  id = "add-lead",
  lastResult,
  returnTo,
  pending,
  lead,
  duplicate,
}: {
  id?: string;
  lastResult?: SubmissionResult<string[]>;
  returnTo: string;
  pending: boolean;
  /** Editing: the lead whose values fill the form. */
  lead?: LeadView;
  duplicate?: DuplicateLead;
}) {
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: lead
      ? {
          firstName: lead.firstName,
          lastName: lead.lastName,
          email: lead.email,
          phone: lead.phone ?? "",
          company: lead.company ?? "",
          jobTitle: lead.jobTitle ?? "",
          industry: lead.industry ?? "",
          source: lead.source ?? "",
          notes: lead.notes ?? "",
        }
      : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createLeadSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const { attempt, formProps } = useSendAttempts(form, lastResult);
  const summary = summaryFromFields([
    fields.firstName,
    fields.lastName,
    fields.email,
    fields.phone,
    fields.company,
    fields.jobTitle,
    fields.notes,
  ]);
  return {
    formProps,
    body: (
      <>
        <CrmFormHead
          formId={id}
          attempt={attempt}
          summary={summary}
          failedTitle={lead ? LEAD_TEXTS.toast.leadSaveFailed : LEAD_TEXTS.toast.leadCreateFailed}
          formErrors={form.errors}
          returnTo={returnTo}
        />
        {duplicate ? <DuplicateNotice duplicate={duplicate} /> : null}
        <div className={controls.formGrid}>
          <TextField
            field={fields.firstName}
            label={LEAD_TEXTS.fields.firstName}
            autoComplete="off"
          />
          <TextField
            field={fields.lastName}
            label={LEAD_TEXTS.fields.lastName}
            autoComplete="off"
          />
          <TextField
            field={fields.email}
            label={LEAD_TEXTS.fields.email}
            type="email"
            autoComplete="off"
          />
          <TextField
            field={fields.phone}
            label={LEAD_TEXTS.fields.phone}
            type="tel"
            optional
            autoComplete="off"
          />
          <TextField
            field={fields.company}
            label={LEAD_TEXTS.fields.company}
            optional
            autoComplete="off"
          />
          <TextField
            field={fields.jobTitle}
            label={LEAD_TEXTS.fields.jobTitle}
            optional
            autoComplete="off"
          />
          <SelectField
            field={fields.industry}
            label={LEAD_TEXTS.fields.industry}
            optional
            options={optionsOf(LEAD_INDUSTRIES)}
            placeholder={LEAD_TEXTS.form.selectIndustry}
          />
          <SelectField
            field={fields.source}
            label={LEAD_TEXTS.fields.source}
            optional
            options={optionsOf(LEAD_SOURCES)}
            placeholder={LEAD_TEXTS.form.selectSource}
          />
        </div>
        <TextAreaField field={fields.notes} label={LEAD_TEXTS.fields.notes} optional rows={4} />
        <div className={controls.formActions}>
          <button type="submit" className={controls.button.primary} disabled={pending}>
            {lead
              ? pending
                ? LEAD_TEXTS.actions.savingLead
                : LEAD_TEXTS.actions.saveLead
              : pending
                ? LEAD_TEXTS.actions.creatingLead
                : LEAD_TEXTS.actions.createLead}
          </button>
        </div>
      </>
    ),
  };
}

/** On its own page: a plain post to the page's action (works without JavaScript). */
export function LeadFormPage({
  lastResult,
  duplicate,
  returnTo,
}: {
  lastResult?: SubmissionResult<string[]>;
  duplicate?: DuplicateLead;
  returnTo: string;
}) {
  const navigation = useNavigation();
  const { search } = useLocation();
  const { formProps, body } = useLeadForm({
    lastResult,
    duplicate,
    returnTo,
    pending: navigation.state === "submitting",
  });
  return (
    <Form method="post" action={postTo(ADD_LEAD_ACTION, formProps.id, search)} {...formProps}>
      {body}
    </Form>
  );
}

const createFailedToast = () =>
  ({ title: LEAD_TEXTS.toast.leadCreateFailed, variant: "destructive" }) as const;

/** A form-level reason (e.g. the person's processing is restricted) goes in the toast too. */
const saveFailedToast = (result: SubmissionResult<string[]>) => {
  const reason = result.error?.[""]?.[0];
  return {
    title: LEAD_TEXTS.toast.leadSaveFailed,
    ...(reason ? { description: reason } : {}),
    variant: "destructive",
  } as const;
};

/** In the dialog: the same post through a fetcher; a failure raises the spec's toast. */
export function LeadFormDialog({ returnTo }: { returnTo: string }) {
  const fetcher = useFetcher<LeadFormResult>();
  const { formProps, body } = useLeadForm({
    lastResult: fetcher.data?.result,
    duplicate: fetcher.data?.duplicate,
    returnTo,
    pending: fetcher.state !== "idle",
  });
  useFailureToast(fetcher, createFailedToast);
  return (
    <fetcher.Form method="post" action={ADD_LEAD_ACTION} preventScrollReset {...formProps}>
      {body}
    </fetcher.Form>
  );
}

/**
 * The edit form on the lead's page: posts to the page itself. Without JavaScript the page answers
 * with the error summary (lastResult); with it, a fetcher posts in place and a failure toasts.
 */
export function LeadEditForm({
  lead,
  lastResult,
}: {
  lead: LeadView;
  lastResult?: SubmissionResult<string[]>;
}) {
  const fetcher = useFetcher<LeadFormResult>();
  const action = href("/crm/leads/:id", { id: String(lead.id) });
  const { formProps, body } = useLeadForm({
    id: `edit-lead-${lead.id}`,
    lead,
    lastResult: fetcher.data?.result ?? lastResult,
    returnTo: action,
    pending: fetcher.state !== "idle",
  });
  useFailureToast(fetcher, saveFailedToast);
  return (
    <fetcher.Form
      method="post"
      action={postTo(action, formProps.id)}
      preventScrollReset
      {...formProps}
    >
      <input type="hidden" name="intent" value="edit" />
      {body}
    </fetcher.Form>
  );
}
