/**
 * A backup that cannot be made says so at once: a BACKUP_DIR under a regular
 * file fails in well under a second, names the folder and the system's error, logs it, and the
 * System page's status and banner reason show it until a backup succeeds again. And the database
 * a restore keeps aside (item 8) is readable by the server's user alone and deleted after 30 days.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type DbHandle, openDb } from "@db/client.server";
import { log } from "~/utils/log.server";
import {
  BackupError,
  type BackupSettings,
  KEEP_SET_ASIDE_DAYS,
  pruneSetAside,
  restoreBackup,
  runBackup,
  setAsideDatabases,
} from "./backups.server";
import { lastBackupFailure } from "./backup-status.server";
import { backupStatus } from "./system.server";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "dds-backup-failures-"));
const settings = (dir: string): BackupSettings => ({
  dir,
  keep: { days: 1, weeks: 0 },
  migrationsFolder: path.resolve("db/migrations"),
});
let handle: DbHandle;

beforeAll(async () => {
  handle = openDb({ dataDir: path.join(root, "pglite") });
  await handle.migrate();
}, 60_000);

afterAll(async () => {
  await handle?.close().catch(() => {});
  fs.rmSync(root, { recursive: true, force: true });
});

describe("a backup folder that cannot be written", () => {
  it("fails at once, names the folder and the system's error, logs it and shows on the System page", async () => {
    const file = path.join(root, "a-file");
    fs.writeFileSync(file, "not a folder");
    const dir = path.join(file, "backups");
    const logged = vi.spyOn(log, "error").mockImplementation(() => {});
    const started = Date.now();
    const failed = await runBackup(handle, settings(dir), "scheduled").catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(failed).toBeInstanceOf(BackupError);
    const message = (failed as Error).message;
    expect(message).toContain(`the folder ${dir} (BACKUP_DIR) cannot be written`);
    expect(message).toContain("ENOTDIR");
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(dir));
    logged.mockRestore();

    const status = await backupStatus(new Date(), "embedded");
    expect(status.failure?.error).toBe(message);
    expect(lastBackupFailure(dir)?.error).toBe(message);

    // A backup that works again clears it.
    await runBackup(handle, settings(path.join(root, "backups")), "manual");
    expect((await backupStatus(new Date(), "embedded")).failure).toBeNull();
  }, 60_000);
});

describe("the database a restore keeps aside", () => {
  it("is 0700/0600, listed with its time, and deleted after the stated days", async () => {
    const made = await runBackup(handle, settings(path.join(root, "backups-r")), "manual");
    const target = path.join(root, "target");
    // What was there, as a careless copy left it: world-readable folders and files.
    fs.mkdirSync(path.join(target, "pglite", "base"), { recursive: true, mode: 0o755 });
    fs.writeFileSync(path.join(target, "pglite", "base", "1"), "old", { mode: 0o666 });
    fs.chmodSync(path.join(target, "pglite", "base", "1"), 0o666);
    fs.chmodSync(path.join(target, "pglite"), 0o755);
    const result = await restoreBackup(made.file, target, settings(path.join(root, "backups-r")));
    const aside = result.movedAside!;
    const mode = (p: string) => fs.statSync(p).mode & 0o777;
    expect(mode(aside)).toBe(0o700);
    expect(mode(path.join(aside, "base"))).toBe(0o700);
    expect(mode(path.join(aside, "base", "1"))).toBe(0o600);
    const listed = setAsideDatabases(target);
    expect(listed.map((d) => d.dir)).toEqual([aside]);
    const day = 86_400_000;
    expect(await pruneSetAside(target, new Date(listed[0].at.getTime() + 29 * day))).toEqual([]);
    expect(
      await pruneSetAside(
        target,
        new Date(listed[0].at.getTime() + (KEEP_SET_ASIDE_DAYS + 1) * day),
      ),
    ).toEqual([aside]);
    expect(fs.existsSync(aside)).toBe(false);
  }, 120_000);
});
