/**
 * Backs up the embedded database in DATA_DIR into BACKUP_DIR again and again, for the test that
 * kills it mid-backup (app/models/backups.server.test.ts).
 */
import { getDbHandle } from "@db/client.server";
import { backupSettings, makeBackup } from "~/models/backups.server";

const handle = getDbHandle();
await handle.migrate();
for (;;) await makeBackup(handle, backupSettings());
