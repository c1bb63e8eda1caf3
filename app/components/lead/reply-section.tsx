/**
 * The lead page's "Reply by email" section: the compose form in a <details> (closed until staff
 * open it, so the page keeps its length; it opens without JavaScript too), or why no mail can go
 * to this person.
 */
import * as controls from "../crm/controls.css";
import * as pageParts from "../crm/page-parts.css";
import { ReplyForm, type ReplyDraftView } from "./reply-form";
import { REPLY_TEXTS } from "./texts";

export interface ReplyView {
  draft: ReplyDraftView;
  /** The shared mailbox answers come back to. */
  mailbox: string;
}

/** Why no reply can be written, in words (a restriction, an erased person, another's lead). */
export function ReplyBlocked({ draft }: { draft: ReplyDraftView }) {
  if (!draft.blocked) return null;
  return (
    <p data-testid="reply-blocked">
      {draft.blocked === "not-yours"
        ? REPLY_TEXTS.blocked.notYours
        : REPLY_TEXTS.blocked[draft.blocked]}
    </p>
  );
}

/** The intro above the form, and why some of the lead's addresses are not offered. */
export function ReplyIntro({ reply }: { reply: ReplyView }) {
  return (
    <>
      <p>{REPLY_TEXTS.intro(reply.mailbox)}</p>
      {reply.draft.suppressed > 0 ? (
        <p data-testid="reply-suppressed">
          {REPLY_TEXTS.blocked.someSuppressed(reply.draft.suppressed)}
        </p>
      ) : null}
    </>
  );
}

export function ReplySection({ leadId, reply }: { leadId: number; reply: ReplyView }) {
  return (
    <section aria-labelledby="reply-title">
      <h2 id="reply-title" className={pageParts.subheading}>
        {REPLY_TEXTS.title}
      </h2>
      {reply.draft.blocked ? (
        <ReplyBlocked draft={reply.draft} />
      ) : (
        <details className={controls.details_}>
          <summary className={controls.summaryButton}>{REPLY_TEXTS.write}</summary>
          <ReplyIntro reply={reply} />
          <ReplyForm leadId={leadId} draft={reply.draft} />
        </details>
      )}
    </section>
  );
}
