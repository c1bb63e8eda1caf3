/**
 * The DentalIQ early-access registration (SPEC.md sections 2-5, 8), shown in the page's
 * #register section; after success the confirmation panel replaces it (also without JavaScript:
 * /dental-iq?registered=1#dental-iq-form-status, with the flash that lists what was sent).
 */
import { Link } from "react-router";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/components/forms/fields";
import { Honeypot } from "~/components/forms/honeypot";
import { ConfirmationPanel } from "~/components/forms/confirmation-panel";
import { FormProblems, usePublicForm } from "~/components/forms/public-form";
import { SubmitButton } from "~/components/forms/submit-button";
import type { DentalIqInput } from "~/schemas/dental-iq";
import { CONSENT_NOTICES } from "~/schemas/consent-texts";
import type { FormActionData } from "~/schemas/public-form";
import * as styles from "./dental-iq.css";
import { DENTAL_IQ_FORM_ID } from "./form-id";
import { DENTAL_IQ_TEXTS, DISCOVERY_CALL_OPTIONS, LOCATIONS_OPTIONS, PMS_OPTIONS } from "./texts";

/** The page's section that holds the registration (and its confirmation). */
export const REGISTER_ANCHOR = "register";

/** What happens next, under the confirmation (SPEC.md's three steps). */
function NextSteps() {
  return (
    <>
      <h3>{DENTAL_IQ_TEXTS.nextStepsHeading}</h3>
      <ol className={styles.steps}>
        {DENTAL_IQ_TEXTS.nextSteps.map((step) => (
          <li key={step.title}>
            <strong>{step.title}</strong>: {step.text}
          </li>
        ))}
      </ol>
    </>
  );
}

export function DentalIqRegistration({
  lastResult,
  registered,
}: {
  lastResult?: FormActionData;
  registered?: boolean;
}) {
  const {
    fields,
    pending,
    confirmed,
    again,
    statusId,
    problems,
    formProps,
    hiddenFields,
    fetcher,
  } = usePublicForm<DentalIqInput>({
    id: DENTAL_IQ_FORM_ID,
    name: "dental-iq",
    action: "/dental-iq",
    loadSchema: () => import("~/schemas/dental-iq").then((m) => m.dentalIqSchema),
    texts: DENTAL_IQ_TEXTS,
    lastResult,
    sentBefore: registered,
  });
  return (
    <div className={styles.wrapper}>
      {confirmed ? (
        <ConfirmationPanel
          id={statusId}
          title={DENTAL_IQ_TEXTS.confirmationHeading}
          description={
            <>
              <strong>{DENTAL_IQ_TEXTS.successTitle}</strong> {DENTAL_IQ_TEXTS.successDescription}
            </>
          }
          sent={confirmed.sent}
          next={<NextSteps />}
          again={{
            href: `/dental-iq#${REGISTER_ANCHOR}`,
            label: DENTAL_IQ_TEXTS.again,
            onClick: again,
          }}
        >
          <Link to="/" className={styles.homeLink}>
            {DENTAL_IQ_TEXTS.backHome}
          </Link>
        </ConfirmationPanel>
      ) : (
        <FormProblems
          problems={problems}
          fields={[
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
          ]}
        />
      )}
      {/* Hidden, not removed, while the panel shows: "Register another" brings it back. */}
      <h3 className={styles.heading} id="register-heading" hidden={Boolean(confirmed)}>
        {DENTAL_IQ_TEXTS.formHeading}
      </h3>
      <fetcher.Form {...formProps} aria-labelledby="register-heading" hidden={Boolean(confirmed)}>
        {hiddenFields}
        <Honeypot />
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
        {/* A real choice, unticked (docs/decisions/020): its wording is the logged notice's. */}
        <CheckboxField
          field={fields.marketingOptIn}
          label={CONSENT_NOTICES["dentaliq-updates"].text}
          hint={DENTAL_IQ_TEXTS.marketingHint}
        />
        <p className={styles.consent} data-testid="dentaliq-consent">
          {DENTAL_IQ_TEXTS.applicationNotice}{" "}
          <Link to={CONSENT_NOTICES["dentaliq-updates"].linkHref}>
            {CONSENT_NOTICES["dentaliq-updates"].linkText}
          </Link>
          .
        </p>
        <SubmitButton pending={pending} pendingLabel={DENTAL_IQ_TEXTS.pending}>
          {DENTAL_IQ_TEXTS.submit}
        </SubmitButton>
      </fetcher.Form>
    </div>
  );
}
