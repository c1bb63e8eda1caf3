/**
 * Shared by the /api/crm/* route modules: the session check comes first in every handler
 * (no reliance on a parent), then the method, then the id. DESIGN.md "API conventions".
 */
import type { z } from "zod";
import { ConversionError } from "~/models/conversions.server";
import { processItemSchema } from "~/schemas/crm-process";
import {
  apiError,
  apiJson,
  fieldErrorsFromZod,
  idParam,
  methodNotAllowed,
  notFound,
  readJson,
  validationError,
} from "~/utils/api.server";
import { type StaffSession, requireApiStaff } from "~/utils/auth.server";

type Method = "POST" | "PUT" | "PATCH" | "DELETE";

/** An action that signs the caller in, then dispatches on the method (405 for the others). */
export function crmAction(
  handlers: Partial<
    Record<
      Method,
      (ctx: {
        request: Request;
        params: Record<string, string | undefined>;
        staff: StaffSession;
      }) => Promise<Response>
    >
  >,
) {
  return async ({
    request,
    params,
  }: {
    request: Request;
    params: Record<string, string | undefined>;
  }) => {
    const staff = await requireApiStaff(request);
    const handler = handlers[request.method.toUpperCase() as Method];
    if (!handler) return methodNotAllowed();
    return handler({ request, params, staff });
  };
}

/** A loader that only signs the caller in before answering. */
export function crmLoader(
  handler: (ctx: {
    request: Request;
    params: Record<string, string | undefined>;
    staff: StaffSession;
  }) => Promise<Response>,
) {
  return async ({
    request,
    params,
  }: {
    request: Request;
    params: Record<string, string | undefined>;
  }) => {
    const staff = await requireApiStaff(request);
    return handler({ request, params, staff });
  };
}

/** Parses the JSON body with a schema: the data, or throws a 400 with field errors. */
export async function parseJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<z.output<S>> {
  const body = await readJson(request);
  const result = schema.safeParse(body);
  if (!result.success) throw validationError(fieldErrorsFromZod(result.error.issues));
  return result.data;
}

export const unknownLead = () => validationError({ leadId: ["No lead with this id"] });
export const alreadyProcessed = () => apiError(409, "This item has already been processed");
export const deleted = () => Response.json({ success: true });

/**
 * POST /api/crm/{contacts|dental-registrations}/{id}/process {leadId}: mark the item processed
 * and linked to an existing lead, answering {[key]: item}; 404 unknown item, 400 unknown lead,
 * 409 already processed.
 */
export function processItemRoute<T>(
  key: string,
  process: (id: number, leadId: number) => Promise<T>,
) {
  return {
    loader: crmLoader(async () => methodNotAllowed()),
    action: crmAction({
      POST: async ({ request, params }) => {
        const id = idParam(params);
        const { leadId } = await parseJsonBody(request, processItemSchema);
        try {
          return apiJson({ [key]: await process(id, leadId) });
        } catch (error) {
          if (!(error instanceof ConversionError)) throw error;
          if (error.reason === "not-found") return notFound();
          if (error.reason === "unknown-lead") return unknownLead();
          return alreadyProcessed();
        }
      },
    }),
  };
}
