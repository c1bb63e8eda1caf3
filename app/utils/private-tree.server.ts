/**
 * A copy of the database kept on disk (a restore's or an upgrade's set-aside folder) holds every
 * person's data: readable by the server's user alone, as the live database is.
 */
import fs from "node:fs";
import path from "node:path";

/** Folders 0700, files 0600, all the way down. */
export function restrictTree(dir: string): void {
  fs.chmodSync(dir, 0o700);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) restrictTree(child);
    else if (entry.isFile()) fs.chmodSync(child, 0o600);
  }
}

/** A database a restore or an upgrade moved aside is kept this long, then deleted by the next backup run. */
export const KEEP_SET_ASIDE_DAYS = 30;
