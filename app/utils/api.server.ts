/**
 * The API error contract (DESIGN.md "API conventions"): JSON in, JSON out.
 *   400 {"message", "errors": {"field": ["message"]}}   401 {"message": "Unauthorized"}
 *   403 / 404 / 413 / 429 {"message"} (429 with Retry-After)
 */
import { parseId } from "./ids";

export type FieldErrors = Record<string, string[]>;

export const API_TEXTS = {
  /** A body field the endpoint does not take: refused by name, never silently dropped. */
  unknownField: "Unknown field",
} as const;

export function apiJson<T>(body: T, status = 200, headers?: HeadersInit) {
  return Response.json(body, { status, headers });
}

export function apiError(
  status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 429 | 500,
  message: string,
  extra?: { errors?: FieldErrors; headers?: HeadersInit },
) {
  const body = extra?.errors ? { message, errors: extra.errors } : { message };
  return Response.json(body, { status, headers: extra?.headers });
}

export const unauthorized = () => apiError(401, "Unauthorized");
export const notFound = (message = "Not found") => apiError(404, message);
export const validationError = (errors: FieldErrors, message = "Validation failed") =>
  apiError(400, message, { errors });
export const tooManyRequests = (retryAfterSeconds: number) =>
  apiError(429, "Too many requests. Please try again later.", {
    headers: { "Retry-After": String(retryAfterSeconds) },
  });
export const methodNotAllowed = () => apiError(405, "Method not allowed");

/**
 * The JSON body of a request as an object. Malformed JSON, or JSON that is not an object,
 * throws a 400 Response (route modules can let it propagate: React Router sends thrown Responses).
 */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw apiError(400, "Malformed JSON body");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw apiError(400, "The request body must be a JSON object");
  }
  return body as Record<string, unknown>;
}

/** A 400 naming each field of `body` that is not one of `known`, or undefined when there is none. */
export function unknownFieldsError(
  body: Record<string, unknown>,
  known: readonly string[],
): Response | undefined {
  const unknown = Object.keys(body).filter((key) => !known.includes(key));
  if (unknown.length === 0) return undefined;
  return validationError(Object.fromEntries(unknown.map((key) => [key, [API_TEXTS.unknownField]])));
}

/** zod issues → errors keyed by field, keeping the schema's (SPEC.md section 5) messages. */
export function fieldErrorsFromZod(
  issues: readonly { path: PropertyKey[]; message: string }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "_form";
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/**
 * The `:id` (or another) URL parameter as a database id, else a thrown 404: an id that cannot
 * exist names an unknown row. CRM pages and API routes share it.
 */
export function idParam(params: Record<string, string | undefined>, name = "id"): number {
  const id = parseId(params[name]);
  if (id === undefined) throw notFound();
  return id;
}
