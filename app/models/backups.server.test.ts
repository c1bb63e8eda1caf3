/**
 * Online backups of the embedded database and their restore: a backup taken under write load
 * restores to exactly what was committed at its snapshot point, row for row; a backup cut short
 * by kill -9 is never accepted; a restore refuses a running server, a damaged file, a newer
 * schema and a wrong key, and makes again the erasures made after the backup; retention keeps
 * the newest per day and week; pending migrations get a backup first.
 */
import { execFile, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type DbHandle, openDb, setDbHandle } from "@db/client.server";
import { auditEvents, leads, suppressions } from "@db/schema";
import {
  BackupError,
  type BackupSettings,
  backUpNow,
  backupsToDelete,
  listBackups,
  makeBackup,
  migrateWithBackup,
  readBackupHeader,
  restoreBackup,
  runBackup,
  verifyBackup,
} from "./backups.server";
import { erasePerson, subjectHash } from "./people.server";

process.env.LOG_LEVEL = "silent";
const root = fs.mkdtempSync(path.join(os.tmpdir(), "dds-backups-"));
const migrationsFolder = path.resolve("db/migrations");
const settings = (dir: string, extra: Partial<BackupSettings> = {}): BackupSettings => ({
  dir,
  keep: { days: 7, weeks: 4 },
  migrationsFolder,
  ...extra,
});

let source: DbHandle;
const sourceDir = path.join(root, "source");
const backups = path.join(root, "backups");

beforeAll(async () => {
  source = openDb({ dataDir: path.join(sourceDir, "pglite") });
  await source.migrate();
  await source.db.insert(leads).values(
    Array.from({ length: 20 }, (_, i) => ({
      firstName: "Person",
      lastName: `${i}`,
      email: `person${i}@example.com`,
      source: "website",
    })),
  );
  await source.db.execute(
    sql`create table load_writes (writer int, seq int, half int, payload text, primary key (writer, seq, half))`,
  );
}, 60_000);

afterAll(async () => {
  setDbHandle(undefined);
  await source?.close().catch(() => {});
  fs.rmSync(root, { recursive: true, force: true });
});

const rowsOf = async (handle: DbHandle, query: ReturnType<typeof sql>) => {
  const result = (await handle.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
};

/** Every public table's rows, in a stable order, except the load table. */
async function tablesOf(handle: DbHandle) {
  const tables = (
    await rowsOf(
      handle,
      sql`select tablename from pg_tables where schemaname = 'public' and tablename <> 'load_writes' order by 1`,
    )
  ).map((r) => String(r.tablename));
  const out: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = await rowsOf(
      handle,
      sql.raw(`select row_to_json(t)::text as j from "${table}" t`),
    );
    out[table] = rows.map((r) => String(r.j)).sort();
  }
  return out;
}

