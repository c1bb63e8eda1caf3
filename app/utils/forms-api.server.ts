/**
 * The JSON side of the public forms (POST /api/newsletter, /api/contacts, /api/dental-iq):
 * POST only, JSON body, schema validation (400 with SPEC messages keyed by field), then the
 * form's shared flow (429 with Retry-After past the limit), 201 with a summary.
 */
import type { z } from "zod";
import { HONEYPOT_FIELD, isHoneypotFilled } from "~/schemas/honeypot";
import {
  apiJson,
  fieldErrorsFromZod,
  methodNotAllowed,
  readJson,
  tooManyRequests,
  validationError,
} from "~/utils/api.server";
import type { FlowOutcome, SubmitOptions } from "~/utils/forms.server";

export async function handleFormApi<S extends z.ZodType, T>(
  request: Request,
  clientAddress: string,
  schema: S,
  submit: (input: z.infer<S>, options: SubmitOptions) => Promise<FlowOutcome<T>>,
  summary: (input: z.infer<S>, record: T | undefined) => Record<string, unknown>,
): Promise<Response> {
  if (request.method !== "POST") return methodNotAllowed();
  let body: Record<string, unknown>;
  try {
    body = await readJson(request);
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) return validationError(fieldErrorsFromZod(parsed.error.issues));
  const outcome = await submit(parsed.data, {
    honeypot: isHoneypotFilled(body[HONEYPOT_FIELD]),
    clientAddress,
  });
  if (outcome.status === "rate-limited") return tooManyRequests(outcome.retryAfter);
  return apiJson(
    summary(parsed.data, outcome.status === "stored" ? outcome.record : undefined),
    201,
  );
}
