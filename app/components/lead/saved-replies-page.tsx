/**
 * /crm/saved-replies: the team's saved replies. Each is a plain form posting to the page's action
 * (intent create, update or delete), checked in the browser by Conform when JavaScript runs; a
 * refused post shows that form again with its messages and what was typed.
 */
import { type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, href } from "react-router";
import { summaryFromFields } from "~/components/forms/error-summary";
import { TextAreaField, TextField } from "~/components/forms/fields";
import { savedReplySchema } from "~/schemas/lead-reply";
import * as controls from "../crm/controls.css";
import { CrmFormHead, postTo, useSendAttempts } from "../crm/form-parts";
import * as pageParts from "../crm/page-parts.css";
import { SAVED_REPLY_TEXTS } from "./texts";

export interface SavedReplyView {
  id: number;
  title: string;
  body: string;
}

export interface SavedRepliesAnswer {
  formId: string;
  result: SubmissionResult<string[]>;
}

const ACTION = href("/crm/saved-replies");

function SavedReplyForm({
  reply,
  answer,
}: {
  reply?: SavedReplyView;
  answer?: SavedRepliesAnswer;
}) {
  const id = reply ? `saved-reply-${reply.id}` : "saved-reply-new";
  const lastResult = answer?.formId === id ? answer.result : undefined;
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: { title: reply?.title ?? "", body: reply?.body ?? "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: savedReplySchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const { attempt, formProps } = useSendAttempts(form, lastResult);
  return (
    <Form method="post" action={postTo(ACTION, formProps.id)} {...formProps}>
      <CrmFormHead
        formId={formProps.id}
        attempt={attempt}
        summary={summaryFromFields([fields.title, fields.body])}
        failedTitle={SAVED_REPLY_TEXTS.toast.failed}
        formErrors={form.errors}
        returnTo={ACTION}
      />
      {reply ? <input type="hidden" name="id" value={reply.id} /> : null}
      <TextField field={fields.title} label={SAVED_REPLY_TEXTS.name} autoComplete="off" />
      <TextAreaField field={fields.body} label={SAVED_REPLY_TEXTS.body} rows={5} />
      <div className={controls.formActions}>
        <button
          type="submit"
          name="intent"
          value={reply ? "update" : "create"}
          className={controls.button.primary}
        >
          {reply ? SAVED_REPLY_TEXTS.save : SAVED_REPLY_TEXTS.create}
        </button>
      </div>
    </Form>
  );
}

export function SavedRepliesPage({
  replies,
  answer,
}: {
  replies: SavedReplyView[];
  answer?: SavedRepliesAnswer;
}) {
  return (
    <>
      <h1>{SAVED_REPLY_TEXTS.title}</h1>
      <p>{SAVED_REPLY_TEXTS.intro}</p>
      <section aria-labelledby="saved-reply-add">
        <h2 id="saved-reply-add" className={pageParts.subheading}>
          {SAVED_REPLY_TEXTS.add}
        </h2>
        <SavedReplyForm answer={answer} />
      </section>
      {replies.length === 0 ? <p>{SAVED_REPLY_TEXTS.none}</p> : null}
      {replies.map((reply) => (
        <section
          key={reply.id}
          aria-labelledby={`saved-reply-${reply.id}-title`}
          data-testid="saved-reply"
        >
          <h2 id={`saved-reply-${reply.id}-title`} className={pageParts.subheading}>
            {SAVED_REPLY_TEXTS.edit(reply.title)}
          </h2>
          <SavedReplyForm reply={reply} answer={answer} />
          <Form method="post" action={ACTION}>
            <input type="hidden" name="id" value={reply.id} />
            <button
              type="submit"
              name="intent"
              value="delete"
              className={controls.button.secondary}
            >
              {SAVED_REPLY_TEXTS.remove}
            </button>
          </Form>
        </section>
      ))}
    </>
  );
}
