/**
 * A lead import's refused rows that name a person: found by subject access (the row's cells under
 * their column names) and taken out by erasure, leaving the other rows and the import's counts.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { leadImports } from "@db/schema";
import { recordRows } from "~/components/people/person-fields";
import { useTestDb } from "../../tests/helpers/test-db";
import { erasePerson, findPerson, personCounts } from "./people.server";

const testDb = useTestDb();
const PERSON = "ada@example.com";

beforeEach(async () => {
  await testDb.truncateAll();
  await testDb.db.insert(leadImports).values({
    createdBy: "admin@example.com",
    fileName: "delegates.csv",
    encoding: "utf-8",
    headers: ["Email", "First name", "Phone"],
    mapping: ["email", "firstName", "phone"],
    mode: "create-only",
    lawfulBasis: "Dental Show 2026 delegates",
    state: "done",
    totalRows: 3,
    refusedCount: 2,
    refusedRows: [
      {
        line: 2,
        cells: [" Ada@Example.com ", "Ada", "not a phone"],
        reasons: [{ field: "phone", code: "invalid" }],
      },
      {
        line: 3,
        cells: ["grace@example.com", "", ""],
        reasons: [{ field: "firstName", code: "required" }],
      },
    ],
  });
});

describe("refused import rows in subject access and erasure", () => {
  it("finds the row holding the address, with each cell under its column", async () => {
    const person = await findPerson(PERSON);
    expect(person.importRefusals).toHaveLength(1);
    expect(personCounts(person).importRefusals).toBe(1);
    const rows = recordRows("importRefusals", person.importRefusals[0], { letter: true });
    expect(rows).toEqual([
      { key: "fileName", label: "File", value: "delegates.csv" },
      { key: "importedAt", label: "Imported", value: expect.any(String) },
      { key: "line", label: "Line in the file", value: "2" },
      {
        key: "row",
        label: "What the row held",
        value: ["Email:  Ada@Example.com ", "First name: Ada", "Phone: not a phone"],
      },
    ]);
    expect((await findPerson("nobody@example.com")).importRefusals).toEqual([]);
  });

  it("erasure takes the person's row out and leaves the other row and the counts", async () => {
    await erasePerson(PERSON, "admin@example.com");
    expect((await findPerson(PERSON)).importRefusals).toEqual([]);
    const [saved] = await testDb.db.select().from(leadImports);
    expect(saved.refusedRows.map((row) => row.line)).toEqual([3]);
    expect(saved.refusedCount).toBe(2);
    expect((await findPerson("grace@example.com")).importRefusals).toHaveLength(1);
  });
});
