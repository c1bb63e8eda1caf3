/**
 * The DentalIQ early-access registration (SPEC.md sections 2-5, 8), shown in the page's
 * #register section; after success the confirmation screen replaces it (also without JavaScript:
 * /dental-iq?registered=1#register).
 */
import { getFormProps, useForm } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import {
  EnhancedMarker,
  type FormActionData,
  FormMessage,
  formError,
  keepFocusOnSubmitPress,
  toastWhenBlocked,
  summaryFromResult,
  useResultToast,
} from "~/components/contact/form-kit";
import { ErrorSummary } from "~/components/forms/error-summary";
import { SelectField, TextAreaField, TextField } from "~/components/forms/fields";
import { Honeypot } from "~/components/forms/honeypot";
import { SubmitButton } from "~/components/forms/submit-button";
import {
  DENTAL_IQ_TEXT,
  DISCOVERY_CALL_OPTIONS,
  LOCATIONS_OPTIONS,
  PMS_OPTIONS,
} from "~/schemas/dental-iq-texts";
import { CONSENT_NOTICES } from "~/schemas/consent-texts";
import { useLazyValidation, useValidateLeftFields } from "~/components/forms/use-lazy-validation";
import * as styles from "./dental-iq.css";

/** The zod schema, fetched on first focus (see useLazyValidation). */
const loadSchema = () => import("~/schemas/dental-iq").then((m) => m.dentalIqSchema);

const toastTexts = {
  success: { title: DENTAL_IQ_TEXT.successTitle, description: DENTAL_IQ_TEXT.successDescription },
  failure: (message?: string) => ({
    title: DENTAL_IQ_TEXT.failureTitle,
    description: message ?? DENTAL_IQ_TEXT.failureDescription,
  }),
};

export function DentalIqConfirmation({ focus = false }: { focus?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // After the enhanced submit the form disappears: move focus to what replaced it.
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <div className={styles.wrapper}>
      <h2 ref={heading} className={styles.heading} tabIndex={-1} id="registration-confirmation">
        {DENTAL_IQ_TEXT.confirmationHeading}
      </h2>
      <p role="status">{DENTAL_IQ_TEXT.successDescription}</p>
      <h3>What happens next</h3>
      <ol className={styles.steps}>
        {DENTAL_IQ_TEXT.nextSteps.map((step) => (
          <li key={step.title}>
            <strong>{step.title}</strong>: {step.text}
          </li>
        ))}
      </ol>
      <p>
        <Link to="/" className={styles.homeLink}>
          {DENTAL_IQ_TEXT.backHome}
        </Link>
      </p>
    </div>
  );
}

export function DentalIqRegistration({
  lastResult,
  registered,
}: {
  lastResult?: FormActionData;
  registered?: boolean;
}) {
  const fetcher = useFetcher<FormActionData>();
  const data = fetcher.data ?? lastResult;
  const validation = useLazyValidation(loadSchema);
  const [form, fields] = useForm({
    id: "dental-iq-form",
    lastResult: data?.result,
    onValidate: validation.onValidate,
    shouldValidate: validation.shouldValidate,
    shouldRevalidate: validation.shouldRevalidate,
  });
  useValidateLeftFields(validation, form);
  useResultToast(fetcher.data, toastTexts);
  if (fetcher.data?.ok) return <DentalIqConfirmation focus />;
  if (registered) return <DentalIqConfirmation />;

  const pending = fetcher.state !== "idle";
  const order = [
    fields.fullName,
    fields.practiceName,
    fields.jobTitle,
    fields.email,
    fields.phone,
    fields.location,
    fields.pms,
    fields.locations,
    fields.challenge,
    fields.discoveryCall,
  ];
  const summary = summaryFromResult(data?.result, order);
  const failure = formError(data?.result);
  const showFailure = data?.result.status === "error" && !data.ok;
  const formProps = getFormProps(form);

  return (
    <div className={styles.wrapper}>
      <h3 className={styles.heading} id="register-heading">
        Apply for DentalIQ Early Access
      </h3>
      <ErrorSummary items={summary} />
      {showFailure ? (
        <FormMessage tone="error" title={DENTAL_IQ_TEXT.failureTitle}>
          {failure ?? DENTAL_IQ_TEXT.failureDescription}
        </FormMessage>
      ) : null}
      <fetcher.Form
        method="post"
        action="/dental-iq"
        {...formProps}
        onSubmit={toastWhenBlocked(formProps.onSubmit, toastTexts.failure())}
        onMouseDown={keepFocusOnSubmitPress}
        onFocus={validation.prime}
        onBlur={validation.onBlur}
        aria-labelledby="register-heading"
      >
        <EnhancedMarker />
        <Honeypot />
        {/* SPEC.md section 3: always sent as true; the notice beside the button says what it means. */}
        <input type="hidden" name="marketingOptIn" value="on" />
        <div className={styles.grid}>
          <TextField field={fields.fullName} label="Full name" autoComplete="name" />
          <TextField
            field={fields.practiceName}
            label="Practice/Company name"
            autoComplete="organization"
          />
          <TextField
            field={fields.jobTitle}
            label="Role/Job title"
            autoComplete="organization-title"
          />
          <TextField field={fields.email} label="Email address" type="email" autoComplete="email" />
          <TextField field={fields.phone} label="Phone" type="tel" autoComplete="tel" optional />
          <TextField
            field={fields.location}
            label="Location"
            hint="Town or city"
            autoComplete="address-level2"
          />
        </div>
        <SelectField
          field={fields.pms}
          label="Practice management system (PMS)"
          hint="Choose Other and name your system in the challenge field below."
          options={PMS_OPTIONS}
          placeholder="Select your PMS"
        />
        <SelectField
          field={fields.locations}
          label="Number of locations"
          options={LOCATIONS_OPTIONS}
          placeholder="Select number of locations"
        />
        <TextAreaField
          field={fields.challenge}
          label="Your biggest operational challenge"
          rows={5}
        />
        <SelectField
          field={fields.discoveryCall}
          label="Would you be open to a discovery call?"
          options={DISCOVERY_CALL_OPTIONS}
          placeholder="Select an option"
        />
        <p className={styles.consent} data-testid="dentaliq-consent">
          {CONSENT_NOTICES["dentaliq-updates"].text}{" "}
          <Link to={CONSENT_NOTICES["dentaliq-updates"].linkHref}>
            {CONSENT_NOTICES["dentaliq-updates"].linkText}
          </Link>
          .
        </p>
        <SubmitButton pending={pending} pendingLabel={DENTAL_IQ_TEXT.pending}>
          {DENTAL_IQ_TEXT.submit}
        </SubmitButton>
      </fetcher.Form>
    </div>
  );
}
