/**
 * The reports agree with the dashboard (decision 043): leads seeded as `npm run db:seed` seeds
 * them (straight into the database, no status history, no won or lost dates, no values) are
 * counted by their status now, as the dashboard counts them. Over "All time" every report that
 * counts leads gives the dashboard's figures, in the model, the API (JSON and CSV) and the page
 * (its loader and its table); the others agree with what the dashboard lists.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { count, eq, isNotNull } from "drizzle-orm";
import {
  activities,
  contactSubmissions,
  dentalRegistrations,
  leads,
  newsletterSubscriptions,
} from "@db/schema";
import { seedCrm } from "@db/seed";
import { type ReportView, ReportTable } from "~/components/reports/reports-page";
import { REPORT_NAMES, getReport as reportFacts, reportRangeOf } from "~/models/reports.server";
import { type Report, wordReport } from "~/components/reports/report-words";
import { countLeadsByStatus } from "~/models/lead-status-counts.server";
import { countDueActivities } from "~/models/activities.server";
import { loadDashboard } from "~/server/crm-dashboard.server";
import { chartFor } from "~/components/reports/report-charts.server";
import { signIn } from "../../../tests/helpers/crm-session";
import { callRoute, routeArgs, runRoute } from "../../../tests/helpers/route-call";
// Renamed: in a .tsx file the hooks rule would take use… for a React hook.
import { useTestDb as setUpTestDb } from "../../../tests/helpers/test-db";
import * as reportApi from "../api/crm.reports.$name";
import * as reportsPage from "./reports";

/** A report as the page and the API show it: the model's facts in words. */
const getReport = async (...args: Parameters<typeof reportFacts>) =>
  wordReport(await reportFacts(...args));

const testDb = setUpTestDb();
const SEEDED = 300;
const DAY = 86_400_000;
let session: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  session = await signIn(testDb.db);
  await seedCrm(testDb.db, { leads: SEEDED, activitiesPerLead: 1 });
  // Follow-ups: two overdue, one due next week (the seed plans none).
  const [first] = await testDb.db.select({ id: leads.id }).from(leads).limit(1);
  const due = (at: number) => ({
    leadId: first.id,
    type: "call",
    subject: "Call back",
    createdBy: session.email,
    dueAt: new Date(at),
    completedDate: null,
  });
  await testDb.db
    .insert(activities)
    .values([due(Date.now() - 3 * DAY), due(Date.now() - 40 * DAY), due(Date.now() + 7 * DAY)]);
}, 120_000);

const sum = (report: Report, key: string) =>
  report.rows.reduce((total, row) => total + Number(row[key] ?? 0), 0);
const row = (report: Report, stage: string) => report.rows.find((r) => r.stage === stage)!;

/** The dashboard's figures, by the models it uses, and the counts it shows per status. */
async function dashboardFigures() {
  const request = new Request("http://localhost/crm");
  const dashboard = await loadDashboard(request, {
    userId: session.userId,
    email: session.email,
    role: "admin",
    sessionId: session.sessionId,
  });
  const byStatus = await countLeadsByStatus();
  return { ...dashboard.stats, closedLost: byStatus.get("closed-lost") ?? 0, byStatus };
}

/** What every report that counts leads must say, given the dashboard's figures. */
function expectAgreement(
  reports: Record<string, Report>,
  figures: Awaited<ReturnType<typeof dashboardFigures>>,
) {
  const funnel = reports.funnel;
  expect(row(funnel, "New").reached).toBe(figures.totalLeads);
  expect(row(funnel, "New").now).toBe(figures.newLeads);
  expect(row(funnel, "Qualified").now).toBe(figures.qualifiedLeads);
  expect(row(funnel, "Closed Won").now).toBe(figures.closedWonLeads);
  // Everyone Closed Won now reached Closed Won.
  expect(row(funnel, "Closed Won").reached).toBe(figures.closedWonLeads);
  expect(sum(reports["new-leads"], "total")).toBe(figures.totalLeads);
  expect(sum(reports["won-lost"], "won")).toBe(figures.closedWonLeads);
  expect(sum(reports["won-lost"], "lost")).toBe(figures.closedLost);
  expect(sum(reports["lost-reasons"], "lost")).toBe(figures.closedLost);
}

