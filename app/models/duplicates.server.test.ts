/** Possible duplicates beyond the exact email, and "not a duplicate" remembered and audited. */
import { beforeEach, describe, expect, it } from "vitest";
import { useTestDb } from "../../tests/helpers/test-db";
import { listAuditForLead } from "./audit.server";
import {
  dismissDuplicate,
  dismissInboxDuplicate,
  findInboxDuplicates,
  findPossibleDuplicates,
  normalisePhone,
} from "./duplicates.server";
import { createLead, deleteLead } from "./leads.server";

const testDb = useTestDb();
const STAFF = "anna@durhamdata.test";
const lead = (o: Partial<Parameters<typeof createLead>[0]> & { email: string }) =>
  createLead({ firstName: "Ken", lastName: "Wilson", ...o }, STAFF);

describe("possible duplicates", () => {
  beforeEach(() => testDb.truncateAll());

  it("reads phone numbers by their digits, +44 as 0", () => {
    expect(normalisePhone("+44 (0)191 496 0000")).toBe("01914960000");
    expect(normalisePhone("+44 191 496 0000")).toBe("01914960000");
    expect(normalisePhone("0191-496 0000")).toBe("01914960000");
    expect(normalisePhone(null)).toBe("");
  });

  it("flags the same name with different emails, the same phone, the same surname and company", async () => {
    const ken = await lead({ email: "ken@tyneside.example", company: "Tyneside Vets" });
    const sameName = await lead({ email: "k.wilson@other.example", firstName: " ken " });
    const samePhone = await createLead(
      { firstName: "Ann", lastName: "Other", email: "ann@x.example", phone: "+44 (0)191 496 0000" },
      STAFF,
    );
    await createLead(
      { firstName: "Zed", lastName: "Zulu", email: "zed@x.example", phone: "0191 496 0001" },
      STAFF,
    );
    const sameCompany = await createLead(
      { firstName: "Mary", lastName: "WILSON", email: "mary@x.example", company: "tyneside vets" },
      STAFF,
    );
    const { updateLead } = await import("./leads.server");
    await updateLead(ken.id, { phone: "0191 496 0000" }, [], STAFF);

    const found = await findPossibleDuplicates(ken.id);
    expect(found.map((d) => [d.id, d.reasons])).toEqual([
      [sameName.id, ["name"]],
      [samePhone.id, ["phone"]],
      [sameCompany.id, ["surname-company"]],
    ]);
    expect(found[0].email).toBe("k.wilson@other.example");
    expect((await findPossibleDuplicates(sameName.id)).map((d) => d.id)).toEqual([ken.id]);
  });

  it("a dismissed pair stays dismissed, both ways, and is audited on both leads", async () => {
    const ken = await lead({ email: "ken@tyneside.example" });
    const other = await lead({ email: "k.wilson@other.example" });
    expect(await dismissDuplicate(ken.id, other.id, STAFF)).toBe(true);
    expect(await findPossibleDuplicates(ken.id)).toEqual([]);
    expect(await findPossibleDuplicates(other.id)).toEqual([]);
    // Once more changes nothing (no second audit row).
    expect(await dismissDuplicate(other.id, ken.id, STAFF)).toBe(true);
    for (const [self, them] of [
      [ken, other],
      [other, ken],
    ]) {
      const rows = (await listAuditForLead(self.id)).filter(
        (row) => row.action === "duplicate-dismissed",
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        actor: STAFF,
        summary: `Marked as not a duplicate of Ken Wilson (${them.email})`,
      });
    }
    expect(await dismissDuplicate(ken.id, ken.id, STAFF)).toBe(false);
    expect(await dismissDuplicate(ken.id, 999999, STAFF)).toBe(false);
    // A third lead with the same name is still flagged.
    const third = await lead({ email: "kw@third.example" });
    expect((await findPossibleDuplicates(ken.id)).map((d) => d.id)).toEqual([third.id]);
    await deleteLead(third.id, STAFF);
    expect(await findPossibleDuplicates(ken.id)).toEqual([]);
  });

  it("flags inbox items by the same rules; a dismissed item and lead pair stays dismissed", async () => {
    const ken = await lead({ email: "ken@tyneside.example", company: "Tyneside Vets" });
    const byPhone = await createLead(
      { firstName: "Ann", lastName: "Other", email: "ann@x.example", phone: "0191 496 0000" },
      STAFF,
    );
    const item = {
      id: 7,
      emails: ["k.wilson@form.example"],
      phone: null,
      firstName: "KEN ",
      lastName: "wilson",
      company: null,
    };
    const phoned = {
      id: 8,
      emails: ["someone@form.example"],
      phone: "+44 191 496 0000",
      firstName: "Sam",
      lastName: "Else",
      company: null,
    };
    const found = await findInboxDuplicates("contact", [item, phoned]);
    expect(found.get(7)?.map((d) => [d.id, d.reasons])).toEqual([[ken.id, ["name"]]]);
    expect(found.get(8)?.map((d) => [d.id, d.reasons])).toEqual([[byPhone.id, ["phone"]]]);

    const label = "the contact form from Ken Wilson (k.wilson@form.example)";
    expect(await dismissInboxDuplicate("contact", 7, ken.id, label, STAFF)).toBe(true);
    expect(await dismissInboxDuplicate("contact", 7, ken.id, label, STAFF)).toBe(true);
    expect((await findInboxDuplicates("contact", [item])).has(7)).toBe(false);
    // The pair is this item's: a registration with the same id is still flagged.
    expect((await findInboxDuplicates("registration", [item])).get(7)?.[0].id).toBe(ken.id);
    const audit = (await listAuditForLead(ken.id)).filter(
      (row) => row.action === "duplicate-dismissed",
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor: STAFF,
      entityType: "contact-submission",
      entityId: 7,
      summary: `Marked as not the same person as ${label}`,
    });
    expect(await dismissInboxDuplicate("contact", 7, 999999, label, STAFF)).toBe(false);
  });
});
