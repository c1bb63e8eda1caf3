/**
 * `npm run bench:mail`: 1,000 mails through the outbox to a local SMTP sink (the smtp-server
 * package, accepting everything), on the embedded database in memory (BENCH_MAIL_DATABASE_URL:
 * a PostgreSQL database instead). Prints throughput, queue-to-accept latency (p50/p99: from the
 * outbox row's creation to the sink's 250) and this process's memory (RSS) before and at peak.
 * The enqueueing goes through the real model (a stored contact enquiry and its notification).
 */
import net from "node:net";
import { SMTPServer } from "smtp-server";
import { closeDb, getDbHandle, openDb, setDbHandle } from "@db/client.server";
import { mailMessages } from "@db/schema";
import { checkEnv } from "~/config/env.server";
import { createContactSubmission } from "~/models/contact-submissions.server";
import { startWorkers } from "~/models/job-workers.server";
import { stopJobs } from "~/models/jobs.server";
import { useSubjectKey } from "~/models/subject-key.server";
import { closeMailTransport } from "~/utils/smtp-transport.server";

const MAILS = Number(process.env.BENCH_MAILS ?? 1000);
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

async function main() {
  process.env.LOG_LEVEL ??= "warn";
  const acceptedAt = new Map<string, number>();
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      let head = "";
      stream.on("data", (chunk: Buffer) => {
        if (head.length < 4096) head += chunk.toString("utf8");
      });
      stream.on("end", () => {
        const id = /^Message-ID: <([^>]+)>/im.exec(head)?.[1] ?? "";
        acceptedAt.set(id, Date.now());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, "127.0.0.1", resolve));
  process.env.SMTP_URL = `smtp://127.0.0.1:${(sink.server.address() as net.AddressInfo).port}`;
  checkEnv(); // the settings are read once: again, now with the sink's SMTP_URL

  const url = process.env.BENCH_MAIL_DATABASE_URL;
  setDbHandle(openDb(url ? { url } : { dataDir: "memory://" }));
  useSubjectKey("bench-mail-subject-key-0123456789abcdef");
  await getDbHandle().migrate();
  await startWorkers({ retentionMonths: () => 24 }, { pollingIntervalSeconds: 0.5 });
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 100);

  const started = Date.now();
  for (let i = 0; i < MAILS; i++) {
    await createContactSubmission({
      firstName: `Bench${i}`,
      lastName: "Visitor",
      email: `bench${i}@example.com`,
      company: "Bench Dental",
      message: "A benchmark enquiry with a message long enough to be realistic.",
      source: "website",
      sector: "general",
      newsletter: false,
    });
  }
  const enqueued = Date.now();
  while (acceptedAt.size < MAILS) {
    await new Promise((r) => setTimeout(r, 50));
    if (Date.now() - started > 10 * 60 * 1000) throw new Error("bench: timed out");
  }
  const done = Date.now();
  clearInterval(sampler);

  const rows = await getDbHandle().db.select().from(mailMessages);
  const latencies = rows
    .map((r) => (acceptedAt.get(r.messageId) ?? NaN) - r.createdAt.getTime())
    .filter((n) => Number.isFinite(n))
    .sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  console.log(
    [
      `bench:mail — ${MAILS} mails, ${url ? "PostgreSQL" : "PGlite (memory)"}, Node ${process.version}`,
      `  enqueued (submission + outbox row + job, one transaction each): ${((MAILS / (enqueued - started)) * 1000).toFixed(0)}/s`,
      `  delivered: ${((MAILS / (done - started)) * 1000).toFixed(0)} mails/s end to end (${((done - started) / 1000).toFixed(1)} s)`,
      `  queue-to-accept latency: p50 ${pct(50)} ms, p99 ${pct(99)} ms`,
      `  memory (RSS): ${mb(rssBefore)} after start, ${mb(rssPeak)} at peak`,
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
