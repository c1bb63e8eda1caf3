/**
 * The CRM dashboard's server HTML (what a browser without JavaScript gets) loaded into a DOM and
 * read the way staff and assistive technology read it.
 * @vitest-environment happy-dom
 */
import type { BounceKind } from "~/schemas/mail-bounce";
import { renderToStaticMarkup } from "react-dom/server";
import { screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { Dashboard } from "./dashboard";
import type { DashboardData, LeadView } from "../crm/dashboard-data";

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
  scoreReasons: [{ reason: "Source: Referral", points: 20 }],
  additionalEmails: [],
  createdAt: new Date("2026-03-04T10:00:00.000Z"),
  updatedAt: new Date("2026-03-04T10:00:00.000Z"),
  estimatedValue: 12000,
  expectedCloseDate: null,
  wonDate: "2026-03-04",
  lostReason: null,
  lostReasonOther: null,
  lostAt: null,
  stageReached: 4,
  ownerId: 3,
  nextDueAt: null,
  originalSource: null,
  latestSource: null,
};

const stats = { totalLeads: 12345, newLeads: 3, qualifiedLeads: 2, closedWonLeads: 1 };
const counts = { contacts: 0, dental: 0, due: 0 };
const due: DashboardData["due"] = [];
const otherDue: DashboardData["otherDue"] = { everyone: true, items: [] };

function render(data: DashboardData) {
  const Stub = createRoutesStub([{ path: "/crm", Component: () => <Dashboard data={data} /> }]);
  const container = document.createElement("div");
  container.innerHTML = renderToStaticMarkup(<Stub initialEntries={["/crm"]} />);
  document.body.replaceChildren(container);
  return { container };
}

/** The links whose href is exactly `href` (including those inside a closed menu or dialog). */
function linksTo(href: string) {
  return screen
    .getAllByRole("link", { hidden: true })
    .filter((link) => link.getAttribute("href") === href);
}

afterEach(() => document.body.replaceChildren());

