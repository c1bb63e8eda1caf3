/**
 * GET /api/crm/imports/{id}/undo: what Undo would do (counts, and the leads changed since the
 * import); POST {changedSince?: "keep" | "undo"}: deletes the leads the import created and
 * restores what it changed, keeping the leads changed since unless "undo" → the import.
 */
import { LEAD_IMPORT_TEXTS } from "~/components/lead-import/texts";
import { getImport, planUndo, undoImport } from "~/models/lead-import.server";
import { undoImportSchema } from "~/schemas/lead-import";
import { apiError, apiJson, idParam, notFound } from "~/utils/api.server";
import { crmAction, crmLoader, parseJsonBody } from "~/server/crm-api-kit.server";
import { importJson } from "~/server/lead-import-kit.server";
import type { Route } from "./+types/crm.imports.$id.undo";

export const loader = crmLoader<Route.LoaderArgs>(async ({ params }) => {
  const plan = await planUndo(idParam(params));
  if (!plan) return notFound(LEAD_IMPORT_TEXTS.undo.notFound);
  return apiJson(plan);
});

export const action = crmAction<Route.ActionArgs>({
  POST: async ({ request, params, staff }) => {
    const id = idParam(params);
    // An empty body keeps the leads changed since.
    const text = await request.clone().text();
    const { changedSince } = text.trim()
      ? await parseJsonBody(request, undoImportSchema)
      : undoImportSchema.parse({});
    const result = await undoImport(id, staff.email, { changedSince });
    if (result === "not-found") return notFound(LEAD_IMPORT_TEXTS.undo.notFound);
    if (result === "not-allowed") return apiError(409, LEAD_IMPORT_TEXTS.undo.notAllowed);
    return apiJson(importJson((await getImport(id))!));
  },
});
