/**
 * The compose form of a reply to a lead (decision 095): to one of the lead's addresses, the
 * writer's name as the recipient sees it, subject and message (plain text or Markdown). A plain
 * post to /crm/leads/{id}/reply, checked in the browser by Conform when JavaScript runs; on the
 * lead's page and, after a refused post, on the reply page with the messages.
 */
import { type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, href, useNavigation } from "react-router";
import { summaryFromFields } from "~/components/forms/error-summary";
import { SelectField, TextAreaField, TextField } from "~/components/forms/fields";
import { leadReplySchema } from "~/schemas/lead-reply";
import * as controls from "../crm/controls.css";
import { CrmFormHead, postTo, useSendAttempts } from "../crm/form-parts";
import { REPLY_TEXTS } from "./texts";

export interface ReplyDraftView {
  addresses: string[];
  suppressed: number;
  subject: string | null;
  fromName: string | null;
  blocked: "not-yours" | "restricted" | "suppressed" | null;
}

export function ReplyForm({
  leadId,
  draft,
  lastResult,
}: {
  leadId: number;
  draft: ReplyDraftView;
  lastResult?: SubmissionResult<string[]>;
}) {
  const action = href("/crm/leads/:id/reply", { id: String(leadId) });
  const here = href("/crm/leads/:id", { id: String(leadId) });
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formAction?.startsWith(action);
  const [form, fields] = useForm({
    id: `lead-reply-${leadId}`,
    lastResult,
    defaultValue: {
      to: draft.addresses[0] ?? "",
      fromName: draft.fromName ?? "",
      subject: draft.subject ?? "",
      body: "",
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: leadReplySchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const { attempt, formProps } = useSendAttempts(form, lastResult);
  const summary = summaryFromFields([fields.to, fields.fromName, fields.subject, fields.body]);
  return (
    <Form method="post" action={postTo(action, formProps.id)} {...formProps}>
      <CrmFormHead
        formId={formProps.id}
        attempt={attempt}
        summary={summary}
        failedTitle={REPLY_TEXTS.toast.failed}
        formErrors={form.errors}
        returnTo={here}
      />
      <div className={controls.formGrid}>
        <SelectField
          field={fields.to}
          label={REPLY_TEXTS.to}
          options={draft.addresses.map((address) => ({ value: address, label: address }))}
        />
        <TextField field={fields.fromName} label={REPLY_TEXTS.fromName} autoComplete="name" />
      </div>
      <TextField field={fields.subject} label={REPLY_TEXTS.subject} autoComplete="off" />
      <TextAreaField
        field={fields.body}
        label={REPLY_TEXTS.body}
        hint={REPLY_TEXTS.bodyHint}
        rows={8}
      />
      <div className={controls.formActions}>
        <button type="submit" className={controls.button.primary} disabled={pending}>
          {pending ? REPLY_TEXTS.sending : REPLY_TEXTS.send}
        </button>
      </div>
    </Form>
  );
}
