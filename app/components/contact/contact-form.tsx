/**
 * The /contact enquiry form (SPEC.md "Contact page"): name, email, practice/company, subject,
 * message. Posts to the /contact action; enhanced with a fetcher and live validation.
 */
import { TextAreaField, TextField } from "~/components/forms/fields";
import { Honeypot } from "~/components/forms/honeypot";
import { ConfirmationPanel } from "~/components/forms/confirmation-panel";
import { FormProblems, usePublicForm } from "~/components/forms/public-form";
import { SubmitButton } from "~/components/forms/submit-button";
import type { ContactFormInput } from "~/schemas/contact";
import { CONTACT_TEXTS } from "~/components/contact/texts";
import type { FormActionData } from "~/schemas/public-form";

/** The id of the page's section that holds the form (ContactPage): "Send another" goes back to it. */
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
  } = usePublicForm<ContactFormInput>({
    id: "contact-form",
    name: "contact",
    action: "/contact",
    loadSchema: () => import("~/schemas/contact").then((m) => m.contactFormSchema),
    texts: CONTACT_TEXTS,
    lastResult,
    defaultValue: { subject: defaultSubject ?? "" },
    sentBefore: sent,
  });
  return (
    <div>
      {confirmed ? (
        <ConfirmationPanel
          id={statusId}
          title={CONTACT_TEXTS.successTitle}
          description={CONTACT_TEXTS.successDescription}
          sent={confirmed.sent}
          again={{
            href: `/contact#${CONTACT_FORM_ANCHOR}`,
            label: CONTACT_TEXTS.again,
            onClick: again,
          }}
        />
      ) : (
        <FormProblems
          problems={problems}
          fields={[fields.name, fields.email, fields.practice, fields.subject, fields.message]}
        />
      )}
      {/* Hidden, not removed, while the panel shows: "Send another" brings it back as it was. */}
      <fetcher.Form {...formProps} hidden={Boolean(confirmed)}>
        {hiddenFields}
        <Honeypot />
        <TextField field={fields.name} label="Name" autoComplete="name" />
        <TextField field={fields.email} label="Email" type="email" autoComplete="email" />
        <TextField field={fields.practice} label="Practice/Company" autoComplete="organization" />
        <TextField field={fields.subject} label="Subject" />
        <TextAreaField field={fields.message} label="Message" rows={6} />
        <SubmitButton pending={pending} pendingLabel={CONTACT_TEXTS.pending}>
          {CONTACT_TEXTS.submit}
        </SubmitButton>
      </fetcher.Form>
    </div>
  );
}
