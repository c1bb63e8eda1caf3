/**
 * The lead record's entry points under the GDPR rules: a restricted person's lead takes no new
 * activity, completed follow-up, status change, conversion into it or merge; an erased
 * (suppressed) address cannot be added again by staff; the consent log shows on the timeline.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { activities, leads } from "@db/schema";
import { insertContact, insertRegistration } from "../../tests/helpers/crm-fixtures";
import { useTestDb } from "../../tests/helpers/test-db";
import { completeActivity, createActivity } from "./activities.server";
import { recordConsent, recordStaffWithdrawal } from "./consents.server";
import { convertContact, convertRegistration } from "./conversions.server";
import { mergeLeads } from "./lead-merge.server";
import { createLead, getLead, updateLead, updateLeadStatus } from "./leads.server";
import { PersonBlockedError, erasePerson, restrictPerson } from "./people.server";
import { getLeadRecord } from "./timeline.server";

const testDb = useTestDb();
const STAFF = "staff@durhamdata.test";
const lead = (o: Partial<Parameters<typeof createLead>[0]> = {}) =>
  createLead({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", ...o }, STAFF);
const blocked = (reason: "restricted" | "suppressed") =>
  expect.objectContaining({ constructor: PersonBlockedError, reason });

describe("lead record under the GDPR rules", () => {
  beforeEach(() => testDb.truncateAll());

  it("a restricted person's lead: no activity, follow-up, status change or merge; edits stay allowed", async () => {
    const ada = await lead();
    const other = await lead({ email: "ada.l@example.com" });
    const planned = await createActivity(
      { leadId: ada.id, type: "call", subject: "Call back", dueAt: new Date().toISOString() },
      STAFF,
    );
    await restrictPerson(" ADA@example.com", "Disputes accuracy", STAFF);

    await expect(
      createActivity({ leadId: ada.id, type: "call", subject: "Logged" }, STAFF),
    ).rejects.toEqual(blocked("restricted"));
    await expect(
      createActivity(
        { leadId: ada.id, type: "email", subject: "Plan", dueAt: new Date().toISOString() },
        STAFF,
      ),
    ).rejects.toEqual(blocked("restricted"));
    await expect(completeActivity(planned.id, {}, STAFF)).rejects.toEqual(blocked("restricted"));
    await expect(updateLeadStatus(ada.id, "qualified", STAFF)).rejects.toEqual(
      blocked("restricted"),
    );
    await expect(mergeLeads(ada.id, other.id, STAFF)).rejects.toEqual(blocked("restricted"));
    await expect(mergeLeads(other.id, ada.id, STAFF)).rejects.toEqual(blocked("restricted"));

    // Nothing changed: one (planned) activity, status new, both leads kept.
    expect(await testDb.db.select().from(activities)).toHaveLength(1);
    expect((await getLead(ada.id))!.status).toBe("new");
    expect(await testDb.db.select().from(leads)).toHaveLength(2);
    const [row] = await testDb.db.select().from(activities).where(eq(activities.id, planned.id));
    expect(row.completedDate).toBeNull();

    // Rectification (and a status left as it is) stays allowed.
    const fixed = await updateLead(ada.id, { phone: "0191 000", status: "new" }, [], STAFF);
    expect(fixed!.phone).toBe("0191 000");
  });

  it("conversions: a restricted match is refused in match mode, a new lead for a restricted or erased address too", async () => {
    const ada = await lead();
    await restrictPerson("ada@example.com", "Objects", STAFF);
    const contact = await insertContact(testDb.db, { email: "ada@example.com", message: "Hi" });
    await expect(convertContact(contact.id, "match", STAFF)).rejects.toEqual(blocked("restricted"));
    await expect(convertContact(contact.id, "new", STAFF)).rejects.toEqual(blocked("restricted"));
    expect((await getLead(ada.id))!.notes).toBeNull();
    expect(await testDb.db.select().from(leads)).toHaveLength(1);

    await lead({ email: "grace@example.com", firstName: "Grace" });
    await erasePerson("grace@example.com", STAFF);
    await expect(lead({ email: "Grace@Example.com" })).rejects.toEqual(blocked("suppressed"));
    // A registration stored without going through the form (so without lifting the suppression).
    const registration = await insertRegistration(testDb.db, { email: "grace@example.com" });
    await expect(convertRegistration(registration.id, "new", STAFF)).rejects.toEqual(
      blocked("suppressed"),
    );
  });

  it("the timeline shows the person's consents, given and withdrawn, with their source", async () => {
    const ada = await lead();
    await recordConsent(testDb.db, {
      email: "Ada@Example.com",
      purpose: "newsletter",
      granted: true,
      source: "form:newsletter",
    });
    await recordStaffWithdrawal("ada@example.com", "newsletter", "phone", STAFF);
    await recordConsent(testDb.db, {
      email: "someone@else.example",
      purpose: "newsletter",
      granted: true,
      source: "form:newsletter",
    });
    const { timeline } = (await getLeadRecord(ada.id))!;
    const consents = timeline.filter((e) => e.type === "consent");
    expect(consents.map((e) => e.summary)).toEqual([
      "Consent withdrawn: Newsletter",
      "Consent given: Newsletter",
    ]);
    expect(consents[0].by).toBe(STAFF);
    expect(consents[0].detail).toContain("the person told us by phone");
    expect(consents[1].by).toBe("visitor");
    expect(consents[1].detail).toContain("Through the newsletter form");
  });
});
