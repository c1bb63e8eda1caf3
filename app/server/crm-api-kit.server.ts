/**
 * Shared by the /api/crm/* route modules. They sit in a staff-only route group whose middleware
 * has checked the session (401 without one); a handler takes the staff member from the router
 * context, then checks the method, then the id. DESIGN.md "API conventions".
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import type { z } from "zod";
import type { OwnerFilter } from "~/models/owners.server";
import { SOURCE_CATEGORIES, type SourceCategory } from "~/schemas/lead-attribution";
import { OWNER_PARAM_MESSAGE, parseOwnerParam, resolveOwner } from "~/schemas/owner";
import {
  ConversionError,
  type ConversionMode,
  type ConversionResult,
} from "~/models/conversions.server";
import { convertItemSchema, processItemSchema } from "~/schemas/crm-process";
import { UNSTORABLE_TEXT_MESSAGE, isStorableText } from "~/schemas/safe-text";
import { LEAD_SORTS, type LeadSort, type LeadStatus, leadStatusSchema } from "~/schemas/lead";
import {
  type FieldErrors,
  apiError,
  apiJson,
  fieldErrorsFromZod,
  idParam,
  methodNotAllowed,
  notFound,
  readJson,
  unknownFieldsError,
  validationError,
} from "~/utils/api.server";
import { type StaffSession, signedInStaff } from "~/server/auth.server";
import { isCrossSiteRequest } from "~/utils/origin.server";
import { isDomainError, refusalOf } from "~/server/domain-errors.server";

type Method = "POST" | "PUT" | "PATCH" | "DELETE";

/** What a handler is given: the route's own request and params, and the signed-in staff member. */
type Handler<Args extends LoaderFunctionArgs | ActionFunctionArgs> = (
  ctx: Pick<Args, "request" | "params"> & { staff: StaffSession },
) => Promise<Response>;

/**
 * An action that dispatches on the method (405 for the others). Args is the route module's
 * generated `Route.ActionArgs`, so the handlers' params are the route's own.
 */
export function crmAction<Args extends ActionFunctionArgs = ActionFunctionArgs>(
  handlers: Partial<Record<Method, Handler<Args>>>,
) {
  return async ({ request, params, context }: Args) => {
    const staff = signedInStaff(context);
    const handler = handlers[request.method.toUpperCase() as Method];
    if (!handler) return methodNotAllowed();
    try {
      return await handler({ request, params, staff });
    } catch (error) {
      // A refusal of the business rules (domain-errors has the table): a field's 400, or the
      // status with the model's message.
      if (!isDomainError(error)) throw error;
      const { status, field, message } = refusalOf(error);
      return field ? validationError({ [field]: [message] }) : apiError(status, message);
    }
  };
}

/** A loader given the signed-in staff member; Args is the route module's `Route.LoaderArgs`. */
export function crmLoader<Args extends LoaderFunctionArgs = LoaderFunctionArgs>(
  handler: Handler<Args>,
) {
  return async ({ request, params, context }: Args) => {
    const staff = signedInStaff(context);
    return handler({ request, params, staff });
  };
}

/**
 * The JSON body, whose fields must all be ones the schema knows: a misspelt or unsupported field
 * is a thrown 400 naming it (decision 040), never dropped while the answer says all went well.
 */
export async function readKnownJson(
  request: Request,
  schema: z.ZodObject,
): Promise<Record<string, unknown>> {
  const body = await readJson(request);
  const refused = unknownFieldsError(body, Object.keys(schema.shape));
  if (refused) throw refused;
  return body;
}

/** Parses the JSON body with a schema: the data, or throws a 400 with field errors. */
export async function parseJsonBody<S extends z.ZodObject>(
  request: Request,
  schema: S,
): Promise<z.output<S>> {
  const body = await readKnownJson(request, schema);
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
  process: (id: number, leadId: number, actor: string) => Promise<T>,
) {
  return {
    loader: crmLoader(async () => methodNotAllowed()),
    action: crmAction({
      POST: async ({ request, params, staff }) => {
        const id = idParam(params);
        const { leadId } = await parseJsonBody(request, processItemSchema);
        try {
          return apiJson({ [key]: await process(id, leadId, staff.email) });
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

/**
 * GET endpoints that hand out personal data (or record that they did) refuse cross-site requests
 * too: the server's check covers only mutations, and a link on another site must not trigger an
 * export. 403, as for mutations.
 */
export function refuseCrossSite(request: Request): void {
  if (isCrossSiteRequest(request.headers, new URL(request.url).origin)) {
    throw apiError(403, "Forbidden: cross-site request");
  }
}

/**
 * POST /api/crm/{contacts|dental-registrations}/{id}/convert {mode} → 200 {lead, merged}: one
 * atomic call; "match" (default) adds the item to the lead with the same email if there is one.
 * 404 unknown item, 409 already processed.
 */
export function convertItemRoute(
  convert: (id: number, mode: ConversionMode, actor: string) => Promise<ConversionResult>,
) {
  return {
    loader: crmLoader(async () => methodNotAllowed()),
    action: crmAction({
      POST: async ({ request, params, staff }) => {
        const id = idParam(params);
        // An empty body means the default mode.
        const text = await request.clone().text();
        const { mode } = text.trim()
          ? await parseJsonBody(request, convertItemSchema)
          : convertItemSchema.parse({});
        try {
          return apiJson(await convert(id, mode, staff.email));
        } catch (error) {
          if (!(error instanceof ConversionError)) throw error;
          if (error.reason === "not-found") return notFound();
          return alreadyProcessed();
        }
      },
    }),
  };
}

/**
 * ?q, ?status, ?owner (all, me, none or an account's id), ?source (a category or none), ?sort and ?page of the leads list (API list
 * and export): the query, or field errors. `myId` is the signed-in account ("me").
 */
export function leadListQuery(
  params: URLSearchParams,
  myId: number,
):
  | {
      q?: string;
      status?: LeadStatus;
      owner?: OwnerFilter;
      sort?: LeadSort;
      sourceCategory?: SourceCategory | "none";
      page: number;
    }
  | { errors: FieldErrors } {
  const owner = parseOwnerParam(params.get("owner"));
  if (owner === null) return { errors: { owner: [OWNER_PARAM_MESSAGE] } };
  const statusParam = params.get("status") || undefined;
  const status = statusParam === undefined ? undefined : leadStatusSchema.safeParse(statusParam);
  if (status && !status.success) return { errors: { status: ["Unknown status"] } };
  const sortParam = params.get("sort") || undefined;
  if (sortParam !== undefined && !(LEAD_SORTS as readonly string[]).includes(sortParam))
    return { errors: { sort: [`sort must be one of ${LEAD_SORTS.join(", ")}`] } };
  const source = params.get("source") || undefined;
  const categories: readonly string[] = [...SOURCE_CATEGORIES, "none"];
  if (source !== undefined && !categories.includes(source))
    return { errors: { source: [`source must be one of ${categories.join(", ")}`] } };
  const q = params.get("q") ?? undefined;
  if (q !== undefined && !isStorableText(q)) return { errors: { q: [UNSTORABLE_TEXT_MESSAGE] } };
  const page = Number(params.get("page") ?? "1");
  return {
    q,
    status: status?.data,
    owner: owner === undefined ? undefined : resolveOwner(owner, myId),
    sort: sortParam as LeadSort | undefined,
    sourceCategory: source as SourceCategory | "none" | undefined,
    page: Number.isFinite(page) ? page : 1,
  };
}
