/** The lead import: modes, matching by additional email, refusals and their reasons, Undo. */
import { asc, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  activities,
  auditEvents,
  leadImportChanges,
  leadImportRows,
  leadImports,
  leads,
} from "@db/schema";
import { getDbHandle } from "@db/client.server";
import { useTestDb } from "../../tests/helpers/test-db";
import { startWorkers } from "./job-workers.server";
import { stopJobs } from "./jobs.server";
import { parseLeadCsv } from "./lead-import-csv.server";
import {
  type ImportMode,
  checkRow,
  createImport,
  getImport,
  planUndo,
  previewImport,
  runLeadImport,
  suggestMapping,
  suggestMappingWithNotes,
  refusedRowsCsv,
  undoImport,
} from "./lead-import.server";
import { createActivity } from "./activities.server";
import { createLead, updateLead } from "./leads.server";
import { mergeLeads } from "./lead-merge.server";
import { erasePerson, findPerson } from "./people.server";

const testDb = useTestDb();
const ADMIN = "admin@durhamdata.test";
const DEFAULTS = { status: "new" as const, ownerId: null, source: "event" };

const csvOf = (text: string) => {
  const result = parseLeadCsv(new TextEncoder().encode(text));
  if (!result.ok) throw new Error(result.refusal);
  return result.csv;
};

const FILE = [
  "First name,Last name,E-mail,Company,Phone,Ignored",
  'Ada,Lovelace,ada@example.com,=HYPERLINK("http://evil.test"),01234 567890,x',
  "Alan,Turing,ALAN@example.com,Bletchley,,x",
  ",Nameless,nameless@example.com,,,x",
  "Grace,Hopper,not-an-email,,,x",
  "Ada,Again,ada@example.com,,,x",
  "Old,Friend,old.second@example.com,New Company Ltd,07000 000000,x",
].join("\n");

async function runImport(text: string, mode: ImportMode, batchRows?: number) {
  const csv = csvOf(text);
  const created = await createImport(
    {
      fileName: "leads.csv",
      csv,
      mapping: await suggestMapping(csv.headers),
      mode,
      defaults: DEFAULTS,
      lawfulBasis: "Delegate list, Dental Show 2026 (legitimate interests)",
    },
    ADMIN,
  );
  if (!created.ok) throw new Error(created.problem);
  expect(await runLeadImport(created.id, batchRows)).toBe("done");
  return (await getImport(created.id))!;
}

/** An existing lead whose second address (kept by a merge) is old.second@example.com. */
async function existingLead() {
  const kept = await createLead(
    { firstName: "Old", lastName: "Friend", email: "old@example.com", company: "Old Co" },
    ADMIN,
  );
  const other = await createLead(
    { firstName: "Old", lastName: "Friend", email: "old.second@example.com" },
    ADMIN,
  );
  await mergeLeads(kept.id, other.id, ADMIN);
  const [row] = await testDb.db.select().from(leads).where(eq(leads.id, kept.id));
  expect(row.additionalEmails).toEqual(["old.second@example.com"]);
  return row;
}

/** Every table that holds the CRM's data, each as its rows in order (the import's own excepted). */
async function dumpTables(): Promise<Record<string, unknown[]>> {
  // PGlite answers {rows}, postgres.js the rows themselves.
  const rowsOf = <T>(result: unknown) =>
    ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
  const tables = rowsOf<{ table_name: string }>(
    await testDb.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  );
  const names = tables
    .map((r) => r.table_name)
    .filter((name) => !name.startsWith("lead_import") && name !== "audit_events");
  const dump: Record<string, unknown[]> = {};
  for (const name of names) {
    // Each row as PostgreSQL writes it (microseconds and all), in one order.
    dump[name] = rowsOf<{ row: string }>(
      await testDb.db.execute(sql.raw(`select t::text as row from "${name}" t order by 1`)),
    ).map((r) => r.row);
  }
  expect(Object.keys(dump)).toContain("leads");
  return dump;
}

