/**
 * Documents fit to send: the subject-access report reads as a letter (plurals, labels, en-GB
 * dates, score reasons as a list, no column names, references or bookkeeping, British opening and
 * closing), and an erased person's page offers only what makes sense.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscriptions } from "@db/schema";
import { useTestDb } from "../../../tests/helpers/test-db";
import { createActivity } from "~/models/activities.server";
import { createLead } from "~/models/leads.server";
import { erasePerson, findPerson } from "~/models/people.server";
import { PersonReport, letterFrame } from "./person-report";
import { PersonPage } from "./person-view";

const STAFF = "anna@durhamdata.test";

function text(element: React.ReactElement): string {
  const Stub = createRoutesStub([{ path: "/crm/people", Component: () => element }]);
  return renderToStaticMarkup(<Stub initialEntries={["/crm/people"]} />)
    .replace(/<(li|dd|dt|p|h\d|br)[^>]*>/g, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');
}

describe("documents fit to send", () => {
  const testDb = useTestDb();
  let report = "";
  let heldSubscriptions: object[] = [];

  beforeAll(async () => {
    const lead = await createLead(
      {
        firstName: "Jane",
        lastName: "Tester",
        email: "jane@example.com",
        company: "Tester Dental",
        industry: "financial",
        source: "social",
        status: "closed-won",
      },
      STAFF,
    );
    await createActivity(
      {
        leadId: lead.id,
        type: "call",
        subject: "First call",
        outcome: "follow-up-needed",
        completedDate: "2026-11-20T10:00:00.000Z",
      },
      STAFF,
    );
    // Planned, not done: the lead gets a next due time (a derived column the letter leaves out).
    await createActivity(
      { leadId: lead.id, type: "call", subject: "Call back", dueAt: "2026-12-01T10:00:00.000Z" },
      STAFF,
    );
    // A sign-up waiting for confirmation: its tokens are credentials, never shown or exported.
    await testDb.db.insert(newsletterSubscriptions).values({
      email: "jane@example.com",
      fullName: "Jane Tester",
      subscribed: false,
      unsubscribeToken: "secret-unsubscribe-token",
      confirmToken: "secret-confirm-token",
      confirmExpiresAt: new Date("2026-11-27T14:02:00.000Z"),
      confirmSentAt: new Date("2026-11-25T14:02:00.000Z"),
    });
    const person = await findPerson("jane@example.com");
    heldSubscriptions = person.newsletterSubscriptions;
    report = text(
      <PersonReport
        report={{ ...person, generatedAt: "2026-11-25T14:02:00.000Z" }}
        staff={STAFF}
      />,
    );
  });

  it("the report is a letter with correct plurals and a date in en-GB", () => {
    expect(report).toContain("Dear Jane Tester,");
    expect(report).toContain("25 Nov 2026");
    expect(report).toContain("1 lead,");
    expect(report).toContain("0 contact form submissions");
    expect(report).not.toMatch(/\b1 leads\b/);
  });

  it("opens and closes as British letters do, signed on lines of their own", () => {
    expect(report).toContain("\nYours sincerely,\nanna@durhamdata.test\nfor Durham Data Strategy");
    expect(report).not.toContain("Yours faithfully,");
    expect(report).not.toContain(", for Durham");
    expect(letterFrame(undefined, STAFF)).toEqual({
      greeting: "Dear Sir or Madam,",
      closing: "Yours faithfully,",
      signature: [STAFF, "for Durham Data Strategy"],
    });
    expect(letterFrame(" Hedy Lamarr ", STAFF).closing).toBe("Yours sincerely,");
  });

  it("shows score reasons and outcomes in words, not as codes", () => {
    expect(report).toContain("\nTarget industry (Financial): +15");
    expect(report).toContain("\nSource: Social: +5");
    expect(report).toMatch(/\nOutcome\nFollow-up needed/);
    expect(report).not.toMatch(/Follow Up Needed|follow-up-needed|\(financial\)|: social/);
  });

  it("holds and shows no newsletter token (credentials, not data about the person)", () => {
    expect(heldSubscriptions).toHaveLength(1);
    expect(heldSubscriptions[0]).not.toHaveProperty("confirmToken");
    expect(heldSubscriptions[0]).not.toHaveProperty("unsubscribeToken");
    expect(report).not.toContain("secret-");
    expect(report).toContain("1 newsletter subscription");
    expect(report).toMatch(/\nSubscribed\nNo/);
    expect(report).not.toContain("Confirm");
  });

  it("shows no field names, references, staff account numbers, bookkeeping or empty values", () => {
    expect(report).not.toContain("_");
    // camelCase field names (sentence-case labels only; the person's data has none).
    expect(report).not.toMatch(/\b[a-z]+[A-Z][A-Za-z]*\b/);
    expect(report).not.toMatch(/\bids?\b/i);
    for (const label of [
      "Reference",
      "Owner",
      "Assignee",
      "Next due",
      "Stage reached",
      "Lost reason",
      "Handled",
      "Reminded",
    ])
      expect(report, label).not.toContain(label);
    // Empty values are left out rather than shown as a dash.
    expect(report).not.toMatch(/\n—/);
  });

  it("shows field labels and value labels, score reasons as a list, no JSON or column names", () => {
    expect(report).toContain("Why this score");
    expect(report).toMatch(/\nCompany given: \+10/);
    expect(report).not.toContain('"reason"');
    expect(report).not.toContain("scoreReasons");
    expect(report).toMatch(/\nStatus\nClosed Won/);
    expect(report).toMatch(/\nIndustry\nFinancial/);
    expect(report).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(report).not.toMatch(/#\d/);
  });

  it("an erased person's page offers no export, restriction or withdrawal", async () => {
    await erasePerson("jane@example.com", STAFF);
    const erased = await findPerson("jane@example.com");
    const page = text(
      <PersonPage person={erased} invalid={false} logs={{ erasures: [], retentionRuns: [] }} />,
    );
    expect(page).toContain("This person was erased at their request.");
    expect(page).toContain("erasure log");
    for (const offer of [
      "Download data",
      "Printable report",
      "Restrict processing",
      "Record withdrawal",
      "Erase this person",
    ])
      expect(page, offer).not.toContain(offer);
  });
});
