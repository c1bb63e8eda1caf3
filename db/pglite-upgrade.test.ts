/**
 * A data directory made by the previous PGlite (0.5, PostgreSQL 18; the `pglite-v5` package) is
 * brought forward when this build opens it, every row there, the old one kept aside; and a backup
 * the previous PGlite made is restored the same way. Decision 102.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { PGlite as OlderPGlite } from "pglite-v5";
import { pg_trgm as olderTrgm } from "pglite-v5/contrib/pg_trgm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type Db, type DbHandle, openDb, selectRows } from "@db/client.server";
import { imageVariants, images, leads, posts } from "@db/schema";
import * as schema from "@db/schema";
import {
  makeBackup,
  restoreBackup,
  setAsideDatabases,
  writeArchive,
} from "~/models/backups.server";
import { jobsFor, startJobs, stopJobs } from "~/models/jobs.server";
import { log } from "~/utils/log.server";
import { PG_MAJOR, dataDirMajor, upgradeDataDir } from "./pglite-upgrade.server";

process.env.LOG_LEVEL = "silent";
const root = fs.mkdtempSync(path.join(os.tmpdir(), "dds-pglite-upgrade-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const migrationsFolder = path.resolve("db/migrations");

/** The previous PGlite's database as a DbHandle, enough for the migrator, the jobs and a backup. */
function openOlder(dir: string): DbHandle {
  const client = new OlderPGlite(dir, { extensions: { pg_trgm: olderTrgm } });
  const db = drizzle(client as unknown as PGlite, { schema });
  const hooks: (() => Promise<void>)[] = [];
  return {
    db: db as unknown as Db,
    kind: "pglite",
    pglite: client as unknown as PGlite,
    dataDir: dir,
    beforeClose: (stop) => void hooks.push(stop),
    migrate: () => migrate(db, { migrationsFolder }),
    ping: async () => void (await client.query("select 1")),
    listen: (channel, onNotify) => client.listen(channel, onNotify),
    close: async () => {
      for (const stop of hooks.splice(0).reverse()) await stop();
      await client.close();
    },
  };
}

/**
 * Each table of ours, drizzle's and pg-boss's: its row count and a hash of its rows in order,
 * so "every row there" is checked row for row, byte for byte.
 */
