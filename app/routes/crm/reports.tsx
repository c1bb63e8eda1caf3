/**
 * /crm/reports?range=month|3m|12m or ?from=YYYY-MM-DD&to=YYYY-MM-DD: every report for the
 * period, each chart drawn here on the server (report-charts.server.ts), so the browser gets
 * SVG markup and no chart code.
 */
import { ReportsPage } from "~/components/reports/reports-page";
import { REPORTS_TEXTS } from "~/components/reports/texts";
import { crmPageTitle } from "~/components/crm/texts";
import { REPORT_NAMES, getReport } from "~/models/reports.server";
import { parseReportRange } from "~/utils/report-range";
import { chartFor } from "~/components/reports/report-charts.server";
import { crmMeta } from "~/components/crm/meta";
import type { Route } from "./+types/reports";

export const meta: Route.MetaFunction = ({ matches }) =>
  crmMeta(matches, crmPageTitle(REPORTS_TEXTS.title));

export async function loader({ request }: Route.LoaderArgs) {
  const range = parseReportRange(new URL(request.url).searchParams);
  const reports = await Promise.all(REPORT_NAMES.map((name) => getReport(name, range)));
  return { range, reports: reports.map((report) => ({ ...report, svg: chartFor(report) })) };
}

export default function ReportsRoute({ loaderData }: Route.ComponentProps) {
  return <ReportsPage range={loaderData.range} reports={loaderData.reports} />;
}
