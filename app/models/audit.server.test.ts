import { describe, expect, it } from "vitest";
import { auditEvents, leads } from "@db/schema";
import { useTestDb } from "../../tests/helpers/test-db";
import { changedFields, listAuditForLead, recordAudit, redactAudit } from "./audit.server";

describe("changedFields", () => {
  it("lists only the fields whose values differ, from -> to", () => {
    const before = { email: "a@x.com", phone: null as string | null, company: "Acme" };
    expect(changedFields(before, { email: "b@x.com", phone: undefined, company: "Acme" })).toEqual({
      email: { from: "a@x.com", to: "b@x.com" },
    });
    expect(changedFields(before, { phone: "0191" })).toEqual({ phone: { from: null, to: "0191" } });
  });

  it("compares dates by instant", () => {
    const at = new Date("2026-11-23T10:00:00Z");
    expect(changedFields({ at }, { at: new Date(at.getTime()) })).toEqual({});
  });
});

describe("audit trail", () => {
  const testDb = useTestDb();

  it("records rows in the caller's transaction: a failed change leaves none", async () => {
    const [lead] = await testDb.db
      .insert(leads)
      .values({ firstName: "Ada", lastName: "L", email: "ada@x.com" })
      .returning();
    await expect(
      testDb.db.transaction(async (tx) => {
        await recordAudit(tx, {
          actor: "staff@x.com",
          action: "updated",
          entityType: "lead",
          entityId: lead.id,
          leadId: lead.id,
          changes: { phone: { from: null, to: "1" } },
        });
        throw new Error("the change fails");
      }),
    ).rejects.toThrow("the change fails");
    expect(await listAuditForLead(lead.id)).toEqual([]);

    await recordAudit(testDb.db, {
      actor: "staff@x.com",
      action: "updated",
      entityType: "lead",
      entityId: lead.id,
      leadId: lead.id,
      changes: { phone: { from: null, to: "1" } },
      summary: "Phone added",
    });
    const rows = await listAuditForLead(lead.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor: "staff@x.com",
      changes: { phone: { from: null, to: "1" } },
    });
  });

  it("redaction blanks what a row says and keeps that it happened", async () => {
    const row = await recordAudit(testDb.db, {
      actor: "staff@x.com",
      action: "updated",
      entityType: "lead",
      entityId: 999,
      leadId: 999,
      changes: { email: { from: "old@x.com", to: "new@x.com" } },
      summary: "Email changed",
    });
    expect(await redactAudit(testDb.db, [row.id])).toBe(1);
    const [after] = await listAuditForLead(999);
    expect(after).toMatchObject({ id: row.id, action: "updated", changes: null, summary: null });
    expect(after.redactedAt).toBeInstanceOf(Date);
    expect(JSON.stringify(await testDb.db.select().from(auditEvents))).not.toContain("old@x.com");
  });
});
