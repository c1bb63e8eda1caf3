/**
 * /crm/mail/unmatched: messages from the shared mailbox that matched no lead (decision 096), newest
 * first, each with its sender, time, subject and text, and a form to attach it to a lead by the
 * lead's email address. Plain forms: each works without JavaScript.
 */
import { Form } from "react-router";
import { formatDateTime, isoDateTime } from "../crm/dashboard-data";
import * as controls from "../crm/controls.css";
import * as pageParts from "../crm/page-parts.css";
import { UNMATCHED_TEXTS } from "./texts";

export interface UnmatchedView {
  id: number;
  fromEmail: string;
  fromName: string;
  subject: string;
  body: string;
  at: Date;
}

export const UNMATCHED_ACTION = "/crm/mail/unmatched";

export function UnmatchedPage({ messages }: { messages: UnmatchedView[] }) {
  return (
    <section aria-labelledby="unmatched-title">
      <h1 id="unmatched-title">{UNMATCHED_TEXTS.title}</h1>
      <p className={pageParts.summary}>{UNMATCHED_TEXTS.intro}</p>
      {messages.length ? (
        <ul className={pageParts.list} aria-label={UNMATCHED_TEXTS.list}>
          {messages.map((message) => (
            <li key={message.id} className={pageParts.card} data-testid="unmatched-message">
              <h2 className={pageParts.subheading}>
                {message.subject || UNMATCHED_TEXTS.noSubject}
              </h2>
              <p className={pageParts.statHint}>
                {UNMATCHED_TEXTS.from(message.fromName, message.fromEmail)} ·{" "}
                <time dateTime={isoDateTime(message.at)}>{formatDateTime(message.at)}</time>
              </p>
              <p className={pageParts.prose}>{message.body}</p>
              <Form method="post" action={UNMATCHED_ACTION} className={controls.compactForm}>
                <input type="hidden" name="messageId" value={message.id} />
                <div className={controls.inlineField}>
                  <label htmlFor={`attach-${message.id}`} className={controls.label}>
                    {UNMATCHED_TEXTS.leadEmail}
                  </label>
                  <input
                    id={`attach-${message.id}`}
                    name="leadEmail"
                    type="email"
                    required
                    autoComplete="off"
                    className={controls.control}
                  />
                </div>
                <button type="submit" className={controls.button.primary}>
                  {UNMATCHED_TEXTS.attach}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p>{UNMATCHED_TEXTS.none}</p>
      )}
    </section>
  );
}
