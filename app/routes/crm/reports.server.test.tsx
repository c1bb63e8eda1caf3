/**
 * The reports against a seeded fixture whose answers were worked out by hand (below, beside
 * each row): every report's JSON (GET /api/crm/reports/{name}), CSV (&format=csv) and HTML table
 * agree with them, including instants either side of a UK month edge (GMT and BST), empty
 * months and weeks, and rows just outside the range.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import {
  activities,
  auditEvents,
  contactSubmissions,
  dentalRegistrations,
  leads,
  newsletterSubscriptions,
  visitDays,
  visitViews,
  visitVisitors,
} from "@db/schema";
import { type ReportView, ReportTable, cellText } from "~/components/reports/reports-page";
import {
  REPORT_NAMES,
  type ReportName,
  getReport as reportFacts,
  quantile,
} from "~/models/reports.server";
import { wordReport } from "~/components/reports/report-words";
import { parseReportRange } from "~/utils/report-range";
import { signIn } from "../../../tests/helpers/crm-session";
import { callRoute } from "../../../tests/helpers/route-call";
// Renamed: in a .tsx file the hooks rule would take use… for a React hook.
import { useTestDb as setUpTestDb } from "../../../tests/helpers/test-db";
import * as reportApi from "../api/crm.reports.$name";
import { chartFor } from "~/components/reports/report-charts.server";

import { describeSource } from "~/models/lead-source-rules.server";
import { ADDED_BY_STAFF, SOURCE_CATEGORIES } from "~/schemas/lead-attribution";

/** A report as the page and the API show it: the model's facts in words. */
const getReport = async (...args: Parameters<typeof reportFacts>) =>
  wordReport(await reportFacts(...args));
const testDb = setUpTestDb();
const at = (iso: string) => new Date(iso);
/** 1 January to 30 April 2026: GMT until 29 March, BST after. */
const RANGE = "from=2026-01-01&to=2026-04-30";
const NOW = at("2026-04-15T12:00:00Z");
let cookie: string;

const lead = (fields: Partial<typeof leads.$inferInsert> & { email: string }) =>
  testDb.db
    .insert(leads)
    .values({ firstName: "F", lastName: "L", ...fields })
    .returning()
    .then((rows) => rows[0]);