describe("a backup under write load", () => {
  it("restores exactly the transactions committed at its snapshot point, none torn", async () => {
    const WRITERS = 4;
    const TOTAL = 5000;
    const committed = Array.from({ length: WRITERS }, () => 0);
    const started = Array.from({ length: WRITERS }, () => 0);
    let atLock: { committed: number[]; started: number[] } | undefined;
    // The event loop keeps turning while the files are copied (public pages need nothing else).
    let ticks = 0;
    let ticksAtLock = 0;
    let ticksWhileLocked = -1;
    const ticker = setInterval(() => ticks++, 1);
    let done = 0;
    let backupStarted: Promise<Awaited<ReturnType<typeof makeBackup>>> | undefined;
    const writer = async (w: number) => {
      for (let seq = 0; seq < TOTAL / WRITERS; seq++) {
        // Requests reach a server through its event loop: so do these writes.
        await new Promise((resolve) => setImmediate(resolve));
        started[w] = seq + 1;
        // Two rows per transaction: a torn one would show as a half.
        await source.db.transaction(async (tx) => {
          for (const half of [0, 1])
            await tx.execute(
              sql`insert into load_writes values (${w}, ${seq}, ${half}, ${`w${w}s${seq}h${half}`})`,
            );
        });
        committed[w] = seq + 1;
        done++;
        if (done === 1000)
          backupStarted = makeBackup(source, settings(backups), {
            onLocked: () => {
              atLock = { committed: [...committed], started: [...started] };
              ticksAtLock = ticks;
            },
            onUnlocking: () => (ticksWhileLocked = ticks - ticksAtLock),
          });
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
    const backup = await backupStarted!;
    clearInterval(ticker);
    expect(done).toBe(TOTAL);
    expect(ticksWhileLocked).toBeGreaterThan(0);
    expect(atLock).toBeDefined();
    expect((fs.statSync(backup.file).mode & 0o777).toString(8)).toBe("600");

    const target = path.join(root, "restored");
    await restoreBackup(backup.file, target, settings(backups));
    const restored = openDb({ dataDir: path.join(target, "pglite") });
    try {
      const rows = await rowsOf(
        restored,
        sql`select writer, seq, count(*)::int as halves, bool_and(payload = 'w' || writer || 's' || seq || 'h' || half) as intact from load_writes group by 1, 2 order by 1, 2`,
      );
      expect(rows.every((r) => r.halves === 2 && r.intact === true)).toBe(true);
      let inBackup = 0;
      for (let w = 0; w < WRITERS; w++) {
        const seqs = rows.filter((r) => r.writer === w).map((r) => Number(r.seq));
        // A prefix of the writer's transactions: all it had committed when the backup locked the
        // database, and none it began after.
        expect(seqs).toEqual(seqs.map((_, i) => i));
        expect(seqs.length).toBeGreaterThanOrEqual(atLock!.committed[w]);
        expect(seqs.length).toBeLessThanOrEqual(atLock!.started[w]);
        inBackup += seqs.length;
      }
      expect(inBackup).toBeGreaterThanOrEqual(1000);
      expect(inBackup).toBeLessThan(TOTAL);
      // Every other table, row for row.
      expect(await tablesOf(restored)).toEqual(await tablesOf(source));
    } finally {
      await restored.close();
    }
  }, 120_000);
});

describe("restore refusals", () => {
  it("refuses a damaged file, a newer schema, a cut-short file and a wrong key, each saying why", async () => {
    const dir = path.join(root, "refusals");
    const { file } = await makeBackup(source, settings(dir));
    const header = await readBackupHeader(file);
    expect(header.schema?.tag).toMatch(/^\d{4}_/);
    expect(header.sha256).toMatch(/^[0-9a-f]{64}$/);

    const damaged = path.join(dir, "damaged.backup");
    const bytes = fs.readFileSync(file);
    bytes[bytes.length - 100] ^= 0xff;
    fs.writeFileSync(damaged, bytes);
    await expect(restoreBackup(damaged, path.join(root, "r1"), settings(dir))).rejects.toThrow(
      /is damaged: its checksum does not match/,
    );
    expect(fs.existsSync(path.join(root, "r1", "pglite"))).toBe(false);

    const newer = path.join(dir, "newer.backup");
    const text = bytes.subarray(0, 4096).toString("utf8");
    const changed = text
      .replace(/"when":\d+/, `"when":${Date.now() + 1e9}`)
      .replace(/"tag":"[^"]+"/, '"tag":"9999_future"');
    fs.writeFileSync(
      newer,
      Buffer.concat([
        Buffer.from(changed.padEnd(4096, " ").slice(0, 4096)),
        fs.readFileSync(file).subarray(4096),
      ]),
    );
    await expect(verifyBackup(newer, migrationsFolder)).rejects.toThrow(
      /has schema 9999_future, which this version does not know/,
    );

    const cut = path.join(dir, "cut.backup.partial");
    fs.writeFileSync(cut, Buffer.concat([Buffer.alloc(4096), bytes.subarray(4096, 9000)]));
    await expect(verifyBackup(cut, migrationsFolder)).rejects.toMatchObject({
      code: "incomplete",
    });

    const key = crypto.randomBytes(32);
    const sealed = await makeBackup(source, settings(path.join(root, "sealed"), { key }));
    expect(sealed.header.encryption?.algorithm).toBe("aes-256-gcm");
    await expect(
      restoreBackup(sealed.file, path.join(root, "r2"), settings(dir)),
    ).rejects.toMatchObject({ code: "key-missing" });
    await expect(
      restoreBackup(
        sealed.file,
        path.join(root, "r2"),
        settings(dir, { key: crypto.randomBytes(32) }),
      ),
    ).rejects.toThrow(/BACKUP_ENCRYPTION_KEY is not the key it was made with/);
    const ok = await restoreBackup(sealed.file, path.join(root, "r2"), settings(dir, { key }));
    expect(ok.header.createdAt).toBe(sealed.header.createdAt);
    const restored = openDb({ dataDir: path.join(root, "r2", "pglite") });
    try {
      expect(await restored.db.$count(leads)).toBe(20);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it("the restore command refuses while a server holds the database", async () => {
    const dir = path.join(root, "running");
    const { file } = await makeBackup(source, settings(dir));
    const target = path.join(root, "running-data");
    fs.mkdirSync(target, { recursive: true });
    const server = spawn("sleep", ["60"]);
    fs.writeFileSync(path.join(target, "pglite.lock"), String(server.pid));
    try {
      const run = promisify(execFile);
      const error = await run(
        process.execPath,
        ["--import", "tsx", "scripts/restore.ts", file, "--data-dir", target],
        { env: { ...process.env, LOG_LEVEL: "silent" } },
      ).catch((e: { code: number; stderr: string }) => e);
      expect(error).toMatchObject({ code: 1 });
      expect((error as { stderr: string }).stderr).toContain(
        `A server is running on ${target} (pid ${server.pid}): stop it first`,
      );
      expect(fs.existsSync(path.join(target, "pglite"))).toBe(false);
    } finally {
      server.kill();
    }
  }, 60_000);
});

describe("a backup cut short", () => {
  it("kill -9 mid-backup leaves nothing a restore accepts", async () => {
    const dir = path.join(root, "killed");
    const data = path.join(root, "killed-data");
    // The child works on a database of its own (one process per embedded database).
    const { file } = await makeBackup(source, settings(path.join(root, "seed")));
    await restoreBackup(file, data, settings(path.join(root, "seed")));
    const child = spawn(process.execPath, ["--import", "tsx", "tests/helpers/backup-child.ts"], {
      env: { ...process.env, DATA_DIR: data, BACKUP_DIR: dir, LOG_LEVEL: "silent" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    // Killed the moment an archive is being written.
    await new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        const names = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
        if (names.some((n) => n.endsWith(".partial"))) {
          child.kill("SIGKILL");
          clearInterval(timer);
          resolve();
        }
      }, 2);
      child.on("exit", () => reject(new Error("the child ended before a backup was written")));
    });
    await new Promise((resolve) => child.once("exit", resolve));
    const names = fs.readdirSync(dir);
    const partials = names.filter((n) => n.endsWith(".partial"));
    expect(partials.length).toBeGreaterThan(0);
    for (const name of partials)
      await expect(verifyBackup(path.join(dir, name), migrationsFolder)).rejects.toBeInstanceOf(
        BackupError,
      );
    // Whatever the listing offers verifies whole.
    for (const backup of listBackups(dir)) await verifyBackup(backup.file, migrationsFolder);
    expect(listBackups(dir).every((b) => !b.file.endsWith(".partial"))).toBe(true);
  }, 120_000);
});

describe("erasures after a backup", () => {
  it("are made again on restore: the erased person does not come back", async () => {
    const dir = path.join(root, "erasure");
    vi.stubEnv("BACKUP_DIR", dir);
    setDbHandle(source);
    try {
      const { file, header } = await makeBackup(source, settings(dir));
      await erasePerson("Person3@example.com", "admin@example.com");
      const journal = fs.readFileSync(path.join(dir, "erasures.jsonl"), "utf8");
      expect(journal).not.toContain("person3");
      expect(journal).toContain(subjectHash("person3@example.com"));

      const target = path.join(root, "erasure-restored");
      const result = await restoreBackup(file, target, settings(dir));
      expect(result.erasuresReplayed).toBe(1);
      expect(new Date(header.createdAt).getTime()).toBeLessThanOrEqual(Date.now());
      const restored = openDb({ dataDir: path.join(target, "pglite") });
      try {
        const emails = (await restored.db.select({ email: leads.email }).from(leads)).map(
          (r) => r.email,
        );
        expect(emails).toHaveLength(19);
        expect(emails).not.toContain("person3@example.com");
        expect(await restored.db.select().from(suppressions)).toEqual([
          expect.objectContaining({ emailHash: subjectHash("person3@example.com") }),
        ]);
      } finally {
        await restored.close();
      }
    } finally {
      setDbHandle(undefined);
      vi.unstubAllEnvs();
    }
  }, 120_000);
});

describe("the scheduled run", () => {
  it("records a failing BACKUP_COMMAND in status.json and keeps the backup", async () => {
    const dir = path.join(root, "hook");
    const copied = path.join(root, "hook-copy");
    fs.mkdirSync(copied);
    const good = await runBackup(source, settings(dir, { command: `cp "$1" ${copied}/` }));
    expect(good.copy).toEqual({ ok: true, exitCode: 0 });
    expect(fs.readdirSync(copied)).toEqual([path.basename(good.file)]);
    const bad = await runBackup(
      source,
      settings(dir, { command: "echo no route to host >&2; exit 3" }),
    );
    expect(bad.copy).toEqual({ ok: false, exitCode: 3 });
    expect(fs.existsSync(bad.file)).toBe(true);
    const status = JSON.parse(fs.readFileSync(path.join(dir, "status.json"), "utf8"));
    expect(status.lastCopy).toMatchObject({ ok: false, exitCode: 3, output: "no route to host" });
    expect(status.lastBackup.file).toBe(path.basename(bad.file));
  }, 60_000);
});

describe("Back up now (the System page)", () => {
  it("makes a backup by hand, recorded with who asked; a folder that cannot be written makes none and says so", async () => {
    const dir = path.join(root, "now");
    process.env.BACKUP_DIR = dir;
    setDbHandle(source);
    try {
      const done = await backUpNow("admin@example.com");
      expect(done).toMatchObject({ outcome: "done", copy: "none", removed: 0 });
      if (done.outcome !== "done") throw new Error("no backup");
      expect(done.name).toMatch(/^dds-\d{4}-\d\d-\d\dT[\d-]+\.\d{3}Z\.backup$/);
      expect(done.bytes).toBeGreaterThan(0);
      expect(listBackups(dir).map((b) => [path.basename(b.file), b.kind])).toEqual([
        [done.name, "manual"],
      ]);
      const header = await verifyBackup(path.join(dir, done.name), migrationsFolder);
      expect(header.reason).toBe("manual");
      const audit = await source.db.select().from(auditEvents);
      expect(audit.filter((a) => a.entityType === "backup")).toMatchObject([
        {
          actor: "admin@example.com",
          action: "created",
          summary: `Backup ${done.name} made from the System page`,
        },
      ]);

      const file = path.join(root, "a-file");
      fs.writeFileSync(file, "not a folder");
      process.env.BACKUP_DIR = path.join(file, "backups");
      expect(await backUpNow("admin@example.com")).toEqual({
        outcome: "refused",
        reason: "folder-not-writable",
      });
    } finally {
      delete process.env.BACKUP_DIR;
      setDbHandle(undefined);
    }
  });
});

describe("retention", () => {
  it("keeps the newest backup of each of the last N days and M weeks", () => {
    // A backup every day at 02:30 for 60 days, and a second one on the last day.
    const at = (day: number, hour = 2) => new Date(Date.UTC(2026, 0, 1 + day, hour, 30));
    const all = Array.from({ length: 60 }, (_, d) => ({ file: `d${d}`, at: at(d) }));
    all.push({ file: "d59-later", at: at(59, 14) });
    const deleted = backupsToDelete(all, { days: 7, weeks: 4 });
    const kept = all.map((b) => b.file).filter((f) => !deleted.includes(f));
    // Day 59 is Sunday 2026-03-01: days 53–59 are the last 7 days, and ISO weeks end on Sundays,
    // so the weeks before keep their Sundays, days 52, 45 and 38.
    expect(kept).toEqual([
      "d38",
      "d45",
      "d52",
      "d53",
      "d54",
      "d55",
      "d56",
      "d57",
      "d58",
      "d59-later",
    ]);
    expect(deleted).toContain("d59");
    expect(backupsToDelete(all.slice(0, 1), { days: 0, weeks: 0 })).toEqual([]);
  });

  it("never prunes a backup made by hand or before migrations with the schedule's; only past 90 days", () => {
    const now = new Date("2026-12-06T02:00:00Z");
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const dir = path.join(root, "kinds");
    fs.mkdirSync(dir, { recursive: true });
    for (const name of [
      "dds-2026-12-06T01-53-32.223Z.backup",
      "dds-2026-12-06T01-53-34.000Z-scheduled.backup",
      "dds-2026-12-06T01-00-00.000Z-scheduled.backup",
      "dds-2026-12-01T03-00-00.000Z-pre-migration.backup",
    ])
      fs.writeFileSync(path.join(dir, name), "");
    const listed = listBackups(dir);
    expect(listed.map((b) => [path.basename(b.file), b.kind])).toEqual([
      ["dds-2026-12-06T01-53-34.000Z-scheduled.backup", "scheduled"],
      ["dds-2026-12-06T01-53-32.223Z.backup", "manual"],
      ["dds-2026-12-06T01-00-00.000Z-scheduled.backup", "scheduled"],
      ["dds-2026-12-01T03-00-00.000Z-pre-migration.backup", "pre-migration"],
    ]);
    // One a day: the hand-made backup 2 s before the scheduled one stays; the older scheduled goes.
    expect(
      backupsToDelete(listed, { days: 1, weeks: 0 }, now).map((f) => path.basename(f)),
    ).toEqual(["dds-2026-12-06T01-00-00.000Z-scheduled.backup"]);
    const old = [
      { file: "hand-91", at: ago(91 * 86_400_000), kind: "manual" as const },
      { file: "hand-89", at: ago(89 * 86_400_000), kind: "manual" as const },
      { file: "pre-91", at: ago(91 * 86_400_000), kind: "pre-migration" as const },
    ];
    expect(backupsToDelete(old, { days: 0, weeks: 0 }, now)).toEqual(["hand-91", "pre-91"]);
  });
});

describe("pending migrations at start", () => {
  it("back up the embedded database first, and a new database is not backed up", async () => {
    const folder = path.join(root, "migrations");
    fs.cpSync(migrationsFolder, folder, { recursive: true });
    const journal = JSON.parse(fs.readFileSync(path.join(folder, "meta/_journal.json"), "utf8"));
    const last = journal.entries.at(-1);
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag: "9000_probe" });
    fs.writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify(journal));
    fs.writeFileSync(path.join(folder, "9000_probe.sql"), "CREATE TABLE backup_probe (x int);");
    vi.stubEnv("MIGRATIONS_DIR", folder);
    const dir = path.join(root, "pre-migration");
    try {
      const file = await migrateWithBackup(source, settings(dir, { migrationsFolder: folder }));
      expect(file).toMatch(/-pre-migration\.backup$/);
      const header = await readBackupHeader(file!);
      expect(header).toMatchObject({ reason: "pre-migration", schema: { tag: last.tag } });
      expect(await rowsOf(source, sql`select count(*)::int as n from backup_probe`)).toEqual([
        { n: 0 },
      ]);
      // Nothing pending now: no second backup.
      expect(
        await migrateWithBackup(source, settings(dir, { migrationsFolder: folder })),
      ).toBeUndefined();

      const fresh = openDb({ dataDir: path.join(root, "fresh", "pglite") });
      try {
        expect(
          await migrateWithBackup(fresh, settings(dir, { migrationsFolder: folder })),
        ).toBeUndefined();
      } finally {
        await fresh.close();
      }
      expect(listBackups(dir)).toHaveLength(1);
    } finally {
      vi.unstubAllEnvs();
    }
  }, 120_000);
});
