/**
 * The import's fields beyond the Add Lead form's: a created date a new lead
 * keeps (UK and ISO dates; a bad or future date refused naming the value), a Closed Lost row with
 * its lost reason (refused in words without one), and notes an update would take past their
 * limit refused in words rather than dropped.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { leads } from "@db/schema";
import { reasonText } from "~/components/lead-import/texts";
import { useTestDb } from "../../tests/helpers/test-db";
import { parseLeadCsv } from "./lead-import-csv.server";
import {
  type ImportMode,
  type RowReason,
  checkRow,
  createImport,
  getImport,
  previewImport,
  runLeadImport,
  suggestMapping,
} from "./lead-import.server";
import { createLead } from "./leads.server";
import { erasePerson } from "./people.server";

const testDb = useTestDb();
const ADMIN = "admin@durhamdata.test";
const DEFAULTS = { status: "new" as const, ownerId: null, source: null };

const csvOf = (text: string) => {
  const result = parseLeadCsv(new TextEncoder().encode(text));
  if (!result.ok) throw new Error(result.refusal);
  return result.csv;
};

async function runImport(text: string, mode: ImportMode = "create-only") {
  const csv = csvOf(text);
  const mapping = await suggestMapping(csv.headers);
  const options = { mapping, mode, defaults: DEFAULTS };
  const preview = await previewImport(csv, options);
  const created = await createImport(
    { fileName: "f.csv", csv, ...options, lawfulBasis: "Old CRM export (legitimate interests)" },
    ADMIN,
  );
  if (!created.ok) throw new Error(created.problem);
  expect(await runLeadImport(created.id)).toBe("done");
  const imp = (await getImport(created.id))!;
  const refused = imp.refusedRows.map((r) => [
    r.line,
    r.reasons.map((reason) => reasonText(reason as RowReason)),
  ]);
  return { imp, preview, refused };
}

const leadOf = async (email: string) =>
  (await testDb.db.select().from(leads).where(eq(leads.email, email)))[0];

beforeEach(() => testDb.truncateAll());

describe("a created date", () => {
  it("is suggested for Create Date and kept by each new lead; a bad or future date is refused naming it", async () => {
    const text = [
      "Email,First name,Last name,Create Date",
      "uk@example.com,Uma,Kay,25/12/2024",
      "iso@example.com,Isa,So,2023-07-05 09:15",
      "none@example.com,No,Date,",
      "bad@example.com,Bad,Date,31/02/2024",
      "us@example.com,Us,Date,12/25/2024",
      "future@example.com,Fu,Ture,01/01/2999",
    ].join("\n");
    const before = Date.now();
    const { imp, preview, refused } = await runImport(text);
    expect(imp.mapping).toEqual(["email", "firstName", "lastName", "createdAt"]);
    expect(preview.counts).toEqual({ create: 3, update: 0, skip: 0, refuse: 3 });
    expect(preview.rows[0].values.createdAt).toBe("2024-12-25T00:00:00.000Z");
    expect((await leadOf("uk@example.com")).createdAt.toISOString()).toBe(
      "2024-12-25T00:00:00.000Z",
    );
    // Summer: UK time is an hour ahead of UTC.
    expect((await leadOf("iso@example.com")).createdAt.toISOString()).toBe(
      "2023-07-05T08:15:00.000Z",
    );
    expect((await leadOf("none@example.com")).createdAt.getTime()).toBeGreaterThanOrEqual(
      before - 1000,
    );
    expect(refused).toEqual([
      [
        5,
        [
          'Created date "31/02/2024" is not a date: write it day first (25/12/2024) or as 2024-12-25, a time after it if you like (25/12/2024 14:30)',
        ],
      ],
      [
        6,
        [
          'Created date "12/25/2024" is not a date: write it day first (25/12/2024) or as 2024-12-25, a time after it if you like (25/12/2024 14:30)',
        ],
      ],
      [7, ['Created date "01/01/2999" is in the future']],
    ]);
  });

  it("an erased person's row keeps no value a reason would name, the date included", async () => {
    const lead = await createLead(
      { firstName: "Er", lastName: "Ased", email: "gone@example.com" },
      ADMIN,
    );
    await erasePerson(lead.email, ADMIN);
    const { imp } = await runImport(
      "Email,First name,Last name,Created\ngone@example.com,Er,Ased,31/02/2024",
    );
    expect(imp.refusedRows).toEqual([
      {
        line: 2,
        cells: [],
        reasons: [
          { field: "createdAt", code: "invalid" },
          { field: "email", code: "suppressed" },
        ],
      },
    ]);
  });

  it("an update leaves the lead's own created date", async () => {
    const lead = await createLead(
      { firstName: "Old", lastName: "Lead", email: "old@example.com" },
      ADMIN,
    );
    await runImport(
      "Email,First name,Last name,Date created\nold@example.com,Old,Lead,01/01/2020",
      "create-and-update",
    );
    expect((await leadOf("old@example.com")).createdAt).toEqual(lead.createdAt);
  });
});

describe("a Closed Lost row", () => {
  it("takes its lost reason from the file (the CRM's reasons or the file's own words); without one it is refused saying what it needs", async () => {
    const text = [
      "Email,First name,Last name,Lead Status,Closed Lost Reason",
      "price@example.com,Pri,Ce,Closed Lost,Price too high",
      "words@example.com,Own,Words,closed-lost,Went with their cousin",
      "none@example.com,No,Reason,Closed Lost,",
      "open@example.com,Still,Open,Contacted,Price too high",
      `long@example.com,Lo,Ng,Closed Lost,${"x".repeat(201)}`,
    ].join("\n");
    const { imp, refused } = await runImport(text);
    expect(imp.mapping).toEqual(["email", "firstName", "lastName", "status", "lostReason"]);
    expect(await leadOf("price@example.com")).toMatchObject({
      status: "closed-lost",
      lostReason: "price",
      lostReasonOther: null,
      lostAt: expect.any(Date),
    });
    expect(await leadOf("words@example.com")).toMatchObject({
      status: "closed-lost",
      lostReason: "other",
      lostReasonOther: "Went with their cousin",
    });
    // Another status keeps no lost reason, as in the CRM.
    expect(await leadOf("open@example.com")).toMatchObject({
      status: "contacted",
      lostReason: null,
      lostAt: null,
    });
    expect(refused).toEqual([
      [
        4,
        [
          "Closed Lost needs a lost reason: map a column to Lost reason (Price too high, Not the right time, Chose another firm, No budget, Stopped replying, Not a fit for us, or the file's own words)",
        ],
      ],
      [6, ["Lost reason is too long: 201 characters, at most 200"]],
    ]);
  });

  it("checkRow names the lost reason the row lacks", () => {
    const mapping = ["email", "firstName", "lastName", "status"];
    expect(checkRow(["a@b.co", "A", "B", "Closed Lost"], mapping, DEFAULTS).reasons).toEqual([
      { field: "lostReason", code: "lost-needs-reason" },
    ]);
  });
});

describe("notes", () => {
  it("a new lead's notes past 5,000 characters are refused with their length; an update that would take the lead's notes past it is refused, never dropped", async () => {
    await createLead(
      { firstName: "Has", lastName: "Notes", email: "full@example.com", notes: "y".repeat(4990) },
      ADMIN,
    );
    const text = [
      "Email,First name,Last name,Notes",
      `long@example.com,Lo,Ng,${"n".repeat(5001)}`,
      "full@example.com,Has,Notes,Called back on Monday",
      "fits@example.com,Fi,Ts,Short note",
    ].join("\n");
    const { imp, preview, refused } = await runImport(text, "create-and-update");
    // The preview says so before Start.
    expect(preview.counts).toEqual({ create: 1, update: 0, skip: 0, refuse: 2 });
    expect(refused).toEqual([
      [2, ["Notes is too long: 5,001 characters, at most 5,000"]],
      [
        3,
        [
          "Notes would take the lead's notes past their limit: 5,013 characters with the notes the lead has, at most 5,000. Shorten them in the file, or add them on the lead's page",
        ],
      ],
    ]);
    expect(imp.updatedCount).toBe(0);
    expect((await leadOf("full@example.com")).notes).toBe("y".repeat(4990));
    expect((await leadOf("fits@example.com")).notes).toBe("Short note");
  });
});
