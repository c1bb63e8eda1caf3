import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { Dashboard } from "./dashboard";
import type { DashboardData, LeadView } from "./dashboard-data";

const hostile = `<script>alert("x")</script><img src=x onerror=alert(1)> & "quotes"`;

const lead: LeadView = {
  id: 7,
  firstName: "Ada<b>",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "0191 496 0000",
  company: "Engines & Co",
  jobTitle: null,
  industry: "dental",
  source: "referral",
  notes: hostile,
  status: "closed-won",
  score: 60,
  scoreReasons: [{ reason: "Source: referral", points: 20 }],
  createdAt: "2026-03-04T10:00:00.000Z",
  updatedAt: "2026-03-04T10:00:00.000Z",
};

const stats = { totalLeads: 12345, newLeads: 3, qualifiedLeads: 2, closedWonLeads: 1 };
const counts = { contacts: 0, dental: 0, due: 0 };
const due: DashboardData["due"] = [];

function render(data: DashboardData) {
  const Stub = createRoutesStub([{ path: "/crm", Component: () => <Dashboard data={data} /> }]);
  return renderToStaticMarkup(<Stub initialEntries={["/crm"]} />);
}

describe("Dashboard", () => {
  const leadsData: DashboardData = {
    tab: "leads",
    query: { tab: "leads", q: "", page: 1, lead: 7 },
    stats,
    counts,
    due,
    leads: {
      leads: [{ ...lead, nextFollowUp: null, lastActivity: null }],
      total: 1,
      page: 1,
      pageSize: 50,
      pageCount: 1,
    },
    selected: { lead, activities: [] },
  };

  it("renders notes and names as text, never as HTML", () => {
    const html = render(leadsData);
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<b>");
    expect(html).toContain(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;",
    );
  });

  it("shows the four statistics, the tabs as links with the current one marked, the badges and the en-GB date", () => {
    const html = render(leadsData);
    for (const text of [
      "Total Leads",
      "12,345",
      "New Leads",
      "require first contact",
      "Qualified Leads",
      "ready for proposals",
      "Won Deals",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toMatch(
      /<a[^>]*aria-current="page"[^>]*href="\/crm"|<a[^>]*href="\/crm"[^>]*aria-current="page"/,
    );
    expect(html).toContain('href="/crm?tab=contacts"');
    expect(html).toContain(">Closed Won<");
    expect(html).toContain("Score 60");
    expect(html).toContain("4 Mar 2026");
    // Without JavaScript: Add Lead is a link to its page, delete a link to the confirmation page, status has a button.
    expect(html).toContain('href="/crm/leads/new?returnTo=%2Fcrm%3Flead%3D7"');
    expect(html).toContain('href="/crm/leads/7/delete?returnTo=%2Fcrm"');
    expect(html).toMatch(/<form[^>]*action="\/crm\/leads\/7\/status"/);
    expect(html).toContain(">Update<");
  });

  it("shows each tab's empty state", () => {
    expect(
      render({
        tab: "contacts",
        query: { tab: "contacts", q: "", page: 1 },
        stats,
        counts,
        due,
        contacts: [],
      }),
    ).toContain("No unprocessed contact forms");
    expect(
      render({
        tab: "dental",
        query: { tab: "dental", q: "", page: 1 },
        stats,
        counts,
        due,
        registrations: [],
      }),
    ).toContain("No unprocessed dental registrations");
    expect(
      render({
        tab: "newsletters",
        query: { tab: "newsletters", q: "", page: 1 },
        stats,
        counts,
        due,
        newsletters: [],
        all: null,
      }),
    ).toContain("No newsletter subscriptions");
    expect(
      render({
        tab: "activities",
        query: { tab: "activities", q: "", page: 1 },
        stats,
        counts,
        due,
        activities: { activities: [], total: 0, page: 1, pageCount: 1 },
        leadChoices: [],
      }),
    ).toContain("No activities logged yet");
  });
});
