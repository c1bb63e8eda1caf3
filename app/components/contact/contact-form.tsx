/**
 * The /contact enquiry form (SPEC.md "Contact page"): name, email, practice/company, subject,
 * message. Posts to the /contact action; enhanced with a fetcher and live validation.
 */
import { TextAreaField, TextField } from "~/components/forms/fields";
import { Honeypot } from "~/components/forms/honeypot";
import { FormMessage, FormProblems, usePublicForm } from "~/components/forms/public-form";
import { SubmitButton } from "~/components/forms/submit-button";
import type { ContactFormInput } from "~/schemas/contact";
import { CONTACT_TEXT } from "~/schemas/contact-texts";
import type { FormActionData } from "~/schemas/public-form";

/**
 * Where the page lands without JavaScript after a failed post (the form with its errors): the id
 * of the page's section that holds the form (ContactPage), so it is not repeated here.
 */
export const CONTACT_FORM_ANCHOR = "enquiry";

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
  const { fields, fetcher, pending, problems, formProps, hiddenFields } =
    usePublicForm<ContactFormInput>({
      id: "contact-form",
      action: "/contact",
      anchor: CONTACT_FORM_ANCHOR,
      loadSchema: () => import("~/schemas/contact").then((m) => m.contactFormSchema),
      texts: CONTACT_TEXT,
      lastResult,
      defaultValue: { subject: defaultSubject ?? "" },
    });
  return (
    <div>
      {sent && !fetcher.data ? (
        <FormMessage tone="success" title={CONTACT_TEXT.successTitle}>
          {CONTACT_TEXT.successDescription}
        </FormMessage>
      ) : null}
      <FormProblems
        problems={problems}
        fields={[fields.name, fields.email, fields.practice, fields.subject, fields.message]}
      />
      <fetcher.Form {...formProps}>
        {hiddenFields}
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