describe("Dashboard", () => {
  const leadsData: DashboardData = {
    tab: "leads",
    query: { tab: "leads", q: "", page: 1, lead: 7 },
    stats,
    counts,
    due,
    otherDue,
    leads: {
      leads: [
        { ...lead, nextFollowUp: null, lastActivity: null, ownerName: "anna@durhamdata.test" },
      ],
      total: 1,
      page: 1,
      pageSize: 50,
      pageCount: 1,
    },
    selected: { lead, activities: [] },
    owners: [
      { id: 3, name: "anna@durhamdata.test" },
      { id: 4, name: "ben@durhamdata.test" },
    ],
    myId: 3,
    ownerDefault: "all",
  };

  it("renders notes and names as text, never as HTML", () => {
    const { container } = render(leadsData);
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.querySelector("b")).toBeNull();
    expect(screen.getAllByText(hostile, { exact: false }).length).toBeGreaterThan(0);
    expect(screen.getAllByText("Ada<b>", { exact: false }).length).toBeGreaterThan(0);
  });

  it("shows the four statistics, the tabs as links with the current one marked, the badges and the en-GB date", () => {
    const { container } = render(leadsData);
    for (const text of [
      "Total Leads",
      "12,345",
      "New Leads",
      "require first contact",
      "Qualified Leads",
      "ready for proposals",
      "Won Deals",
    ]) {
      expect(container.textContent).toContain(text);
    }
    expect(linksTo("/crm").some((link) => link.getAttribute("aria-current") === "page")).toBe(true);
    expect(linksTo("/crm?tab=contacts")).not.toHaveLength(0);
    expect(screen.getAllByText("Closed Won").length).toBeGreaterThan(0);
    expect(container.textContent).toContain("Score: 60 / 100");
    expect(container.textContent).toContain("4 Mar 2026");
    // Without JavaScript: Add Lead is a link to its page, delete a link to the confirmation page, status has a Save button.
    expect(linksTo("/crm/leads/new?returnTo=%2Fcrm%3Flead%3D7")).not.toHaveLength(0);
    expect(linksTo("/crm/leads/7/delete?returnTo=%2Fcrm")).not.toHaveLength(0);
    const statusForm = container.querySelector('form[action="/crm/leads/7/status#status-7"]');
    expect(statusForm).not.toBeNull();
    expect(screen.getAllByText("Save").some((text) => text.closest("button"))).toBe(true);
  });

  /** The page's text for one tab's data. */
  function textOf(data: DashboardData): string {
    return render(data).container.textContent ?? "";
  }

  it("counts the leads shown with the right plural", () => {
    expect(textOf(leadsData)).toContain("Showing 1 lead");
    expect(textOf(leadsData)).not.toContain("1 leads");
    const row = leadsData.leads.leads[0];
    const many = (total: number): DashboardData => ({
      ...leadsData,
      selected: null,
      leads: {
        ...leadsData.leads,
        leads: Array.from({ length: Math.min(total, 50) }, (_, i) => ({ ...row, id: i + 100 })),
        total,
        pageCount: Math.ceil(total / 50),
      },
    });
    expect(textOf(many(12))).toContain("Showing 12 leads");
    expect(textOf(many(51))).toContain("Showing 1–50 of 51 leads");
  });

  it("shows when a contact form and a registration arrived: day and UK time", () => {
    const inbox = { match: null, duplicates: [], attribution: null };
    const contacts = textOf({
      tab: "contacts",
      query: { tab: "contacts", q: "", page: 1 },
      stats,
      counts,
      due,
      otherDue,
      contacts: [
        {
          ...inbox,
          id: 1,
          firstName: "Mary",
          lastName: "Jones",
          email: "mary@example.com",
          company: "Jones Dental",
          message: "Please call me back.",
          source: "website",
          sector: "general",
          newsletter: false,
          processed: false,
          leadId: null,
          processedAt: null,
          remindedAt: null,
          createdAt: new Date("2026-11-25T14:02:00.000Z"),
        },
      ],
    });
    expect(contacts).toContain("Received25 Nov 2026, 14:02");
    const dental = textOf({
      tab: "dental",
      query: { tab: "dental", q: "", page: 1 },
      stats,
      counts,
      due,
      otherDue,
      registrations: [
        {
          ...inbox,
          id: 2,
          fullName: "Ravi Shah",
          practiceName: "Shah Dental",
          jobTitle: "Owner",
          email: "ravi@example.com",
          phone: null,
          location: "Durham",
          pms: "R4",
          locations: "2-3",
          challenge: "Too many systems.",
          discoveryCall: "maybe",
          marketingOptIn: false,
          processed: false,
          leadId: null,
          processedAt: null,
          remindedAt: null,
          // British Summer Time: 13:02 UTC is 14:02 in London.
          createdAt: new Date("2026-06-25T13:02:00.000Z"),
        },
      ],
    });
    expect(dental).toContain("Registered25 Jun 2026, 14:02");
  });

  it("shows each tab's empty state", () => {
    expect(
      textOf({
        tab: "contacts",
        query: { tab: "contacts", q: "", page: 1 },
        stats,
        counts,
        due,
        otherDue,
        contacts: [],
      }),
    ).toContain("No unprocessed contact forms");
    expect(
      textOf({
        tab: "dental",
        query: { tab: "dental", q: "", page: 1 },
        stats,
        counts,
        due,
        otherDue,
        registrations: [],
      }),
    ).toContain("No unprocessed dental registrations");
    expect(
      textOf({
        tab: "newsletters",
        query: { tab: "newsletters", q: "", page: 1 },
        stats,
        counts,
        due,
        otherDue,
        newsletters: [],
        all: null,
      }),
    ).toContain("No newsletter subscriptions");
    expect(
      textOf({
        tab: "activities",
        query: { tab: "activities", q: "", page: 1 },
        stats,
        counts,
        due,
        otherDue,
        activities: { activities: [], total: 0, page: 1, pageCount: 1 },
        leadChoices: [],
      }),
    ).toContain("No activities logged yet");
  });
});

describe("the newsletter tab", () => {
  it("says why a subscription is Bouncing in words for each kind, and nothing under the others", () => {
    const subscription = (
      id: number,
      status: "active" | "bouncing",
      bounceKind: BounceKind | null,
      bounceReason: string | null,
    ) => ({
      id,
      email: `reader${id}@example.com`,
      fullName: `Reader ${id}`,
      subscribed: true,
      subscribedAt: new Date("2026-11-01T10:00:00Z"),
      bounceKind,
      bounceReason,
      status,
    });
    render({
      tab: "newsletters",
      query: { tab: "newsletters", q: "", page: 1 },
      stats,
      counts,
      due,
      otherDue,
      newsletters: [
        subscription(1, "bouncing", "refused", "550 5.1.1 mailbox unknown"),
        subscription(2, "active", null, null),
        subscription(3, "bouncing", "hard", "550 5.1.1 no such user"),
        subscription(4, "bouncing", "hard", null),
        subscription(5, "bouncing", "soft", "452 mailbox full"),
        subscription(6, "bouncing", "refused", null),
      ],
      all: null,
    });
    const reasons = screen
      .getAllByTestId("newsletter-row")
      .map((row) => row.querySelector('[data-testid="bounce-reason"]')?.textContent ?? null);
    expect(reasons).toEqual([
      "550 5.1.1 mailbox unknown",
      null,
      "Hard bounce reported by the mail provider: 550 5.1.1 no such user",
      "Hard bounce reported by the mail provider",
      "3 campaigns in a row soft-bounced. Soft bounce reported by the mail provider: 452 mailbox full",
      "The mail server refused the address",
    ]);
  });
});
