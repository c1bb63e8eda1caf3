/**
 * Making backups: one backup under PGlite's locks (./backups.server.ts says how), the schedule's
 * and `npm run backup`'s whole run (the backup, the pruning, BACKUP_COMMAND, status.json), the
 * backup before migrations at start, and "Back up now" on the System page.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { protocol, type PGlite } from "@electric-sql/pglite";
import { type DbHandle, getDb, getDbHandle } from "@db/client.server";
import { log } from "~/utils/log.server";
import { recordAudit } from "./audit.server";
import { copyTree } from "./backup-archive.server";
import {
  BACKUP_SUFFIX,
  type BackupKind,
  type BackupLog,
  backupLogFile,
  noteBackupOutcome,
  readBackupLog,
} from "./backup-status.server";
import {
  BackupError,
  type BackupHeader,
  type BackupResult,
  type BackupSettings,
  appliedMigrationTimes,
  backupSettings,
  fsyncDir,
  isAlive,
  knownMigrations,
  listBackups,
  pendingMigrations,
  schemaOf,
  stamp,
  writeArchive,
} from "./backup-file.server";
import { KEEP_SET_ASIDE_DAYS, pruneSetAside } from "./backup-restore.server";

/**
 * After a CHECKPOINT, with nothing written since, the only WAL a restore needs runs from the
 * checkpoint's redo point to the current insert position: usually one 16 MB segment. The others
 * are old segments kept for reuse (hundreds of MB after a busy day), so they are left out.
 */
async function walNeeded(pg: PGlite): Promise<(name: string) => boolean> {
  const { messages } = await pg.execProtocol(
    protocol.serialize.query(
      "select (pg_control_checkpoint()).redo_wal_file, pg_walfile_name(pg_current_wal_insert_lsn())",
    ),
  );
  const row = messages.find((m) => m.name === "dataRow") as { fields?: string[] } | undefined;
  const [from, to] = row?.fields ?? [];
  if (!from || !to) return () => true;
  return (name) => {
    const m = /^pg_wal\/([0-9A-F]{24})$/.exec(name);
    return !m || (m[1] >= from && m[1] <= to);
  };
}

/** Holds both PGlite locks: no transaction open, no statement running, until fn returns. */
function whileLocked<T>(pg: PGlite, fn: () => Promise<T>): Promise<T> {
  return pg._runExclusiveTransaction(() => pg.runExclusive(fn));
}

/**
 * Makes one backup of the handle's embedded database into settings.dir. `onLocked` and
 * `onUnlocking` (tests, the benchmark) run at the snapshot point and as the locks are released.
 */
export function makeBackup(
  handle: DbHandle,
  settings: BackupSettings,
  options: Parameters<typeof backupOnce>[2] = {},
): Promise<BackupResult> {
  // One at a time per process (the schedule and `npm run backup` may meet): each clears the
  // leftovers of killed ones, which must not be a running one's files.
  const next = queue.then(() => backupOnce(handle, settings, options));
  queue = next.catch(() => {});
  return next;
}

let queue: Promise<unknown> = Promise.resolve();

async function backupOnce(
  handle: DbHandle,
  settings: BackupSettings,
  options: {
    reason?: BackupHeader["reason"];
    now?: () => Date;
    onLocked?: () => void;
    onUnlocking?: () => void;
  } = {},
): Promise<BackupResult> {
  const pg = handle.pglite;
  const source = handle.dataDir;
  if (!pg || !source)
    throw new BackupError("not-embedded", "backups are for the embedded database on disk");
  const started = Date.now();
  await writableFolder(settings.dir);
  await sweepLeftovers(settings.dir);
  const schema = schemaOf(
    await appliedMigrationTimes(pg),
    knownMigrations(settings.migrationsFolder),
  );
  const staging = path.join(settings.dir, `.staging-${process.pid}-${Date.now()}`);
  let createdAt = new Date();
  let lockedMs = 0;
  // Most dirty pages are written now, while requests still run between statements: the
  // CHECKPOINT under the locks then has little left to do.
  await pg.query("CHECKPOINT");
  try {
    await whileLocked(pg, async () => {
      const lockedAt = Date.now();
      createdAt = options.now?.() ?? new Date();
      options.onLocked?.();
      // execProtocol is not behind the locks this function holds.
      await pg.execProtocol(protocol.serialize.query("CHECKPOINT"));
      await copyTree(source, staging, await walNeeded(pg));
      lockedMs = Date.now() - lockedAt;
      options.onUnlocking?.();
    });
    const reason = options.reason ?? "manual";
    const name = `dds-${stamp(createdAt)}${reason === "manual" ? "" : `-${reason}`}${BACKUP_SUFFIX}`;
    const file = path.join(settings.dir, name);
    const partial = `${file}.partial`;
    const header = await writeArchive(staging, partial, settings.key, {
      createdAt,
      reason,
      schema,
    });
    await fs.promises.rename(partial, file);
    await fsyncDir(settings.dir);
    return { file, header, lockedMs, totalMs: Date.now() - started };
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true });
  }
}

