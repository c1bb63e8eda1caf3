/**
 * Plan follow-up: its own page for one lead (/crm/leads/{id}/follow-ups/new), never a lead
 * picker. Type, subject and the due date and time (UK time) are required; notes are optional.
 * A plain form post, with Conform's checks in the browser when JavaScript is on.
 */
import { type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useLocation, useNavigation } from "react-router";
import { summaryFromFields } from "~/components/forms/error-summary";
import { SelectField, TextAreaField, TextField } from "~/components/forms/fields";
import { ACTIVITY_TYPES, planFollowUpSchema } from "~/schemas/activity";
import * as controls from "../crm/controls.css";
import { CrmFormHead, optionsOf, postTo, useSendAttempts } from "../crm/form-parts";
import type { OwnerChoiceView } from "../crm/dashboard-data";
import { LEAD_TEXTS } from "./texts";
import { CRM_TEXTS } from "../crm/texts";

export function PlanFollowUpForm({
  action,
  returnTo,
  lastResult,
  owners,
  ownerId,
}: {
  action: string;
  returnTo: string;
  lastResult?: SubmissionResult<string[]>;
  /** Who can be given the follow-up, and who is chosen at first (the owner, else the planner). */
  owners: OwnerChoiceView[];
  ownerId: number | null;
}) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formAction === action;
  const [form, fields] = useForm({
    id: "plan-follow-up",
    lastResult,
    defaultValue: { assigneeId: ownerId === null ? "none" : String(ownerId) },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: planFollowUpSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const { attempt, formProps } = useSendAttempts(form, lastResult);
  // The page's query (where to go back to) stays on the address when a post fails.
  const { search } = useLocation();
  const summary = summaryFromFields([
    fields.type,
    fields.subject,
    fields.dueAt,
    fields.description,
    fields.assigneeId,
  ]);
  return (
    <Form method="post" action={postTo(action, formProps.id, search)} {...formProps}>
      <CrmFormHead
        formId={formProps.id}
        attempt={attempt}
        summary={summary}
        failedTitle={LEAD_TEXTS.toast.followUpPlanFailed}
        formErrors={form.errors}
        returnTo={returnTo}
      />
      <div className={controls.formGrid}>
        <SelectField
          field={fields.type}
          label={LEAD_TEXTS.followUpFields.type}
          options={optionsOf(ACTIVITY_TYPES)}
          placeholder={LEAD_TEXTS.form.selectType}
        />
        <TextField
          field={fields.dueAt}
          label={LEAD_TEXTS.followUpFields.due}
          type="datetime-local"
        />
      </div>
      <TextField
        field={fields.subject}
        label={LEAD_TEXTS.followUpFields.subject}
        autoComplete="off"
      />
      <SelectField
        field={fields.assigneeId}
        label={LEAD_TEXTS.followUpFields.assignee}
        options={[
          { value: "none", label: CRM_TEXTS.owner.unassigned },
          ...owners.map((owner) => ({ value: String(owner.id), label: owner.name })),
        ]}
      />
      <TextAreaField
        field={fields.description}
        label={LEAD_TEXTS.followUpFields.notes}
        optional
        rows={3}
      />
      <div className={controls.formActions}>
        <button type="submit" className={controls.button.primary} disabled={pending}>
          {pending ? LEAD_TEXTS.actions.planning : LEAD_TEXTS.actions.planFollowUp}
        </button>
      </div>
    </Form>
  );
}