async function contents(db: Db): Promise<Record<string, string>> {
  const tables = await selectRows<{ name: string }>(
    db,
    sql`select format('%I.%I', schemaname, tablename) as name from pg_tables
        where schemaname in ('public', 'drizzle', 'pgboss') order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await selectRows<{ n: number; h: string | null }>(
      db,
      sql.raw(
        `select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as h from ${name} t`,
      ),
    );
    out[name] = `${row.n} ${row.h ?? ""}`;
  }
  return out;
}

const photo = crypto.randomBytes(64 * 1024);

/** What a running 0.5 server leaves: migrated, the job queues, leads, a post, an image. */
async function fillLikeAServer(handle: DbHandle): Promise<Record<string, string>> {
  await handle.migrate();
  await startJobs({ handle, workers: [] });
  await (await jobsFor(handle)).send("mail", { to: "queued@example.com" });
  await handle.db.insert(leads).values([
    { firstName: "Siân", lastName: "O'Brien", email: "sian@example.com", company: "Bryn Dental" },
    {
      firstName: "Ann",
      lastName: "Line\nBreak",
      email: "ann@example.com",
      notes: "a \\ backslash, a 'quote' and a tab\t",
      additionalEmails: ["ann.old@example.com"],
      scoreReasons: [{ reason: "Phone given", points: 15 }],
    },
  ]);
  await handle.db.insert(posts).values({
    slug: "upgrade-notes",
    title: "Notes on an upgrade",
    category: "data-strategy",
    content: "# Heading\n\nBody with ünïcödé.",
    state: "published",
    publishedAt: new Date("2026-11-30T09:00:00Z"),
  });
  const [image] = await handle.db
    .insert(images)
    .values({
      hash: "abc123",
      width: 800,
      height: 600,
      fallback: "jpeg",
      bytes: photo.length,
      uploadedBy: "staff@example.com",
    })
    .returning({ id: images.id });
  await handle.db.insert(imageVariants).values({
    imageId: image.id,
    format: "webp",
    width: 800,
    height: 600,
    bytes: photo.length,
    data: photo,
  });
  await stopJobs(handle);
  return contents(handle.db);
}

/**
 * A bound for a hang, not a speed: the old version's start, the dump and the load take 30-50 s
 * each beside the browser tests on a busy two-core machine.
 */
const UPGRADE_TIMEOUT = 240_000;

describe("a data directory made by PGlite 0.5 (PostgreSQL 18)", () => {
  const data = path.join(root, "data");
  const dir = path.join(data, "pglite");
  const backups = path.join(root, "backups");
  let before: Record<string, string>;
  let backupFile: string;

  beforeAll(async () => {
    fs.mkdirSync(dir, { recursive: true });
    const older = openOlder(dir);
    try {
      before = await fillLikeAServer(older);
      backupFile = (
        await makeBackup(older, { dir: backups, keep: { days: 7, weeks: 4 }, migrationsFolder })
      ).file;
    } finally {
      await older.close();
    }
    expect(dataDirMajor(dir)).toBe("18");
  }, UPGRADE_TIMEOUT);

  it(
    "is dumped and loaded into this PGlite on open, every row there, the old one kept aside 0700",
    async () => {
      expect(Object.keys(before)).toEqual(
        expect.arrayContaining(["public.leads", "public.image_variants", "pgboss.job"]),
      );
      const logged = vi.spyOn(log, "info").mockImplementation(() => {});
      const handle = openDb({ dataDir: dir });
      // The start says what it begins, then what it did, how long it took and where the old one is.
      expect(logged.mock.calls.map(([line]) => line)).toEqual([
        `database: the embedded database in ${dir} was made by PostgreSQL 18: bringing it to PostgreSQL ${PG_MAJOR} (a dump and a load; about a minute for a small database)`,
        expect.stringMatching(
          new RegExp(
            `^database: the embedded database in ${dir} was made by PostgreSQL 18; dumped and loaded into PostgreSQL ${PG_MAJOR} in \\d+ ms\\. The old directory is kept in ${dir}\\.before-upgrade-\\S+ \\(readable by this user only\\), deleted by the first backup run 30 days on\\.$`,
          ),
        ),
      ]);
      logged.mockRestore();
      try {
        expect(handle.upgraded).toMatchObject({ from: "18", to: PG_MAJOR });
        expect(dataDirMajor(dir)).toBe(PG_MAJOR);
        expect(await contents(handle.db)).toEqual(before);
        // Nothing pending, the job runner starts on pg-boss's tables as they came, the sequences
        // carry on, and the leads search's trigram index is there and answers.
        await handle.migrate();
        await startJobs({ handle, workers: [] });
        const [{ id }] = await handle.db
          .insert(leads)
          .values({ firstName: "New", lastName: "Lead", email: "new@example.com" })
          .returning({ id: leads.id });
        expect(id).toBe(3);
        const found = await selectRows<{ email: string }>(
          handle.db,
          sql`select email from leads where last_name ilike ${"%brien%"}`,
        );
        expect(found).toEqual([{ email: "sian@example.com" }]);
        const [variant] = await handle.db.select().from(imageVariants);
        expect(Buffer.from(variant.data).equals(photo)).toBe(true);
        await stopJobs(handle);
      } finally {
        await handle.close();
      }
      const kept = handle.upgraded!.keptAt;
      expect(path.basename(kept)).toMatch(/^pglite\.before-upgrade-\d{4}-/);
      expect(dataDirMajor(kept)).toBe("18");
      expect(fs.statSync(kept).mode & 0o777).toBe(0o700);
      expect(fs.statSync(path.join(kept, "PG_VERSION")).mode & 0o777).toBe(0o600);
      expect(fs.existsSync(`${dir}.upgrading`)).toBe(false);
      // Listed and pruned with the databases a restore sets aside.
      expect(setAsideDatabases(data).map((d) => d.dir)).toEqual([kept]);

      const again = openDb({ dataDir: dir });
      expect(again.upgraded).toBeUndefined();
      await again.close();
    },
    UPGRADE_TIMEOUT,
  );

  it(
    "its backup is restored the same way: unpacked, brought forward, every row there",
    async () => {
      const target = path.join(root, "restored");
      const result = await restoreBackup(backupFile, target, {
        dir: backups,
        migrationsFolder,
      });
      expect(result.movedAside).toBeUndefined();
      expect(result.upgradedFrom).toMatchObject({ major: "18" });
      // The backup file is the original: no unpacked copy of it is kept.
      expect(fs.readdirSync(target).sort()).toEqual(["pglite"]);
      expect(dataDirMajor(path.join(target, "pglite"))).toBe(PG_MAJOR);
      const handle = openDb({ dataDir: path.join(target, "pglite") });
      try {
        expect(await contents(handle.db)).toEqual(before);
      } finally {
        await handle.close();
      }
    },
    UPGRADE_TIMEOUT,
  );
});

describe("what the upgrade will not do", () => {
  it("refuses a major it cannot read, naming it and the way through, and leaves it as it was", () => {
    const dir = path.join(root, "ancient");
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, "PG_VERSION"), "16\n");
    expect(() => upgradeDataDir(dir, [])).toThrow(
      /made by PostgreSQL 16; this build runs PostgreSQL 19 and can bring forward 18 only\. Start it with the build that made it, make a backup there/,
    );
    expect(() => openDb({ dataDir: dir })).toThrow(/made by PostgreSQL 16/);
    expect(fs.readdirSync(dir)).toEqual(["PG_VERSION"]);
    // The lock is released: the refusal can be read again, not "in use by another process".
    expect(() => openDb({ dataDir: dir })).toThrow(/made by PostgreSQL 16/);
  });

  it("a restore refuses a backup of a major it cannot read, before the current database is touched", async () => {
    const source = path.join(root, "ancient-source");
    fs.mkdirSync(source);
    fs.writeFileSync(path.join(source, "PG_VERSION"), "16\n");
    const file = path.join(root, "ancient.backup");
    await writeArchive(source, file, undefined, {
      createdAt: new Date(),
      reason: "manual",
      schema: null,
    });
    const target = path.join(root, "restore-refused");
    fs.mkdirSync(path.join(target, "pglite"), { recursive: true });
    fs.writeFileSync(path.join(target, "pglite", "PG_VERSION"), `${PG_MAJOR}\n`);
    await expect(restoreBackup(file, target, { dir: root, migrationsFolder })).rejects.toThrow(
      expect.objectContaining({
        code: "other-major",
        message: expect.stringMatching(/made by PostgreSQL 16/),
      }),
    );
    expect(fs.readdirSync(target)).toEqual(["pglite"]);
    expect(dataDirMajor(path.join(target, "pglite"))).toBe(PG_MAJOR);
  });

  it("finishes a swap a stop interrupted: the whole new directory is put in place", () => {
    const dir = path.join(root, "interrupted");
    fs.mkdirSync(`${dir}.upgrading`);
    fs.writeFileSync(path.join(`${dir}.upgrading`, "PG_VERSION"), `${PG_MAJOR}\n`);
    fs.writeFileSync(path.join(`${dir}.upgrading`, "upgrade-complete"), "");
    expect(upgradeDataDir(dir, [])).toBeUndefined();
    expect(fs.readdirSync(dir)).toEqual(["PG_VERSION"]);
    expect(fs.existsSync(`${dir}.upgrading`)).toBe(false);
  });
});
