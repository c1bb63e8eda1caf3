/**
 * /crm/reports?range=month|3m|12m|all or ?from=YYYY-MM-DD&to=YYYY-MM-DD: every report for the
 * period, each chart drawn here on the server (report-charts.server.ts), wide and narrow, so the
 * browser gets SVG markup and no chart code. Dates that are not a range show their errors (and
 * no reports) with the dates as typed.
 */
import { ReportsPage } from "~/components/reports/reports-page";
import { REPORTS_TEXTS } from "~/components/reports/texts";
import { crmPageTitle } from "~/components/crm/texts";
import { REPORT_NAMES, getReport, reportRangeOf } from "~/models/reports.server";
import { parseReportRange, rangeProblems } from "~/utils/report-range";
import { chartFor } from "~/components/reports/report-charts.server";
import { wordReport } from "~/components/reports/report-words";
import { crmMeta } from "~/components/crm/meta";
import type { Route } from "./+types/reports";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  crmMeta(matches, crmPageTitle(REPORTS_TEXTS.title), Boolean(loaderData?.error));

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const problems = rangeProblems(params);
  if (Object.keys(problems).length > 0)
    return {
      range: parseReportRange(new URLSearchParams()),
      reports: [],
      error: { problems, typed: { from: params.get("from") ?? "", to: params.get("to") ?? "" } },
    };
  const range = await reportRangeOf(params);
  const reports = await Promise.all(
    REPORT_NAMES.map(async (name) => wordReport(await getReport(name, range))),
  );
  return {
    range,
    reports: reports.map((report) => ({
      ...report,
      svg: chartFor(report, "wide"),
      narrowSvg: chartFor(report, "narrow"),
    })),
    error: undefined,
  };
}

export default function ReportsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ReportsPage range={loaderData.range} reports={loaderData.reports} error={loaderData.error} />
  );
}
