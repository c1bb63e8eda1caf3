/**
 * What the CRM APIs for one kind of record (posts, campaigns) share: reading the record from a
 * JSON body with its compose form's schema, the record named by the URL or a 404, and a model's
 * refusing outcome as its answer by the one table (domain-errors, decision 092).
 */
import type { z } from "zod";
import {
  apiError,
  fieldErrorsFromZod,
  idParam,
  notFound,
  readJson,
  unknownFieldsError,
  validationError,
} from "~/utils/api.server";
import { ADMINS_ONLY_MESSAGE } from "./auth.server";
import {
  OUTCOME_KINDS,
  REFUSAL_STATUS,
  type RefusingOutcome,
  isRefusing,
} from "./domain-errors.server";

/** The body as the schema reads it, or the 400 to answer (unknown fields are refused by name). */
export async function readInput<S extends z.ZodType>(
  request: Request,
  fields: readonly string[],
  schema: S,
): Promise<{ input: z.output<S>; response?: never } | { input?: never; response: Response }> {
  const body = await readJson(request);
  const unknown = unknownFieldsError(body, fields);
  if (unknown) return { response: unknown };
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    return { response: validationError(fieldErrorsFromZod(parsed.error.issues)) };
  return { input: parsed.data };
}

/** The record named by the URL's :id, or a thrown 404 with the feature's words. */
export async function recordOr404<T>(
  params: Record<string, string | undefined>,
  load: (id: number) => Promise<T | undefined>,
  missing: string,
): Promise<T> {
  const record = await load(idParam(params));
  if (!record) throw notFound(missing);
  return record;
}

/** The words for each refusing outcome an endpoint may meet; `field`: the input an invalid one blames. */
export type OutcomeWords = Partial<Record<RefusingOutcome, string>> & {
  /** Words for a refusing outcome not named above. */
  otherwise: string;
  field?: Partial<Record<RefusingOutcome, string>>;
};

/**
 * A model's outcome as the API's answer: for a refusing one, its status by the table with the
 * endpoint's words (a field's 400 when it blames an input); null for a success.
 */
export function refusedAnswer(outcome: string, words: OutcomeWords): Response | null {
  if (!isRefusing(outcome)) return null;
  const message = words[outcome] ?? words.otherwise;
  const field = words.field?.[outcome];
  if (field) return validationError({ [field]: [message] });
  return apiError(REFUSAL_STATUS[OUTCOME_KINDS[outcome]], message);
}

export const forbidden = () => apiError(REFUSAL_STATUS.forbidden, ADMINS_ONLY_MESSAGE);
export const conflict = (message: string) => apiError(REFUSAL_STATUS.state, message);
