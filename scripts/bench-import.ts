/**
 * `npm run bench:import`: a 50,000-row CSV (5 % bad rows, 10 % addresses already leads, a quarter
 * of those matched by an additional email, a formula cell) imported in "create and update" mode
 * through the model the job runs, then undone. Prints the time of each step, checks the counts,
 * and checks that Undo gives back every table as it was (the import's own tables and the
 * append-only audit trail excepted). Target: the import under 60 s on PostgreSQL.
 * A fresh temporary database: PGlite in a temp dir, or a throwaway database on the server named by
 * DATABASE_URL (created and dropped).
 *
 *   npm run bench:import [-- --rows 50000]
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
};
const ROWS = arg("rows", 50_000);
const TARGET_S = 60;

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-import-"));
process.env.DATA_DIR = tmp;
process.env.SESSION_SECRET ??= crypto.randomBytes(32).toString("hex");

const { openDb, setDbHandle } = await import("@db/client.server");
const { leads } = await import("@db/schema");
const { sql } = await import("drizzle-orm");
const { useSubjectKey } = await import("~/models/subject-key.server");
const { getSubjectKey } = await import("~/utils/secret.server");
const { parseLeadCsv } = await import("~/models/lead-import-csv.server");
const { createImport, getImport, runLeadImport, undoImport } =
  await import("~/models/lead-import.server");
const { stopJobs } = await import("~/models/jobs.server");

let dropDatabase: (() => Promise<void>) | undefined;
let url: string | undefined;
if (process.env.DATABASE_URL) {
  const name = `bench_${crypto.randomBytes(5).toString("hex")}`;
  const admin = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const u = new URL(process.env.DATABASE_URL);
  u.pathname = `/${name}`;
  url = u.toString();
  dropDatabase = async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}
const handle = openDb(url ? { url } : { dataDir: path.join(tmp, "pglite") });
const ACTOR = "bench@durhamdata.test";

const existing = Math.round(ROWS * 0.1);
const INDUSTRIES = ["Dental", "healthcare", "Hospitality", "veterinary", "Financial", "other"];

/** The file: every 20th row bad (no valid email), every 10th (offset 1) an existing address. */
function buildFile(): Uint8Array {
  const lines = ["First name;Last name;Email;Phone;Company;Job title;Industry;Notes"];
  let known = 0;
  for (let i = 0; i < ROWS; i++) {
    const bad = i % 20 === 0;
    const old = i % 10 === 1 && known < existing;
    const email = bad
      ? `row-${i}-at-example.com`
      : old
        ? known % 4 === 0
          ? `second-${known}@example.com`
          : `existing-${known}@example.com`
        : `new-${i}@example.com`;
    if (old) known++;
    const company =
      i === 2 ? '"=HYPERLINK(""http://evil.test"",""click"")"' : `Practice ${i % 997}`;
    lines.push(
      [
        `First${i}`,
        `Last${i}`,
        email,
        `0191 ${String(100000 + i).slice(-6)}`,
        company,
        i % 3 ? "Practice manager" : "",
        INDUSTRIES[i % INDUSTRIES.length],
        i % 50 === 0 ? '"A note; with a semicolon\nand a second line"' : "",
      ].join(";"),
    );
  }
  return new TextEncoder().encode(`${lines.join("\r\n")}\r\n`);
}

async function seedExisting() {
  const values = Array.from({ length: existing }, (_, k) => ({
    firstName: `Existing${k}`,
    lastName: "Lead",
    email: `existing-${k}@example.com`,
    // A quarter are matched by the address a merge kept.
    additionalEmails: k % 4 === 0 ? [`second-${k}@example.com`] : [],
    company: "Old Company",
    source: "referral",
  }));
  for (let i = 0; i < values.length; i += 1000)
    await handle.db.insert(leads).values(values.slice(i, i + 1000));
}