beforeAll(async () => {
  ({ cookie } = await signIn(testDb.db));
  // A: 23:30 UTC on 31 Jan is 31 Jan in London (GMT): January. Won 10 Feb, £10,000.
  const a = await lead({
    email: "a@example.com",
    source: "website",
    originalSource: describeSource({
      landingPage: "/?utm_source=linkedin&utm_medium=social&utm_campaign=dental-2027",
    }),
    createdAt: at("2026-01-31T23:30:00Z"),
    status: "closed-won",
    stageReached: 4,
    wonDate: "2026-02-10",
    estimatedValue: 10000,
  });
  // B: 23:30 UTC on 31 Mar is 00:30 on 1 Apr in London (BST): April. Reached Qualified, then
  // lost at the same BST edge (April), reason price, £2,000.
  const b = await lead({
    email: "b@example.com",
    source: "website",
    originalSource: ADDED_BY_STAFF,
    createdAt: at("2026-03-31T23:30:00Z"),
    status: "closed-lost",
    stageReached: 2,
    lostAt: at("2026-03-31T23:30:00Z"),
    lostReason: "price",
    estimatedValue: 2000,
  });
  // C: February, referral, reached Contacted; carries the follow-ups.
  const c = await lead({
    email: "c@example.com",
    source: "referral",
    originalSource: describeSource({ referrer: "https://www.bda.org/" }),
    createdAt: at("2026-02-15T12:00:00Z"),
    status: "contacted",
    stageReached: 1,
  });
  // D: created before the range (31 Dec in London), won 5 Mar (£5,000): counts as won in March only.
  await lead({
    email: "d@example.com",
    source: "email",
    createdAt: at("2025-12-31T23:59:00Z"),
    status: "closed-won",
    stageReached: 4,
    wonDate: "2026-03-05",
    estimatedValue: 5000,
  });
  // E: 23:59 on 30 Apr in London (BST): April, no source.
  await lead({ email: "e@example.com", createdAt: at("2026-04-30T22:59:00Z") });
  // F: 00:00 on 1 May in London: outside. Lost 31 Jan 23:30 UTC (January), reason other.
  await lead({
    email: "f@example.com",
    createdAt: at("2026-04-30T23:00:00Z"),
    status: "closed-lost",
    lostAt: at("2026-01-31T23:30:00Z"),
    lostReason: "other",
    lostReasonOther: "Went in-house",
  });
  // G: lost 00:30 on 1 May in London: outside.
  await lead({
    email: "g@example.com",
    createdAt: at("2025-06-01T12:00:00Z"),
    status: "closed-lost",
    lostAt: at("2026-04-30T23:30:00Z"),
    lostReason: "price",
    estimatedValue: 999,
  });

  // First response. S1 (January): processed after 6 h.
  await testDb.db.insert(contactSubmissions).values([
    {
      firstName: "S",
      email: "s1@example.com",
      company: "X",
      message: "m",
      createdAt: at("2026-01-10T09:00:00Z"),
      processed: true,
      processedAt: at("2026-01-10T15:00:00Z"),
    },
    // S2 (January): lead A's first activity after it, 48 h later.
    {
      firstName: "S",
      email: "a@example.com",
      company: "X",
      message: "m",
      createdAt: at("2026-01-20T09:00:00Z"),
      leadId: a.id,
    },
    // S3: 23:30 UTC on 28 Feb is 28 Feb in London: February, never answered.
    {
      firstName: "S",
      email: "s3@example.com",
      company: "X",
      message: "m",
      createdAt: at("2026-02-28T23:30:00Z"),
    },
  ]);
  await testDb.db.insert(activities).values({
    leadId: a.id,
    type: "call",
    subject: "Called back",
    createdBy: "staff@example.com",
    createdAt: at("2026-01-22T09:00:00Z"),
    completedDate: at("2026-01-22T09:00:00Z"),
  });
  // R1: arrives at the BST month edge (April); the system's change does not count, staff's
  // status change 12 h after arrival does.
  await testDb.db.insert(dentalRegistrations).values({
    fullName: "R One",
    practiceName: "P",
    jobTitle: "J",
    email: "b@example.com",
    location: "Durham",
    pms: "other",
    locations: "1",
    challenge: "c",
    discoveryCall: "yes",
    createdAt: at("2026-03-31T23:30:00Z"),
    leadId: b.id,
  });
  await testDb.db.insert(auditEvents).values([
    {
      actor: "system",
      action: "status-changed",
      entityType: "lead",
      entityId: b.id,
      leadId: b.id,
      at: at("2026-04-01T00:00:00Z"),
    },
    {
      actor: "staff@example.com",
      action: "status-changed",
      entityType: "lead",
      entityId: b.id,
      leadId: b.id,
      at: at("2026-04-01T11:30:00Z"),
    },
  ]);

  // Follow-ups (weeks from Monday 29 Dec 2025 to Monday 27 Apr 2026: 18 weeks).
  const followUp = (dueAt: string, completedDate: string | null) => ({
    leadId: c.id,
    type: "call",
    subject: "Follow up",
    createdBy: "staff@example.com",
    createdAt: at("2025-12-01T09:00:00Z"),
    dueAt: at(dueAt),
    completedDate: completedDate ? at(completedDate) : null,
  });
  await testDb.db.insert(activities).values([
    followUp("2026-01-05T10:00:00Z", "2026-01-05T09:00:00Z"), // week of 5 Jan: on time
    followUp("2026-01-11T23:30:00Z", "2026-01-12T10:00:00Z"), // Sunday 11 Jan: late, same week
    followUp("2026-03-29T23:30:00Z", null), // 00:30 Mon 30 Mar BST: week of 30 Mar, overdue
    followUp("2026-04-20T10:00:00Z", null), // after NOW: planned, not overdue
    followUp("2025-12-31T10:00:00Z", null), // before the range: not counted
  ]);

  // Newsletter: two on the list before the range (pending sign-ups are not on it).
  await testDb.db.insert(newsletterSubscriptions).values([
    {
      email: "n1@example.com",
      fullName: "N1",
      unsubscribeToken: "t1",
      subscribedAt: at("2025-11-01T10:00:00Z"),
    },
    {
      email: "n2@example.com",
      fullName: "N2",
      unsubscribeToken: "t2",
      subscribedAt: at("2025-12-01T10:00:00Z"),
      subscribed: false,
      unsubscribedAt: at("2026-02-28T23:30:00Z"), // February (GMT)
    },
    {
      email: "n3@example.com",
      fullName: "N3",
      unsubscribeToken: "t3",
      subscribedAt: at("2026-03-31T23:30:00Z"),
    }, // April
    // Sign-ups never confirmed (double opt-in): on nobody's list, before or in the range.
    {
      email: "pending-old@example.com",
      fullName: "Pending Old",
      unsubscribeToken: "tp1",
      subscribedAt: at("2025-10-01T10:00:00Z"),
      subscribed: false,
    },
    {
      email: "pending-new@example.com",
      fullName: "Pending New",
      unsubscribeToken: "tp2",
      subscribedAt: at("2026-01-15T10:00:00Z"),
      subscribed: false,
    },
    {
      email: "n4@example.com",
      fullName: "N4",
      unsubscribeToken: "t4",
      subscribedAt: at("2026-01-15T10:00:00Z"),
      subscribed: false,
      unsubscribedAt: at("2026-04-30T23:30:00Z"), // 1 May in London: outside
    },
  ]);
});

