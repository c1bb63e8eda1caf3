/** GET /api/crm/imports/{id}: the import's state, counts and refused rows (?format=csv: the refused rows as CSV). */
import { LEAD_IMPORT_TEXTS, reasonText } from "~/components/lead-import/texts";
import { getImport, refusedRowsCsv } from "~/models/lead-import.server";
import { idParam, methodNotAllowed, notFound, apiJson } from "~/utils/api.server";
import { csvResponse } from "~/utils/csv";
import { crmAction, crmLoader } from "~/server/crm-api-kit.server";
import { importJson } from "~/server/lead-import-kit.server";
import type { Route } from "./+types/crm.imports.$id";

export const loader = crmLoader<Route.LoaderArgs>(async ({ request, params }) => {
  const imp = await getImport(idParam(params));
  if (!imp) return notFound(LEAD_IMPORT_TEXTS.undo.notFound);
  if (new URL(request.url).searchParams.get("format") === "csv") {
    const csv = refusedRowsCsv(imp, { ...LEAD_IMPORT_TEXTS.refusedCsv, reason: reasonText });
    return csvResponse(csv, `import-${imp.id}-refused-rows.csv`);
  }
  return apiJson(importJson(imp));
});

export const action = crmAction<Route.ActionArgs>({ POST: async () => methodNotAllowed() });
