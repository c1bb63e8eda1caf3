/**
 * Online backups of the embedded database (PGlite), and their restore. docs/decisions/055-online-backups-of-the-embedded-database.md
 *
 * A backup is made while the server serves: PGlite's transaction and query locks are taken (no
 * transaction is half-done, no statement runs), a CHECKPOINT writes every change to the data
 * files, and the data directory is copied file by file with asynchronous copies; the locks are
 * then released and the copy is archived (tar, gzip, optionally AES-256-GCM) off the locks.
 * Staff requests that need the database wait for the copy only; public pages do not wait.
 *
 * One file per backup: a 4 KiB header (magic line, then JSON: time, schema version, sha256 of
 * what follows, encryption parameters) and the archive. The file is written under a temporary
 * name with the header left blank, fsynced, given its header, fsynced again and renamed: a backup
 * cut short (kill -9, a full disk) is a `.partial` file with no header, which restore refuses.
 */
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Transform } from "node:stream";
import zlib from "node:zlib";
import { protocol, type PGlite } from "@electric-sql/pglite";
import { type Db, type DbHandle, openDb } from "@db/client.server";
import { suppressions } from "@db/schema";
import { env, parseBackupKey } from "~/config/env.server";
import { log } from "~/utils/log.server";
import { copyTree, pump, tarStream, untarInto } from "./backup-archive.server";
import {
  BACKUP_SUFFIX,
  type BackupKind,
  type BackupLog,
  backupKind,
  backupLogFile,
  noteBackupOutcome,
  readBackupLog,
} from "./backup-status.server";
import { backupDir, erasuresSince } from "./erasure-journal.server";
import { erasePersonIn, heldEmails, subjectHash } from "./people.server";

export const BACKUP_MAGIC = "DDS-BACKUP 1\n";
const HEADER_BYTES = 4096;

export interface BackupHeader {
  format: 1;
  /** The snapshot point: every transaction committed before it is in the backup, none after. */
  createdAt: string;
  reason: "scheduled" | "manual" | "pre-migration";
  /** The last migration applied (drizzle's journal tag and its time). */
  schema: { tag: string; when: number } | null;
  /** sha256 of everything after the header, hex. */
  sha256: string;
  bytes: number;
  encryption: { algorithm: "aes-256-gcm"; iv: string; tag: string } | null;
}

export interface BackupResult {
  file: string;
  header: BackupHeader;
  /** How long the database was locked (staff requests waited), and the whole backup. */
  lockedMs: number;
  totalMs: number;
}

export interface BackupSettings {
  dir: string;
  key?: Buffer;
  keep: { days: number; weeks: number };
  command?: string;
  migrationsFolder: string;
}

/** The settings from the environment (BACKUP_*). */
export function backupSettings(): BackupSettings {
  const e = env();
  const [days, weeks] = e.BACKUP_KEEP.split(",").map((part) => parseInt(part, 10));
  return {
    dir: backupDir(),
    key: e.BACKUP_ENCRYPTION_KEY ? parseBackupKey(e.BACKUP_ENCRYPTION_KEY) : undefined,
    keep: { days, weeks },
    command: e.BACKUP_COMMAND,
    migrationsFolder: path.resolve(e.MIGRATIONS_DIR),
  };
}

/** Why a backup or a restore was refused: a code, with the details the CLI words. */
export class BackupError extends Error {
  constructor(
    public readonly code:
      | "not-embedded"
      | "running"
      | "incomplete"
      | "checksum"
      | "newer-schema"
      | "key-missing"
      | "key-wrong"
      | "not-found"
      | "folder-not-writable"
      | "failed",
    message: string,
  ) {
    super(message);
    this.name = "BackupError";
  }
}

interface JournalEntry {
  tag: string;
  when: number;
}

