/**
 * The compose form of a reply to a lead (decision 095): to one of the lead's addresses, the
 * writer's name as the recipient sees it, subject and message (plain text or Markdown). A plain
 * post to /crm/leads/{id}/reply, checked in the browser by Conform when JavaScript runs; on the
 * lead's page and, after a refused post, on the reply page with the messages.
 */
import { type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { MouseEvent } from "react";
import { Form, Link, href, useNavigation } from "react-router";
import { summaryFromFields } from "~/components/forms/error-summary";
import { SelectField, TextAreaField, TextField } from "~/components/forms/fields";
import { leadReplySchema } from "~/schemas/lead-reply";
import * as controls from "../crm/controls.css";
import { CrmFormHead, postTo, useSendAttempts } from "../crm/form-parts";
import { REPLY_TEXTS, SAVED_REPLY_TEXTS } from "./texts";

export interface ReplyDraftView {
  addresses: string[];
  suppressed: number;
  subject: string | null;
  fromName: string | null;
  enquiry: string | null;
  savedReplies: { id: number; title: string; body: string }[];
  blocked: "not-yours" | "restricted" | "suppressed" | null;
}

/** What the form starts from after "Insert saved reply" without JavaScript (the server filled it). */
export interface ReplyPrefill {
  to: string;
  fromName: string;
  subject: string;
  body: string;
}

export function ReplyForm({
  leadId,
  draft,
  lastResult,
  prefill,
}: {
  leadId: number;
  draft: ReplyDraftView;
  lastResult?: SubmissionResult<string[]>;
  prefill?: ReplyPrefill;
}) {
  const action = href("/crm/leads/:id/reply", { id: String(leadId) });
  const here = href("/crm/leads/:id", { id: String(leadId) });
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formAction?.startsWith(action);
  const [form, fields] = useForm({
    id: `lead-reply-${leadId}`,
    lastResult,
    defaultValue: prefill ?? {
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
    <Form
      method="post"
      action={postTo(action, formProps.id, draft.enquiry ? `?enquiry=${draft.enquiry}` : "")}
      {...formProps}
    >
      <CrmFormHead
        formId={formProps.id}
        attempt={attempt}
        summary={summary}
        failedTitle={REPLY_TEXTS.toast.failed}
        formErrors={form.errors}
        returnTo={here}
      />
      {draft.enquiry ? <input type="hidden" name="enquiry" value={draft.enquiry} /> : null}
      <div className={controls.formGrid}>
        <SelectField
          field={fields.to}
          label={REPLY_TEXTS.to}
          options={draft.addresses.map((address) => ({ value: address, label: address }))}
        />
        <TextField field={fields.fromName} label={REPLY_TEXTS.fromName} autoComplete="name" />
      </div>
      <TextField field={fields.subject} label={REPLY_TEXTS.subject} autoComplete="off" />
      <SavedReplyPicker formId={formProps.id} bodyId={fields.body.id} draft={draft} />
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

/** A saved reply's text added below what is written, nothing typed lost. */
export const withSavedReply = (typed: string, saved: string) =>
  typed.trim() ? `${typed.replace(/\s+$/, "")}\n\n${saved}` : saved;

/**
 * Choose a saved reply and insert it: without JavaScript the button posts the form (intent
 * "saved-reply") and the server answers it filled; with it, the text goes in place.
 */
function SavedReplyPicker({
  formId,
  bodyId,
  draft,
}: {
  formId: string;
  bodyId: string;
  draft: ReplyDraftView;
}) {
  if (draft.savedReplies.length === 0)
    return (
      <p>
        <Link to={href("/crm/saved-replies")}>{SAVED_REPLY_TEXTS.manage}</Link>
      </p>
    );
  const selectId = `${formId}-saved-reply`;
  const insert = (event: MouseEvent<HTMLButtonElement>) => {
    const select = document.getElementById(selectId);
    const body = document.getElementById(bodyId);
    const chosen = draft.savedReplies.find(
      (saved) => select instanceof HTMLSelectElement && String(saved.id) === select.value,
    );
    if (!chosen || !(body instanceof HTMLTextAreaElement)) return;
    event.preventDefault();
    body.value = withSavedReply(body.value, chosen.body);
    // Conform reads the field from the DOM's input event.
    body.dispatchEvent(new Event("input", { bubbles: true }));
    body.focus();
  };
  return (
    <fieldset className={controls.formGrid}>
      <legend>{SAVED_REPLY_TEXTS.choose}</legend>
      <p id={`${selectId}-hint`}>
        {SAVED_REPLY_TEXTS.insertHint}{" "}
        <Link to={href("/crm/saved-replies")}>{SAVED_REPLY_TEXTS.manage}</Link>
      </p>
      <label htmlFor={selectId}>{SAVED_REPLY_TEXTS.choose}</label>
      <select id={selectId} name="savedReply" aria-describedby={`${selectId}-hint`}>
        {draft.savedReplies.map((saved) => (
          <option key={saved.id} value={saved.id}>
            {saved.title}
          </option>
        ))}
      </select>
      <button
        type="submit"
        name="intent"
        value="saved-reply"
        formNoValidate
        className={controls.button.secondary}
        onClick={insert}
      >
        {SAVED_REPLY_TEXTS.insert}
      </button>
    </fieldset>
  );
}
