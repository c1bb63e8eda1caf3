/** Deal fields: the rules the model keeps (won date, lost reason, furthest stage) and their audit rows. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, leads } from "@db/schema";
import { dealFormSchema, moveLeadSchema, updateLeadWithDealSchema } from "~/schemas/deal";
import { ukDay } from "~/utils/uk-dates";
import { useTestDb } from "../../tests/helpers/test-db";
import { DealRuleError, createLead, updateLead, updateLeadStatus } from "./leads.server";

const testDb = useTestDb();
const ACTOR = "deals@example.com";
let n = 0;
const newLead = () =>
  createLead({ firstName: "Deal", lastName: `Lead ${++n}`, email: `deal${n}@example.com` }, ACTOR);
const auditOf = (id: number) =>
  testDb.db.select().from(auditEvents).where(eq(auditEvents.leadId, id)).orderBy(auditEvents.id);

describe("deal rules", () => {
  it("Closed Won sets the won date (UK today); leaving it clears the date", async () => {
    const lead = await newLead();
    const won = await updateLeadStatus(lead.id, "closed-won", ACTOR);
    expect(won?.wonDate).toBe(ukDay());
    expect(won?.stageReached).toBe(4);
    const reopened = await updateLeadStatus(lead.id, "proposal", ACTOR);
    expect(reopened?.wonDate).toBeNull();
    // The furthest stage reached does not go back.
    expect(reopened?.stageReached).toBe(4);
  });

  it("the UK day: 23:30 UTC on 31 March (BST) is 1 April in London", () => {
    expect(ukDay(new Date("2026-03-31T23:30:00Z"))).toBe("2026-04-01");
    expect(ukDay(new Date("2026-01-31T23:30:00Z"))).toBe("2026-01-31");
  });

  it("Closed Lost without a reason is refused and nothing changes", async () => {
    const lead = await newLead();
    await expect(updateLeadStatus(lead.id, "closed-lost", ACTOR)).rejects.toBeInstanceOf(
      DealRuleError,
    );
    await expect(
      updateLeadStatus(lead.id, "closed-lost", ACTOR, { lostReason: "other" }),
    ).rejects.toMatchObject({ field: "lostReasonOther" });
    const [row] = await testDb.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row.status).toBe("new");
    expect((await auditOf(lead.id)).map((a) => a.action)).toEqual(["created"]);
  });

  it("Closed Lost with a reason records it, when, and the audit row names it in words", async () => {
    const lead = await newLead();
    const before = Date.now();
    const lost = await updateLeadStatus(lead.id, "closed-lost", ACTOR, {
      lostReason: "other",
      lostReasonOther: "Went in-house",
    });
    expect(lost).toMatchObject({ lostReason: "other", lostReasonOther: "Went in-house" });
    expect(lost!.lostAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const rows = await auditOf(lead.id);
    const change = rows.at(-1)!;
    expect(change.actor).toBe(ACTOR);
    expect(change.summary).toBe("Status New → Closed Lost (Other: Went in-house)");
    expect(change.changes).toMatchObject({
      status: { from: "new", to: "closed-lost" },
      lostReason: { from: null, to: "other" },
      lostReasonOther: { from: null, to: "Went in-house" },
    });
    // When it was lost is the row's own time, not a change shown to staff.
    expect(change.changes).not.toHaveProperty("lostAt");
    // Leaving Closed Lost clears the reason.
    const back = await updateLeadStatus(lead.id, "contacted", ACTOR);
    expect(back).toMatchObject({ lostReason: null, lostReasonOther: null, lostAt: null });
  });

  it("value and expected close date are audited as field changes in words", async () => {
    const lead = await newLead();
    await updateLead(
      lead.id,
      { estimatedValue: 12000, expectedCloseDate: "2026-06-30" },
      [],
      ACTOR,
    );
    const last = (await auditOf(lead.id)).at(-1)!;
    expect(last.summary).toBe("Changed estimated value, expected close date");
    expect(last.changes).toEqual({
      estimatedValue: { from: null, to: 12000 },
      expectedCloseDate: { from: null, to: "2026-06-30" },
    });
    const cleared = await updateLead(lead.id, {}, ["estimatedValue"], ACTOR);
    expect(cleared?.estimatedValue).toBeNull();
  });

  it("a won lead's date cannot be emptied", async () => {
    const lead = await newLead();
    await updateLeadStatus(lead.id, "closed-won", ACTOR);
    await expect(updateLead(lead.id, {}, ["wonDate"], ACTOR)).rejects.toMatchObject({
      field: "wonDate",
    });
    const moved = await updateLead(lead.id, { wonDate: "2026-01-15" }, [], ACTOR);
    expect(moved?.wonDate).toBe("2026-01-15");
  });
});

describe("deal schemas", () => {
  it("whole pounds: '£12,000' is 12000; pence, negatives and words are refused", () => {
    expect(dealFormSchema.parse({ estimatedValue: "£12,000" }).estimatedValue).toBe(12000);
    for (const bad of ["12.50", "-5", "lots"])
      expect(dealFormSchema.safeParse({ estimatedValue: bad }).success, bad).toBe(false);
  });

  it("dates must exist", () => {
    expect(dealFormSchema.safeParse({ expectedCloseDate: "2026-02-30" }).success).toBe(false);
    expect(dealFormSchema.parse({ expectedCloseDate: "2026-02-28" }).expectedCloseDate).toBe(
      "2026-02-28",
    );
  });

  it("moving to Closed Lost needs a reason, and 'other' its words", () => {
    const issues = (input: object) => {
      const result = moveLeadSchema.safeParse(input);
      return result.success
        ? {}
        : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
    };
    expect(issues({ status: "closed-lost" })).toEqual({
      lostReason: "Choose why the lead was lost",
    });
    expect(issues({ status: "closed-lost", lostReason: "other" })).toEqual({
      lostReasonOther: "Say why the lead was lost",
    });
    expect(issues({ status: "closed-lost", lostReason: "price" })).toEqual({});
    expect(issues({ status: "qualified" })).toEqual({});
    expect(issues({ status: "nope" })).toHaveProperty("status");
  });

  it("the API takes JSON numbers and null", () => {
    expect(updateLeadWithDealSchema.parse({ estimatedValue: 500 }).estimatedValue).toBe(500);
    expect(updateLeadWithDealSchema.parse({ estimatedValue: null }).estimatedValue).toBeUndefined();
    expect(updateLeadWithDealSchema.safeParse({ lostReason: "bored" }).success).toBe(false);
  });
});
