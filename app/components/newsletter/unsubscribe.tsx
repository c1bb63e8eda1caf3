/** The /newsletter/unsubscribe screens: confirm, done, already unsubscribed, and the invalid-link message. */
import { Form, Link } from "react-router";
import type { CampaignAudience } from "~/schemas/campaign";
import * as formStyles from "~/components/forms/forms.css";
import * as styles from "./newsletter.css";
import { DENTALIQ_UNSUBSCRIBE_TEXTS, NEWSLETTER_UNSUBSCRIBE_TEXTS } from "./texts";

/** Which mailing the link stops: the newsletter, or DentalIQ news. */
type UnsubscribeList = CampaignAudience;

/** "jane.doe@example.com" → "j•••••••@example.com": enough to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  const local = email.slice(0, at);
  return `${local[0]}${"•".repeat(Math.min(Math.max(local.length - 1, 3), 8))}${email.slice(at)}`;
}

export type UnsubscribeView = { list?: UnsubscribeList } & (
  | { state: "confirm"; maskedEmail: string; token: string }
  | { state: "done" }
  /** Not subscribed (any more): said so, with no button. */
  | { state: "already"; maskedEmail?: string }
  | { state: "invalid" }
);

export function UnsubscribeScreen({ view }: { view: UnsubscribeView }) {
  const UNSUBSCRIBE_TEXTS =
    view.list === "dentaliq" ? DENTALIQ_UNSUBSCRIBE_TEXTS : NEWSLETTER_UNSUBSCRIBE_TEXTS;
  return (
    <div className={styles.section}>
      <div className={styles.card} style={{ maxWidth: "36rem", margin: "0 auto" }}>
        {view.state === "invalid" ? (
          <>
            <h1 className={styles.headline}>{UNSUBSCRIBE_TEXTS.invalidHeading}</h1>
            <p>{UNSUBSCRIBE_TEXTS.invalidText}</p>
            <p>
              <Link to="/contact">{UNSUBSCRIBE_TEXTS.contactUs}</Link> ·{" "}
              <Link to="/">{UNSUBSCRIBE_TEXTS.returnHome}</Link>
            </p>
          </>
        ) : view.state === "already" ? (
          <>
            <h1 className={styles.headline}>{UNSUBSCRIBE_TEXTS.alreadyHeading}</h1>
            <p role="status">
              {view.maskedEmail ? (
                <strong>{view.maskedEmail}</strong>
              ) : (
                UNSUBSCRIBE_TEXTS.thisAddress
              )}
              {UNSUBSCRIBE_TEXTS.alreadyAfter}
            </p>
            <p>
              <Link to={UNSUBSCRIBE_TEXTS.subscribeAgainHref}>
                {UNSUBSCRIBE_TEXTS.subscribeAgain}
              </Link>{" "}
              · <Link to="/">{UNSUBSCRIBE_TEXTS.returnHome}</Link>
            </p>
          </>
        ) : view.state === "done" ? (
          <>
            <h1 className={styles.headline}>{UNSUBSCRIBE_TEXTS.doneHeading}</h1>
            <p role="status">{UNSUBSCRIBE_TEXTS.doneText}</p>
            <p>
              <Link to="/">{UNSUBSCRIBE_TEXTS.returnHome}</Link>
            </p>
          </>
        ) : (
          <>
            <h1 className={styles.headline}>{UNSUBSCRIBE_TEXTS.heading}</h1>
            <p>
              {UNSUBSCRIBE_TEXTS.askBefore}
              <strong>{view.maskedEmail}</strong>
              {UNSUBSCRIBE_TEXTS.askAfter}
            </p>
            <Form method="post" reloadDocument>
              <input type="hidden" name="token" value={view.token} />
              <button type="submit" className={formStyles.submit}>
                {UNSUBSCRIBE_TEXTS.confirm}
              </button>
            </Form>
          </>
        )}
      </div>
    </div>
  );
}
