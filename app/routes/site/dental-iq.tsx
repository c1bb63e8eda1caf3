/** /dental-iq: the marketing page (DentalIqPage) with the early-access registration in #register. */
import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/dental-iq";
import { DeferredDentalIqRegistration } from "~/components/dental-iq/dental-iq-registration.deferred";
import { publicFormClientAction } from "~/components/forms/public-form-client-action";
import { DENTAL_IQ_META, DentalIqPage } from "~/components/pages/dental-iq";
import { submitDentalIq } from "~/models/dental-registrations.server";
import { answeredInvalid, publicFormAction } from "~/server/public-form.server";
import { dentalIqSchema } from "~/schemas/dental-iq";
import { DENTAL_IQ_FORM_ID } from "~/components/dental-iq/form-id";
// The texts module, not the schema: clientAction runs in the browser, where zod loads lazily.
import { DENTAL_IQ_TEXTS } from "~/components/dental-iq/texts";
import { formStatusId, withErrorTitle } from "~/schemas/public-form";
import { pageMeta } from "~/utils/meta";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  withErrorTitle(pageMeta(DENTAL_IQ_META), Boolean(loaderData?.invalid));

export function loader({ request, context }: Route.LoaderArgs) {
  return {
    registered: new URL(request.url).searchParams.get("registered") === "1",
    invalid: answeredInvalid(context),
  };
}

export function action(args: Route.ActionArgs) {
  return publicFormAction(args, {
    form: "dental-iq",
    schema: dentalIqSchema,
    submit: submitDentalIq,
    texts: DENTAL_IQ_TEXTS,
    sent: (input) => [
      { label: DENTAL_IQ_TEXTS.sentPractice, value: input.practiceName },
      { label: DENTAL_IQ_TEXTS.sentEmail, value: input.email },
      {
        label: DENTAL_IQ_TEXTS.sentMarketing,
        value: input.marketingOptIn
          ? DENTAL_IQ_TEXTS.sentMarketingYes
          : DENTAL_IQ_TEXTS.sentMarketingNo,
      },
    ],
    // At the confirmation's heading (the form's status id), so it is in view and focused.
    successUrl: () => `/dental-iq?registered=1#${formStatusId(DENTAL_IQ_FORM_ID)}`,
  });
}

export const clientAction = publicFormClientAction(DENTAL_IQ_TEXTS.failureFallback);

export default function DentalIq() {
  const { registered } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <DentalIqPage
      registration={
        <DeferredDentalIqRegistration
          lastResult={actionData}
          registered={registered && !actionData}
        />
      }
    />
  );
}