describe("checkRow", () => {
  const mapping = ["firstName", "lastName", "email", "industry", "status", null];
  it("takes labels or codes for coded fields and applies the defaults", () => {
    const row = checkRow(["Ada", "L", "a@b.co", "Dental", "Closed Won", "x"], mapping, DEFAULTS);
    expect(row).toEqual({
      values: {
        firstName: "Ada",
        lastName: "L",
        email: "a@b.co",
        industry: "dental",
        status: "closed-won",
        source: "event",
      },
      reasons: [],
    });
  });

  it("names each field's problem as a code", () => {
    const long = "x".repeat(101);
    expect(
      checkRow([long, "", "nope", "Mining", "Closed Lost"], mapping, DEFAULTS).reasons,
    ).toEqual([
      { field: "firstName", code: "too-long", length: 101 },
      { field: "lastName", code: "required" },
      { field: "email", code: "invalid" },
      { field: "industry", code: "invalid", value: "Mining" },
      { field: "lostReason", code: "lost-needs-reason" },
    ]);
  });
});

describe("importing", () => {
  beforeEach(() => testDb.truncateAll());

  it("create only: creates new leads, refuses bad rows, repeats and an existing address (additional email)", async () => {
    const old = await existingLead();
    const imp = await runImport(FILE, "create-only");
    expect(imp).toMatchObject({
      state: "done",
      totalRows: 6,
      processedRows: 6,
      createdCount: 2,
      updatedCount: 0,
      refusedCount: 4,
    });
    expect(imp.refusedRows.map((r) => [r.line, r.reasons])).toEqual([
      [4, [{ field: "firstName", code: "required" }]],
      [5, [{ field: "email", code: "invalid" }]],
      [6, [{ field: "email", code: "duplicate-in-file" }]],
      [7, [{ field: "email", code: "exists" }]],
    ]);
    expect(imp.refusedRows[0].cells).toEqual(["", "Nameless", "nameless@example.com", "", "", "x"]);
    const created = await testDb.db
      .select()
      .from(leads)
      .where(sql`${leads.id} <> ${old.id}`)
      .orderBy(asc(leads.id));
    expect(created.map((l) => [l.email, l.company, l.source, l.status])).toEqual([
      ["ada@example.com", '=HYPERLINK("http://evil.test")', "event", "new"],
      ["ALAN@example.com", "Bletchley", "event", "new"],
    ]);
    // Scored as Add Lead would: phone, company, source.
    expect(created[0].score).toBe(15 + 10 + 15);
    // Where they came from: an offline source, imported from a file.
    expect(created.map((l) => [l.originalSource?.detail, l.latestSource?.category])).toEqual([
      ["import", "offline"],
      ["import", "offline"],
    ]);
    const audit = await testDb.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.leadId, created[0].id));
    expect(audit).toHaveLength(1);
    expect(audit[0].actor).toBe(ADMIN);
    expect(audit[0].summary).toBe(
      `Lead created (source: Event) by import #${imp.id} (leads.csv). Lawful basis: Delegate list, Dental Show 2026 (legitimate interests)`,
    );
    // The file's rows are gone once done; refused rows are kept with the import.
    expect(await testDb.db.select().from(leadImportRows)).toEqual([]);
  });

  it("skip existing: a matched address is skipped, not refused, and the lead is left as it was", async () => {
    const old = await existingLead();
    const imp = await runImport(FILE, "skip-existing");
    expect(imp).toMatchObject({
      createdCount: 2,
      updatedCount: 0,
      skippedCount: 1,
      refusedCount: 3,
    });
    const [after] = await testDb.db.select().from(leads).where(eq(leads.id, old.id));
    expect(after).toEqual(old);
  });

  it("create and update: updates the lead matched by its additional email, audited; Undo restores every table", async () => {
    const old = await existingLead();
    await createLead({ firstName: "Someone", lastName: "Else", email: "else@example.com" }, ADMIN);
    const before = await dumpTables();

    // Batches of two rows: the counts add up across transactions.
    const imp = await runImport(FILE, "create-and-update", 2);
    expect(imp).toMatchObject({
      createdCount: 2,
      updatedCount: 1,
      skippedCount: 0,
      refusedCount: 3,
    });
    const [updated] = await testDb.db.select().from(leads).where(eq(leads.id, old.id));
    expect(updated).toMatchObject({
      email: "old@example.com",
      company: "New Company Ltd",
      phone: "07000 000000",
    });
    expect(updated.score).toBeGreaterThan(old.score);
    const [audit] = await testDb.db
      .select()
      .from(auditEvents)
      .where(
        sql`${auditEvents.leadId} = ${old.id} and ${auditEvents.summary} like 'Lead updated by import%'`,
      );
    expect(audit.changes).toEqual({
      company: { from: "Old Co", to: "New Company Ltd" },
      phone: { from: null, to: "07000 000000" },
    });
    expect(await dumpTables()).not.toEqual(before);

    expect(await undoImport(imp.id, ADMIN)).toBe("undone");
    expect(await dumpTables()).toEqual(before);
    expect((await getImport(imp.id))?.state).toBe("undone");
    // Once only.
    expect(await undoImport(imp.id, ADMIN)).toBe("not-allowed");
  });

  it("create and update adds the file's notes to the lead's, never over them; refused rows name their file line", async () => {
    const lead = await createLead(
      { firstName: "Old", lastName: "Friend", email: "old@example.com", notes: "Met in 2024" },
      ADMIN,
    );
    const text =
      "Email,First name,Last name,Notes\n\nold@example.com,Old,Friend,Asked for a demo\n\nbad,X,Y,\n";
    const imp = await runImport(text, "create-and-update");
    const [after] = await testDb.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(after.notes).toBe("Met in 2024\n\nAsked for a demo");
    // The blank lines count: the bad row is on the file's line 5.
    expect(imp.refusedRows.map((r) => r.line)).toEqual([5]);
    // The same notes again are not added twice.
    await runImport(text, "create-and-update");
    const [again] = await testDb.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(again.notes).toBe("Met in 2024\n\nAsked for a demo");
  });

  it("Undo is refused after 7 days and for an unknown import", async () => {
    const imp = await runImport(FILE, "create-only");
    const later = new Date(imp.finishedAt!.getTime() + 7 * 24 * 60 * 60 * 1000 + 1000);
    expect(await undoImport(imp.id, ADMIN, { now: later })).toBe("not-allowed");
    expect(await undoImport(999_999, ADMIN)).toBe("not-found");
  });

  it("erasing an imported person removes what the import kept of them", async () => {
    await existingLead();
    const imp = await runImport(FILE, "create-and-update");
    const kept = () =>
      testDb.db.select().from(leadImportChanges).where(eq(leadImportChanges.importId, imp.id));
    expect(await kept()).toHaveLength(3);
    await erasePerson("old@example.com", ADMIN);
    await erasePerson("ada@example.com", ADMIN);
    expect((await kept()).map((c) => c.kind)).toEqual(["created"]);
  });

  it("an erased person is refused, keeping only the line and the reason: never their name or address", async () => {
    const lead = await createLead(
      { firstName: "Gone", lastName: "Away", email: "ada@example.com" },
      ADMIN,
    );
    await erasePerson(lead.email, ADMIN);
    const imp = await runImport(FILE, "create-only");
    const row = imp.refusedRows.find((r) => r.line === 2);
    expect(row).toEqual({ line: 2, cells: [], reasons: [{ field: "email", code: "suppressed" }] });
    const [stored] = await testDb.db.select().from(leadImports).where(eq(leadImports.id, imp.id));
    expect(JSON.stringify(stored.refusedRows).toLowerCase()).not.toContain("ada@example.com");
    expect(JSON.stringify(stored.refusedRows)).not.toContain("Lovelace");
    // Their People page lists no import.
    const person = await findPerson("ada@example.com");
    expect(person.importRefusals).toEqual([]);
    // The refused rows' CSV keeps its columns: the line, empty cells, the reason.
    const csv = refusedRowsCsv(stored, { line: "Line", reasons: "Reasons", reason: (r) => r.code });
    expect(csv).toContain(`2,${",".repeat(stored.headers.length - 1)},suppressed`);
  });

  /**
   * After a create-and-update import: Ada (created) gets a status, notes and a planned follow-up;
   * the updated lead gets a new phone. Alan (created) is left alone.
   */
  async function importThenWork() {
    const old = await existingLead();
    const imp = await runImport(FILE, "create-and-update");
    const [ada] = await testDb.db.select().from(leads).where(eq(leads.email, "ada@example.com"));
    await updateLead(ada.id, { status: "contacted", notes: "Call after the show" }, [], ADMIN);
    await createActivity(
      {
        leadId: ada.id,
        type: "call",
        subject: "Follow up the demo",
        dueAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
      ADMIN,
    );
    await updateLead(old.id, { phone: "07999 111222" }, [], ADMIN);
    return { old, imp, ada };
  }

  it("the plan names the counts and each lead changed since, with what was done to it", async () => {
    const { old, imp, ada } = await importThenWork();
    const plan = await planUndo(imp.id);
    expect(plan).toEqual({
      keep: { deletes: 1, restores: 1, kept: 2 },
      undo: { deletes: 2, restores: 1 },
      changed: [
        {
          leadId: old.id,
          firstName: "Old",
          lastName: "Friend",
          kind: "updated",
          fields: ["phone"],
          activities: 0,
          followUps: 0,
          importFields: expect.arrayContaining(["company", "phone"]),
          conflicts: ["phone"],
        },
        {
          leadId: ada.id,
          firstName: "Ada",
          lastName: "Lovelace",
          kind: "created",
          fields: ["status", "notes"],
          activities: 0,
          followUps: 1,
          importFields: [],
          conflicts: [],
        },
      ],
    });
    expect(await planUndo(999_999)).toBeUndefined();
  });

  it("Undo keeps the leads changed since: their status, notes, follow-up and new phone stay", async () => {
    const { old, imp, ada } = await importThenWork();
    expect(await undoImport(imp.id, ADMIN)).toBe("undone");
    const left = await testDb.db.select().from(leads).orderBy(asc(leads.id));
    expect(left.map((l) => l.email)).toEqual(["old@example.com", "ada@example.com"]);
    const [keptAda] = left.filter((l) => l.id === ada.id);
    expect(keptAda).toMatchObject({ status: "contacted", notes: "Call after the show" });
    const planned = await testDb.db.select().from(activities).where(eq(activities.leadId, ada.id));
    expect(planned.map((a) => a.subject)).toEqual(["Follow up the demo"]);
    // The phone changed since keeps its new value; the company nobody touched is put back.
    const [oldAfter] = left.filter((l) => l.id === old.id);
    expect(oldAfter).toMatchObject({ phone: "07999 111222", company: "Old Co" });
    const trail = await testDb.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.leadId} = ${ada.id} and ${auditEvents.action} = 'kept'`);
    expect(trail.map((e) => e.summary)).toEqual([
      `Lead kept: changed since import #${imp.id} (leads.csv), which was undone`,
    ]);
  });

  it("Undo of the leads changed since too, when the admin chooses it: deleted and put back", async () => {
    const { old, imp } = await importThenWork();
    expect(await undoImport(imp.id, ADMIN, { changedSince: "undo" })).toBe("undone");
    const left = await testDb.db.select().from(leads);
    expect(left.map((l) => [l.id, l.phone, l.company])).toEqual([[old.id, null, "Old Co"]]);
    expect(await testDb.db.select().from(activities)).toEqual([]);
  });
});