/**
 * Makes the folder if need be and checks it can be written, at once: a folder under a regular
 * file, without permission or on a full or read-only disk fails here, saying the path and the
 * system's error, before anything is copied.
 */
async function writableFolder(dir: string): Promise<void> {
  try {
    await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
    const probe = path.join(dir, `.write-check-${process.pid}`);
    await fs.promises.writeFile(probe, "", { mode: 0o600 });
    await fs.promises.rm(probe, { force: true });
  } catch (error) {
    throw new BackupError(
      "folder-not-writable",
      `Backup failed: the folder ${dir} (BACKUP_DIR) cannot be written (${(error as Error).message}).`,
    );
  }
}

/** What a killed backup left: its staging copy and its partial file. */
async function sweepLeftovers(dir: string): Promise<void> {
  for (const name of await fs.promises.readdir(dir)) {
    if (!name.startsWith(".staging-") && !name.endsWith(".partial")) continue;
    const pid = Number(/^\.staging-(\d+)-/.exec(name)?.[1]);
    if (pid && pid !== process.pid && isAlive(pid)) continue;
    if (pid === process.pid) continue;
    await fs.promises.rm(path.join(dir, name), { recursive: true, force: true });
  }
}

/** At start: the backup before pending migrations (embedded database only), then the migrations. */
export async function migrateWithBackup(
  handle: DbHandle,
  settings: BackupSettings = backupSettings(),
): Promise<string | undefined> {
  const file = await backupBeforeMigrations(handle, settings);
  await handle.migrate();
  return file;
}

/** A backup made by hand or before migrations is kept this long, then pruned (or removed by hand). */
export const KEEP_UNSCHEDULED_DAYS = 90;

/**
 * What the schedule's pruning removes. Scheduled backups: all but the newest of each of the last
 * `days` days and `weeks` ISO weeks (UTC) that have one. Backups made by hand (`npm run backup`)
 * or before migrations are not counted there: each is kept KEEP_UNSCHEDULED_DAYS, then removed.
 * A listing without a kind counts as scheduled.
 */
export function backupsToDelete(
  backups: { file: string; at: Date; kind?: BackupKind }[],
  keep: { days: number; weeks: number },
  now: Date = new Date(),
): string[] {
  const unscheduled = backups.filter((b) => (b.kind ?? "scheduled") !== "scheduled");
  const expired = unscheduled
    .filter((b) => now.getTime() - b.at.getTime() > KEEP_UNSCHEDULED_DAYS * 86_400_000)
    .map((b) => b.file);
  const scheduled = backups.filter((b) => (b.kind ?? "scheduled") === "scheduled");
  return [...scheduledToDelete(scheduled, keep), ...expired];
}

function scheduledToDelete(
  backups: { file: string; at: Date }[],
  keep: { days: number; weeks: number },
): string[] {
  const newestFirst = [...backups].sort((a, b) => b.at.getTime() - a.at.getTime());
  const kept = new Set<string>();
  const byPeriod = (period: (d: Date) => string, count: number) => {
    const seen = new Set<string>();
    for (const b of newestFirst) {
      const p = period(b.at);
      if (seen.has(p)) continue;
      if (seen.size >= count) break;
      seen.add(p);
      kept.add(b.file);
    }
  };
  byPeriod((d) => d.toISOString().slice(0, 10), keep.days);
  byPeriod(isoWeek, keep.weeks);
  if (newestFirst[0]) kept.add(newestFirst[0].file);
  return newestFirst.filter((b) => !kept.has(b.file)).map((b) => b.file);
}

function isoWeek(date: Date): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const day = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - day);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  return `${d.getUTCFullYear()}-W${Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7)}`;
}

async function updateStatus(dir: string, change: Partial<BackupLog>): Promise<void> {
  const next = { ...readBackupLog(dir), ...change };
  const temp = `${backupLogFile(dir)}.${process.pid}.tmp`;
  await fs.promises.writeFile(temp, `${JSON.stringify(next, null, 2)}\n`, { mode: 0o600 });
  await fs.promises.rename(temp, backupLogFile(dir));
}

/** Runs BACKUP_COMMAND with the file as $1 (and BACKUP_FILE); its outcome. */
export function runBackupCommand(
  command: string,
  file: string,
  timeoutMs = 60 * 60 * 1000,
): Promise<{ ok: boolean; exitCode: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn("sh", ["-c", command, "sh", file], {
      env: { ...process.env, BACKUP_FILE: file },
      stdio: ["ignore", "pipe", "pipe"],
      timeout: timeoutMs,
    });
    let output = "";
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-2000));
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("error", (error) => resolve({ ok: false, exitCode: null, output: error.message }));
    child.on("close", (code) => resolve({ ok: code === 0, exitCode: code, output: output.trim() }));
  });
}