beforeAll(async () => {
  const view = (day: string, page: string, views: number, more = {}) => ({
    day,
    page,
    views,
    device: "desktop",
    ...more,
  });
  await testDb.db.insert(visitViews).values([
    view("2026-01-05", "/", 10, { referrer: "www.google.com" }),
    view("2026-01-05", "/contact", 4, { device: "mobile" }),
    view("2026-02-10", "/dental-iq", 6, {
      referrer: "www.linkedin.com",
      utmSource: "linkedin",
      utmMedium: "social",
      utmCampaign: "dental-2027",
    }),
    view("2026-04-30", "/blog/x", 5, { referrer: "news.ycombinator.com" }),
    view("2025-12-31", "/", 100), // outside
    view("2026-05-01", "/contact", 100), // outside
  ]);
  await testDb.db.insert(visitDays).values([
    { day: "2026-01-05", visitors: 8 },
    { day: "2026-02-10", visitors: 3 },
    { day: "2025-12-31", visitors: 50 }, // outside
  ]);
  // A day not yet counted by retention: its visitors are still hashes.
  await testDb.db.insert(visitVisitors).values([
    { day: "2026-04-30", visitor: "h1" },
    { day: "2026-04-30", visitor: "h2" },
  ]);
});

const NONE = Object.fromEntries(SOURCE_CATEGORIES.map((category) => [category, 0]));

