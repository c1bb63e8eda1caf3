/**
 * The newest backup file on disk, for the System page and its banner. The only place that knows
 * where backups are written and how their files are named, so the backup maker and this reader
 * agree through one constant.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { env } from "~/config/env.server";
import { dataDir } from "@db/client.server";

/** A backup file's name: `<anything>.backup` (an encrypted one may add `.enc`). */
export const BACKUP_FILE_PATTERN = /\.backup(\.enc)?$/;

export interface BackupFile {
  name: string;
  time: Date;
  bytes: number;
}

/** BACKUP_DIR, else DATA_DIR/backups. */
export function backupDir(): string {
  return path.resolve(env().BACKUP_DIR ?? path.join(dataDir(), "backups"));
}

/** The newest backup in `dir` by modification time, or null when there is none (or no folder). */
export async function latestBackup(dir: string = backupDir()): Promise<BackupFile | null> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return null;
  }
  let newest: BackupFile | null = null;
  for (const name of names.filter((n) => BACKUP_FILE_PATTERN.test(n))) {
    const stat = await fs.stat(path.join(dir, name)).catch(() => null);
    if (stat?.isFile() && (!newest || stat.mtime > newest.time))
      newest = { name, time: stat.mtime, bytes: stat.size };
  }
  return newest;
}
