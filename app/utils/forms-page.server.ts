/**
 * The page side of the public forms: shared answers of the three page actions (the JSON side is
 * forms-api.server.ts). Without JavaScript a success is Post/Redirect/Get with a flash toast; with
 * it (the form sends ENHANCED_FIELD) the action answers data and the browser raises the toast.
 */
import type { Submission } from "@conform-to/react";
import { data } from "react-router";
import { ENHANCED_FIELD, type FormActionData } from "~/components/contact/form-kit";
import { HONEYPOT_FIELD, isHoneypotFilled } from "~/schemas/honeypot";
import { type FlowOutcome, rateLimitMessage } from "~/utils/forms.server";
import { log } from "~/utils/log.server";

export function isEnhanced(formData: FormData): boolean {
  return formData.get(ENHANCED_FIELD) === "1";
}

export function honeypotFilled(formData: FormData): boolean {
  return isHoneypotFilled(formData.get(HONEYPOT_FIELD));
}

/** Invalid input: the errors and everything typed, status 400. */
export function invalidAnswer(submission: Submission<unknown>) {
  return data<FormActionData>({ result: submission.reply() }, { status: 400 });
}

/** The answer to anything but success: the form again, with the typed values and a form-level message. */
export function failureAnswer(submission: Submission<unknown>, message: string, status: number) {
  return data<FormActionData>({ result: submission.reply({ formErrors: [message] }) }, { status });
}

/**
 * Runs a flow and maps the outcome that is not a success to the page's answer; the caller maps
 * success (redirect or data). A store failure keeps the form and its values with a retry message.
 */
export async function runPageFlow<T>(
  form: string,
  submission: Submission<unknown>,
  flow: () => Promise<FlowOutcome<T>>,
  failureFallback: string,
): Promise<{ answer: ReturnType<typeof data<FormActionData>> } | { outcome: FlowOutcome<T> }> {
  try {
    const outcome = await flow();
    if (outcome.status === "rate-limited") {
      return {
        answer: failureAnswer(submission, rateLimitMessage(outcome.retryAfter), 429),
      };
    }
    return { outcome };
  } catch (error) {
    log.error(`${form}: the submission could not be stored`, error);
    return { answer: failureAnswer(submission, failureFallback, 500) };
  }
}
