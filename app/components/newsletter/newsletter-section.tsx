/**
 * The newsletter signup section (SPEC.md "Newsletter section"). A real form posting to
 * /newsletter with the page it is on (returnTo): without JavaScript the action redirects back to
 * that page, where the confirmation panel stands in the form's place, or renders /newsletter with
 * the errors (keeping the way back); with JavaScript it is sent by a fetcher, validated while
 * typing, and answered with the same panel.
 */
import { Link, href, useLocation } from "react-router";
import { TextField } from "~/components/forms/fields";
import { Honeypot } from "~/components/forms/honeypot";
import { ConfirmationPanel } from "~/components/forms/confirmation-panel";
import { FormProblems, usePublicForm } from "~/components/forms/public-form";
import { SubmitButton } from "~/components/forms/submit-button";
import type { NewsletterInput } from "~/schemas/newsletter";
import { type FormActionData, RETURN_TO_FIELD } from "~/schemas/public-form";
import * as styles from "./newsletter.css";
import { NEWSLETTER_ACTION, NEWSLETTER_ANCHOR, NEWSLETTER_FORM_ID } from "./newsletter-pages";
import { NEWSLETTER_TEXTS } from "./texts";
import { ARCHIVE_TEXTS } from "./archive-texts";

export function NewsletterSection({
  lastResult,
  headingLevel = 2,
  returnTo,
}: {
  /** The /newsletter action's answer, when that page re-renders the form without JavaScript. */
  lastResult?: FormActionData;
  /** 1 on the standalone /newsletter page, 2 inside other pages. */
  headingLevel?: 1 | 2;
  /** Where a visitor without JavaScript returns after subscribing (default: this page). */
  returnTo?: string;
}) {
  const location = useLocation();
  const {
    fields,
    fetcher,
    pending,
    problems,
    formProps,
    hiddenFields,
    confirmed,
    again,
    statusId,
  } = usePublicForm<NewsletterInput>({
    id: NEWSLETTER_FORM_ID,
    name: "newsletter",
    action: NEWSLETTER_ACTION,
    loadSchema: () => import("~/schemas/newsletter").then((m) => m.newsletterSchema),
    texts: NEWSLETTER_TEXTS,
    lastResult,
    fetcherKey: "newsletter",
  });
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const headingId = "newsletter-heading";

  return (
    <section id={NEWSLETTER_ANCHOR} className={styles.section} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <div>
          <span className={styles.badge}>{NEWSLETTER_TEXTS.badge}</span>
          <Heading id={headingId} className={styles.headline}>
            {NEWSLETTER_TEXTS.headline}
          </Heading>
          <ul className={styles.benefits}>
            {NEWSLETTER_TEXTS.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
          <p>
            <Link to={href("/newsletter/archive")}>{ARCHIVE_TEXTS.pastIssues}</Link>
          </p>
        </div>
        <div className={styles.card}>
          {confirmed ? (
            <ConfirmationPanel
              id={statusId}
              headingLevel={headingLevel === 1 ? 2 : 3}
              title={NEWSLETTER_TEXTS.successTitle}
              description={NEWSLETTER_TEXTS.successDescription}
              sent={confirmed.sent}
              // Without JavaScript a new page: the signup page's empty form (a link to this
              // page's own #fragment would not reload it).
              again={{ href: NEWSLETTER_ACTION, label: NEWSLETTER_TEXTS.again, onClick: again }}
            />
          ) : (
            <FormProblems problems={problems} fields={[fields.fullName, fields.email]} />
          )}
          {/* Hidden, not removed, while the panel shows: "Send another" brings it back. */}
          <fetcher.Form {...formProps} hidden={Boolean(confirmed)}>
            <input
              type="hidden"
              name={RETURN_TO_FIELD}
              value={returnTo ?? location.pathname + location.search}
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
            <SubmitButton pending={pending} pendingLabel={NEWSLETTER_TEXTS.pending}>
              {NEWSLETTER_TEXTS.submit}
            </SubmitButton>
            <p className={styles.note}>{NEWSLETTER_TEXTS.note}</p>
          </fetcher.Form>
        </div>
      </div>
    </section>
  );
}
