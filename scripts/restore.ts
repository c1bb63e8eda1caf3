/**
 * `npm run restore -- FILE [--data-dir DIR]`: puts a backup of the embedded database (from `npm run
 * backup` or the nightly schedule) back into DIR (default DATA_DIR), with the server stopped.
 * Refuses while a server runs there, a damaged file, or a backup from a newer version. The
 * database that was there is moved aside (kept); the erasures journalled after the backup are
 * made again (docs/decisions/056-erasures-survive-a-restore.md).
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { dataDir } from "@db/client.server";
import { env } from "~/config/env.server";
import {
  BackupError,
  KEEP_SET_ASIDE_DAYS,
  backupSettings,
  restoreBackup,
  runningServerPid,
} from "~/models/backups.server";
import { useSubjectKey } from "~/models/subject-key.server";
import { serverAnswers } from "~/server/admin-socket-client";
import { getSubjectKey } from "~/utils/secret.server";

const usage = `Usage: npm run restore -- FILE [--data-dir DIR]
Restores FILE (a .backup file) into DIR (default DATA_DIR), whose server must be stopped.`;

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { "data-dir": { type: "string" }, help: { type: "boolean", short: "h" } },
  });
  const [file] = positionals;
  if (values.help || !file || positionals.length > 1) {
    console.log(usage);
    return values.help ? 0 : 1;
  }
  if (env().DATABASE_URL && !values["data-dir"]) {
    console.error(
      "DATABASE_URL is set: this restores the embedded database only. PostgreSQL is restored " +
        "with psql or point-in-time recovery (docs/deploy.md).",
    );
    return 1;
  }
  const target = path.resolve(values["data-dir"] ?? dataDir());
  const pid = runningServerPid(target);
  if (pid !== undefined || (await serverAnswers(target))) {
    console.error(
      `A server is running on ${target}${pid ? ` (pid ${pid})` : ""}: stop it first ` +
        "(docker stop, or Ctrl-C), then run the restore again. Nothing was changed.",
    );
    return 1;
  }
  useSubjectKey(getSubjectKey());
  const result = await restoreBackup(path.resolve(file), target, backupSettings());
  console.log(
    [
      `Restored ${file} (made ${result.header.createdAt}, schema ${result.header.schema?.tag ?? "(empty)"}) into ${path.join(target, "pglite")}.`,
      result.upgradedFrom
        ? `The backup was made by PostgreSQL ${result.upgradedFrom.major} (an earlier version of this site): it was brought to this version's PostgreSQL in ${result.upgradedFrom.ms} ms.`
        : "",
      result.movedAside
        ? `The database that was there is kept in ${result.movedAside} (readable by this user only) for ${KEEP_SET_ASIDE_DAYS} days, then deleted by the next backup; delete it sooner by hand once the restore is right.`
        : "",
      `Erasures made after the backup, made again: ${result.erasuresReplayed}.`,
      "Start the server.",
    ]
      .filter(Boolean)
      .join("\n"),
  );
  return 0;
}

let code = 1;
try {
  code = await main(process.argv.slice(2));
} catch (error) {
  console.error(
    error instanceof BackupError
      ? `Restore refused: ${error.message}`
      : error instanceof Error
        ? error.message
        : String(error),
  );
}
process.exit(code);
