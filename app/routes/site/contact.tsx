/** /contact: the enquiry form (this module) inside the contact page (ContactPage). */
import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/contact";
import { DeferredContactForm } from "~/components/contact/contact-form.deferred";
import { publicFormClientAction } from "~/components/forms/public-form-client-action";
import { CONTACT_META, ContactPage } from "~/components/pages/contact-details";
import { submitContact } from "~/models/contact-submissions.server";
import { answeredInvalid, publicFormAction } from "~/server/public-form.server";
import { contactFormSchema, contactPayloadFromForm } from "~/schemas/contact";
// The texts module, not the schema: clientAction runs in the browser, where zod loads lazily.
import { CONTACT_TEXTS } from "~/components/contact/texts";
import { MAX } from "~/schemas/form-fields";
import { withErrorTitle } from "~/schemas/public-form";
import { pageMeta } from "~/utils/meta";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  withErrorTitle(pageMeta(CONTACT_META), Boolean(loaderData?.invalid));

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    subject: (url.searchParams.get("subject") ?? "").trim().slice(0, MAX.subject),
    sent: url.searchParams.get("sent") === "1",
    invalid: answeredInvalid(context),
  };
}

export function action(args: Route.ActionArgs) {
  return publicFormAction(args, {
    form: "contact",
    schema: contactFormSchema,
    submit: (input, options) => submitContact(contactPayloadFromForm(input), options),
    texts: CONTACT_TEXTS,
    sent: (input) => [
      { label: CONTACT_TEXTS.sentEmail, value: input.email },
      { label: CONTACT_TEXTS.sentSubject, value: input.subject },
    ],
    successUrl: () => "/contact?sent=1",
  });
}

export const clientAction = publicFormClientAction(CONTACT_TEXTS.failureFallback);

export default function Contact() {
  const { subject, sent } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <ContactPage
      form={
        <DeferredContactForm
          defaultSubject={subject}
          lastResult={actionData}
          sent={sent && !actionData}
        />
      }
    />
  );
}