/** The answers, worked out by hand from the rows above. */
const EXPECTED: Record<ReportName, Record<string, string | number | null>[]> = {
  // A (January, won, £10,000) came from the campaign; B, C and E (April, no source) did not.
  campaigns: [
    { campaign: "dental-2027", leads: 1, won: 1, wonValue: 10000 },
    { campaign: "No campaign or other", leads: 3, won: 0, wonValue: 0 },
  ],
  "new-leads": [
    { month: "2026-01", ...NONE, "organic-social": 1, none: 0, total: 1 },
    { month: "2026-02", ...NONE, referrals: 1, none: 0, total: 1 },
    { month: "2026-03", ...NONE, none: 0, total: 0 },
    { month: "2026-04", ...NONE, offline: 1, none: 1, total: 2 },
  ],
  // Created in range: A (stage 4, Closed Won now), B (2, Closed Lost), C (1, Contacted), E (0, New).
  funnel: [
    { stage: "New", reached: 4, now: 1, conversion: 75, dropOff: 1 },
    { stage: "Contacted", reached: 3, now: 1, conversion: 66.7, dropOff: 1 },
    { stage: "Qualified", reached: 2, now: 0, conversion: 50, dropOff: 1 },
    { stage: "Proposal", reached: 1, now: 0, conversion: 100, dropOff: 0 },
    { stage: "Closed Won", reached: 1, now: 1, conversion: null, dropOff: null },
  ],
  "won-lost": [
    { month: "2026-01", won: 0, wonValue: 0, lost: 1, lostValue: 0 },
    { month: "2026-02", won: 1, wonValue: 10000, lost: 0, lostValue: 0 },
    { month: "2026-03", won: 1, wonValue: 5000, lost: 0, lostValue: 0 },
    { month: "2026-04", won: 0, wonValue: 0, lost: 1, lostValue: 2000 },
  ],
  "lost-reasons": [
    { reason: "Price too high", lost: 1, value: 2000 },
    { reason: "Not the right time", lost: 0, value: 0 },
    { reason: "Chose another firm", lost: 0, value: 0 },
    { reason: "No budget", lost: 0, value: 0 },
    { reason: "Stopped replying", lost: 0, value: 0 },
    { reason: "Not a fit for us", lost: 0, value: 0 },
    { reason: "Other", lost: 1, value: 0 },
    { reason: "Not recorded", lost: 0, value: 0 },
  ],
  // January: 6 h and 48 h → median 27, p90 6 + 0.9 × 42 = 43.8, one of two within 24 h.
  "first-response": [
    { month: "2026-01", arrivals: 2, answered: 2, medianHours: 27, p90Hours: 43.8, within24h: 50 },
    { month: "2026-02", arrivals: 1, answered: 0, medianHours: null, p90Hours: null, within24h: 0 },
    {
      month: "2026-03",
      arrivals: 0,
      answered: 0,
      medianHours: null,
      p90Hours: null,
      within24h: null,
    },
    { month: "2026-04", arrivals: 1, answered: 1, medianHours: 12, p90Hours: 12, within24h: 100 },
  ],
  "follow-ups": Array.from({ length: 18 }, (_, i) => {
    const week = new Date(Date.UTC(2025, 11, 29 + i * 7)).toISOString().slice(0, 10);
    const row = { week, planned: 0, onTime: 0, late: 0, overdue: 0 };
    if (week === "2026-01-05") Object.assign(row, { planned: 2, onTime: 1, late: 1 });
    if (week === "2026-03-30") Object.assign(row, { planned: 1, overdue: 1 });
    if (week === "2026-04-20") Object.assign(row, { planned: 1 });
    return row;
  }),
  // 120 days: month by month, visitors added up over each month's days.
  visits: [
    { month: "2026-01", visitors: 8, views: 14 },
    { month: "2026-02", visitors: 3, views: 6 },
    { month: "2026-03", visitors: 0, views: 0 },
    { month: "2026-04", visitors: 2, views: 5 },
  ],
  "visit-pages": [
    { page: "/", views: 10 },
    { page: "/dental-iq", views: 6 },
    { page: "/blog/x", views: 5 },
    { page: "/contact", views: 4 },
  ],
  "visit-referrers": [
    { site: "www.google.com", views: 10 },
    { site: "www.linkedin.com", views: 6 },
    { site: "news.ycombinator.com", views: 5 },
  ],
  "visit-campaigns": [{ campaign: "dental-2027 / linkedin / social", views: 6 }],
  // Desktop: 10 + 6 + 5 in range; the phone's 4 on /contact.
  "visit-devices": [
    { device: "Desktop or laptop", views: 21 },
    { device: "Phone", views: 4 },
  ],
  // Contact: s1, a and s3 (28 Feb, GMT) in range; DentalIQ: b (1 April in London); the sign-ups
  // were all made (created) today, outside the range. Newsletter pages: "/" and "/blog/x".
  "form-conversion": [
    { form: "Contact form", views: 4, sent: 3, conversion: 75 },
    { form: "DentalIQ registration", views: 6, sent: 1, conversion: 16.7 },
    { form: "Newsletter sign-up", views: 15, sent: 0, conversion: 0 },
  ],
  newsletter: [
    { month: "2026-01", new: 1, ended: 0, listSize: 3 },
    { month: "2026-02", new: 0, ended: 1, listSize: 2 },
    { month: "2026-03", new: 0, ended: 0, listSize: 2 },
    { month: "2026-04", new: 1, ended: 0, listSize: 3 },
  ],
};

