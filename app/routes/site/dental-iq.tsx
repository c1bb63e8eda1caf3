/** /dental-iq: the marketing page (DentalIqPage) with the early-access registration in #register. */
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/dental-iq";
import { DeferredDentalIqRegistration } from "~/components/dental-iq/dental-iq-registration.deferred";
import { DENTAL_IQ_META, DentalIqPage } from "~/components/pages/dental-iq";
import { DENTAL_IQ_TEXT, dentalIqSchema } from "~/schemas/dental-iq";
import { submitDentalIq } from "~/utils/forms.server";
import { failureAnswer, honeypotFilled, isEnhanced, runPageFlow } from "~/utils/forms-page.server";
import { pageMeta } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";
import { readFormData } from "~/utils/form-data.server";

export const meta: Route.MetaFunction = () => pageMeta(DENTAL_IQ_META);

export function loader({ request }: Route.LoaderArgs) {
  return { registered: new URL(request.url).searchParams.get("registered") === "1" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: dentalIqSchema });
  // SPEC.md section 8: a failed registration stays on the form with 'Submission Failed'.
  if (submission.status !== "success")
    return failureAnswer(submission, DENTAL_IQ_TEXT.failureDescription, 400);
  const run = await runPageFlow(
    "dental-iq",
    submission,
    () =>
      submitDentalIq(submission.value, {
        honeypot: honeypotFilled(formData),
        clientAddress: context.clientAddress,
      }),
    DENTAL_IQ_TEXT.failureDescription,
  );
  if ("answer" in run) return run.answer;
  if (isEnhanced(formData)) return { result: submission.reply({ resetForm: true }), ok: true };
  return redirectWithToast("/dental-iq?registered=1#register", {
    title: DENTAL_IQ_TEXT.successTitle,
    description: DENTAL_IQ_TEXT.successDescription,
    variant: "success",
  });
}

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
