/** The Log Activity form: in the Activities tab's dialog (JavaScript) and on /crm/activities/new (both). */
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { Form, href, useFetcher, useNavigation } from "react-router";
import { summaryFromFields } from "~/components/forms/error-summary";
import { SelectField, TextAreaField, TextField } from "~/components/forms/fields";
import { toast } from "~/components/toast/use-toast";
import { ACTIVITY_OUTCOMES, ACTIVITY_TYPES, createActivitySchema } from "~/schemas/activity";
import type { LeadChoice } from "./dashboard-data";
import * as styles from "./dashboard.css";
import { CrmFormHead, optionsOf } from "./form-parts";
import { CRM_TEXT } from "./texts";

export const LOG_ACTIVITY_ACTION = href("/crm/activities/new");
interface Props {
  leads: LeadChoice[];
  defaultLeadId?: number;
  returnTo: string;
}

function useActivityForm({
  leads,
  defaultLeadId,
  returnTo,
  lastResult,
  pending,
}: Props & { lastResult?: SubmissionResult<string[]>; pending: boolean }) {
  const [form, fields] = useForm({
    id: "log-activity",
    lastResult,
    defaultValue: { leadId: defaultLeadId ? String(defaultLeadId) : "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createActivitySchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const summary = summaryFromFields([
    fields.leadId,
    fields.type,
    fields.subject,
    fields.description,
    fields.outcome,
    fields.duration,
  ]);
  return {
    formProps: getFormProps(form),
    body: (
      <>
        <CrmFormHead
          summary={summary}
          failedTitle={CRM_TEXT.toast.activityLogFailed}
          formErrors={form.errors}
          returnTo={returnTo}
        />
        <div className={styles.formGrid}>
          <SelectField
            field={fields.leadId}
            label="Lead"
            options={leads.map((lead) => ({
              value: String(lead.id),
              label: `${lead.name} (${lead.email})`,
            }))}
            placeholder="Select a lead"
          />
          <SelectField
            field={fields.type}
            label="Type"
            options={optionsOf(ACTIVITY_TYPES)}
            placeholder="Select a type"
          />
        </div>
        <TextField field={fields.subject} label="Subject" autoComplete="off" />
        <TextAreaField field={fields.description} label="Description" optional rows={4} />
        <div className={styles.formGrid}>
          <SelectField
            field={fields.outcome}
            label="Outcome"
            optional
            options={optionsOf(ACTIVITY_OUTCOMES)}
            placeholder="Select an outcome"
          />
          <TextField
            field={fields.duration}
            label="Duration (minutes)"
            optional
            type="number"
            inputMode="numeric"
          />
        </div>
        <div className={styles.formActions}>
          <button type="submit" className={styles.button.primary} disabled={pending}>
            {pending ? CRM_TEXT.actions.savingActivity : CRM_TEXT.actions.saveActivity}
          </button>
        </div>
      </>
    ),
  };
}

export function ActivityFormPage(props: Props & { lastResult?: SubmissionResult<string[]> }) {
  const navigation = useNavigation();
  const { formProps, body } = useActivityForm({
    ...props,
    pending: navigation.state === "submitting",
  });
  return (
    <Form method="post" action={LOG_ACTIVITY_ACTION} {...formProps}>
      {body}
    </Form>
  );
}

export function ActivityFormDialog(props: Props) {
  const fetcher = useFetcher<{ result?: SubmissionResult<string[]> }>();
  const { formProps, body } = useActivityForm({
    ...props,
    lastResult: fetcher.data?.result,
    pending: fetcher.state !== "idle",
  });
  const failed = fetcher.state === "idle" && fetcher.data?.result?.status === "error";
  useEffect(() => {
    if (failed) toast({ title: CRM_TEXT.toast.activityLogFailed, variant: "destructive" });
  }, [failed, fetcher.data]);
  return (
    <fetcher.Form method="post" action={LOG_ACTIVITY_ACTION} preventScrollReset {...formProps}>
      {body}
    </fetcher.Form>
  );
}
