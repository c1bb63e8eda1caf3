/**
 * The lead record: audited changes in one transaction, the timeline, duplicates and
 * merges, planned follow-ups, sorting and the CSV export, the newsletter's "Show all".
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { activities, auditEvents, contactSubmissions } from "@db/schema";
import { toIsoDateTime, toLocalInput } from "~/schemas/crm-fields";
import {
  insertContact,
  insertRegistration,
  insertSubscription,
} from "../../tests/helpers/crm-fixtures";
import { useTestDb } from "../../tests/helpers/test-db";
import {
  ActivityNotPlannedError,
  completeActivity,
  countDueActivities,
  createActivity,
  endOfUkDay,
  listActivities,
  listDueActivities,
} from "./activities.server";
import { ConversionError, convertContact, convertRegistration } from "./conversions.server";
import { leadsCsv } from "./lead-export.server";
import { MergeError, mergeLeads, previewMerge } from "./lead-merge.server";
import {
  createLead,
  findLeadsByEmails,
  getLead,
  listLeads,
  updateLead,
  updateLeadStatus,
} from "./leads.server";
import { listNewsletterPage, unsubscribeByStaff } from "./newsletter.server";
import { getLeadRecord } from "./timeline.server";

const testDb = useTestDb();
const STAFF = "staff@durhamdata.test";
const lead = (o: Partial<Parameters<typeof createLead>[0]> = {}) =>
  createLead({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", ...o }, STAFF);
const auditRows = (leadId: number) =>
  testDb.db.select().from(auditEvents).where(eq(auditEvents.leadId, leadId));

describe("lead record", () => {
  beforeEach(() => testDb.truncateAll());

  it("an edit writes the change and its audit row together, by the staff member", async () => {
    const ada = await lead();
    const updated = await updateLead(
      ada.id,
      { email: "ada@new.example", phone: "0191 000" },
      [],
      STAFF,
    );
    expect(updated!.email).toBe("ada@new.example");
    const { timeline } = (await getLeadRecord(ada.id))!;
    const change = timeline.find((e) => e.type === "field-changed")!;
    expect(change.by).toBe(STAFF);
    expect(change.changes).toEqual({
      email: { from: "ada@example.com", to: "ada@new.example" },
      phone: { from: null, to: "0191 000" },
    });
    expect(timeline.at(-1)!.type).toBe("created");
    // Nothing changed: no row.
    await updateLead(ada.id, { phone: "0191 000" }, [], STAFF);
    expect((await auditRows(ada.id)).filter((r) => r.action === "updated")).toHaveLength(1);
  });

  it("a change that fails leaves neither the change nor an audit row", async () => {
    const ada = await lead();
    const before = (await auditRows(ada.id)).length;
    await expect(
      updateLead(ada.id, { status: "qualified", company: "Acme" }, [], STAFF, {
        afterAudit: async () => {
          throw new Error("the change fails");
        },
      }),
    ).rejects.toThrow("the change fails");
    expect((await getLead(ada.id))!.status).toBe("new");
    expect((await getLead(ada.id))!.company).toBeNull();
    expect(await auditRows(ada.id)).toHaveLength(before);
  });

  it("the timeline has status changes, activities, submissions, registrations and newsletter, newest first", async () => {
    const ada = await lead();
    await updateLead(ada.id, { status: "contacted" }, [], STAFF);
    await insertContact(testDb.db, { email: " ADA@example.com", message: "Full message text" });
    await insertRegistration(testDb.db, { email: "ada@example.com" });
    await insertSubscription(testDb.db, { email: "ada@example.com", fullName: "Ada L" });
    await createActivity({ leadId: ada.id, type: "call", subject: "Intro call" }, STAFF);
    const { timeline } = (await getLeadRecord(ada.id))!;
    const types = new Set(timeline.map((e) => e.type));
    for (const type of [
      "created",
      "status-changed",
      "activity",
      "contact-submission",
      "dental-registration",
      "newsletter",
    ])
      expect(types, type).toContain(type);
    expect(timeline.find((e) => e.type === "status-changed")!.summary).toBe(
      "Status changed from New to Contacted",
    );
    expect(timeline.find((e) => e.type === "contact-submission")!.detail).toBe("Full message text");
    await updateLeadStatus(ada.id, "closed-lost", STAFF, { lostReason: "no-budget" });
    const changes = (await getLeadRecord(ada.id))!.timeline.filter(
      (e) => e.type === "status-changed",
    );
    expect(changes.map((e) => e.summary)).toContain(
      "Status changed from Contacted to Closed Lost: No budget",
    );
    const times = timeline.map((e) => e.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("convert in match mode adds to the lead with the same email; 'new' makes a second lead", async () => {
    const ada = await lead({ notes: "Met at the expo" });
    const contact = await insertContact(testDb.db, { email: "Ada@Example.com ", message: "Again" });
    expect((await findLeadsByEmails([" ADA@example.com"])).get("ada@example.com")?.id).toBe(ada.id);
    const { lead: same, merged } = await convertContact(contact.id, "match", STAFF);
    expect(merged).toBe(true);
    expect(same.id).toBe(ada.id);
    expect(same.notes).toBe("Met at the expo\n\nContact form message: Again");
    expect((await listLeads()).total).toBe(1);
    const { timeline } = (await getLeadRecord(ada.id))!;
    expect(timeline.some((e) => e.type === "converted" && e.by === STAFF)).toBe(true);
    await expect(convertContact(contact.id, "match", STAFF)).rejects.toBeInstanceOf(
      ConversionError,
    );

    const registration = await insertRegistration(testDb.db, { email: "ada@example.com" });
    const separate = await convertRegistration(registration.id, "new", STAFF);
    expect(separate.merged).toBe(false);
    expect(separate.lead.id).not.toBe(ada.id);
    expect((await listLeads()).total).toBe(2);
  });

  it("a registration added to a lead re-scores it", async () => {
    const ada = await lead();
    const registration = await insertRegistration(testDb.db, { email: "ada@example.com" });
    const { lead: scored } = await convertRegistration(registration.id, "match", STAFF);
    expect(scored.id).toBe(ada.id);
    expect(scored.score).toBeGreaterThan(ada.score);
    expect(scored.scoreReasons.map((r) => r.reason)).toContain("4-6 locations");
  });

  it("merge keeps this lead's values, fills blanks, moves everything and removes the other", async () => {
    const keep = await lead({ company: "Keep Ltd", notes: "Keep notes" });
    const other = await lead({
      firstName: "Augusta",
      email: "augusta@example.com",
      phone: "0191 111",
      company: "Other Ltd",
      notes: "Other notes",
    });
    await updateLead(other.id, { jobTitle: "Director" }, [], STAFF);
    await createActivity({ leadId: other.id, type: "call", subject: "Other's call" }, STAFF);
    const contact = await insertContact(testDb.db, { email: "augusta@example.com" });
    await convertContact(contact.id, "match", STAFF);

    const preview = await previewMerge(keep.id, other.id);
    expect(preview.values).toMatchObject({
      firstName: "Ada",
      company: "Keep Ltd",
      phone: "0191 111",
      jobTitle: "Director",
      notes: expect.stringContaining("Keep notes\n\nOther notes"),
    });
    await expect(mergeLeads(keep.id, keep.id, STAFF)).rejects.toBeInstanceOf(MergeError);

    const merged = await mergeLeads(keep.id, other.id, STAFF);
    expect(merged.phone).toBe("0191 111");
    expect(await getLead(other.id)).toBeUndefined();
    const moved = await testDb.db.select().from(activities).where(eq(activities.leadId, keep.id));
    expect(moved.map((a) => a.subject)).toEqual(["Other's call"]);
    const [submission] = await testDb.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, contact.id));
    expect(submission.leadId).toBe(keep.id);
    const { timeline } = (await getLeadRecord(keep.id))!;
    expect(timeline[0].type).toBe("merged");
    // The other lead's history came with it.
    expect(
      timeline.some(
        (e) => e.type === "field-changed" && e.changeLines?.some((l) => l.startsWith("Job title")),
      ),
    ).toBe(true);
  });

  it("planned follow-ups: due lists overdue first, completing counts towards the score", async () => {
    const ada = await lead();
    const now = new Date();
    const earlier = new Date(now.getTime() - 3_600_000);
    const later = new Date(Math.min(now.getTime() + 60_000, endOfUkDay(now).getTime()));
    const tomorrow = new Date(endOfUkDay(now).getTime() + 3_600_000);
    const late = await createActivity(
      { leadId: ada.id, type: "call", subject: "Late", dueAt: earlier.toISOString() },
      STAFF,
    );
    await createActivity(
      { leadId: ada.id, type: "email", subject: "Later", dueAt: later.toISOString() },
      STAFF,
    );
    await createActivity(
      { leadId: ada.id, type: "email", subject: "Tomorrow", dueAt: tomorrow.toISOString() },
      STAFF,
    );
    expect(late.completedDate).toBeNull();
    const due = await listDueActivities(now);
    expect(due.map((a) => [a.subject, a.overdue])).toEqual([
      ["Late", true],
      ["Later", false],
    ]);
    expect(await countDueActivities(now)).toEqual({ overdue: 1, dueToday: 1 });
    expect((await listLeads({ sort: "follow-up" })).leads[0].nextFollowUp?.getTime()).toBe(
      earlier.getTime(),
    );

    const scoreBefore = (await getLead(ada.id))!.score;
    const done = await completeActivity(late.id, { outcome: "successful", duration: 10 }, STAFF);
    expect(done!.completedDate).not.toBeNull();
    expect((await getLead(ada.id))!.score).toBe(scoreBefore + 5);
    await expect(completeActivity(late.id, {}, STAFF)).rejects.toBeInstanceOf(
      ActivityNotPlannedError,
    );
    expect(await completeActivity(999_999, {}, STAFF)).toBeUndefined();
    // A planned successful call does not count until it is done.
    await createActivity(
      {
        leadId: ada.id,
        type: "call",
        subject: "Planned",
        outcome: "successful",
        dueAt: tomorrow.toISOString(),
      },
      STAFF,
    );
    expect((await getLead(ada.id))!.score).toBe(scoreBefore + 5);
  });

  it("sorts by score, name and created; exports the list as formula-safe CSV", async () => {
    await lead({ firstName: "Zed", lastName: "Adams", email: "z@example.com" });
    await lead({
      firstName: "Bea",
      lastName: "Young",
      email: "b@example.com",
      phone: "1",
      company: "=HYPERLINK(1)",
    });
    expect((await listLeads({ sort: "score" })).leads[0].firstName).toBe("Bea");
    expect((await listLeads({ sort: "name" })).leads.map((l) => l.lastName)).toEqual([
      "Adams",
      "Young",
    ]);
    expect((await listLeads({ sort: "created" })).leads[0].firstName).toBe("Bea");
    const csv = await leadsCsv({ sort: "name" });
    const lines = csv.replace("\uFEFF", "").trim().split("\r\n");
    expect(lines[0]).toMatch(/^id,firstName,lastName,email/);
    expect(lines[1]).toContain("Zed,Adams");
    expect(lines[2]).toContain("'=HYPERLINK(1)");
  });

  it("activities page with a total; newsletter Show all pages and searches; staff unsubscribe is audited", async () => {
    const ada = await lead();
    for (let i = 0; i < 23; i++)
      await createActivity({ leadId: ada.id, type: "note", subject: `Note ${i}` }, STAFF);
    const second = await listActivities({ page: 2, pageSize: 20 });
    expect(second).toMatchObject({ total: 23, page: 2, pageCount: 2 });
    expect(second.activities).toHaveLength(3);

    for (let i = 0; i < 12; i++) await insertSubscription(testDb.db);
    const target = await insertSubscription(testDb.db, { email: "findme@example.com" });
    const all = await listNewsletterPage({ page: 2, pageSize: 10 });
    expect(all).toMatchObject({ total: 13, page: 2, pageCount: 2 });
    expect((await listNewsletterPage({ q: "FINDME" })).subscriptions.map((s) => s.id)).toEqual([
      target.id,
    ]);
    const after = await unsubscribeByStaff(target.id, STAFF);
    expect(after!.subscribed).toBe(false);
    const rows = await testDb.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityType, "newsletter-subscription"));
    expect(rows.map((r) => [r.action, r.actor, r.entityId])).toEqual([
      ["unsubscribed", STAFF, target.id],
    ]);
    expect(await unsubscribeByStaff(999_999, STAFF)).toBeUndefined();
  });

  it("reads form date-times as UK time in winter and summer", () => {
    expect(toIsoDateTime("2026-01-15T09:30")).toBe("2026-01-15T09:30:00.000Z");
    expect(toIsoDateTime("2026-07-15T09:30")).toBe("2026-07-15T08:30:00.000Z");
    expect(toIsoDateTime("2026-07-15T09:30:00+02:00")).toBe("2026-07-15T09:30:00+02:00");
    expect(toLocalInput("2026-07-15T08:30:00.000Z")).toBe("2026-07-15T09:30");
  });
});
