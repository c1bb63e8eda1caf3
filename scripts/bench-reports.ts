/**
 * The reports' part of `npm run bench:crm` (called by scripts/bench-crm.ts after its own runs):
 * gives the seeded leads deal data (values, won dates, lost times and reasons, the furthest
 * stage), makes a fifth of the activities planned follow-ups with a due time (some still open),
 * links half the enquiries and registrations to leads, then times every report over the last 12
 * months (the widest preset), the whole /crm/reports loader's work and the pipeline board. Targets: each report
 * under 200 ms of server time on PostgreSQL and under 500 ms on the embedded database.
 */
import { sql } from "drizzle-orm";
import type { DbHandle } from "@db/client.server";
import { getPipeline } from "~/models/pipeline.server";
import { REPORT_NAMES, getReport } from "~/models/reports.server";
import { parseReportRange } from "~/utils/report-range";
import { chartFor } from "~/components/reports/report-charts.server";
import { wordReport } from "~/components/reports/report-words";

export interface ReportsBenchOptions {
  handle: DbHandle;
  runs: number;
  /** GET through the route's middleware, answering the Response (the bench's session). */
  get: (pathAndQuery: string) => Promise<Response>;
}

function median(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    median: sorted[Math.floor((sorted.length - 1) / 2)],
    p95: sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)],
  };
}

async function timed(label: string, runs: number, target: number, run: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  const s = median(samples);
  console.log(
    `${label.padEnd(44)} median ${s.median.toFixed(1).padStart(6)} ms   p95 ${s.p95.toFixed(1).padStart(6)} ms   ${s.median < target ? "ok" : "SLOW"}`,
  );
  return s.median < target;
}

/** Deal data and follow-ups on what seedCrm wrote (deterministic: derived from the ids). */
async function seedReportData(handle: DbHandle) {
  const { db } = handle;
  await db.execute(sql`
    update leads set
      estimated_value = case when id % 3 = 0 then null else 500 + (id * 37) % 50000 end,
      stage_reached = case status when 'contacted' then 1 when 'qualified' then 2
        when 'proposal' then 3 when 'closed-won' then 4
        when 'closed-lost' then (id % 4) else 0 end,
      won_date = case when status = 'closed-won'
        then ((created_at + (id % 60) * interval '1 day') at time zone 'Europe/London')::date end,
      lost_at = case when status = 'closed-lost' then created_at + (id % 45) * interval '1 day' end,
      lost_reason = case when status = 'closed-lost' then (array['price','timing','competitor',
        'no-budget','no-response','not-a-fit','other'])[1 + id % 7] end,
      lost_reason_other = case when status = 'closed-lost' and id % 7 = 6 then 'Went elsewhere' end`);
  await db.execute(sql`
    update activities set
      due_at = created_at + (id % 5) * interval '1 day',
      completed_date = case when id % 3 = 0 then null
        else created_at + (id % 7) * interval '1 day' end
    where id % 5 = 0`);
  await db.execute(sql`
    update contact_submissions set lead_id = (select max(id) from leads) - id,
      processed_at = case when id % 3 = 0 then created_at + (id % 50) * interval '1 hour' end
    where id % 2 = 0`);
  await db.execute(sql`
    update dental_registrations set lead_id = (select max(id) from leads) - id - 1000
    where id % 2 = 0`);
  // As autovacuum leaves a settled table: statistics, and the visibility map index-only scans need.
  await db.execute(sql`vacuum analyze`);
}

export async function benchReports({ handle, runs, get }: ReportsBenchOptions): Promise<boolean> {
  const target = handle.kind === "postgres" ? 200 : 500;
  console.log(`\nReports (target: each under ${target} ms on ${handle.kind})...`);
  const started = performance.now();
  await seedReportData(handle);
  console.log(
    `Deal data and follow-ups added in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
  const range = parseReportRange(new URLSearchParams("range=12m"));
  let ok = true;
  for (const name of REPORT_NAMES)
    ok =
      (await timed(`report ${name} (12 months)`, runs, target, () => getReport(name, range))) && ok;
  await timed("GET /api/crm/reports/funnel (signed in)", runs, target, async () => {
    const response = await get("/api/crm/reports/funnel?range=12m");
    if (response.status !== 200) throw new Error(`reports API answered ${response.status}`);
    await response.text();
  });
  // What the page's loader does: every report and its chart (the sum of the above, no target of
  // its own; the route module itself imports styles, which need the build).
  await timed("/crm/reports: 7 reports + charts", runs, target * 7, async () => {
    const reports = await Promise.all(
      REPORT_NAMES.map(async (name) => wordReport(await getReport(name, range))),
    );
    return reports.flatMap((report) => [chartFor(report, "wide"), chartFor(report, "narrow")]);
  });
  const reports = await Promise.all(
    REPORT_NAMES.map(async (name) => wordReport(await getReport(name, range))),
  );
  await timed("charts only: the 7 SVGs, wide and narrow", runs, target, async () =>
    reports.flatMap((report) => [chartFor(report, "wide"), chartFor(report, "narrow")]),
  );
  // The pipeline board: every column's count and total, and the newest 50 cards of each.
  await timed("pipeline board (getPipeline)", runs, target, () => getPipeline());
  await timed("pipeline board, source filter", runs, target, () =>
    getPipeline({ source: "referral" }),
  );
  console.log(ok ? `Every report under ${target} ms.` : `A report is over ${target} ms.`);
  return ok;
}
