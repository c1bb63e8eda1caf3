/**
 * The newsletter signup section (SPEC.md "Newsletter section"). A real form posting to
 * /newsletter: without JavaScript the action redirects back here (#newsletter) with a flash
 * toast, or renders /newsletter with the errors; with JavaScript it is sent by a fetcher,
 * validated while typing, and answered with a toast (the form resets on success).
 */
import { useLocation } from "react-router";
import { TextField } from "~/components/forms/fields";
import { Honeypot } from "~/components/forms/honeypot";
import { FormProblems, usePublicForm } from "~/components/forms/public-form";
import { SubmitButton } from "~/components/forms/submit-button";
import type { NewsletterInput } from "~/schemas/newsletter";
import { NEWSLETTER_TEXT } from "~/schemas/newsletter-texts";
import type { FormActionData } from "~/schemas/public-form";
import * as styles from "./newsletter.css";

export const NEWSLETTER_ACTION = "/newsletter";
export const NEWSLETTER_ANCHOR = "newsletter";
/** The signup card, where a failed post without JavaScript lands (the summary in view on a phone). */
const SIGNUP_ANCHOR = "newsletter-signup";

export function NewsletterSection({
  lastResult,
  headingLevel = 2,
  redirectTo,
}: {
  /** The /newsletter action's answer, when that page re-renders the form without JavaScript. */
  lastResult?: FormActionData;
  /** 1 on the standalone /newsletter page, 2 inside other pages. */
  headingLevel?: 1 | 2;
  /** Where a visitor without JavaScript returns after subscribing (default: this page). */
  redirectTo?: string;
}) {
  const location = useLocation();
  const { fields, fetcher, pending, problems, formProps, hiddenFields } =
    usePublicForm<NewsletterInput>({
      id: "newsletter-form",
      action: NEWSLETTER_ACTION,
      anchor: SIGNUP_ANCHOR,
      loadSchema: () => import("~/schemas/newsletter").then((m) => m.newsletterSchema),
      texts: NEWSLETTER_TEXT,
      lastResult,
      fetcherKey: "newsletter",
    });
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const headingId = "newsletter-heading";

  return (
    <section id={NEWSLETTER_ANCHOR} className={styles.section} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <div>
          <span className={styles.badge}>{NEWSLETTER_TEXT.badge}</span>
          <Heading id={headingId} className={styles.headline}>
            {NEWSLETTER_TEXT.headline}
          </Heading>
          <ul className={styles.benefits}>
            {NEWSLETTER_TEXT.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </div>
        <div id={SIGNUP_ANCHOR} className={styles.card}>
          <FormProblems problems={problems} fields={[fields.fullName, fields.email]} />
          <fetcher.Form {...formProps}>
            <input
              type="hidden"
              name="redirectTo"
              value={redirectTo ?? location.pathname + location.search}
            />
            {hiddenFields}
            <Honeypot />
            <TextField field={fields.fullName} label="Full name" autoComplete="name" />
            <TextField
              field={fields.email}
              label="Email address"
              type="email"
              autoComplete="email"
            />
            <SubmitButton pending={pending} pendingLabel={NEWSLETTER_TEXT.pending}>
              {NEWSLETTER_TEXT.submit}
            </SubmitButton>
            <p className={styles.note}>{NEWSLETTER_TEXT.note}</p>
          </fetcher.Form>
        </div>
      </div>
    </section>
  );
}
