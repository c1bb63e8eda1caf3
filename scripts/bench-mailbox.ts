/**
 * `npm run bench:mailbox`: the shared mailbox's first read of 10,000 messages (BENCH_MESSAGES) from
 * a real IMAP server (Dovecot, as the tests start it), on the embedded database in memory
 * (BENCH_MAILBOX_DATABASE_URL: a PostgreSQL database instead), then the delay from a message's
 * arrival (its APPEND done) to its row in the lead's timeline with the IDLE watcher running, five
 * times. A tenth of the messages are HTML, a tenth carry a 20 KB file; half come from 200 leads.
 */
import { eq } from "drizzle-orm";
import { closeDb, getDb, getDbHandle, openDb, setDbHandle } from "@db/client.server";
import { leadMessages } from "@db/schema";
import { createLead } from "~/models/leads.server";
import { mailboxSettings, syncMailbox } from "~/models/mailbox.server";
import { watchMailbox } from "~/models/mailbox-watch.server";
import { useSubjectKey } from "~/models/subject-key.server";
import { rawMessage, startTestDovecot } from "../tests/helpers/dovecot";

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 10_000);
const LEADS = Math.min(200, MESSAGES);
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const FILE = Buffer.alloc(20 * 1024, 65)
  .toString("base64")
  .replace(/.{76}/g, "$&\r\n");

function message(i: number): string {
  const from = i % 2 === 0 ? `lead-${i % LEADS}@example.com` : `stranger-${i}@example.net`;
  const headers = { From: from, Subject: `Message ${i}` };
  const text = `Hello,\r\n\r\nThis is message ${i} about our practices.\r\n\r\nRegards`;
  if (i % 10 === 1)
    return rawMessage(
      headers,
      `<p>Hello,</p><p>This is message ${i}.</p><img src="https://t.example/x.gif">`,
      "text/html",
    );
  if (i % 10 === 2) {
    const boundary = `b${i}`;
    return rawMessage(
      headers,
      [
        `--${boundary}`,
        "Content-Type: text/plain; charset=utf-8",
        "",
        text,
        `--${boundary}`,
        'Content-Type: application/pdf; name="brief.pdf"',
        "Content-Transfer-Encoding: base64",
        'Content-Disposition: attachment; filename="brief.pdf"',
        "",
        FILE,
        `--${boundary}--`,
      ].join("\r\n"),
      `multipart/mixed; boundary="${boundary}"`,
    );
  }
  return rawMessage(headers, text);
}

async function main() {
  process.env.LOG_LEVEL ??= "warn";
  const url = process.env.BENCH_MAILBOX_DATABASE_URL;
  setDbHandle(openDb(url ? { url } : { dataDir: "memory://" }));
  useSubjectKey("bench-mailbox-subject-key-0123456789abc");
  await getDbHandle().migrate();
  const imap = await startTestDovecot();
  try {
    for (let i = 0; i < LEADS; i++)
      await createLead(
        { firstName: "Lead", lastName: String(i), email: `lead-${i}@example.com` },
        "system",
      );
    const appendStart = performance.now();
    const raws = Array.from({ length: MESSAGES }, (_, i) => message(i));
    await imap.appendMany(raws);
    const appendSeconds = (performance.now() - appendStart) / 1000;
    const megabytes = raws.reduce((n, raw) => n + raw.length, 0) / 1024 / 1024;
    const settings = mailboxSettings(imap.url);

    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    const start = performance.now();
    const result = await syncMailbox(settings);
    const seconds = (performance.now() - start) / 1000;
    clearInterval(sampler);

    const watch = watchMailbox(settings);
    const delays: number[] = [];
    try {
      // The watcher's own first read, then one message at a time.
      await new Promise((r) => setTimeout(r, 1000));
      for (let i = 0; i < 5; i++) {
        const id = `arrival-${i}-${Date.now()}@example.com`;
        await imap.append(
          rawMessage(
            { "Message-ID": `<${id}>`, From: "lead-0@example.com", Subject: "Arrival" },
            "Hi",
          ),
        );
        const arrived = performance.now();
        for (;;) {
          const [row] = await getDb()
            .select({ id: leadMessages.id })
            .from(leadMessages)
            .where(eq(leadMessages.messageId, id));
          if (row) break;
          if (performance.now() - arrived > 120_000) throw new Error("not stored within 120 s");
          await new Promise((r) => setTimeout(r, 10));
        }
        delays.push(performance.now() - arrived);
      }
    } finally {
      await watch.stop();
    }
    delays.sort((a, b) => a - b);
    const database = url ? "PostgreSQL" : "PGlite (memory)";
    console.log(
      `bench:mailbox — ${MESSAGES} messages (${megabytes.toFixed(1)} MB), ${database}, Dovecot on loopback`,
    );
    console.log(`appended: ${appendSeconds.toFixed(1)} s (setup, not measured work)`);
    console.log(
      `first sync: ${result.read} read in ${seconds.toFixed(1)} s (${Math.round(result.read / seconds)} messages/s): ${result.matched} matched, ${result.unmatched} unmatched`,
    );
    console.log(
      `arrival to timeline (IDLE): median ${Math.round(delays[2])} ms, max ${Math.round(delays[4])} ms over 5 messages`,
    );
    console.log(`memory (RSS): ${mb(rssBefore)} before the sync, ${mb(peak)} at peak`);
  } finally {
    await imap.stop();
    await closeDb();
  }
}

await main();
