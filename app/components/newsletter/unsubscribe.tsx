/** The /newsletter/unsubscribe screens: confirm, done, and the invalid-link message. */
import { Form, Link } from "react-router";
import * as formStyles from "~/components/forms/forms.css";
import * as styles from "./newsletter.css";

export const UNSUBSCRIBE_TEXT = {
  heading: "Unsubscribe from the newsletter",
  confirm: "Unsubscribe",
  doneHeading: "You have been unsubscribed",
  doneText:
    "You will not receive the monthly newsletter any more. You can subscribe again at any time.",
  invalidHeading: "This unsubscribe link is not valid",
  invalidText:
    "This unsubscribe link is not valid or has been mistyped. Please use the link in your most recent newsletter email, or contact us and we will unsubscribe you.",
} as const;

/** "jane.doe@example.com" → "j•••••••@example.com": enough to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  const local = email.slice(0, at);
  return `${local[0]}${"•".repeat(Math.min(Math.max(local.length - 1, 3), 8))}${email.slice(at)}`;
}

export type UnsubscribeView =
  | { state: "confirm"; maskedEmail: string; token: string; alreadyUnsubscribed: boolean }
  | { state: "done" }
  | { state: "invalid" };

export function UnsubscribeScreen({ view }: { view: UnsubscribeView }) {
  return (
    <div className={styles.section}>
      <div className={styles.card} style={{ maxWidth: "36rem", margin: "0 auto" }}>
        {view.state === "invalid" ? (
          <>
            <h1 className={styles.headline}>{UNSUBSCRIBE_TEXT.invalidHeading}</h1>
            <p>{UNSUBSCRIBE_TEXT.invalidText}</p>
            <p>
              <Link to="/contact">Contact us</Link> · <Link to="/">Return to Home</Link>
            </p>
          </>
        ) : view.state === "done" ? (
          <>
            <h1 className={styles.headline}>{UNSUBSCRIBE_TEXT.doneHeading}</h1>
            <p role="status">{UNSUBSCRIBE_TEXT.doneText}</p>
            <p>
              <Link to="/">Return to Home</Link>
            </p>
          </>
        ) : (
          <>
            <h1 className={styles.headline}>{UNSUBSCRIBE_TEXT.heading}</h1>
            <p>
              Stop the monthly newsletter for <strong>{view.maskedEmail}</strong>?
              {view.alreadyUnsubscribed ? " This address is already unsubscribed." : null}
            </p>
            <Form method="post" reloadDocument>
              <input type="hidden" name="token" value={view.token} />
              <button type="submit" className={formStyles.submit}>
                {UNSUBSCRIBE_TEXT.confirm}
              </button>
            </Form>
          </>
        )}
      </div>
    </div>
  );
}
