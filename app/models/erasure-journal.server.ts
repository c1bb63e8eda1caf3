/**
 * The erasure journal: one line per erasure (its time and the person's keyed hash, never the
 * address), appended outside the database beside the backups, so a restore of an older backup
 * can make again the erasures made after it. docs/decisions/056-erasures-survive-a-restore.md
 */
import fs from "node:fs";
import path from "node:path";
import { dataDir } from "@db/client.server";
import { env } from "~/config/env.server";

export interface JournalledErasure {
  at: string;
  hash: string;
}

/** BACKUP_DIR, else DATA_DIR/backups: where the backups and this journal live. */
export function backupDir(): string {
  return path.resolve(env().BACKUP_DIR ?? path.join(dataDir(), "backups"));
}

export const erasureJournalFile = (dir: string) => path.join(dir, "erasures.jsonl");

/** Appends one erasure and flushes it to disk (the erasure is already committed). */
export function journalErasure(hash: string, dir: string = backupDir(), at = new Date()): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const fd = fs.openSync(erasureJournalFile(dir), "a", 0o600);
  try {
    fs.writeSync(fd, `${JSON.stringify({ at: at.toISOString(), hash })}\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** The erasures journalled at or after `since`, oldest first. */
export function erasuresSince(dir: string, since: Date): JournalledErasure[] {
  let text: string;
  try {
    text = fs.readFileSync(erasureJournalFile(dir), "utf8");
  } catch {
    return [];
  }
  return text
    .split("\n")
    .filter(Boolean)
    .flatMap((line) => {
      try {
        const entry = JSON.parse(line) as JournalledErasure;
        return new Date(entry.at) >= since ? [entry] : [];
      } catch {
        return []; // a line cut short by a crash
      }
    });
}
