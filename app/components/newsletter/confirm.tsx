/**
 * The /newsletter/confirm screens: confirm (a button, so a link scanner cannot confirm), done, a
 * used link (subscribed, or since unsubscribed), invalid, expired.
 */
import { Form, Link } from "react-router";
import * as formStyles from "~/components/forms/forms.css";
import * as styles from "./newsletter.css";
import { NEWSLETTER_CONFIRM_TEXTS as CONFIRM_TEXTS } from "./texts";

export type ConfirmView =
  | { state: "confirm"; maskedEmail: string; token: string }
  | { state: "done" }
  /** The link was used: the address is subscribed, or has since unsubscribed. */
  | { state: "subscribed" }
  | { state: "unsubscribed" }
  | { state: "invalid" }
  | { state: "expired" };

export function ConfirmScreen({ view }: { view: ConfirmView }) {
  const failed = view.state === "invalid" || view.state === "expired";
  return (
    <div className={styles.section}>
      <div className={styles.card} style={{ maxWidth: "36rem", margin: "0 auto" }}>
        {failed ? (
          <>
            <h1 className={styles.headline}>
              {view.state === "expired"
                ? CONFIRM_TEXTS.expiredHeading
                : CONFIRM_TEXTS.invalidHeading}
            </h1>
            <p>
              {view.state === "expired" ? CONFIRM_TEXTS.expiredText : CONFIRM_TEXTS.invalidText}
            </p>
            <p>
              <Link to="/newsletter">{CONFIRM_TEXTS.signUpAgain}</Link> ·{" "}
              <Link to="/">{CONFIRM_TEXTS.returnHome}</Link>
            </p>
          </>
        ) : view.state === "unsubscribed" ? (
          <>
            <h1 className={styles.headline}>{CONFIRM_TEXTS.leftHeading}</h1>
            <p>{CONFIRM_TEXTS.leftText}</p>
            <p>
              <Link to="/newsletter">{CONFIRM_TEXTS.signUpAgain}</Link> ·{" "}
              <Link to="/">{CONFIRM_TEXTS.returnHome}</Link>
            </p>
          </>
        ) : view.state === "done" || view.state === "subscribed" ? (
          <>
            <h1 className={styles.headline}>
              {view.state === "done" ? CONFIRM_TEXTS.doneHeading : CONFIRM_TEXTS.subscribedHeading}
            </h1>
            <p role="status">
              {view.state === "done" ? CONFIRM_TEXTS.doneText : CONFIRM_TEXTS.subscribedText}
            </p>
            <p>
              <Link to="/">{CONFIRM_TEXTS.returnHome}</Link>
            </p>
          </>
        ) : (
          <>
            <h1 className={styles.headline}>{CONFIRM_TEXTS.heading}</h1>
            <p>
              {CONFIRM_TEXTS.askBefore}
              <strong>{view.maskedEmail}</strong>
              {CONFIRM_TEXTS.askAfter}
            </p>
            <Form method="post" reloadDocument>
              <input type="hidden" name="token" value={view.token} />
              <button type="submit" className={formStyles.submit}>
                {CONFIRM_TEXTS.confirm}
              </button>
            </Form>
          </>
        )}
      </div>
    </div>
  );
}
