/**
 * `npm run worker`: the job runner without the web server, for a deployment that separates them
 * (set JOB_WORKERS=false on the web instances). PostgreSQL only: the embedded database belongs to
 * the one server process, which works the jobs itself. SIGTERM/SIGINT stop it gracefully.
 */
import { closeDb, getDbHandle } from "@db/client.server";
import { checkEnv } from "~/config/env.server";
import { retentionMonths } from "~/config/retention.server";
import { startWorkers } from "~/models/job-workers.server";
import { stopJobs } from "~/models/jobs.server";
import { watchSharedMailbox } from "~/models/mailbox-watch.server";
import { useSubjectKey } from "~/models/subject-key.server";
import { log } from "~/utils/log.server";
import { closeMailTransport } from "~/utils/smtp-transport.server";
import { getSubjectKey } from "~/utils/secret.server";

async function main() {
  checkEnv();
  retentionMonths();
  useSubjectKey(getSubjectKey());
  await getDbHandle().migrate();
  await startWorkers({ retentionMonths });
  // The web servers (JOB_WORKERS off) leave the mailbox's IDLE connection to this process.
  const mailboxWatch = watchSharedMailbox();
  log.info(`worker: working the job queues (pid ${process.pid})`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: worker stopping`);
    try {
      await mailboxWatch?.stop();
      await stopJobs();
      closeMailTransport();
      await closeDb();
      process.exit(0);
    } catch (error) {
      log.error("worker: stop failed", error);
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch(async (error) => {
  console.error(error instanceof Error ? error.message : error);
  await closeDb().catch(() => {});
  process.exit(1);
});