/** Every public table but the import's own and the audit trail, as a digest of its rows. */
async function tableDigests(): Promise<Record<string, string>> {
  const result = (await handle.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows?: { table_name: string }[] } & { table_name: string }[];
  const names = (result.rows ?? result)
    .map((r) => r.table_name)
    .filter((n) => !n.startsWith("lead_import") && n !== "audit_events");
  const digests: Record<string, string> = {};
  for (const name of names) {
    const rows = (await handle.db.execute(
      sql.raw(
        `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d, count(*) as n from "${name}" t`,
      ),
    )) as unknown as { rows?: { d: string; n: string }[] } & { d: string; n: string }[];
    const row = (rows.rows ?? rows)[0];
    digests[name] = `${row.n}:${row.d}`;
  }
  return digests;
}

const seconds = (started: number) => (performance.now() - started) / 1000;

try {
  await handle.migrate();
  setDbHandle(handle);
  useSubjectKey(getSubjectKey());
  console.log(`Lead import bench on ${handle.kind}: ${ROWS.toLocaleString("en-GB")} rows`);
  await seedExisting();
  const before = await tableDigests();
  const bytes = buildFile();

  let started = performance.now();
  const parsed = parseLeadCsv(bytes);
  if (!parsed.ok) throw new Error(`file refused: ${parsed.refusal}`);
  const parseS = seconds(started);

  started = performance.now();
  const created = await createImport(
    {
      fileName: "bench.csv",
      csv: parsed.csv,
      mapping: [
        "firstName",
        "lastName",
        "email",
        "phone",
        "company",
        "jobTitle",
        "industry",
        "notes",
      ],
      mode: "create-and-update",
      defaults: { status: "new", ownerId: null, source: "event" },
      lawfulBasis: "Benchmark list (legitimate interests)",
    },
    ACTOR,
  );
  if (!created.ok) throw new Error(created.problem);
  const storeS = seconds(started);

  started = performance.now();
  const state = await runLeadImport(created.id);
  const runS = seconds(started);
  const imp = (await getImport(created.id))!;

  const formula = (await handle.db.execute(
    sql`select count(*)::int as n from leads where company like '=HYPERLINK%'`,
  )) as unknown as { rows?: { n: number }[] } & { n: number }[];

  started = performance.now();
  const undone = await undoImport(created.id, ACTOR);
  const undoS = seconds(started);
  const after = await tableDigests();

  const bad = Math.ceil(ROWS / 20);
  const expected = { created: ROWS - bad - existing, updated: existing, refused: bad };
  const counts = {
    created: imp.createdCount,
    updated: imp.updatedCount,
    refused: imp.refusedCount,
  };
  const changed = Object.keys(before).filter((t) => before[t] !== after[t]);

  console.log(
    `  file: ${(bytes.byteLength / 1024 / 1024).toFixed(1)} MB, ${parsed.csv.encoding}, "${parsed.csv.delimiter}"`,
  );
  console.log(`  parse                ${parseS.toFixed(2).padStart(7)} s`);
  console.log(`  store + queue        ${storeS.toFixed(2).padStart(7)} s`);
  console.log(
    `  import (job)         ${runS.toFixed(2).padStart(7)} s   ${state}  ${runS < TARGET_S ? "ok" : "SLOW"} (target ${TARGET_S} s)`,
  );
  console.log(`  undo                 ${undoS.toFixed(2).padStart(7)} s   ${undone}`);
  console.log(
    `  counts               ${JSON.stringify(counts)} expected ${JSON.stringify(expected)}`,
  );
  console.log(`  formula cells stored as text: ${(formula.rows ?? formula)[0].n}`);
  console.log(
    `  tables changed by import + undo: ${changed.length ? changed.join(", ") : "none"} (of ${Object.keys(before).length})`,
  );
  if (JSON.stringify(counts) !== JSON.stringify(expected) || changed.length || state !== "done")
    process.exitCode = 1;
} finally {
  await stopJobs(handle).catch(() => {});
  await handle.close();
  await dropDatabase?.();
  fs.rmSync(tmp, { recursive: true, force: true });
}
