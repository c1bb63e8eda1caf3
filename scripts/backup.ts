/**
 * `npm run backup`: one backup of the embedded database now, into BACKUP_DIR (default
 * DATA_DIR/backups), old ones pruned by BACKUP_KEEP, then BACKUP_COMMAND. While a server runs on
 * the database, the server makes it (over the admin socket), without stopping. On PostgreSQL the
 * app makes no backups: pg_dump or point-in-time recovery (docs/deploy.md).
 */
import fs from "node:fs";
import path from "node:path";
import { closeDb, dataDir, getDbHandle } from "@db/client.server";
import { env } from "~/config/env.server";
import { BackupError, runBackup } from "~/models/backups.server";
import { backupReport } from "~/server/admin-socket";
import { askRunningServer } from "~/server/admin-socket-client";

async function main(): Promise<number> {
  if (env().DATABASE_URL) {
    console.error(
      "DATABASE_URL is set: PostgreSQL is backed up with pg_dump or point-in-time recovery " +
        "(docs/deploy.md), not by the app.",
    );
    return 1;
  }
  const reply = await askRunningServer(dataDir(), { command: "backup" });
  if (reply) {
    process.stdout.write(reply.out);
    process.stderr.write(reply.err);
    return reply.code;
  }
  if (!fs.existsSync(path.join(dataDir(), "pglite", "PG_VERSION"))) {
    console.error(`There is no embedded database in ${dataDir()} to back up (DATA_DIR).`);
    return 1;
  }
  const result = await runBackup(getDbHandle());
  console.log(backupReport(result));
  return result.copy && !result.copy.ok ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(error instanceof BackupError || error instanceof Error ? error.message : error);
} finally {
  await closeDb().catch(() => {});
}
process.exit(code);
