/** /contact: the enquiry form (this module) inside the contact page (ContactPage). */
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/contact";
import { DeferredContactForm } from "~/components/contact/contact-form.deferred";
import { CONTACT_META, ContactPage } from "~/components/pages/contact-details";
import { CONTACT_TEXT, contactFormSchema, contactPayloadFromForm } from "~/schemas/contact";
import { MAX } from "~/schemas/form-fields";
import { submitContact } from "~/utils/forms.server";
import { honeypotFilled, invalidAnswer, isEnhanced, runPageFlow } from "~/utils/forms-page.server";
import { pageMeta } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";
import { readFormData } from "~/utils/form-data.server";

export const meta: Route.MetaFunction = () => pageMeta(CONTACT_META);

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    subject: (url.searchParams.get("subject") ?? "").trim().slice(0, MAX.subject),
    sent: url.searchParams.get("sent") === "1",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: contactFormSchema });
  if (submission.status !== "success") return invalidAnswer(submission);
  const run = await runPageFlow(
    "contact",
    submission,
    () =>
      submitContact(contactPayloadFromForm(submission.value), {
        honeypot: honeypotFilled(formData),
        clientAddress: context.clientAddress,
      }),
    CONTACT_TEXT.failureFallback,
  );
  if ("answer" in run) return run.answer;
  if (isEnhanced(formData)) return { result: submission.reply({ resetForm: true }), ok: true };
  return redirectWithToast("/contact?sent=1", {
    title: CONTACT_TEXT.successTitle,
    description: CONTACT_TEXT.successDescription,
    variant: "success",
  });
}

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
