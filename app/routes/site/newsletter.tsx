/**
 * /newsletter: the newsletter section's form posts here from every page. GET is a standalone
 * signup page; without JavaScript a failed post re-renders it with the errors and the typed values.
 */
import { useActionData } from "react-router";
import type { Route } from "./+types/newsletter";
import { publicFormClientAction } from "~/components/forms/public-form-client-action";
import {
  NEWSLETTER_ACTION,
  NEWSLETTER_FORM_ID,
  showsNewsletterSection,
} from "~/components/newsletter/newsletter-pages";
import { DeferredNewsletterSection } from "~/components/newsletter/newsletter-section.deferred";
// The texts module, not the schema: clientAction runs in the browser, where zod loads lazily.
import { NEWSLETTER_TEXTS } from "~/components/newsletter/texts";
import { submitNewsletter } from "~/models/newsletter.server";
import { answeredInvalid, publicFormAction } from "~/server/public-form.server";
import { newsletterSchema } from "~/schemas/newsletter";
import { RETURN_TO_FIELD, formStatusId, withErrorTitle } from "~/schemas/public-form";
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

/** A same-site page that shows the signup section, else /newsletter. */
function returnPage(value: unknown): string {
  const path = safeRedirect(value, NEWSLETTER_ACTION);
  return showsNewsletterSection(new URL(path, "http://site.invalid").pathname)
    ? path
    : NEWSLETTER_ACTION;
}

export function loader({ context }: Route.LoaderArgs) {
  return { invalid: answeredInvalid(context) };
}

export function action(args: Route.ActionArgs) {
  return publicFormAction(args, {
    form: "newsletter",
    schema: newsletterSchema,
    submit: submitNewsletter,
    texts: NEWSLETTER_TEXTS,
    sent: (input) => [{ label: NEWSLETTER_TEXTS.sentEmail, value: input.email }],
    // Back to the page the form was on (a page of this site with the section), at its confirmation.
    successUrl: (formData) =>
      `${returnPage(formData.get(RETURN_TO_FIELD))}#${formStatusId(NEWSLETTER_FORM_ID)}`,
  });
}

export const clientAction = publicFormClientAction(NEWSLETTER_TEXTS.failureFallback);

export default function Newsletter() {
  const actionData = useActionData<typeof action>();
  const lastResult = actionData && "result" in actionData ? actionData : undefined;
  // A failed post from another page keeps that page as the way back once it succeeds.
  const posted = lastResult?.result.initialValue?.[RETURN_TO_FIELD];
  return (
    <DeferredNewsletterSection
      headingLevel={1}
      lastResult={lastResult}
      returnTo={returnPage(posted)}
    />
  );
}
