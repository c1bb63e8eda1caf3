/**
 * The /contact enquiry form (SPEC.md "Contact page"): name, email, practice/company, subject,
 * message. Posts to the /contact action; enhanced with a fetcher and live validation.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { useFetcher } from "react-router";
import { ErrorSummary } from "~/components/forms/error-summary";
import { TextAreaField, TextField } from "~/components/forms/fields";
import { Honeypot } from "~/components/forms/honeypot";
import { SubmitButton } from "~/components/forms/submit-button";
import { CONTACT_TEXT } from "~/schemas/contact-texts";
import { useLazyValidation, useValidateLeftFields } from "~/components/forms/use-lazy-validation";
import {
  EnhancedMarker,
  type FormActionData,
  FormMessage,
  formError,
  keepFocusOnSubmitPress,
  summaryFromResult,
  useResultToast,
} from "./form-kit";

/** The zod schema, fetched on first focus (see useLazyValidation). */
const loadSchema = () => import("~/schemas/contact").then((m) => m.contactFormSchema);

const toastTexts = {
  success: { title: CONTACT_TEXT.successTitle, description: CONTACT_TEXT.successDescription },
  failure: (message?: string) => ({
    title: CONTACT_TEXT.failureTitle,
    description: message ?? CONTACT_TEXT.failureFallback,
  }),
};

export function ContactForm({
  defaultSubject,
  lastResult,
  sent,
}: {
  /** From ?subject= */
  defaultSubject?: string;
  /** The action's answer when the page re-renders without JavaScript. */
  lastResult?: FormActionData;
  /** After the no-JavaScript Post/Redirect/Get (/contact?sent=1). */
  sent?: boolean;
}) {
  const fetcher = useFetcher<FormActionData>();
  const data = fetcher.data ?? lastResult;
  const validation = useLazyValidation(loadSchema);
  const [form, fields] = useForm({
    id: "contact-form",
    lastResult: data?.result,
    defaultValue: { subject: defaultSubject ?? "" },
    onValidate: validation.onValidate,
    shouldValidate: validation.shouldValidate,
    shouldRevalidate: validation.shouldRevalidate,
  });
  useValidateLeftFields(validation, form);
  useResultToast(fetcher.data, toastTexts);
  const pending = fetcher.state !== "idle";
  const summary = summaryFromResult(data?.result, [
    fields.name,
    fields.email,
    fields.practice,
    fields.subject,
    fields.message,
  ]);
  const failure = formError(data?.result);

  return (
    <div>
      {sent && !fetcher.data ? (
        <FormMessage tone="success" title={CONTACT_TEXT.successTitle}>
          {CONTACT_TEXT.successDescription}
        </FormMessage>
      ) : null}
      <ErrorSummary items={summary} />
      {failure ? (
        <FormMessage tone="error" title={CONTACT_TEXT.failureTitle}>
          {failure}
        </FormMessage>
      ) : null}
      <fetcher.Form
        method="post"
        action="/contact"
        {...getFormProps(form)}
        onMouseDown={keepFocusOnSubmitPress}
        onFocus={validation.prime}
        onBlur={validation.onBlur}
      >
        <EnhancedMarker />
        <Honeypot />
        <TextField field={fields.name} label="Name" autoComplete="name" />
        <TextField field={fields.email} label="Email" type="email" autoComplete="email" />
        <TextField field={fields.practice} label="Practice/Company" autoComplete="organization" />
        <TextField field={fields.subject} label="Subject" />
        <TextAreaField field={fields.message} label="Message" rows={6} />
        <SubmitButton pending={pending} pendingLabel={CONTACT_TEXT.pending}>
          {CONTACT_TEXT.submit}
        </SubmitButton>
      </fetcher.Form>
    </div>
  );
}
