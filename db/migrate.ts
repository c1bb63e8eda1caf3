/** `npm run db:migrate`: applies the committed SQL migrations to DATABASE_URL or the embedded database. */
import { closeDb, getDbHandle } from "./client.server";

const handle = getDbHandle();
try {
  await handle.migrate();
  console.log(`Migrations applied (${handle.kind}).`);
} finally {
  await closeDb();
}
