/**
 * `npm run bench:campaign -- --recipients 10000`: one newsletter campaign to that many confirmed
 * subscribers, sent by the real job runner (CAMPAIGN_RATE 0: as fast as the server takes them) to a
 * local SMTP sink (the smtp-server package, accepting everything), on the embedded database in
 * memory (BENCH_CAMPAIGN_DATABASE_URL: a PostgreSQL database instead). Prints mails per second,
 * the time from "send" to the first and the last acceptance, this process's memory (RSS) and how
 * much the database grew.
 */
import net from "node:net";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { closeDb, getDbHandle, openDb, setDbHandle } from "@db/client.server";
import { newsletterSubscriptions } from "@db/schema";
import { checkEnv } from "~/config/env.server";
import { createCampaign, getCampaign, startSending } from "~/models/campaigns.server";
import { startWorkers } from "~/models/job-workers.server";
import { stopJobs } from "~/models/jobs.server";
import { useSubjectKey } from "~/models/subject-key.server";
import { closeMailTransport } from "~/utils/smtp-transport.server";

const { values } = parseArgs({
  options: { recipients: { type: "string", default: "10000" } },
});
const RECIPIENTS = Number(values.recipients);
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

async function databaseBytes(): Promise<number> {
  const result = (await getDbHandle().db.execute(
    sql`select pg_database_size(current_database())::bigint as bytes`,
  )) as unknown as { bytes: string }[] | { rows: { bytes: string }[] };
  const rows = Array.isArray(result) ? result : result.rows;
  return Number(rows[0].bytes);
}

async function main() {
  if (!Number.isInteger(RECIPIENTS) || RECIPIENTS < 1) throw new Error("--recipients N (N ≥ 1)");
  process.env.LOG_LEVEL ??= "warn";
  process.env.CAMPAIGN_RATE = "0";
  process.env.PUBLIC_URL ??= "https://www.example.co.uk";
  const accepted: number[] = [];
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on("end", () => {
        accepted.push(Date.now());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, "127.0.0.1", resolve));
  process.env.SMTP_URL = `smtp://127.0.0.1:${(sink.server.address() as net.AddressInfo).port}`;
  checkEnv(); // the settings are read once: again, now with the sink and the rate

  const url = process.env.BENCH_CAMPAIGN_DATABASE_URL;
  setDbHandle(openDb(url ? { url } : { dataDir: "memory://" }));
  useSubjectKey("bench-campaign-subject-key-0123456789ab");
  await getDbHandle().migrate();
  const { db } = getDbHandle();
  for (let i = 0; i < RECIPIENTS; i += 1000) {
    const rows = Array.from({ length: Math.min(1000, RECIPIENTS - i) }, (_, j) => ({
      email: `reader${i + j}@example.com`,
      fullName: `Reader ${i + j}`,
      subscribed: true,
      unsubscribeToken: `bench-token-${i + j}`,
    }));
    await db.insert(newsletterSubscriptions).values(rows);
  }
  const campaign = await createCampaign(
    {
      subject: "November insights",
      previewText: "Three notes on data for multi-site businesses",
      body: "## Governance\n\nA paragraph of **Markdown**, as an issue has.\n\n- one\n- two\n",
      audience: "newsletter",
    },
    "bench@example.com",
  );
  await startWorkers({ retentionMonths: () => 24 }, { pollingIntervalSeconds: 0.5 });
  const bytesBefore = await databaseBytes();
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 100);

  const started = Date.now();
  if ((await startSending(campaign.id, "bench@example.com")) !== "started")
    throw new Error("bench: the campaign did not start");
  while ((await getCampaign(campaign.id))?.state !== "sent") {
    await new Promise((r) => setTimeout(r, 200));
    if (Date.now() - started > 30 * 60 * 1000) throw new Error("bench: timed out");
  }
  const done = Date.now();
  clearInterval(sampler);
  if (accepted.length !== RECIPIENTS)
    throw new Error(`bench: ${accepted.length} mails accepted for ${RECIPIENTS} recipients`);
  const bytesAfter = await databaseBytes();

  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    [
      `bench:campaign — ${RECIPIENTS} recipients, ${url ? "PostgreSQL" : "PGlite (memory)"}, CAMPAIGN_RATE 0, Node ${process.version}`,
      `  sent: ${((RECIPIENTS / (done - started)) * 1000).toFixed(0)} mails/s (${seconds(done - started)} from "send" to the campaign marked sent)`,
      `  first acceptance after ${seconds(accepted[0] - started)}, last after ${seconds(accepted[accepted.length - 1] - started)}`,
      `  memory (RSS): ${mb(rssBefore)} before sending, ${mb(rssPeak)} at peak`,
      `  database: ${mb(bytesBefore)} before, ${mb(bytesAfter)} after (+${mb(bytesAfter - bytesBefore)})`,
    ].join("\n"),
  );
  await stopJobs(getDbHandle(), 2000);
  closeMailTransport();
  await closeDb();
  await new Promise<void>((resolve) => sink.close(() => resolve()));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
