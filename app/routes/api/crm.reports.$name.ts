/**
 * GET /api/crm/reports/{name}?from=YYYY-MM-DD&to=YYYY-MM-DD (or ?range=month|3m|12m|all; the
 * last 12 months by default; dates given win over a range) → { report: { name, title, description, from, to, columns, rows } }, the
 * numbers of the page's table; &format=csv → the same rows as CSV. 404 for an unknown name, 400
 * for from/to that are not a range.
 */
import { REPORT_NAMES, getReport, isReportName, reportRangeOf } from "~/models/reports.server";
import { apiJson, notFound, validationError } from "~/utils/api.server";
import { csvResponse, rowsToCsv } from "~/utils/csv";
import { invalidCustomRange } from "~/utils/report-range";
import { crmAction, crmLoader } from "~/server/crm-api-kit.server";
import { wordReport } from "~/components/reports/report-words";
import type { Route } from "./+types/crm.reports.$name";

export const loader = crmLoader<Route.LoaderArgs>(async ({ request, params }) => {
  if (!isReportName(params.name)) return notFound();
  const search = new URL(request.url).searchParams;
  if (invalidCustomRange(search))
    return validationError({ from: ["Give from and to as YYYY-MM-DD dates, from before to"] });
  const report = wordReport(await getReport(params.name, await reportRangeOf(search)));
  if (search.get("format") === "csv")
    return csvResponse(
      rowsToCsv(
        report.columns.map((c) => c.key),
        report.rows,
      ),
      `${report.name}-${report.from}-to-${report.to}.csv`,
    );
  return apiJson({ report, reports: REPORT_NAMES });
});

export const action = crmAction<Route.ActionArgs>({});
