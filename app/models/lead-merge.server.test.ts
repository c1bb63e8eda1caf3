/** Where a merged lead's old address leads: findMergedInto follows the merge audit rows. */
import { beforeEach, describe, expect, it } from "vitest";
import { useTestDb } from "../../tests/helpers/test-db";
import { findMergedInto, mergeLeads } from "./lead-merge.server";
import { createLead, deleteLead, updateLead } from "./leads.server";

const testDb = useTestDb();
const STAFF = "staff@durhamdata.test";
const lead = (name: string) =>
  createLead({ firstName: name, lastName: "Test", email: `${name}@example.com` }, STAFF);

describe("findMergedInto", () => {
  beforeEach(() => testDb.truncateAll());

  it("a lead merged into another leads to the kept lead", async () => {
    const keep = await lead("keep");
    const other = await lead("other");
    await mergeLeads(keep.id, other.id, STAFF);
    expect(await findMergedInto(other.id)).toBe(keep.id);
  });

  it("follows later merges to the lead that holds the record now", async () => {
    const first = await lead("first");
    const second = await lead("second");
    const third = await lead("third");
    await mergeLeads(second.id, first.id, STAFF);
    await mergeLeads(third.id, second.id, STAFF);
    expect(await findMergedInto(first.id)).toBe(third.id);
    expect(await findMergedInto(second.id)).toBe(third.id);
  });

  it("nothing for an id that never existed, a deleted lead, or one whose kept lead is gone", async () => {
    expect(await findMergedInto(999_999)).toBeUndefined();
    const deleted = await lead("deleted");
    // Other audit rows about the lead (an edit, the deletion) are no forwarding record.
    await updateLead(deleted.id, { company: "Gone Ltd" }, [], STAFF);
    await deleteLead(deleted.id, STAFF);
    expect(await findMergedInto(deleted.id)).toBeUndefined();

    const keep = await lead("kept");
    const other = await lead("merged");
    await mergeLeads(keep.id, other.id, STAFF);
    await deleteLead(keep.id, STAFF);
    expect(await findMergedInto(other.id)).toBeUndefined();
  });
});
