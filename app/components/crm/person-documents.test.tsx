/**
 * Documents fit to send: the subject-access report reads as a letter (plurals, labels, en-GB
 * dates, score reasons as a list), and an erased person's page offers only what makes sense.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDb } from "../../../tests/helpers/test-db";
import { createLead } from "~/models/leads.server";
import { erasePerson, findPerson } from "~/models/people.server";
import { PersonReport } from "./person-report";
import { PersonPage } from "./person-view";

const STAFF = "anna@durhamdata.test";

function text(element: React.ReactElement): string {
  const Stub = createRoutesStub([{ path: "/crm/people", Component: () => element }]);
  return renderToStaticMarkup(<Stub initialEntries={["/crm/people"]} />)
    .replace(/<(li|dd|dt|p|h\d)[^>]*>/g, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');
}

describe("documents fit to send", () => {
  const testDb = useTestDb();
  let report = "";

  beforeAll(async () => {
    void testDb;
    await createLead(
      {
        firstName: "Jane",
        lastName: "Tester",
        email: "jane@example.com",
        company: "Tester Dental",
        industry: "healthcare",
        status: "closed-won",
      },
      STAFF,
    );
    const person = await findPerson("jane@example.com");
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
    expect(report).toContain("Yours faithfully,");
  });

  it("shows field labels and value labels, score reasons as a list, no JSON or column names", () => {
    expect(report).toContain("Why this score");
    expect(report).toMatch(/\nCompany given: \+10/);
    expect(report).not.toContain('"reason"');
    expect(report).not.toContain("scoreReasons");
    expect(report).toMatch(/\nStatus\nClosed Won/);
    expect(report).toMatch(/\nIndustry\nHealthcare/);
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
