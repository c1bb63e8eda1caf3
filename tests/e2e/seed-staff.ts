/**
 * Run first by the e2e server's start script: the admin the suite signs in as, its second factor
 * enrolled with the known secret, made by the admin CLI's own command (`runAdminCommand`) in that
 * process rather than in a TypeScript process of its own. The CLI itself is scripts/admin.test.ts's
 * subject.
 */
import { closeDb, getDbHandle } from "@db/client.server";
import { useSubjectKey } from "~/models/subject-key.server";
import { runAdminCommand } from "~/server/admin-socket";
import { getSubjectKey } from "~/utils/secret.server";
import { STAFF_EMAIL, STAFF_PASSWORD, STAFF_TOTP_SECRET } from "./constants";

await getDbHandle().migrate();
// The key that seals second-factor secrets, as the server's start-up sets it.
useSubjectKey(getSubjectKey());
const reply = await runAdminCommand({
  command: "create",
  email: STAFF_EMAIL,
  password: STAFF_PASSWORD,
  role: "admin",
  totpSecret: STAFF_TOTP_SECRET,
});
await closeDb();
if (reply.code !== 0) throw new Error(`creating ${STAFF_EMAIL} failed: ${reply.err}`);