describe("the job", () => {
  beforeEach(() => testDb.truncateAll());

  it("the job runner's lead-import worker runs a queued import to the end", async () => {
    const csv = csvOf(FILE);
    const created = await createImport(
      {
        fileName: "leads.csv",
        csv,
        mapping: await suggestMapping(csv.headers),
        mode: "create-only",
        defaults: DEFAULTS,
        lawfulBasis: "Customer list",
      },
      ADMIN,
    );
    if (!created.ok) throw new Error(created.problem);
    // The runner that enqueued stops; a working one starts with the server's workers.
    await stopJobs(getDbHandle(), 1000);
    await startWorkers({ retentionMonths: () => 24 }, { pollingIntervalSeconds: 0.5 });
    try {
      const until = Date.now() + 20_000;
      while ((await getImport(created.id))?.state !== "done") {
        if (Date.now() > until) throw new Error("timed out waiting for the import");
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(await getImport(created.id)).toMatchObject({ createdCount: 3, refusedCount: 3 });
    } finally {
      await stopJobs(getDbHandle(), 1000);
    }
  }, 30_000);
});

describe("before anything is written", () => {
  beforeEach(() => testDb.truncateAll());

  it("the preview says what each row would do and writes nothing", async () => {
    await existingLead();
    const csv = csvOf(FILE);
    const preview = await previewImport(csv, {
      mapping: await suggestMapping(csv.headers),
      mode: "create-and-update",
      defaults: DEFAULTS,
    });
    expect(preview.counts).toEqual({ create: 2, update: 1, skip: 0, refuse: 3 });
    expect(preview.rows.map((r) => [r.line, r.action])).toEqual([
      [2, "create"],
      [3, "create"],
      [4, "refuse"],
      [5, "refuse"],
      [6, "refuse"],
      [7, "update"],
    ]);
    expect(await testDb.db.select().from(leadImports)).toEqual([]);
  });

  it("remembers the mapping by header name; guesses otherwise", async () => {
    expect(await suggestMapping(["E-mail address", "Surname", "Whatever"])).toEqual([
      "email",
      "lastName",
      null,
    ]);
    const csv = csvOf("Whatever,Mail\nAcme,a@b.co\n");
    await createImport(
      {
        fileName: "x.csv",
        csv,
        mapping: ["company", "email"],
        mode: "create-only",
        defaults: DEFAULTS,
        lawfulBasis: "Customer list",
      },
      ADMIN,
    );
    expect(await suggestMapping(["WHATEVER", "mail"])).toEqual(["company", "email"]);
  });

  it("suggests each field for one column only, and names the column left unmapped", async () => {
    expect(await suggestMappingWithNotes(["Email", "Lead Status", "Lifecycle Stage"])).toEqual({
      mapping: ["email", "status", null],
      skipped: [{ column: 2, field: "status", takenBy: 1 }],
    });
  });

  it("refuses an import with no email column, no lawful basis or a bad mapping", async () => {
    const csv = csvOf("Name,Mail\nA,a@b.co\n");
    const start = (mapping: (string | null)[], lawfulBasis = "Customer list") =>
      createImport(
        { fileName: "x.csv", csv, mapping, mode: "create-only", defaults: DEFAULTS, lawfulBasis },
        ADMIN,
      );
    expect(await start(["firstName", null])).toEqual({ ok: false, problem: "no-email-column" });
    expect(await start(["firstName", "email"], "  ")).toEqual({
      ok: false,
      problem: "lawful-basis",
    });
    expect(await start(["password", "email"])).toEqual({ ok: false, problem: "mapping" });
    expect(await start(["email"])).toEqual({ ok: false, problem: "mapping" });
  });
});