describe("reports against the dashboard, on seeded leads", () => {
  it("the seed gives leads of every status, none with a won or lost date (leads holding a status without its history)", async () => {
    const figures = await dashboardFigures();
    expect(figures.totalLeads).toBe(SEEDED);
    expect(figures.closedWonLeads).toBeGreaterThan(10);
    expect(figures.qualifiedLeads).toBeGreaterThan(10);
    expect(figures.closedLost).toBeGreaterThan(10);
    const [dated] = await testDb.db
      .select({ n: count() })
      .from(leads)
      .where(isNotNull(leads.wonDate));
    expect(dated.n).toBe(0);
  });

  it("the model over All time gives the dashboard's figures", async () => {
    const range = await reportRangeOf(new URLSearchParams("range=all"));
    const reports = Object.fromEntries(
      await Promise.all(REPORT_NAMES.map(async (name) => [name, await getReport(name, range)])),
    );
    expectAgreement(reports, await dashboardFigures());
  });

  it("the API (JSON and CSV) over All time gives the dashboard's figures", async () => {
    const reports: Record<string, Report> = {};
    for (const name of REPORT_NAMES) {
      const response = await callRoute(reportApi, "GET", `/api/crm/reports/${name}?range=all`, {
        headers: { Cookie: session.cookie },
        params: { name },
      });
      expect(response.status).toBe(200);
      reports[name] = (await response.json()).report;
      const csv = await callRoute(
        reportApi,
        "GET",
        `/api/crm/reports/${name}?range=all&format=csv`,
        { headers: { Cookie: session.cookie }, params: { name } },
      );
      const lines = (await csv.text())
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n");
      expect(lines.slice(1)).toEqual(
        reports[name].rows.map((r) =>
          reports[name].columns.map((c) => (r[c.key] === null ? "" : String(r[c.key]))).join(","),
        ),
      );
    }
    expectAgreement(reports, await dashboardFigures());
  });

  it("the page over All time gives them too: its loader and its tables", async () => {
    const request = new Request("http://localhost/crm/reports?range=all", {
      headers: { Cookie: session.cookie },
    });
    const data = (await runRoute(reportsPage.loader, routeArgs(request))) as {
      reports: (Report & { svg: string; narrowSvg: string })[];
    };
    const reports = Object.fromEntries(data.reports.map((r) => [r.name, r]));
    const figures = await dashboardFigures();
    expectAgreement(reports, figures);
    // The funnel's table, as people read it: Closed Won now and Qualified now.
    const html = renderToStaticMarkup(
      <ReportTable report={reports.funnel as unknown as ReportView} />,
    );
    const cells = (stage: string) =>
      [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)]
        .map((m) => [...m[1].matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((c) => c[1]))
        .find((r) => r[0].includes(stage))!;
    // Columns: stage, reached, now, …
    expect(cells("Closed Won")[2]).toContain(figures.closedWonLeads.toLocaleString("en-GB"));
    expect(cells("Qualified")[2]).toContain(figures.qualifiedLeads.toLocaleString("en-GB"));
  });

  it("the reports without a dashboard figure agree with what the dashboard lists", async () => {
    const range = await reportRangeOf(new URLSearchParams("range=all"));
    const [firstResponse, followUps, newsletter] = await Promise.all([
      getReport("first-response", range),
      getReport("follow-ups", range),
      getReport("newsletter", range),
    ]);
    const [[contacts], [registrations], [subscribed]] = await Promise.all([
      testDb.db.select({ n: count() }).from(contactSubmissions),
      testDb.db.select({ n: count() }).from(dentalRegistrations),
      testDb.db
        .select({ n: count() })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.subscribed, true)),
    ]);
    expect(sum(firstResponse, "arrivals")).toBe(contacts.n + registrations.n);
    expect(newsletter.rows.at(-1)!.listSize).toBe(subscribed.n);
    // The dashboard's overdue follow-ups (its tab count is overdue + due today); the one due
    // next week is after the range, which ends today.
    const { overdue } = await countDueActivities();
    expect(overdue).toBe(2);
    expect(sum(followUps, "overdue")).toBe(overdue);
    expect(sum(followUps, "planned")).toBe(2);
  });

  it("a lead won or lost without a recorded date counts in the month it was added", async () => {
    const added = new Date("2019-02-10T12:00:00Z");
    await testDb.db.insert(leads).values([
      {
        firstName: "W",
        lastName: "X",
        email: "won-old@example.com",
        status: "closed-won",
        createdAt: added,
      },
      {
        firstName: "L",
        lastName: "X",
        email: "lost-old@example.com",
        status: "closed-lost",
        createdAt: added,
      },
      {
        firstName: "Q",
        lastName: "X",
        email: "qualified-old@example.com",
        status: "qualified",
        createdAt: added,
      },
    ]);
    const range = await reportRangeOf(new URLSearchParams("from=2019-02-01&to=2019-02-28"));
    const wonLost = await getReport("won-lost", range);
    expect(wonLost.rows).toEqual([
      { month: "2019-02", won: 1, wonValue: 0, lost: 1, lostValue: 0 },
    ]);
    const funnel = await getReport("funnel", range);
    expect(funnel.rows.map((r) => [r.reached, r.now])).toEqual([
      [3, 0],
      [2, 0],
      [2, 1],
      [1, 0],
      [1, 1],
    ]);
    const reasons = await getReport("lost-reasons", range);
    expect(reasons.rows.find((r) => r.reason === "Not recorded")!.lost).toBe(1);
    // The won/lost chart plots counts: a lost lead with no value still draws a bar.
    for (const size of ["wide", "narrow"] as const) {
      const svg = chartFor(wonLost, size);
      expect(svg).toContain("<title>Feb 2019, Lost: 1</title>");
      expect(svg).toContain("<title>Feb 2019, Won: 1</title>");
    }
  });
});
