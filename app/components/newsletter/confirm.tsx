/** The /newsletter/confirm screens: confirm (a button, so a link scanner cannot confirm), done, invalid, expired. */
import { Form, Link } from "react-router";
import * as formStyles from "~/components/forms/forms.css";
import { NEWSLETTER_TEXT } from "~/schemas/newsletter-texts";
import * as styles from "./newsletter.css";

export const CONFIRM_TEXT = {
  heading: "Confirm your subscription",
  confirm: "Confirm my subscription",
  doneHeading: "Your subscription is confirmed",
  doneText: `${NEWSLETTER_TEXT.successTitle} ${NEWSLETTER_TEXT.monthlyLine}`,
  invalidHeading: "This confirmation link is not valid",
  invalidText:
    "This link has been used already or has been mistyped. If you have not confirmed yet, sign up again and we will send a new link.",
  expiredHeading: "This confirmation link has expired",
  expiredText: "Confirmation links work for 7 days. Sign up again and we will send a new link.",
  signUpAgain: "Sign up again",
} as const;

export type ConfirmView =
  | { state: "confirm"; maskedEmail: string; token: string }
  | { state: "done" }
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
              {view.state === "expired" ? CONFIRM_TEXT.expiredHeading : CONFIRM_TEXT.invalidHeading}
            </h1>
            <p>{view.state === "expired" ? CONFIRM_TEXT.expiredText : CONFIRM_TEXT.invalidText}</p>
            <p>
              <Link to="/newsletter">{CONFIRM_TEXT.signUpAgain}</Link> ·{" "}
              <Link to="/">Return to Home</Link>
            </p>
          </>
        ) : view.state === "done" ? (
          <>
            <h1 className={styles.headline}>{CONFIRM_TEXT.doneHeading}</h1>
            <p role="status">{CONFIRM_TEXT.doneText}</p>
            <p>
              <Link to="/">Return to Home</Link>
            </p>
          </>
        ) : (
          <>
            <h1 className={styles.headline}>{CONFIRM_TEXT.heading}</h1>
            <p>
              Send {NEWSLETTER_TEXT.headline} to <strong>{view.maskedEmail}</strong> once a month?
            </p>
            <Form method="post" reloadDocument>
              <input type="hidden" name="token" value={view.token} />
              <button type="submit" className={formStyles.submit}>
                {CONFIRM_TEXT.confirm}
              </button>
            </Form>
          </>
        )}
      </div>
    </div>
  );
}
