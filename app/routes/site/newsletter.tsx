/**
 * /newsletter: the newsletter section's form posts here from every page. GET is a standalone
 * signup page; without JavaScript a failed post re-renders it with the errors and the typed values.
 */
import { useActionData } from "react-router";
import type { Route } from "./+types/newsletter";
import { publicFormClientAction } from "~/components/forms/public-form-client-action";
import { NEWSLETTER_ANCHOR } from "~/components/newsletter/newsletter-section";
import { DeferredNewsletterSection } from "~/components/newsletter/newsletter-section.deferred";
import { submitNewsletter } from "~/models/public-forms.server";
import { answeredInvalid, publicFormAction } from "~/routes/public-form.server";
import { newsletterSchema } from "~/schemas/newsletter";
// The texts module, not the schema: clientAction runs in the browser, where zod loads lazily.
import { NEWSLETTER_TEXT } from "~/schemas/newsletter-texts";
import { withErrorTitle } from "~/schemas/public-form";
import { pageMeta } from "~/utils/meta";
import { safeRedirect } from "~/utils/safe-redirect";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  withErrorTitle(
    pageMeta({
      title: "Newsletter",
      description:
        "Monthly data intelligence: governance and compliance updates, case studies and AI readiness for multi-location businesses.",
      path: "/newsletter",
    }),
    Boolean(loaderData?.invalid),
  );

export function loader({ context }: Route.LoaderArgs) {
  return { invalid: answeredInvalid(context) };
}

export function action(args: Route.ActionArgs) {
  return publicFormAction(args, {
    form: "newsletter",
    schema: newsletterSchema,
    submit: submitNewsletter,
    texts: NEWSLETTER_TEXT,
    successUrl: (formData) =>
      `${safeRedirect(formData.get("redirectTo"), "/newsletter")}#${NEWSLETTER_ANCHOR}`,
  });
}

export const clientAction = publicFormClientAction(NEWSLETTER_TEXT.failureFallback);

export default function Newsletter() {
  const actionData = useActionData<typeof action>();
  return (
    <DeferredNewsletterSection
      headingLevel={1}
      lastResult={actionData && "result" in actionData ? actionData : undefined}
      redirectTo="/newsletter"
    />
  );
}
