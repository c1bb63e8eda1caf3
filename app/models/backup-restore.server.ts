/**
 * Restoring a backup into a stopped instance, making again the erasures journalled since, and the
 * databases a restore or an upgrade moves aside (kept 0700/0600, pruned after KEEP_SET_ASIDE_DAYS).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { type Db, PGLITE_SETTINGS, openDb } from "@db/client.server";
import { upgradeDataDir } from "@db/pglite-upgrade.server";
import { suppressions } from "@db/schema";
import { pump, untarInto } from "./backup-archive.server";
import {
  BackupError,
  type BackupHeader,
  type BackupSettings,
  HEADER_BYTES,
  isAlive,
  stamp,
  verifyBackup,
} from "./backup-file.server";
import { KEEP_SET_ASIDE_DAYS, restrictTree } from "~/utils/private-tree.server";
import { erasuresSince } from "./erasure-journal.server";
import { erasePersonIn, heldEmails, subjectHash } from "./people.server";

/** The pid of a live process holding the embedded database in dataDirectory (its lock file). */
export function runningServerPid(dataDirectory: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDirectory, "pglite.lock"), "utf8"));
    return pid && pid !== process.pid && isAlive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

export interface RestoreResult {
  header: BackupHeader;
  /** Where the database that was there before went (kept, never deleted). */
  movedAside?: string;
  /** The backup was made by an older PostgreSQL major (PGlite 0.5): which, and how long loading it took. */
  upgradedFrom?: { major: string; ms: number };
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
  const upgradedFrom = await bringForward(unpacked);
  let movedAside: string | undefined;
  if (fs.existsSync(target)) {
    movedAside = `${target}.before-restore-${stamp(new Date())}`;
    await fs.promises.rename(target, movedAside);
    restrictTree(movedAside);
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
    return { header, movedAside, upgradedFrom, erasuresReplayed };
  } finally {
    await handle.close();
  }
}

/**
 * A backup made by an older PostgreSQL major (PGlite 0.5 is PostgreSQL 18) is brought forward
 * before it replaces anything, as a start brings a data directory forward (db/pglite-upgrade);
 * its unpacked original is not kept, the backup file is. One this build cannot read is refused,
 * the current database untouched.
 */
async function bringForward(unpacked: string): Promise<RestoreResult["upgradedFrom"]> {
  try {
    const report = upgradeDataDir(unpacked, PGLITE_SETTINGS);
    if (!report) return undefined;
    await fs.promises.rm(report.keptAt, { recursive: true, force: true });
    return { major: report.from, ms: report.ms };
  } catch (error) {
    await fs.promises.rm(unpacked, { recursive: true, force: true });
    throw new BackupError("other-major", (error as Error).message);
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

export { KEEP_SET_ASIDE_DAYS };

/**
 * The databases moved aside in a data directory: by a restore (`pglite.before-restore-<time>`) or
 * by an upgrade to a newer PostgreSQL major (`pglite.before-upgrade-<time>`, db/pglite-upgrade).
 */
export function setAsideDatabases(dataDirectory: string): { dir: string; at: Date }[] {
  let names: string[];
  try {
    names = fs.readdirSync(dataDirectory);
  } catch {
    return [];
  }
  return names
    .map((name) => {
      const m =
        /^pglite\.before-(?:restore|upgrade)-(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z)$/.exec(name);
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
