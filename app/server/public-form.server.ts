/**
 * The HTTP side of the public forms (newsletter, contact, DentalIQ): one page action and one JSON
 * endpoint, each given the form's schema, its submission (e.g. `submitNewsletter` in
 * models/newsletter.server.ts, built on models/public-forms.server.ts) and its texts. A fourth
 * form is one spec object and two one-line exports.
 *
 * Page action: invalid input answers 400 with the field errors only (the page shows the error
 * summary and the field messages, never a failure message: the visitor's mistake is not a
 * failure); a rate limit answers 429 and a store failure 500, both with a form-level message.
 * Success: without JavaScript Post/Redirect/Get with a flash that the form's confirmation panel
 * shows (never also as a toast); with it (the form sends ENHANCED_FIELD) data, and the form shows
 * the same panel. Both list what was sent (`sent`).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { type RouterContextProvider, data } from "react-router";
import type { z } from "zod";
import {
  type FlowOutcome,
  rateLimitMessage,
  type SubmitOptions,
} from "~/models/public-forms.server";
import { HONEYPOT_FIELD, isHoneypotFilled } from "~/schemas/honeypot";
import { ENHANCED_FIELD, type FormActionData, SOURCE_FIELDS } from "~/schemas/public-form";
import type { ConfirmedForm, SentItem } from "~/schemas/toast";
import {
  apiJson,
  fieldErrorsFromZod,
  methodNotAllowed,
  readJson,
  tooManyRequests,
  validationError,
} from "~/utils/api.server";
import { markAnsweredInvalid } from "./answered-invalid.server";
import { formLimit } from "./rate-limits.server";
import { readFormData } from "~/utils/form-data.server";
import { sourceOfPost } from "~/models/lead-source-rules.server";
import { log } from "~/utils/log.server";
import { clientAddressContext } from "~/utils/request-context";
import { redirectWithToast } from "~/utils/toast.server";

type Submit<S extends z.ZodType, T> = (
  input: z.output<S>,
  options: SubmitOptions,
) => Promise<FlowOutcome<T>>;

export interface PublicFormPage<S extends z.ZodType, T> {
  /** The form's name, for logs and for the confirmation panel that shows its success. */
  form: ConfirmedForm;
  schema: S;
  submit: Submit<S, T>;
  /** What the confirmation panel lists as sent (the visitor's own values). */
  sent: (input: z.output<S>) => SentItem[];
  texts: { successTitle: string; successDescription: string; failureFallback: string };
  /** Where a visitor without JavaScript lands after success (Post/Redirect/Get). */
  successUrl: (formData: FormData) => string;
}

/** For the page's loader: whether the action found errors (its meta then prefixes "Error: "). */
export { answeredInvalid } from "./answered-invalid.server";

export async function publicFormAction<S extends z.ZodType, T>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  page: PublicFormPage<S, T>,
) {
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: page.schema });
  if (submission.status !== "success") {
    markAnsweredInvalid(context);
    return data<FormActionData>({ result: submission.reply() }, { status: 400 });
  }
  const failure = (message: string, status: number) =>
    data<FormActionData>({ result: submission.reply({ formErrors: [message] }) }, { status });
  let outcome: FlowOutcome<T>;
  try {
    outcome = await page.submit(submission.value as z.output<S>, {
      honeypot: isHoneypotFilled(formData.get(HONEYPOT_FIELD)),
      clientAddress: context.get(clientAddressContext),
      limit: formLimit(),
      attribution: sourceOfPost(request, {
        landing: formData.get(SOURCE_FIELDS.landing),
        referrer: formData.get(SOURCE_FIELDS.referrer),
      }),
    });
  } catch (error) {
    log.error(`${page.form}: the submission could not be stored`, error);
    return failure(page.texts.failureFallback, 500);
  }
  if (outcome.status === "rate-limited") return failure(rateLimitMessage(outcome.retryAfter), 429);
  const sent = page.sent(submission.value as z.output<S>);
  if (formData.get(ENHANCED_FIELD) === "1")
    return data<FormActionData>({ result: submission.reply({ resetForm: true }), ok: true, sent });
  return redirectWithToast(page.successUrl(formData), {
    title: page.texts.successTitle,
    description: page.texts.successDescription,
    variant: "success",
    confirmation: { form: page.form, sent },
  });
}

/**
 * POST /api/newsletter, /api/contacts, /api/dental-iq: POST only, JSON body, schema validation
 * (400 with SPEC messages keyed by field), then the form's flow (429 with Retry-After past the
 * limit), 201 with a summary.
 */
export async function publicFormApi<S extends z.ZodType, T>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  api: {
    schema: S;
    submit: Submit<S, T>;
    summary: (input: z.output<S>, record: T | undefined) => Record<string, unknown>;
  },
): Promise<Response> {
  if (request.method !== "POST") return methodNotAllowed();
  let body: Record<string, unknown>;
  try {
    body = await readJson(request);
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  const parsed = api.schema.safeParse(body);
  if (!parsed.success) return validationError(fieldErrorsFromZod(parsed.error.issues));
  const outcome = await api.submit(parsed.data, {
    honeypot: isHoneypotFilled(body[HONEYPOT_FIELD]),
    clientAddress: context.get(clientAddressContext),
    limit: formLimit(),
  });
  if (outcome.status === "rate-limited") return tooManyRequests(outcome.retryAfter);
  return apiJson(
    api.summary(parsed.data, outcome.status === "stored" ? outcome.record : undefined),
    201,
  );
}
