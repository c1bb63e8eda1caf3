/**
 * The retention job by hand (the server also runs it daily):
 *   npm run retention                 erase what is past RETENTION_MONTHS, prune expired rows
 *   npm run retention -- --dry-run    print what it would erase, change nothing
 * Uses DATABASE_URL, or the embedded database in DATA_DIR (which the server must not be using).
 */
import { parseArgs } from "node:util";
import { closeDb, getDbHandle } from "@db/client.server";
import { retentionMonths } from "~/config/retention.server";
import { runRetention } from "~/models/retention.server";
import { useSubjectKey } from "~/models/subject-key.server";
import { getSubjectKey } from "~/utils/secret.server";

async function main() {
  const { values } = parseArgs({ options: { "dry-run": { type: "boolean", default: false } } });
  await getDbHandle().migrate();
  useSubjectKey(getSubjectKey()); // erasure redacts audit rows found by the person's keyed hash
  const outcome = await runRetention({ months: retentionMonths(), dryRun: values["dry-run"] });
  if (outcome.status === "skipped") {
    console.log(`Skipped: ${outcome.reason}.`);
    return;
  }
  const verb = outcome.status === "dry-run" ? "Would erase" : "Erased";
  const c = outcome.counts;
  console.log(
    [
      `${verb} records older than ${outcome.months} months (before ${outcome.cutoff.toISOString()}):`,
      `  leads (closed-lost, no activity): ${c.leads}`,
      `  contact submissions: ${c.contactSubmissions}`,
      `  DentalIQ registrations: ${c.dentalRegistrations}`,
      `${outcome.status === "dry-run" ? "Would prune" : "Pruned"}:`,
      `  expired rate-limit rows: ${c.rateLimits}`,
      `  expired sessions: ${c.sessions}`,
      `  sign-in history older than 12 months: ${c.signIns ?? 0}`,
      `  finished mail older than 30 days: ${c.mailMessages ?? 0}`,
      `  newsletter sign-ups unconfirmed for 30 days: ${c.pendingSubscriptions ?? 0}`,
    ].join("\n"),
  );
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
