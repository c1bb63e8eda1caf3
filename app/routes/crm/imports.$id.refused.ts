/** /crm/imports/:id/refused.csv: the rows an import refused, with their reasons. */
import { data } from "react-router";
import { LEAD_IMPORT_TEXTS, reasonText } from "~/components/lead-import/texts";
import { getImport, refusedRowsCsv } from "~/models/lead-import.server";
import { csvResponse } from "~/utils/csv";
import type { Route } from "./+types/imports.$id.refused";

export async function loader({ params }: Route.LoaderArgs) {
  const id = Number(params.id);
  const imp = Number.isSafeInteger(id) && id > 0 ? await getImport(id) : undefined;
  if (!imp) throw data(LEAD_IMPORT_TEXTS.undo.notFound, { status: 404 });
  const csv = refusedRowsCsv(imp, { ...LEAD_IMPORT_TEXTS.refusedCsv, reason: reasonText });
  return csvResponse(csv, `import-${imp.id}-refused-rows.csv`);
}