/** This build's migrations, oldest first (drizzle's meta/_journal.json). */
export function knownMigrations(folder: string): JournalEntry[] {
  const journal = JSON.parse(
    fs.readFileSync(path.join(folder, "meta", "_journal.json"), "utf8"),
  ) as { entries: JournalEntry[] };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** The times of the migrations applied to this database (none: a new database). */
async function appliedMigrationTimes(pg: PGlite): Promise<number[]> {
  const exists = await pg.query<{ t: string | null }>(
    "select to_regclass('drizzle.__drizzle_migrations')::text as t",
  );
  if (!exists.rows[0]?.t) return [];
  const rows = await pg.query<{ created_at: string }>(
    "select created_at::text from drizzle.__drizzle_migrations order by created_at",
  );
  return rows.rows.map((r) => Number(r.created_at));
}

function schemaOf(applied: number[], known: JournalEntry[]): BackupHeader["schema"] {
  const last = applied.at(-1);
  if (last === undefined) return null;
  return { tag: known.find((k) => k.when === last)?.tag ?? `unknown-${last}`, when: last };
}

/** The migrations of this build not yet applied to a database that has some (empty: none). */
export async function pendingMigrations(pg: PGlite, folder: string): Promise<JournalEntry[]> {
  const applied = await appliedMigrationTimes(pg);
  if (applied.length === 0) return [];
  const last = Math.max(...applied);
  return knownMigrations(folder).filter((k) => k.when > last);
}

const stamp = (date: Date) => date.toISOString().replace(/:/g, "-");

export interface ListedBackup {
  file: string;
  at: Date;
  kind: BackupKind;
}

/** Files that are complete backups in dir, newest first, with their time and kind from the name. */
export function listBackups(dir: string): ListedBackup[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .map((name) => {
      const m = /^dds-(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z)(-[a-z-]+)?\.backup$/.exec(name);
      if (!m) return undefined;
      const at = new Date(m[1].replace(/T(\d\d)-(\d\d)-(\d\d)/, "T$1:$2:$3"));
      return { file: path.join(dir, name), at, kind: backupKind(name) };
    })
    .filter((b): b is ListedBackup => b !== undefined && !isNaN(b.at.getTime()))
    .sort((a, b) => b.at.getTime() - a.at.getTime());
}

/** Passes bytes through, hashing them. */
function hasher(hash: crypto.Hash): Transform {
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
}

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

async function writeArchive(
  source: string,
  partial: string,
  key: Buffer | undefined,
  meta: Pick<BackupHeader, "reason" | "schema"> & { createdAt: Date },
): Promise<BackupHeader> {
  await fs.promises.writeFile(partial, Buffer.alloc(HEADER_BYTES), { mode: 0o600 });
  const out = fs.createWriteStream(partial, { flags: "r+", start: HEADER_BYTES });
  const hash = crypto.createHash("sha256");
  const iv = crypto.randomBytes(12);
  const cipher = key ? crypto.createCipheriv("aes-256-gcm", key, iv) : undefined;
  const stages = [zlib.createGzip({ level: 6 }), ...(cipher ? [cipher] : []), hasher(hash), out];
  await pump(tarStream(source), ...stages);
  const handle = await fs.promises.open(partial, "r+");
  try {
    const bytes = (await handle.stat()).size - HEADER_BYTES;
    const header: BackupHeader = {
      format: 1,
      createdAt: meta.createdAt.toISOString(),
      reason: meta.reason,
      schema: meta.schema,
      sha256: hash.digest("hex"),
      bytes,
      encryption: cipher
        ? {
            algorithm: "aes-256-gcm",
            iv: iv.toString("hex"),
            tag: cipher.getAuthTag().toString("hex"),
          }
        : null,
    };
    // The header goes in once the rest is on disk, so a file with a header is a whole one.
    await handle.sync();
    const text = Buffer.from(`${BACKUP_MAGIC}${JSON.stringify(header)}\n`);
    if (text.length > HEADER_BYTES) throw new Error("backup header too long");
    const block = Buffer.concat([text, Buffer.alloc(HEADER_BYTES - text.length, " ")]);
    await handle.write(block, 0, HEADER_BYTES, 0);
    await handle.sync();
    return header;
  } finally {
    await handle.close();
  }
}

async function fsyncDir(dir: string): Promise<void> {
  const handle = await fs.promises.open(dir, "r");
  try {
    await handle.sync();
  } catch {
    // Some filesystems refuse fsync on a directory; the rename is still atomic.
  } finally {
    await handle.close();
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

/** The pid of a live process holding the embedded database in dataDirectory (its lock file). */
export function runningServerPid(dataDirectory: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDirectory, "pglite.lock"), "utf8"));
    return pid && pid !== process.pid && isAlive(pid) ? pid : undefined;
  } catch {
    return undefined;
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

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** A backup file's header; BackupError "incomplete" when it has none (a cut-short backup). */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  let handle: fs.promises.FileHandle;
  try {
    handle = await fs.promises.open(file, "r");
  } catch {
    throw new BackupError("not-found", `${file} does not exist or cannot be read.`);
  }
  try {
    const block = Buffer.alloc(HEADER_BYTES);
    const { bytesRead } = await handle.read(block, 0, HEADER_BYTES, 0);
    const text = block.subarray(0, bytesRead).toString("utf8");
    if (!text.startsWith(BACKUP_MAGIC))
      throw new BackupError(
        "incomplete",
        `${file} is not a complete backup (no header): it was cut short, or is not a backup.`,
      );
    try {
      return JSON.parse(text.slice(BACKUP_MAGIC.length).trim()) as BackupHeader;
    } catch {
      throw new BackupError("incomplete", `${file} has a damaged header.`);
    }
  } finally {
    await handle.close();
  }
}

