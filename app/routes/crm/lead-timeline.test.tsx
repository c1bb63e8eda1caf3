/**
 * The lead page's timeline as staff read it: the server HTML of /crm/leads/{id} for a lead
 * created from a contact form, edited, given a status, planned, completed and merged, reduced to
 * its text. No field names, ids, true/false or empty-to-empty changes; one entry per follow-up
 * state; newest first; every change credited to the staff member.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { insertContact } from "../../../tests/helpers/crm-fixtures";
import { signIn } from "../../../tests/helpers/crm-session";
import { routeArgs, runRoute } from "../../../tests/helpers/route-call";
import { useTestDb } from "../../../tests/helpers/test-db";
import { LeadPage, type LeadPageData } from "~/components/lead/lead-page";
import { completeActivity, createActivity } from "~/models/activities.server";
import { convertContact } from "~/models/conversions.server";
import { mergeLeads } from "~/models/lead-merge.server";
import { createLead, updateLead, updateLeadStatus } from "~/models/leads.server";
import { loader } from "./leads.$id";

process.env.SESSION_SECRET ??= "test-secret-for-crm-page-tests";

const STAFF = "anna@durhamdata.test";

describe("the lead page's timeline in plain words", () => {
  const testDb = useTestDb();
  let entries: string[] = [];
  let text = "";

  beforeAll(async () => {
    const { cookie } = await signIn(testDb.db, STAFF);
    const contact = await insertContact(testDb.db, {
      firstName: "Jane",
      lastName: "Tester",
      email: "jane@example.com",
      company: "Tester Dental",
    });
    const { lead } = await convertContact(contact.id, "new", STAFF);
    await updateLead(
      lead.id,
      { industry: "healthcare", phone: "0191 496 0000", company: "Tester Health" },
      [],
      STAFF,
    );
    await updateLeadStatus(lead.id, "contacted", STAFF);
    await updateLeadStatus(lead.id, "qualified", STAFF);
    const followUp = await createActivity(
      {
        leadId: lead.id,
        type: "call",
        subject: "Talk through the proposal",
        dueAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
      STAFF,
    );
    await completeActivity(
      followUp.id,
      { outcome: "follow-up-needed", duration: 25, description: "Wants a second call." },
      STAFF,
    );
    const other = await createLead(
      { firstName: "Jane", lastName: "Tester", email: "jane.tester@work.example", jobTitle: "CEO" },
      STAFF,
    );
    await mergeLeads(lead.id, other.id, STAFF);

    const request = new Request(`http://localhost/crm/leads/${lead.id}`, {
      headers: { Cookie: cookie },
    });
    const loaded = (await runRoute(
      loader,
      routeArgs(request, { params: { id: String(lead.id) } }),
    )) as { page: LeadPageData };
    const Stub = createRoutesStub([
      { path: "/crm/leads/:id", Component: () => <LeadPage data={loaded.page} /> },
    ]);
    const html = renderToStaticMarkup(<Stub initialEntries={[`/crm/leads/${lead.id}`]} />);
    const timeline = /<ol[^>]*aria-label="Timeline, newest first"[^>]*>([\s\S]*?)<\/ol>/.exec(
      html,
    )![1];
    const plain = (fragment: string) =>
      fragment
        .replace(/<[^>]+>/g, " ")
        .replace(/&amp;/g, "&")
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/\s+/g, " ")
        .trim();
    entries = timeline
      .split(/<li[^>]*data-testid="timeline-entry"[^>]*>/)
      .slice(1)
      .map(plain);
    text = plain(timeline);
  });

  it("has no field names, ids, true/false or empty-to-empty changes", () => {
    expect(entries.length).toBeGreaterThan(5);
    for (const raw of [
      "leadId",
      "processed",
      "firstName",
      "lastName",
      "jobTitle",
      "(blank)",
      "true",
      "false",
      "healthcare",
      "follow-up-needed",
      "null",
      "undefined",
    ]) {
      expect(text, raw).not.toContain(raw);
    }
    expect(text).not.toMatch(/#\d/);
    expect(text).not.toMatch(/→/);
  });

  it("reads as sentences with labels and value labels, by the staff member", () => {
    expect(text).toContain("Status changed from New to Contacted");
    expect(text).toContain("Status changed from Contacted to Qualified");
    expect(text).toContain("Industry set to Healthcare");
    expect(text).toContain("Company changed from Tester Dental to Tester Health");
    expect(text).toContain("Lead created (source: Website), from a contact form");
    expect(text).toContain("Contact form converted to this lead");
    expect(text).toContain("Merged with Jane Tester (jane.tester@work.example)");
    for (const entry of entries.filter((e) => !e.startsWith("Contact form from")))
      expect(entry, entry).toContain(`by ${STAFF}`);
  });

  it("shows one entry per follow-up state: planned, then done with outcome, duration and notes", () => {
    const planned = entries.filter((e) => e.includes("Call planned: Talk through the proposal"));
    const done = entries.filter((e) => e.includes("Call done: Talk through the proposal"));
    expect(planned).toHaveLength(1);
    expect(planned[0]).toContain(", due ");
    expect(done).toHaveLength(1);
    expect(done[0]).toContain("Outcome: Follow-up needed");
    expect(done[0]).toContain("Duration: 25 minutes");
    expect(done[0]).toContain("Wants a second call.");
    expect(entries.indexOf(done[0])).toBeLessThan(entries.indexOf(planned[0]));
  });

  it("is newest first: the merge on top, the contact form at the bottom", () => {
    expect(entries[0]).toContain("Merged with Jane Tester");
    expect(entries.at(-1)).toContain("Contact form from Jane Tester");
  });
});
