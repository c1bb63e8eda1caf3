/** The Add Lead form: in the dashboard's dialog (JavaScript) and on /crm/leads/new (both). */
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { Form, href, useFetcher, useNavigation } from "react-router";
import { summaryFromFields } from "~/components/forms/error-summary";
import { SelectField, TextAreaField, TextField } from "~/components/forms/fields";
import { toast } from "~/components/toast/use-toast";
import { LEAD_INDUSTRIES, LEAD_SOURCES, createLeadSchema } from "~/schemas/lead";
import * as styles from "./dashboard.css";
import { CrmFormHead, optionsOf } from "./form-parts";
import { CRM_TEXT } from "./texts";

export const ADD_LEAD_ACTION = href("/crm/leads/new");
interface FormResult {
  result?: SubmissionResult<string[]>;
}

function useLeadForm({
  lastResult,
  returnTo,
  pending,
}: {
  lastResult?: SubmissionResult<string[]>;
  returnTo: string;
  pending: boolean;
}) {
  const [form, fields] = useForm({
    id: "add-lead",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createLeadSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
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
    formProps: getFormProps(form),
    body: (
      <>
        <CrmFormHead
          summary={summary}
          failedTitle={CRM_TEXT.toast.leadCreateFailed}
          formErrors={form.errors}
          returnTo={returnTo}
        />
        <div className={styles.formGrid}>
          <TextField field={fields.firstName} label="First name" autoComplete="off" />
          <TextField field={fields.lastName} label="Last name" autoComplete="off" />
          <TextField field={fields.email} label="Email" type="email" autoComplete="off" />
          <TextField field={fields.phone} label="Phone" type="tel" optional autoComplete="off" />
          <TextField field={fields.company} label="Company" optional autoComplete="off" />
          <TextField field={fields.jobTitle} label="Job title" optional autoComplete="off" />
          <SelectField
            field={fields.industry}
            label="Industry"
            optional
            options={optionsOf(LEAD_INDUSTRIES)}
            placeholder="Select an industry"
          />
          <SelectField
            field={fields.source}
            label="Source"
            optional
            options={optionsOf(LEAD_SOURCES)}
            placeholder="Select a source"
          />
        </div>
        <TextAreaField field={fields.notes} label="Notes" optional rows={4} />
        <div className={styles.formActions}>
          <button type="submit" className={styles.button.primary} disabled={pending}>
            {pending ? CRM_TEXT.actions.creatingLead : CRM_TEXT.actions.createLead}
          </button>
        </div>
      </>
    ),
  };
}

/** On its own page: a plain post to the page's action (works without JavaScript). */
export function LeadFormPage({
  lastResult,
  returnTo,
}: {
  lastResult?: SubmissionResult<string[]>;
  returnTo: string;
}) {
  const navigation = useNavigation();
  const { formProps, body } = useLeadForm({
    lastResult,
    returnTo,
    pending: navigation.state === "submitting",
  });
  return (
    <Form method="post" action={ADD_LEAD_ACTION} {...formProps}>
      {body}
    </Form>
  );
}

/** In the dialog: the same post through a fetcher; a failure raises the spec's toast. */
export function LeadFormDialog({ returnTo }: { returnTo: string }) {
  const fetcher = useFetcher<FormResult>();
  const { formProps, body } = useLeadForm({
    lastResult: fetcher.data?.result,
    returnTo,
    pending: fetcher.state !== "idle",
  });
  const failed = fetcher.state === "idle" && fetcher.data?.result?.status === "error";
  useEffect(() => {
    if (failed) toast({ title: CRM_TEXT.toast.leadCreateFailed, variant: "destructive" });
  }, [failed, fetcher.data]);
  return (
    <fetcher.Form method="post" action={ADD_LEAD_ACTION} preventScrollReset {...formProps}>
      {body}
    </fetcher.Form>
  );
}