/** Checks the checksum and that this build knows the schema; the header. */
export async function verifyBackup(file: string, migrationsFolder: string): Promise<BackupHeader> {
  const header = await readBackupHeader(file);
  const hash = crypto.createHash("sha256");
  let bytes = 0;
  for await (const chunk of fs.createReadStream(file, { start: HEADER_BYTES })) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  if (bytes !== header.bytes || hash.digest("hex") !== header.sha256)
    throw new BackupError(
      "checksum",
      `${file} is damaged: its checksum does not match (sha256 recorded ${header.sha256.slice(0, 12)}…). Use another backup.`,
    );
  const known = knownMigrations(migrationsFolder);
  if (header.schema && !known.some((k) => k.when === header.schema!.when))
    throw new BackupError(
      "newer-schema",
      `${file} has schema ${header.schema.tag}, which this version does not know ` +
        `(its newest is ${known.at(-1)?.tag}): restore it with the version that made it, or a newer one.`,
    );
  return header;
}

export interface RestoreResult {
  header: BackupHeader;
  /** Where the database that was there before went (kept, never deleted). */
  movedAside?: string;
  erasuresReplayed: number;
}

/**
 * Restores `file` into dataDirectory/pglite. The caller has checked that no server runs there.
 * The current database is moved aside, the backup unpacked in its place, brought up to this
 * build's schema, and the erasures journalled after the backup's time are made again.
 */
