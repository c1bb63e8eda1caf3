/**
 * One app instance's mailbox reader, as a process of its own (app/models/mailbox-once.test.ts):
 * reads IMAP_URL into DATABASE_URL once, says "done" and exits. The test kills it (SIGKILL) mid-
 * import and runs two at once.
 */
import { closeDb, getDbHandle } from "@db/client.server";
import { mailboxSettings, syncMailbox } from "~/models/mailbox.server";
import { useSubjectKey } from "~/models/subject-key.server";

useSubjectKey("mailbox-once-test-subject-key-0123456789");
await getDbHandle().migrate();
const result = await syncMailbox(mailboxSettings(process.env.IMAP_URL!));
process.stdout.write(`done ${JSON.stringify(result)}\n`);
await closeDb();
