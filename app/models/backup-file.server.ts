/**
 * A backup file and its settings: the format (a 4 KiB header, then the archive), the settings
 * from the environment, the refusals, the migrations a backup's schema is checked against, and
 * the reading, writing and checking of one file. The whole story: ./backups.server.ts.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Transform } from "node:stream";
import zlib from "node:zlib";
import type { PGlite } from "@electric-sql/pglite";
import { env, parseBackupKey } from "~/config/env.server";
import { pump, tarStream } from "./backup-archive.server";
import { type BackupKind, backupKind } from "./backup-status.server";
import { backupDir } from "./erasure-journal.server";

export const BACKUP_MAGIC = "DDS-BACKUP 1\n";
/** The header block before the archive: a file without it was cut short. */
export const HEADER_BYTES = 4096;

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
      | "other-major"
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

export interface JournalEntry {
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
export async function appliedMigrationTimes(pg: PGlite): Promise<number[]> {
  const exists = await pg.query<{ t: string | null }>(
    "select to_regclass('drizzle.__drizzle_migrations')::text as t",
  );
  if (!exists.rows[0]?.t) return [];
  const rows = await pg.query<{ created_at: string }>(
    "select created_at::text from drizzle.__drizzle_migrations order by created_at",
  );
  return rows.rows.map((r) => Number(r.created_at));
}

export function schemaOf(applied: number[], known: JournalEntry[]): BackupHeader["schema"] {
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

/** A time as it appears in a file or folder name (no colons). */
export const stamp = (date: Date) => date.toISOString().replace(/:/g, "-");

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

export async function writeArchive(
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

export async function fsyncDir(dir: string): Promise<void> {
  const handle = await fs.promises.open(dir, "r");
  try {
    await handle.sync();
  } catch {
    // Some filesystems refuse fsync on a directory; the rename is still atomic.
  } finally {
    await handle.close();
  }
}

/** Whether a process with this pid runs (EPERM: it does, as another user). */
export function isAlive(pid: number): boolean {
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
