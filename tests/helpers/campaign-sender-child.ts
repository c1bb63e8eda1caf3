/**
 * One app instance sending a campaign, for app/models/campaign-delivery.server.test.ts: the
 * campaign job's batches (sendCampaignBatch) one after another, as the job chain runs them, on
 * DATABASE_URL or DATA_DIR, until the run is over. Its lease on a claimed row is
 * CAMPAIGN_LEASE_MS milliseconds when set (a few seconds, not the server's two minutes), so a
 * killed instance's rows come back within the test. Prints "ready", starts on a line on stdin
 * (so two instances start together), and prints "done <sent>" (the rows it marked sent) when
 * nothing is left.
 */
import { getDbHandle } from "@db/client.server";
import { LEASE_MS, sendCampaignBatch } from "~/models/campaigns.server";
import { useSubjectKey } from "~/models/subject-key.server";
import { getSubjectKey } from "~/utils/secret.server";
import { closeMailTransport } from "~/utils/smtp-transport.server";

useSubjectKey(getSubjectKey());
const job = {
  campaignId: Number(process.env.CAMPAIGN_ID),
  runId: Number(process.env.CAMPAIGN_RUN_ID),
};
const options = {
  rate: 0,
  batchMs: 5_000,
  leaseMs: Number(process.env.CAMPAIGN_LEASE_MS) || LEASE_MS,
  retryBaseMs: 20,
};

await getDbHandle().migrate();
process.stdout.write("ready\n");
await new Promise((resolve) => process.stdin.once("data", resolve));

let sent = 0;
for (;;) {
  const result = await sendCampaignBatch(job, options);
  sent += result.sent;
  if (result.nextInSeconds === null) break;
  // Rows held by another instance (or by a killed one until its lease lapses): look again soon.
  await new Promise((r) => setTimeout(r, 100));
}
process.stdout.write(`done ${sent}\n`);
closeMailTransport();
await getDbHandle().close();
process.exit(0);
