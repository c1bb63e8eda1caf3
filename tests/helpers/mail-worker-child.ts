/**
 * A worker process for the crash test (app/models/mail-crash.test.ts): the server's own job
 * runner and mail worker on DATABASE_URL or DATA_DIR, with retries and supervision seconds apart
 * instead of minutes so a killed worker's jobs come back within the test. Prints "ready", and on
 * SIGUSR2 how many mails the outbox holds as sent (an embedded database is open in one process only,
 * so the test asks this one).
 */
import { count, eq } from "drizzle-orm";
import { getDbHandle } from "@db/client.server";
import { mailMessages } from "@db/schema";
import { startWorkers } from "~/models/job-workers.server";
import { stopJobs } from "~/models/jobs.server";

await getDbHandle().migrate();
await startWorkers(
  { retentionMonths: () => 24 },
  {
    pollingIntervalSeconds: 0.5,
    queueOverrides: { mail: { retryDelay: 1, retryDelayMax: 2, heartbeatSeconds: 10 } },
    boss: { superviseIntervalSeconds: 1, monitorIntervalSeconds: 1 },
  },
);
process.on("SIGUSR2", () => {
  void getDbHandle()
    .db.select({ sent: count() })
    .from(mailMessages)
    .where(eq(mailMessages.status, "sent"))
    .then(([row]) => process.stdout.write(`outbox sent: ${row.sent}\n`));
});
process.stdout.write("ready\n");
process.on("SIGTERM", () => {
  void stopJobs(getDbHandle(), 2000)
    .then(() => getDbHandle().close())
    .then(() => process.exit(0));
});
