/**
 * The newsletter signup section (SPEC.md "Newsletter section"). A real form posting to
 * /newsletter: without JavaScript the action redirects back here (#newsletter) with a flash
 * toast, or renders /newsletter with the errors; with JavaScript it is sent by a fetcher,
 * validated while typing, and answered with a toast (the form resets on success).
 */
import { getFormProps, useForm } from "@conform-to/react";
import { useLocation, useFetcher } from "react-router";
import { ErrorSummary } from "~/components/forms/error-summary";
import { TextField } from "~/components/forms/fields";
import { Honeypot } from "~/components/forms/honeypot";
import { SubmitButton } from "~/components/forms/submit-button";
import {
  EnhancedMarker,
  type FormActionData,
  FormMessage,
  formError,
  keepFocusOnSubmitPress,
  summaryFromResult,
  useResultToast,
} from "~/components/contact/form-kit";
import { NEWSLETTER_TEXT } from "~/schemas/newsletter-texts";
import { useLazyValidation, useValidateLeftFields } from "~/components/forms/use-lazy-validation";
import * as styles from "./newsletter.css";

/** The zod schema, fetched on first focus (see useLazyValidation). */
const loadSchema = () => import("~/schemas/newsletter").then((m) => m.newsletterSchema);

export const NEWSLETTER_ACTION = "/newsletter";
export const NEWSLETTER_ANCHOR = "newsletter";

const toastTexts = {
  success: { title: NEWSLETTER_TEXT.successTitle, description: NEWSLETTER_TEXT.successDescription },
  failure: (message?: string) => ({
    title: NEWSLETTER_TEXT.failureTitle,
    description: message ?? NEWSLETTER_TEXT.failureFallback,
  }),
};

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
  const fetcher = useFetcher<FormActionData>({ key: "newsletter" });
  const data = fetcher.data ?? lastResult;
  const validation = useLazyValidation(loadSchema);
  const [form, fields] = useForm({
    id: "newsletter-form",
    lastResult: data?.result,
    onValidate: validation.onValidate,
    shouldValidate: validation.shouldValidate,
    shouldRevalidate: validation.shouldRevalidate,
  });
  useValidateLeftFields(validation, form);
  useResultToast(fetcher.data, toastTexts);
  const pending = fetcher.state !== "idle";
  const summary = summaryFromResult(data?.result, [fields.fullName, fields.email]);
  const failure = formError(data?.result);
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
        <div className={styles.card}>
          <ErrorSummary items={summary} />
          {failure ? (
            <FormMessage tone="error" title={NEWSLETTER_TEXT.failureTitle}>
              {failure}
            </FormMessage>
          ) : null}
          <fetcher.Form
            method="post"
            action={NEWSLETTER_ACTION}
            {...getFormProps(form)}
            onMouseDown={keepFocusOnSubmitPress}
            onFocus={validation.prime}
            onBlur={validation.onBlur}
          >
            <input
              type="hidden"
              name="redirectTo"
              value={redirectTo ?? location.pathname + location.search}
            />
            <EnhancedMarker />
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
