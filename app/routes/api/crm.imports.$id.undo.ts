/** POST /api/crm/imports/{id}/undo: deletes the leads the import created and restores what it changed → the import. */
import { LEAD_IMPORT_TEXTS } from "~/components/lead-import/texts";
import { getImport, undoImport } from "~/models/lead-import.server";
import { apiError, apiJson, idParam, methodNotAllowed, notFound } from "~/utils/api.server";
import { crmAction, crmLoader } from "~/server/crm-api-kit.server";
import { importJson } from "~/server/lead-import-kit.server";
import type { Route } from "./+types/crm.imports.$id.undo";

export const loader = crmLoader<Route.LoaderArgs>(async () => methodNotAllowed());

export const action = crmAction<Route.ActionArgs>({
  POST: async ({ params, staff }) => {
    const id = idParam(params);
    const result = await undoImport(id, staff.email);
    if (result === "not-found") return notFound(LEAD_IMPORT_TEXTS.undo.notFound);
    if (result === "not-allowed") return apiError(409, LEAD_IMPORT_TEXTS.undo.notAllowed);
    return apiJson(importJson((await getImport(id))!));
  },
});
