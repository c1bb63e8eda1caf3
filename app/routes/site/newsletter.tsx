/**
 * /newsletter: the newsletter section's form posts here from every page. GET is a standalone
 * signup page; without JavaScript a failed post re-renders it with the errors and the typed values.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData } from "react-router";
import type { Route } from "./+types/newsletter";
import { NEWSLETTER_ANCHOR } from "~/components/newsletter/newsletter-section";
import { DeferredNewsletterSection } from "~/components/newsletter/newsletter-section.deferred";
import { NEWSLETTER_TEXT, newsletterSchema } from "~/schemas/newsletter";
import { submitNewsletter } from "~/utils/forms.server";
import { honeypotFilled, isEnhanced, runPageFlow, invalidAnswer } from "~/utils/forms-page.server";
import { pageMeta } from "~/utils/meta";
import { safeRedirect } from "~/utils/safe-redirect";
import { redirectWithToast } from "~/utils/toast.server";
import { readFormData } from "~/utils/form-data.server";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Newsletter",
    description:
      "Monthly data intelligence: governance and compliance updates, case studies and AI readiness for multi-location businesses.",
    path: "/newsletter",
  });

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: newsletterSchema });
  if (submission.status !== "success") return invalidAnswer(submission);
  const run = await runPageFlow(
    "newsletter",
    submission,
    () =>
      submitNewsletter(submission.value, {
        honeypot: honeypotFilled(formData),
        clientAddress: context.clientAddress,
      }),
    NEWSLETTER_TEXT.failureFallback,
  );
  if ("answer" in run) return run.answer;
  if (isEnhanced(formData)) return { result: submission.reply({ resetForm: true }), ok: true };
  const back = safeRedirect(formData.get("redirectTo"), "/newsletter");
  return redirectWithToast(`${back}#${NEWSLETTER_ANCHOR}`, {
    title: NEWSLETTER_TEXT.successTitle,
    description: NEWSLETTER_TEXT.successDescription,
    variant: "success",
  });
}

export default function Newsletter() {
  const actionData = useActionData<typeof action>();
  return (
    <main id="main-content">
      <DeferredNewsletterSection
        headingLevel={1}
        lastResult={actionData && "result" in actionData ? actionData : undefined}
        redirectTo="/newsletter"
      />
    </main>
  );
}
