import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { activities, contactSubmissions, dentalRegistrations, leads } from "@db/schema";
import {
  insertContact,
  insertRegistration,
  insertSubscription,
} from "../../tests/helpers/crm-fixtures";
import { useTestDb } from "../../tests/helpers/test-db";
import {
  UnknownLeadError,
  createActivity,
  deleteActivity,
  listLatestActivities,
} from "./activities.server";
import { listContactSubmissionsForCrm } from "./contact-submissions.server";
import {
  ConversionError,
  convertContactToLead,
  convertRegistrationToLead,
  deleteDentalRegistrationAndRescore,
  processContactSubmission,
} from "./conversions.server";
import { listDentalRegistrationsForCrm } from "./dental-registrations.server";
import {
  createLead,
  deleteLead,
  getLead,
  getLeadWithActivities,
  listLeads,
  updateLead,
} from "./leads.server";
import {
  deleteNewsletterSubscription,
  listNewsletterSubscriptionsForCrm,
} from "./newsletter.server";
import { getStatistics } from "./statistics.server";

const testDb = useTestDb();
const STAFF = "anna@durhamdata.test";
const lead = (o: Partial<Parameters<typeof createLead>[0]> = {}) =>
  createLead({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", ...o }, STAFF);

describe("CRM models", () => {
  beforeEach(() => testDb.truncateAll());

  it("statistics follow every kind of change", async () => {
    expect(await getStatistics()).toEqual({
      totalLeads: 0,
      newLeads: 0,
      qualifiedLeads: 0,
      closedWonLeads: 0,
    });
    const a = await lead();
    const b = await lead({ status: "qualified" });
    expect(await getStatistics()).toEqual({
      totalLeads: 2,
      newLeads: 1,
      qualifiedLeads: 1,
      closedWonLeads: 0,
    });
    await updateLead(a.id, { status: "closed-won" }, [], STAFF);
    expect(await getStatistics()).toEqual({
      totalLeads: 2,
      newLeads: 0,
      qualifiedLeads: 1,
      closedWonLeads: 1,
    });
    // Any status at any time, including back to new.
    await updateLead(a.id, { status: "new" }, [], STAFF);
    expect(await getStatistics()).toEqual({
      totalLeads: 2,
      newLeads: 1,
      qualifiedLeads: 1,
      closedWonLeads: 0,
    });
    await convertContactToLead((await insertContact(testDb.db)).id, STAFF);
    expect(await getStatistics()).toEqual({
      totalLeads: 3,
      newLeads: 2,
      qualifiedLeads: 1,
      closedWonLeads: 0,
    });
    await deleteLead(b.id, STAFF);
    expect(await getStatistics()).toEqual({
      totalLeads: 2,
      newLeads: 2,
      qualifiedLeads: 0,
      closedWonLeads: 0,
    });
  });

  it("lists newest first in pages of 50 with the total, and searches name, email and company", async () => {
    const rows = Array.from({ length: 120 }, (_, i) => ({
      firstName: `First${i}`,
      lastName: i === 7 ? "O'Brien" : `Last${i}`,
      email: `person${i}@example.com`,
      company: i % 10 === 0 ? "Tooth Co" : null,
      status: i % 2 ? "contacted" : "new",
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
    }));
    await testDb.db.insert(leads).values(rows);
    const first = await listLeads();
    expect(first.total).toBe(120);
    expect(first.pageCount).toBe(3);
    expect(first.leads).toHaveLength(50);
    expect(first.leads[0].firstName).toBe("First119");
    const last = await listLeads({ page: 3 });
    expect(last.leads).toHaveLength(20);
    expect(last.leads.at(-1)!.firstName).toBe("First0");
    expect((await listLeads({ page: 99 })).page).toBe(3);
    expect((await listLeads({ q: "tooth" })).total).toBe(12);
    const beyond = await listLeads({ q: "tooth", page: 7, pageSize: 5 });
    expect([beyond.page, beyond.pageCount, beyond.total, beyond.leads.length]).toEqual([
      3, 3, 12, 2,
    ]);
    expect((await listLeads({ q: "PERSON7@" })).leads.map((l) => l.firstName)).toEqual(["First7"]);
    expect((await listLeads({ q: "o'brien" })).total).toBe(1);
    expect((await listLeads({ q: "First3 Last3" })).total).toBe(1);
    expect((await listLeads({ q: "%" })).total).toBe(0);
    expect((await listLeads({ status: "contacted" })).total).toBe(60);
    expect((await listLeads({ status: "contacted", q: "tooth" })).total).toBe(0);
  });

  it("stores optional fields as null, scores on create and re-scores on update", async () => {
    const created = await lead({ phone: "0191", source: "referral" });
    expect(created.company).toBeNull();
    expect(created.score).toBe(35);
    expect(created.scoreReasons.map((r) => r.points)).toEqual([15, 20]);
    const updated = await updateLead(created.id, { company: "Acme" }, [], STAFF);
    expect(updated!.score).toBe(45);
    const cleared = await updateLead(created.id, {}, ["phone"], STAFF);
    expect(cleared!.phone).toBeNull();
    expect(cleared!.score).toBe(30);
    expect(await updateLead(999999, { status: "new" }, [], STAFF)).toBeUndefined();
  });

  it("deleting a lead deletes its activities", async () => {
    const a = await lead();
    const other = await lead();
    await createActivity({ leadId: a.id, type: "call", subject: "Intro" }, "staff@example.com");
    await createActivity({ leadId: other.id, type: "note", subject: "Keep" }, "staff@example.com");
    expect(await deleteLead(a.id, STAFF)).toBe(true);
    const left = await testDb.db.select().from(activities);
    expect(left.map((r) => r.subject)).toEqual(["Keep"]);
    expect(await deleteLead(a.id, STAFF)).toBe(false);
  });

  it("activities record who and when, list latest 20 with the lead's name, and re-score the lead", async () => {
    const a = await lead();
    const before = Date.now();
    const first = await createActivity(
      { leadId: a.id, type: "call", subject: "Call", outcome: "successful", duration: 15 },
      "staff@example.com",
    );
    expect(first.createdBy).toBe("staff@example.com");
    expect(first.completedDate!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await getLead(a.id))!.score).toBe(5);
    for (let i = 0; i < 22; i++)
      await createActivity({ leadId: a.id, type: "note", subject: `Note ${i}` }, "s@example.com");
    const latest = await listLatestActivities();
    expect(latest).toHaveLength(20);
    expect(latest[0].subject).toBe("Note 21");
    expect(latest[0].leadName).toBe("Ada Lovelace");
    expect(await deleteActivity(first.id, STAFF)).toBe(true);
    expect((await getLead(a.id))!.score).toBe(0);
    expect((await getLeadWithActivities(a.id))!.activities).toHaveLength(22);
    await expect(
      createActivity({ leadId: 424242, type: "note", subject: "x" }, "s@example.com"),
    ).rejects.toBeInstanceOf(UnknownLeadError);
  });

  it("contact → lead maps every field and leaves the unprocessed list", async () => {
    const contact = await insertContact(testDb.db, { source: "referral" });
    const keep = await insertContact(testDb.db, { email: "other@example.com" });
    const created = await convertContactToLead(contact.id, STAFF);
    expect(created).toMatchObject({
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace@example.com",
      company: "Navy Dental",
      source: "referral",
      notes: "Contact form message: Subject: Data\n\nWe need help with our reporting.",
      status: "new",
      phone: null,
      industry: null,
    });
    const [stored] = await testDb.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, contact.id));
    expect(stored.processed).toBe(true);
    expect(stored.leadId).toBe(created.id);
    expect(stored.processedAt).toBeInstanceOf(Date);
    expect((await listContactSubmissionsForCrm()).map((c) => c.id)).toEqual([keep.id]);
    await expect(convertContactToLead(contact.id, STAFF)).rejects.toMatchObject({
      reason: "already-processed",
    });
  });

  it("a contact without a source converts with source website", async () => {
    const contact = await insertContact(testDb.db, { source: "" });
    expect((await convertContactToLead(contact.id, STAFF)).source).toBe("website");
  });

  it("registration → lead maps every field, summarises the answers and scores the registration", async () => {
    const registration = await insertRegistration(testDb.db);
    const created = await convertRegistrationToLead(registration.id, STAFF);
    expect(created).toMatchObject({
      firstName: "Ada",
      lastName: "King Lovelace",
      email: "ada@example.com",
      phone: "0191 496 0000",
      company: "Smile Practice Group",
      jobTitle: "Practice Owner",
      industry: "dental",
      source: "dental-intelligence",
    });
    expect(created.notes).toBe(
      "DentalIQ registration.\nBiggest challenge: Our cancellations are not tracked across sites.\n" +
        "PMS: SOE Software of Excellence\nLocations: 4-6\nDiscovery call: Yes, within the next week",
    );
    // phone 15 + company 10 + job title 10 + dental 15 + source 15 + 4-6 locations 10 + call within a week 15
    expect(created.score).toBe(90);
    expect(await listDentalRegistrationsForCrm()).toEqual([]);
    const [stored] = await testDb.db.select().from(dentalRegistrations);
    expect(stored).toMatchObject({ processed: true, leadId: created.id });
    // Deleting the linked registration re-scores the lead without its answers.
    expect(await deleteDentalRegistrationAndRescore(registration.id, STAFF)).toBe(true);
    expect((await getLead(created.id))!.score).toBe(65);
  });

  it("a conversion that fails inside the transaction leaves neither half", async () => {
    const contact = await insertContact(testDb.db);
    const boom = new Error("forced failure after the lead insert");
    await expect(
      convertContactToLead(contact.id, STAFF, {
        afterLeadCreated: async () => {
          throw boom;
        },
      }),
    ).rejects.toBe(boom);
    const registration = await insertRegistration(testDb.db);
    await expect(
      convertRegistrationToLead(registration.id, STAFF, {
        // The item disappears mid-way (as if deleted by someone else): marking it fails.
        afterLeadCreated: async (_lead, tx) => {
          await tx.delete(dentalRegistrations).where(eq(dentalRegistrations.id, registration.id));
        },
      }),
    ).rejects.toBeInstanceOf(ConversionError);
    expect(await testDb.db.select().from(leads)).toEqual([]);
    expect((await listContactSubmissionsForCrm()).map((c) => c.id)).toEqual([contact.id]);
    expect((await listDentalRegistrationsForCrm()).map((r) => r.id)).toEqual([registration.id]);
    await expect(convertContactToLead(987654, STAFF)).rejects.toMatchObject({
      reason: "not-found",
    });
  });

  it("processing links an item to an existing lead; an unknown lead changes nothing", async () => {
    const contact = await insertContact(testDb.db);
    await expect(processContactSubmission(contact.id, 31337, STAFF)).rejects.toMatchObject({
      reason: "unknown-lead",
    });
    expect(await listContactSubmissionsForCrm()).toHaveLength(1);
    const a = await lead();
    const processed = await processContactSubmission(contact.id, a.id, STAFF);
    expect(processed).toMatchObject({ processed: true, leadId: a.id });
    expect(await listContactSubmissionsForCrm()).toHaveLength(0);
  });

  it("newsletter subscriptions: newest first, limited, deletable", async () => {
    for (let i = 0; i < 12; i++) {
      await insertSubscription(testDb.db, {
        subscribedAt: new Date(Date.UTC(2026, 0, 1 + i)),
        subscribed: i !== 11,
      });
    }
    const firstTen = await listNewsletterSubscriptionsForCrm(10);
    expect(firstTen).toHaveLength(10);
    expect(firstTen[0].subscribed).toBe(false);
    expect(firstTen[0].subscribedAt.getTime()).toBeGreaterThan(firstTen[9].subscribedAt.getTime());
    expect(await listNewsletterSubscriptionsForCrm()).toHaveLength(12);
    expect(await deleteNewsletterSubscription(firstTen[0].id, STAFF)).toBe(true);
    expect(await deleteNewsletterSubscription(firstTen[0].id, STAFF)).toBe(false);
  });
});
