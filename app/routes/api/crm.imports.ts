/** POST /api/crm/imports (multipart: file, mapping JSON, mode, defaults, lawfulBasis) → 201 {id}; GET: the imports. */
import { listImports } from "~/models/lead-import.server";
import { apiJson } from "~/utils/api.server";
import { crmAction, crmLoader } from "~/server/crm-api-kit.server";
import { startImportFromUpload } from "~/server/lead-import-kit.server";
import type { Route } from "./+types/crm.imports";

export const loader = crmLoader<Route.LoaderArgs>(async () =>
  apiJson({ imports: await listImports() }),
);

export const action = crmAction<Route.ActionArgs>({
  POST: ({ request, staff }) => startImportFromUpload(request, staff.email),
});
