/**
 * A merge that loses nothing: per field staff choose whose value stays; the email not chosen is
 * kept as an additional address (matching and subject access use it), any other value not chosen
 * goes into the notes with the lead it came from.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { insertContact } from "../../tests/helpers/crm-fixtures";
import { useTestDb } from "../../tests/helpers/test-db";
import { convertContact } from "./conversions.server";
import { findMergedInto, mergeLeads, previewMerge } from "./lead-merge.server";
import { createLead, findLeadByEmail, findLeadsByEmails, getLead } from "./leads.server";
import { findPerson } from "./people.server";

const testDb = useTestDb();
const STAFF = "anna@durhamdata.test";

describe("merge with a choice per field", () => {
  beforeEach(() => testDb.truncateAll());

  async function pair() {
    const keep = await createLead(
      {
        firstName: "Jane",
        lastName: "Tester",
        email: "jane@example.com",
        phone: "0191 111 1111",
        company: "Tester Dental",
        notes: "Met at the expo",
      },
      STAFF,
    );
    const other = await createLead(
      {
        firstName: "Jane",
        lastName: "Tester",
        email: "Jane.Tester@Work.example",
        phone: "0191 222 2222",
        company: "Tester Dental",
        jobTitle: "Practice Manager",
        notes: "Asked about pricing",
      },
      STAFF,
    );
    return { keep, other };
  }

  it("keeps both emails, the chosen phone, the other phone in the notes with its origin", async () => {
    const { keep, other } = await pair();
    const preview = await previewMerge(keep.id, other.id);
    expect(preview.conflicts).toEqual(["email", "phone"]);

    await mergeLeads(keep.id, other.id, STAFF, { email: "keep", phone: "other" });
    const merged = (await getLead(keep.id))!;
    expect(merged.email).toBe("jane@example.com");
    expect(merged.additionalEmails).toEqual(["jane.tester@work.example"]);
    expect(merged.phone).toBe("0191 222 2222");
    expect(merged.jobTitle).toBe("Practice Manager");
    expect(merged.notes).toContain("Met at the expo");
    expect(merged.notes).toContain("Asked about pricing");
    expect(merged.notes).toContain("Phone from Jane Tester (jane@example.com): 0191 111 1111");
    expect(merged.notes).toMatch(/Values not kept in the merge of \d{1,2} \w{3} \d{4}:/);
    expect(await findMergedInto(other.id)).toBe(keep.id);
  });

  it("choosing the other email keeps this lead's as the additional address", async () => {
    const { keep, other } = await pair();
    await mergeLeads(keep.id, other.id, STAFF, { email: "other", phone: "keep" });
    const merged = (await getLead(keep.id))!;
    expect(merged.email).toBe("Jane.Tester@Work.example");
    expect(merged.additionalEmails).toEqual(["jane@example.com"]);
    expect(merged.notes).toContain(
      "Phone from Jane Tester (Jane.Tester@Work.example): 0191 222 2222",
    );
  });

  it("a submission later sent from the second email matches the kept lead; subject access finds it", async () => {
    const { keep, other } = await pair();
    await mergeLeads(keep.id, other.id, STAFF, { email: "keep", phone: "keep" });
    expect((await findLeadByEmail(" JANE.TESTER@work.example "))?.id).toBe(keep.id);
    expect(
      (await findLeadsByEmails(["jane.tester@work.example"])).get("jane.tester@work.example")?.id,
    ).toBe(keep.id);
    const contact = await insertContact(testDb.db, {
      firstName: "Jane",
      lastName: "Tester",
      email: "jane.tester@work.example",
    });
    const { lead, merged } = await convertContact(contact.id, "match", STAFF);
    expect(merged).toBe(true);
    expect(lead.id).toBe(keep.id);
    const person = await findPerson("jane.tester@work.example");
    expect(person.leads.map((l) => l.id)).toEqual([keep.id]);
  });
});
