/**
 * docs/deploy.md's backup and restore commands, as written there, run against this project's
 * database: the tar of the embedded database's volume (project "pglite"), or pg_dump and psql
 * (project "postgres"). The database holds what a running server leaves in it, the job queue's
 * tables included, and after the restore the job runner starts on it again.
 */
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, expect, it } from "vitest";
import { type DbHandle, openDb } from "@db/client.server";
import { retentionRuns } from "@db/schema";
import { startJobs, stopJobs } from "../../app/models/jobs.server";
import { ROOT } from "./helpers/project-copy";

/** The command lines of each of docs/deploy.md's shell blocks, continuation lines joined. */
function deployGuideBlocks(): string[][] {
  const guide = fs.readFileSync(path.join(ROOT, "docs/deploy.md"), "utf8");
  return [...guide.matchAll(/```sh\n([\s\S]*?)```/g)].map((block) =>
    block[1]
      .replace(/\\\n\s*/g, "")
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
  );
}

/** Every command line of docs/deploy.md's shell blocks. */
const deployGuideCommands = (): string[] => deployGuideBlocks().flat();

process.env.LOG_LEVEL = "silent";
const work = fs.mkdtempSync(path.join(os.tmpdir(), "backup-restore-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const run = (command: string) =>
  execFileSync("sh", ["-c", command], { cwd: work, stdio: ["ignore", "pipe", "pipe"] });

/** A database as a server leaves it: migrated, the job runner's tables made, one row of ours. */
async function useLikeAServer(handle: DbHandle, months: number) {
  await handle.migrate();
  await startJobs({ handle, workers: [] });
  await handle.db.insert(retentionRuns).values({ months, counts: {} as never });
  await stopJobs(handle);
  await handle.close();
}

/** After the restore: the row is back, the later change is gone, and the job runner starts. */
async function expectRestored(handle: DbHandle) {
  await handle.migrate();
  await startJobs({ handle, workers: [] });
  const rows = await handle.db.select({ months: retentionRuns.months }).from(retentionRuns);
  expect(rows).toEqual([{ months: 24 }]);
  await stopJobs(handle);
  await handle.close();
}

const backupFile = /dds(-data)?-(\$\(date \+%F\)|\d{4}-\d\d-\d\d)\.(tgz|sql)/g;

if (process.env.TEST_DB === "postgres") {
  it("pg_dump, then dropdb, createdb and psql, gives back the database", async () => {
    const adminUrl = new URL(process.env.TEST_DATABASE_URL!);
    const name = `t_restore_${crypto.randomBytes(4).toString("hex")}`;
    const connect = `-h ${adminUrl.hostname} -p ${adminUrl.port || 5432} -U ${adminUrl.username}`;
    // The plain SQL route: the one-off dump, then the block that loads it with psql (the nightly
    // dumps' pg_restore route is run by scripts/compose-backup-check.sh).
    const sqlRoute = deployGuideBlocks().filter((block) =>
      block.some((line) => / (pg_dump -U dds dds >|psql )/.test(line)),
    );
    const commands = sqlRoute
      .flat()
      .filter((line) => line.startsWith("docker compose exec -T db "))
      .map((line) =>
        line
          .replace("docker compose exec -T db ", "")
          .replace(backupFile, "backup.sql")
          .replace("-U dds", connect)
          .replace(/\bdds\b/g, name),
      );
    const [dump, ...restore] = commands;
    expect(dump).toMatch(/^pg_dump /);
    expect(restore.map((c) => c.split(" ")[0])).toEqual(["dropdb", "createdb", "psql"]);

    const admin = postgres(adminUrl.toString(), { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      await useLikeAServer(openDb({ url: url.toString() }), 24);
      run(dump);
      const later = openDb({ url: url.toString() });
      await later.db.execute(sql`update retention_runs set months = 1`);
      await later.close();
      for (const command of restore) run(command);
      await expectRestored(openDb({ url: url.toString() }));
    } finally {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 60_000);
} else {
  it("a tar of the stopped volume, unpacked over it, gives back the embedded database", async () => {
    const dataDir = path.join(work, "data");
    fs.mkdirSync(dataDir);
    const commands = deployGuideCommands()
      .filter((line) => line.includes("-v dds-data:/app/data dds ") && line.includes("tar "))
      .map((line) =>
        line
          .replace(/^docker run --rm (-i )?-v dds-data:\/app\/data dds /, "")
          .replaceAll("/app/data", dataDir)
          .replace(backupFile, "backup.tgz"),
      );
    expect(commands).toHaveLength(2);
    const [backup, restore] = commands;
    const pgliteDir = path.join(dataDir, "pglite");

    await useLikeAServer(openDb({ dataDir: pgliteDir }), 24);
    run(backup);
    const later = openDb({ dataDir: pgliteDir });
    await later.db.execute(sql`update retention_runs set months = 1`);
    await later.close();
    run(restore);
    await expectRestored(openDb({ dataDir: pgliteDir }));
  }, 60_000);
}
