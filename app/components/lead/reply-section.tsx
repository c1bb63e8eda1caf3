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

export function ReplySection({
  leadId,
  reply,
  restricted,
}: {
  leadId: number;
  reply: ReplyView;
  restricted?: boolean;
}) {
  return (
    <section aria-labelledby="reply-title">
      <h2 id="reply-title" className={pageParts.subheading}>
        {REPLY_TEXTS.title}
      </h2>
      {restricted ? (
        <p>{REPLY_TEXTS.blocked.restricted}</p>
      ) : (
        <details className={controls.details_}>
          <summary className={controls.summaryButton}>{REPLY_TEXTS.write}</summary>
          <p>{REPLY_TEXTS.intro(reply.mailbox)}</p>
          <ReplyForm leadId={leadId} draft={reply.draft} />
        </details>
      )}
    </section>
  );
}
