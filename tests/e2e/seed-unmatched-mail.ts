/**
 * Run by the e2e server's start script before the server opens the database: a message from the
 * shared mailbox that matched no lead, one per Playwright project, for the Unmatched page's test.
 * The e2e server reads no mailbox; reading one is tested against Dovecot in
 * app/models/mailbox.server.test.ts.
 */
import { closeDb, getDb, getDbHandle } from "@db/client.server";
import { leadMessages } from "@db/schema";

await getDbHandle().migrate();
for (const project of ["js", "nojs"])
  await getDb()
    .insert(leadMessages)
    .values({
      leadId: null,
      direction: "in",
      messageId: `unmatched-${project}@e2e.example`,
      fromEmail: `stranger-${project}@e2e.example`,
      fromName: "Stella Stranger",
      recipient: "hello@durhamdatastrategy.co.uk",
      subject: `A question from a stranger (${project})`,
      body: "Do you work with practices in Sunderland?",
      status: "received",
      sentAt: new Date(),
    });
await closeDb();
