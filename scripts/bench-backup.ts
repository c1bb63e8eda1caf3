/**
 * `npm run bench:backup`: an online backup of the embedded database at scale, and what it costs
 * the server while it runs. For each size: a fresh PGlite on disk seeded with N leads (5
 * activities each), then one backup as the schedule makes it, while
 *  - a timer ticks every millisecond: its longest gap is the longest the event loop was held
 *    (how long a public page answered from the page cache could wait: it needs nothing else);
 *  - a query is sent the moment the backup locks the database: its wait is what a staff request
 *    arriving then waits (the lock lasts for the CHECKPOINT and the copy of the data files).
 *
 *   npm run bench:backup [-- --leads 10000,100000]
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : process.argv[i + 1];
};
const SIZES = arg("leads", "10000,100000").split(",").map(Number);

process.env.LOG_LEVEL = "silent";
const { openDb } = await import("@db/client.server");
const { seedCrm } = await import("@db/seed");
const { makeBackup } = await import("~/models/backups.server");

const dirSize = (dir: string): number =>
  fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .reduce((sum, e) => sum + fs.statSync(path.join(e.parentPath, e.name)).size, 0);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const rows: string[] = [];
for (const leads of SIZES) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "bench-backup-"));
  const handle = openDb({ dataDir: path.join(root, "pglite") });
  try {
    await handle.migrate();
    const seeded = Date.now();
    await seedCrm(handle.db, { leads, activitiesPerLead: 5 });
    console.log(`${leads} leads seeded in ${Date.now() - seeded} ms`);

    let last = performance.now();
    let longestGap = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 1);
    let staffWait: Promise<number> | undefined;
    const result = await makeBackup(
      handle,
      {
        dir: path.join(root, "backups"),
        keep: { days: 7, weeks: 4 },
        migrationsFolder: path.resolve("db/migrations"),
      },
      {
        onLocked: () => {
          const asked = performance.now();
          staffWait = handle
            .pglite!.query("select count(*) from leads")
            .then(() => performance.now() - asked);
        },
      },
    );
    clearInterval(ticker);
    const waited = await staffWait!;
    const line =
      `| ${leads.toLocaleString("en-GB")} | ${mb(dirSize(path.join(root, "pglite")))} | ${mb(result.header.bytes)} ` +
      `| ${result.lockedMs} ms | ${Math.round(waited)} ms | ${Math.round(longestGap)} ms | ${result.totalMs} ms |`;
    console.log(line);
    rows.push(line);
  } finally {
    await handle.close();
    fs.rmSync(root, { recursive: true, force: true });
  }
}
console.log(
  "\n| Leads | Database on disk | Backup file | Database locked | Staff query sent at the lock waited | Longest event-loop gap | Whole backup |\n|---|---|---|---|---|---|---|",
);
for (const row of rows) console.log(row);