/**
 * The whole run (the schedule, `npm run backup`): a backup, the old ones pruned, the copy command
 * run; each outcome logged and kept in BACKUP_DIR/status.json. A failing copy is logged as an
 * error and recorded, the backup itself stays.
 */
export async function runBackup(
  handle: DbHandle,
  settings: BackupSettings = backupSettings(),
  reason: BackupHeader["reason"] = "manual",
): Promise<BackupResult & { deleted: string[]; copy?: { ok: boolean; exitCode: number | null } }> {
  let result: BackupResult;
  try {
    result = await makeBackup(handle, settings, { reason });
  } catch (error) {
    // Said at once: in the log, on the System page and its banner (kept in memory when the
    // folder cannot hold status.json), and to `npm run backup`.
    const message = error instanceof Error ? error.message : String(error);
    log.error(`backup: ${message}`);
    noteBackupOutcome({ error: message });
    await updateStatus(settings.dir, {
      lastFailure: { at: new Date().toISOString(), error: message },
    }).catch(() => {});
    throw error instanceof BackupError
      ? error
      : new BackupError("failed", `Backup failed: ${message}`);
  }
  noteBackupOutcome("ok");
  await updateStatus(settings.dir, {
    lastBackup: {
      file: path.basename(result.file),
      at: result.header.createdAt,
      bytes: result.header.bytes,
      lockedMs: result.lockedMs,
      totalMs: result.totalMs,
    },
  });
  log.info(
    `backup: ${path.basename(result.file)} (${result.header.bytes} bytes, database locked ${result.lockedMs} ms, ${result.totalMs} ms in all)`,
  );
  const deleted = backupsToDelete(listBackups(settings.dir), settings.keep);
  for (const file of deleted) await fs.promises.rm(file, { force: true });
  if (handle.dataDir) {
    for (const dir of await pruneSetAside(path.dirname(handle.dataDir)))
      log.info(
        `backup: deleted ${dir}, set aside by a restore or an upgrade over ${KEEP_SET_ASIDE_DAYS} days ago`,
      );
  }
  let copy: { ok: boolean; exitCode: number | null } | undefined;
  if (settings.command) {
    const outcome = await runBackupCommand(settings.command, result.file);
    copy = { ok: outcome.ok, exitCode: outcome.exitCode };
    await updateStatus(settings.dir, {
      lastCopy: { at: new Date().toISOString(), file: path.basename(result.file), ...outcome },
    });
    if (outcome.ok) log.info(`backup: BACKUP_COMMAND copied ${path.basename(result.file)}`);
    else
      log.error(
        `backup: BACKUP_COMMAND failed (exit ${outcome.exitCode}) for ${path.basename(result.file)}: ${outcome.output}`,
      );
  }
  return { ...result, deleted, copy };
}

/**
 * At start, before the migrations: an embedded database that has migrations pending gets a
 * backup first (a new, empty one has nothing to keep). The file's name, or undefined.
 */
export async function backupBeforeMigrations(
  handle: DbHandle,
  settings: BackupSettings = backupSettings(),
): Promise<string | undefined> {
  if (!handle.pglite || !handle.dataDir) return undefined;
  const pending = await pendingMigrations(handle.pglite, settings.migrationsFolder);
  if (pending.length === 0) return undefined;
  const result = await makeBackup(handle, settings, { reason: "pre-migration" });
  log.info(`backup before migrations (${pending.map((p) => p.tag).join(", ")}): ${result.file}`);
  return result.file;
}

/** What "Back up now" did: the backup made, or the refusal's code (the page words it). */
export type BackUpNowOutcome =
  | {
      outcome: "done";
      name: string;
      bytes: number;
      totalMs: number;
      /** Older scheduled backups the run pruned. */
      removed: number;
      /** BACKUP_COMMAND's outcome, or "none" when it is not set. */
      copy: "copied" | "failed" | "none";
    }
  | { outcome: "refused"; reason: BackupError["code"] };

/**
 * An admin's "Back up now" (the System page): the same run as `npm run backup`, a backup made by
 * hand, recorded in the audit trail with who asked. A failure is logged and kept for the System
 * page by runBackup; here it is only its code.
 */
export async function backUpNow(actor: string): Promise<BackUpNowOutcome> {
  const handle = getDbHandle();
  if (!handle.pglite || !handle.dataDir) return { outcome: "refused", reason: "not-embedded" };
  try {
    const result = await runBackup(handle, backupSettings(), "manual");
    const name = path.basename(result.file);
    await recordAudit(getDb(), {
      actor,
      action: "created",
      entityType: "backup",
      summary: `Backup ${name} made from the System page`,
    });
    return {
      outcome: "done",
      name,
      bytes: result.header.bytes,
      totalMs: result.totalMs,
      removed: result.deleted.length,
      copy: result.copy ? (result.copy.ok ? "copied" : "failed") : "none",
    };
  } catch (error) {
    return { outcome: "refused", reason: error instanceof BackupError ? error.code : "failed" };
  }
}