export async function restoreBackup(
  file: string,
  dataDirectory: string,
  settings: Pick<BackupSettings, "key" | "migrationsFolder" | "dir">,
): Promise<RestoreResult> {
  const header = await verifyBackup(file, settings.migrationsFolder);
  if (header.encryption && !settings.key)
    throw new BackupError(
      "key-missing",
      `${file} is encrypted: set BACKUP_ENCRYPTION_KEY to the key it was made with.`,
    );
  const target = path.join(dataDirectory, "pglite");
  const unpacked = `${target}.restoring`;
  await fs.promises.rm(unpacked, { recursive: true, force: true });
  const decipher = header.encryption
    ? crypto
        .createDecipheriv("aes-256-gcm", settings.key!, Buffer.from(header.encryption.iv, "hex"))
        .setAuthTag(Buffer.from(header.encryption.tag, "hex"))
    : undefined;
  try {
    const source = fs.createReadStream(file, { start: HEADER_BYTES });
    const gunzip = zlib.createGunzip();
    // A wrong key yields noise that gunzip refuses, or fails GCM's tag check at the end.
    await Promise.all([
      pump(source, ...(decipher ? [decipher] : []), gunzip),
      untarInto(gunzip, unpacked),
    ]);
  } catch (error) {
    await fs.promises.rm(unpacked, { recursive: true, force: true });
    if (decipher)
      throw new BackupError(
        "key-wrong",
        `${file} could not be decrypted: BACKUP_ENCRYPTION_KEY is not the key it was made with.`,
      );
    throw error;
  }
  let movedAside: string | undefined;
  if (fs.existsSync(target)) {
    movedAside = `${target}.before-restore-${stamp(new Date())}`;
    await fs.promises.rename(target, movedAside);
    // Every person's data: readable by the server's user alone, as the live database is.
    await restrictTree(movedAside);
  }
  await fs.promises.rename(unpacked, target);
  const handle = openDb({ dataDir: target });
  try {
    await handle.migrate();
    const erasuresReplayed = await replayErasures(
      handle.db,
      settings.dir,
      new Date(header.createdAt),
    );
    return { header, movedAside, erasuresReplayed };
  } finally {
    await handle.close();
  }
}

/**
 * Makes again, on a restored database, the erasures journalled at or after `since` (the backup's
 * snapshot point): each journalled keyed hash is matched against the addresses the database holds;
 * a match is erased as staff would, and the suppression is written either way. Erasures before
 * the backup are in it already; replaying those too would wipe a person who came back later of
 * their own accord (their new submission lifts the suppression).
 */
export async function replayErasures(db: Db, dir: string, since: Date): Promise<number> {
  const entries = erasuresSince(dir, since);
  if (entries.length === 0) return 0;
  const wanted = new Set(entries.map((e) => e.hash));
  const matches = (await heldEmails(db)).filter((email) => wanted.has(subjectHash(email)));
  for (const email of matches) await erasePersonIn(db, email, "restore: erasure journal");
  for (const hash of wanted)
    await db.insert(suppressions).values({ emailHash: hash }).onConflictDoNothing();
  return wanted.size;
}

/** Folders 0700, files 0600, all the way down. */
export async function restrictTree(dir: string): Promise<void> {
  await fs.promises.chmod(dir, 0o700);
  for (const entry of await fs.promises.readdir(dir, { withFileTypes: true })) {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) await restrictTree(child);
    else if (entry.isFile()) await fs.promises.chmod(child, 0o600);
  }
}

/** A database a restore moved aside is kept this long, then deleted by the next backup run. */
export const KEEP_SET_ASIDE_DAYS = 30;

/** The databases restores moved aside in a data directory (`pglite.before-restore-<time>`). */
export function setAsideDatabases(dataDirectory: string): { dir: string; at: Date }[] {
  let names: string[];
  try {
    names = fs.readdirSync(dataDirectory);
  } catch {
    return [];
  }
  return names
    .map((name) => {
      const m = /^pglite\.before-restore-(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z)$/.exec(name);
      if (!m) return undefined;
      const at = new Date(m[1].replace(/T(\d\d)-(\d\d)-(\d\d)/, "T$1:$2:$3"));
      return { dir: path.join(dataDirectory, name), at };
    })
    .filter((d): d is { dir: string; at: Date } => d !== undefined && !isNaN(d.at.getTime()));
}

/** Deletes the set-aside databases older than KEEP_SET_ASIDE_DAYS; the folders deleted. */
export async function pruneSetAside(dataDirectory: string, now = new Date()): Promise<string[]> {
  const old = setAsideDatabases(dataDirectory).filter(
    (d) => now.getTime() - d.at.getTime() > KEEP_SET_ASIDE_DAYS * 86_400_000,
  );
  for (const d of old) await fs.promises.rm(d.dir, { recursive: true, force: true });
  return old.map((d) => d.dir);
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
        `backup: deleted ${dir}, set aside by a restore over ${KEEP_SET_ASIDE_DAYS} days ago`,
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
