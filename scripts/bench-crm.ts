/**
 * `npm run bench:crm`: server time of the CRM's leads tab, GET /api/crm/leads, a lead page with
 * 200 timeline entries and the leads table sorted by score or next follow-up, at scale.
 * Then the staff actions through their models, each on records of its own: convert a contact
 * form, save a lead, merge two leads, erase a person, plan a follow-up and complete it; and the
 * contact forms tab with 100 unprocessed forms (each checked for possible duplicates).
 * Seeds a fresh temporary database (PGlite in a temp dir, or a throwaway database on the
 * server named by DATABASE_URL) with 10,000 leads and 50,000 activities, signs in a real staff
 * session, then times ~30 runs of each and prints median and p95. Target: median < 50 ms.
 *
 *   npm run bench:crm [-- --leads 10000 --runs 30 --skip-reports]
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
};
const LEADS = arg("leads", 10_000);
const RUNS = arg("runs", 30);
const TARGET_MS = 50;

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-crm-"));
process.env.DATA_DIR = tmp;
process.env.SESSION_SECRET ??= crypto.randomBytes(32).toString("hex");

const { openDb, setDbHandle } = await import("@db/client.server");
const { seedCrm } = await import("@db/seed");
const { signIn } = await import("../tests/helpers/crm-session");
const { getStaff } = await import("~/server/auth.server");
const { loadDashboard } = await import("~/server/crm-dashboard.server");
const leadsApi = await import("~/routes/api/crm.leads");
const statisticsApi = await import("~/routes/api/crm.statistics");
// Through the routes' middleware (the session check), as React Router calls them.
const { routeArgs, runRoute } = await import("../tests/helpers/route-call");
// The lead page's loader is this model call (the route module itself imports styles).
const { getLeadRecord } = await import("~/models/timeline.server");
const { useSubjectKey } = await import("~/models/subject-key.server");
const { getSubjectKey } = await import("~/utils/secret.server");
const { createLead, updateLead } = await import("~/models/leads.server");
const {
  activities: activitiesTable,
  contactSubmissions,
  leads: leadsTable,
} = await import("@db/schema");
const { convertContact } = await import("~/models/conversions.server");
const { mergeLeads } = await import("~/models/lead-merge.server");
const { erasePerson } = await import("~/models/people.server");
const { createActivity, completeActivity } = await import("~/models/activities.server");
const { and, asc, gte, ne } = await import("drizzle-orm");
const { benchReports } = await import("./bench-reports");

let dropDatabase: (() => Promise<void>) | undefined;
let url: string | undefined;
if (process.env.DATABASE_URL) {
  const name = `bench_${crypto.randomBytes(5).toString("hex")}`;
  const admin = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const u = new URL(process.env.DATABASE_URL);
  u.pathname = `/${name}`;
  url = u.toString();
  dropDatabase = async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}
const handle = openDb(url ? { url } : { dataDir: path.join(tmp, "pglite") });

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { median: at(0.5), p95: at(0.95), min: sorted[0], max: sorted.at(-1)! };
}

async function time(label: string, run: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await run(); // warm-up (query plans, JIT)
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  const s = stats(samples);
  const verdict = s.median < TARGET_MS ? "ok" : "SLOW";
  console.log(
    `${label.padEnd(44)} median ${s.median.toFixed(1).padStart(6)} ms   p95 ${s.p95.toFixed(1).padStart(6)} ms   (min ${s.min.toFixed(1)}, max ${s.max.toFixed(1)})  ${verdict}`,
  );
  return s;
}

try {
  await handle.migrate();
  setDbHandle(handle);
  useSubjectKey(getSubjectKey()); // as the server's start-up does
  console.log(
    `Seeding ${LEADS.toLocaleString("en-GB")} leads and ${(LEADS * 5).toLocaleString("en-GB")} activities (${handle.kind})...`,
  );
  const seeded = performance.now();
  await seedCrm(handle.db, { leads: LEADS, activitiesPerLead: 5 });
  console.log(
    `Seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s. ${RUNS} timed runs each:\n`,
  );

  // A real signed-in session (the tests' helper: staff row, session row with its second factor
  // given, the signed cookie naming it).
  const { cookie } = await signIn(handle.db, "bench@durhamdata.test");
  const request = (pathAndQuery: string) =>
    new Request(`http://localhost${pathAndQuery}`, { headers: { Cookie: cookie } });
  const staff = await getStaff(request("/crm"));
  if (!staff) throw new Error("the bench session did not sign in");
  const apiCall = async (mod: typeof leadsApi | typeof statisticsApi, p: string) => {
    const response = (await runRoute(mod.loader, routeArgs(request(p)))) as Response;
    if (response.status !== 200) throw new Error(`${p} answered ${response.status}`);
    await response.text();
  };

  // One lead with a long history: 190 activities and 10 audited edits (200+ timeline entries).
  const busy = await createLead(
    { firstName: "Busy", lastName: "Lead", email: "busy@bench.example", company: "Bench Ltd" },
    "bench@durhamdata.test",
  );
  await handle.db.insert(activitiesTable).values(
    Array.from({ length: 190 }, (_, i) => ({
      leadId: busy.id,
      type: "call",
      subject: `Call ${i}`,
      description: "Talked through the dashboard.",
      outcome: "successful",
      createdBy: "bench@durhamdata.test",
      completedDate: new Date(Date.now() - i * 3_600_000),
    })),
  );
  for (let i = 0; i < 10; i++)
    await updateLead(busy.id, { phone: `0191 000 ${i}` }, [], "bench@durhamdata.test");
  const entries = (await getLeadRecord(busy.id))!.timeline.length;
  if (entries < 200) throw new Error(`the busy lead has only ${entries} timeline entries`);

  // A follow-up planned for every tenth lead, due in the 30 days around now (one statement):
  // the sort by next follow-up then has real dates to order.
  const plannedEvery = 10;
  const planIds = await handle.db.select({ id: leadsTable.id }).from(leadsTable);
  const plannedFollowUps = planIds
    .filter((_, i) => i % plannedEvery === 0)
    .map(({ id }, i) => ({
      leadId: id,
      type: "call",
      subject: "Planned call",
      createdBy: "bench@durhamdata.test",
      completedDate: null,
      dueAt: new Date(Date.now() + ((i * 7919) % 60) * 12 * 3_600_000 - 15 * 86_400_000),
    }));
  for (let i = 0; i < plannedFollowUps.length; i += 5000)
    await handle.db.insert(activitiesTable).values(plannedFollowUps.slice(i, i + 5000));

  const results = [
    await time("leads tab: loadDashboard(/crm)", () => loadDashboard(request("/crm"), staff)),
    await time("leads tab, page 100", () => loadDashboard(request("/crm?page=100"), staff)),
    await time("leads tab, search 'hopper' + status", () =>
      loadDashboard(request("/crm?q=hopper&status=qualified"), staff),
    ),
    await time("leads tab, a lead selected", () => loadDashboard(request("/crm?lead=5000"), staff)),
    await time("GET /api/crm/leads (loader, signed in)", () => apiCall(leadsApi, "/api/crm/leads")),
    await time("GET /api/crm/leads?q=durham&page=3", () =>
      apiCall(leadsApi, "/api/crm/leads?q=durham&page=3"),
    ),
    await time("GET /api/crm/statistics", () => apiCall(statisticsApi, "/api/crm/statistics")),
    await time(`lead page, ${entries} timeline entries`, () => getLeadRecord(busy.id)),
    await time("leads table sorted by score", () =>
      loadDashboard(request("/crm?sort=score"), staff),
    ),
    await time("leads table sorted by score, page 100", () =>
      loadDashboard(request("/crm?sort=score&page=100"), staff),
    ),
    await time("leads table sorted by next follow-up", () =>
      loadDashboard(request("/crm?sort=follow-up"), staff),
    ),
  ];
  // The staff actions, each run on records of its own (the warm-up's three included).
  const actor = "bench@durhamdata.test";
  const perAction = RUNS + 3;
  /**
   * `count` seeded leads in id order from `first` (each action takes its own range), none Closed
   * Lost (the seed gives those no reason, which saving the lead would ask for).
   */
  const leadRange = (first: number, count: number) =>
    handle.db
      .select({ id: leadsTable.id, email: leadsTable.email })
      .from(leadsTable)
      .where(and(gte(leadsTable.id, first), ne(leadsTable.status, "closed-lost")))
      .orderBy(asc(leadsTable.id))
      .limit(count);
  const next = <T>(items: T[]) => {
    let i = 0;
    return () => items[i++]!;
  };
  const contacts = await handle.db
    .insert(contactSubmissions)
    .values(
      Array.from({ length: perAction + 100 }, (_, i) => ({
        firstName: "Bench",
        lastName: `Sender${i}`,
        email: `sender${i}@bench-inbox.example`,
        company: "Bench Dental",
        message: "Please call me about reporting across our sites.",
      })),
    )
    .returning({ id: contactSubmissions.id });
  const toConvert = next(contacts.slice(0, perAction));
  const toSave = next(await leadRange(100, perAction));
  const toMerge = next(await leadRange(300, perAction * 2));
  const toErase = next(await leadRange(600, perAction));
  const toPlan = next(await leadRange(800, perAction));
  const planned: number[] = [];
  const actions = [
    await time("contact forms tab (100+ forms, duplicates)", () =>
      loadDashboard(request("/crm?tab=contacts"), staff),
    ),
    await time("convert a contact form to a lead", () =>
      convertContact(toConvert().id, "match", actor),
    ),
    await time("save a lead (edit form)", () =>
      updateLead(toSave().id, { company: "Saved Ltd", phone: "0191 496 0000" }, [], actor),
    ),
    await time("merge two leads", () => mergeLeads(toMerge().id, toMerge().id, actor)),
    await time("erase a person (subject erasure)", () => erasePerson(toErase().email, actor)),
    await time("plan a follow-up", async () => {
      const activity = await createActivity(
        {
          leadId: toPlan().id,
          type: "call",
          subject: "Call back",
          dueAt: new Date(Date.now() + 86_400_000).toISOString(),
        },
        actor,
      );
      planned.push(activity.id);
    }),
  ];
  const toComplete = next(planned);
  actions.push(
    await time("complete a follow-up", () =>
      completeActivity(toComplete(), { outcome: "successful", duration: 12 }, actor),
    ),
  );
  results.push(...actions);
  const slow = results.filter((r) => r.median >= TARGET_MS).length;
  console.log(
    `\n${slow === 0 ? "All medians under" : `${slow} median(s) over`} the ${TARGET_MS} ms target.`,
  );

  // The reports, on the same data: scripts/bench-reports.ts.
  const reportsApi = await import("~/routes/api/crm.reports.$name");
  if (!process.argv.includes("--skip-reports"))
    await benchReports({
      handle,
      runs: RUNS,
      get: async (p) => {
        const name = new URL(p, "http://localhost").pathname.split("/").pop()!;
        return (await runRoute(
          reportsApi.loader,
          routeArgs(request(p), { params: { name } }),
        )) as Response;
      },
    });
} finally {
  setDbHandle(undefined);
  await handle.close();
  await dropDatabase?.();
  fs.rmSync(tmp, { recursive: true, force: true });
}
