/**
 * The newest backup file on disk and whether it was copied off the machine, for the System page
 * and its banner. Backups are written by ./backups.server.ts into backupDir() (shared with the
 * erasure journal), named with BACKUP_SUFFIX, and each copy's outcome is kept in its status.json.
 */
import fsSync from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { getDb } from "@db/client.server";
import { recordAudit } from "./audit.server";
import { backupDir } from "./erasure-journal.server";

export { backupDir };

/** Every backup file's name ends so. */
export const BACKUP_SUFFIX = ".backup";
const BACKUP_FILE_PATTERN = /\.backup$/;

/** A backup's file name: never a path, nor a hidden or half-written file (`….backup.partial`). */
const isBackupName = (name: string) =>
  name === path.basename(name) && !name.startsWith(".") && BACKUP_FILE_PATTERN.test(name);

/** Why a backup was made: by the schedule, by hand (`npm run backup`), or before migrations. */
export type BackupKind = "scheduled" | "manual" | "pre-migration";

/** A backup's kind from its name (`dds-<time>[-scheduled|-pre-migration].backup`; by hand: none). */
export function backupKind(name: string): BackupKind {
  if (name.endsWith(`-scheduled${BACKUP_SUFFIX}`)) return "scheduled";
  if (name.endsWith(`-pre-migration${BACKUP_SUFFIX}`)) return "pre-migration";
  return "manual";
}

export interface BackupFile {
  name: string;
  time: Date;
  bytes: number;
  kind: BackupKind;
}

/** Every backup in `dir`, newest first (by modification time); none without the folder. */
export async function backupFiles(dir: string = backupDir()): Promise<BackupFile[]> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return [];
  }
  const files: BackupFile[] = [];
  for (const name of names.filter(isBackupName)) {
    const stat = await fs.stat(path.join(dir, name)).catch(() => null);
    if (stat?.isFile())
      files.push({ name, time: stat.mtime, bytes: stat.size, kind: backupKind(name) });
  }
  return files.sort((a, b) => b.time.getTime() - a.time.getTime());
}

/** The newest backup in `dir` by modification time, or null when there is none (or no folder). */
export async function latestBackup(dir: string = backupDir()): Promise<BackupFile | null> {
  return (await backupFiles(dir))[0] ?? null;
}

/** What the backups did last (BACKUP_DIR/status.json, written by ./backups.server.ts). */
export interface BackupLog {
  lastBackup?: { file: string; at: string; bytes: number; lockedMs: number; totalMs: number };
  lastFailure?: { at: string; error: string };
  lastCopy?: { at: string; file: string; ok: boolean; exitCode: number | null; output?: string };
}

export const backupLogFile = (dir: string) => path.join(dir, "status.json");

export function readBackupLog(dir: string): BackupLog {
  try {
    return JSON.parse(fsSync.readFileSync(backupLogFile(dir), "utf8")) as BackupLog;
  } catch {
    return {};
  }
}

/** A backup that failed: when, and why in words (the folder and the system's error). */
export interface BackupFailure {
  at: string;
  error: string;
}

/**
 * The last failure in this process, since its last success: kept in memory too, because a folder
 * that cannot be written cannot hold status.json either. `failureSeq` moves on each change (the
 * banner's cache reads afresh).
 */
let failure: BackupFailure | undefined;
let failureSeq = 0;

export function noteBackupOutcome(outcome: { error: string; at?: Date } | "ok"): void {
  failure =
    outcome === "ok"
      ? undefined
      : { at: (outcome.at ?? new Date()).toISOString(), error: outcome.error };
  failureSeq++;
}

export const backupFailureSeq = () => failureSeq;

/** The last backup's failure when nothing succeeded since (this process's, or status.json's). */
export function lastBackupFailure(dir: string = backupDir()): BackupFailure | null {
  if (failure) return failure;
  const log = readBackupLog(dir);
  if (log.lastFailure && (!log.lastBackup || log.lastFailure.at > log.lastBackup.at))
    return log.lastFailure;
  return null;
}

/** Whether `file` was copied off the machine by BACKUP_COMMAND: its last run's outcome for it. */
export function copyOutcome(dir: string, file: string): "copied" | "failed" | "unknown" {
  const copy = readBackupLog(dir).lastCopy;
  if (!copy || path.basename(copy.file) !== file) return "unknown";
  return copy.ok ? "copied" : "failed";
}

/** A backup in `dir` by its file name, or null for any other name or a file outside the folder. */
export async function backupNamed(
  name: string,
  dir: string = backupDir(),
): Promise<BackupFile | null> {
  if (!isBackupName(name)) return null;
  const stat = await fs.stat(path.join(dir, name)).catch(() => null);
  return stat?.isFile()
    ? { name, time: stat.mtime, bytes: stat.size, kind: backupKind(name) }
    : null;
}

/**
 * A backup's bytes for an admin to download, recorded in the audit trail first (a backup holds
 * every person's data, so who took a copy off the machine is kept); null when there is no such
 * backup.
 */
export async function openBackupDownload(
  name: string,
  actor: string,
  dir: string = backupDir(),
): Promise<{ file: BackupFile; body: ReadableStream<Uint8Array> } | null> {
  const file = await backupNamed(name, dir);
  if (!file) return null;
  await recordAudit(getDb(), {
    actor,
    action: "downloaded",
    entityType: "backup",
    summary: `Backup ${name} downloaded`,
  });
  const stream = fsSync.createReadStream(path.join(dir, name));
  return { file, body: Readable.toWeb(stream) as ReadableStream<Uint8Array> };
}