const api = (name: string, query = RANGE) =>
  callRoute(reportApi, "GET", `/api/crm/reports/${name}?${query}`, {
    headers: { Cookie: cookie },
    params: { name },
  });

function parseCsv(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n")
    .map((line) => line.split(","));
}

/** The table's cells, row by row, as text. */
function tableCells(html: string): string[][] {
  const body = html.slice(html.indexOf("<tbody>"));
  return [...body.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((row) =>
    [...row[1].matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((cell) =>
      cell[1]
        .replace(/<[^>]+>/g, "")
        .replace(/&amp;/g, "&")
        .replace(/&#x27;/g, "'"),
    ),
  );
}

/**
 * The API judges "overdue" at the real now, later than the fixture's NOW: the 20 April
 * follow-up, still open, is overdue by then.
 */
function expectedNow(name: ReportName) {
  if (name !== "follow-ups" || Date.now() < Date.parse("2026-04-20T10:00:00Z"))
    return EXPECTED[name];
  return EXPECTED[name].map((row) => (row.week === "2026-04-20" ? { ...row, overdue: 1 } : row));
}

describe("reports: hand-computed answers", () => {
  it.each(REPORT_NAMES)("%s: the model's rows", async (name) => {
    const range = parseReportRange(new URLSearchParams(RANGE));
    const report = await getReport(name, range, NOW);
    expect(report.rows).toEqual(EXPECTED[name]);
    expect(report.columns.map((c) => c.key)).toEqual(Object.keys(EXPECTED[name][0]));
  });

  it("the model holds codes and no words; the page's words are its texts' (decision 039)", async () => {
    const range = parseReportRange(new URLSearchParams(RANGE));
    const facts = await Promise.all(REPORT_NAMES.map((name) => reportFacts(name, range, NOW)));
    for (const report of facts) {
      expect(report).not.toHaveProperty("title");
      expect(report).not.toHaveProperty("description");
      for (const column of report.columns) expect(column).not.toHaveProperty("label");
    }
    const cells = (name: ReportName, key: string) =>
      facts.find((report) => report.name === name)!.rows.map((row) => row[key]);
    expect(cells("funnel", "stage")).toEqual([
      "new",
      "contacted",
      "qualified",
      "proposal",
      "closed-won",
    ]);
    expect(cells("lost-reasons", "reason")).toContain("not-recorded");
    expect(cells("campaigns", "campaign")).toEqual(["dental-2027", null]);
    expect(cells("visit-devices", "device")).toEqual(["desktop", "mobile"]);
    expect(cells("form-conversion", "form")).toEqual(["contact", "dental-iq", "newsletter"]);
  });

  it.each(REPORT_NAMES)("%s: JSON, CSV and the table agree", async (name) => {
    const expected = expectedNow(name);
    const json = (await (await api(name)).json()).report as {
      rows: Record<string, unknown>[];
      columns: { key: string; kind: string }[];
      from: string;
      to: string;
    };
    expect(json).toMatchObject({ from: "2026-01-01", to: "2026-04-30" });
    expect(json.rows).toEqual(expected);

    const response = await api(name, `${RANGE}&format=csv`);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/csv/);
    const [header, ...lines] = parseCsv(await response.text());
    expect(header).toEqual(json.columns.map((c) => c.key));
    expect(lines).toEqual(
      expected.map((row) => header.map((key) => (row[key] === null ? "" : String(row[key])))),
    );

    const cells = tableCells(
      renderToStaticMarkup(
        <ReportTable report={{ ...(json as unknown as ReportView), svg: "" }} />,
      ),
    );
    expect(cells).toEqual(
      expected.map((row) => json.columns.map((c) => cellText(c.kind, row[c.key] as never))),
    );
  });

  it("form conversion counts what was sent only from the day visits were first counted, and says so", async () => {
    // Counting began on 31 Dec 2025 (the earliest view): a period from 1 Dec counts sends from then.
    const early = await getReport(
      "form-conversion",
      parseReportRange(new URLSearchParams("from=2025-12-01&to=2026-04-30")),
      NOW,
    );
    expect(early.countedFrom).toBe("2025-12-31");
    const fromCounting = await getReport(
      "form-conversion",
      parseReportRange(new URLSearchParams("from=2025-12-31&to=2026-04-30")),
      NOW,
    );
    expect(fromCounting.countedFrom).toBeUndefined();
    expect(early.rows.map((r) => r.sent)).toEqual(fromCounting.rows.map((r) => r.sent));
    const inRange = await getReport(
      "form-conversion",
      parseReportRange(new URLSearchParams(RANGE)),
      NOW,
    );
    expect(inRange.countedFrom).toBeUndefined();
  });

  it("the table reads as people read it: months, pounds, percentages, dashes for no data", () => {
    expect(cellText("month", "2026-03")).toBe("Mar 2026");
    expect(cellText("pounds", 10000)).toBe("£10,000");
    expect(cellText("percent", 66.7)).toBe("66.7%");
    expect(cellText("hours", null)).toBe("—");
  });

  it("quantiles interpolate between ranks", () => {
    expect(quantile([6, 48], 0.5)).toBe(27);
    expect(quantile([6, 48], 0.9)).toBeCloseTo(43.8);
    expect(quantile([], 0.5)).toBeNull();
  });

  it("unknown report 404, a bad range 400, no session 401", async () => {
    expect((await api("nope")).status).toBe(404);
    expect((await api("funnel", "from=2026-13-01&to=2026-01-01")).status).toBe(400);
    expect((await api("funnel", "from=2026-04-01&to=2026-01-01")).status).toBe(400);
    const anonymous = await callRoute(reportApi, "GET", "/api/crm/reports/funnel", {
      params: { name: "funnel" },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe("charts drawn on the server", () => {
  it.each(REPORT_NAMES)("%s: role img, title, description, zero baseline", async (name) => {
    const report = await getReport(name, parseReportRange(new URLSearchParams(RANGE)), NOW);
    const svg = chartFor(report);
    expect(svg).toMatch(/^<svg[^>]* role="img"/);
    expect(svg).toContain(
      `<title id="chart-${name}-title">${report.title.replace(/'/g, "&#x27;")}</title>`,
    );
    expect(svg).toContain(`<desc id="chart-${name}-desc">`);
    expect(svg).toContain(`aria-labelledby="chart-${name}-title chart-${name}-desc"`);
    // A zero tick on every chart's value axis.
    expect(svg).toMatch(/>0<\/text>/);
    // Bars (patterned as well as coloured) from the baseline: no negative heights or widths.
    expect(svg).not.toMatch(/(height|width)="-/);
  });

  it("first response draws the 24-hour promise as a dashed line in the legend", async () => {
    const report = await getReport(
      "first-response",
      parseReportRange(new URLSearchParams(RANGE)),
      NOW,
    );
    const svg = chartFor(report);
    expect(svg).toContain("The 24-hour promise");
    expect(svg).toContain('stroke-dasharray="6 4"');
  });
});
