/**
 * `npm run db:seed -- --leads 10000 [--activities-per-lead 5]`: fills DATABASE_URL or the
 * embedded database with realistic CRM data in batched inserts: leads (scored by the real rule),
 * ~5 activities each, and some contact submissions, DentalIQ registrations and subscriptions.
 * `seedCrm` is also used by the CRM benchmark (scripts/bench-crm.ts).
 */
import crypto from "node:crypto";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import { scoreLead } from "~/models/lead-score.server";
import { closeDb, type Db, getDbHandle } from "./client.server";
import {
  activities,
  contactSubmissions,
  dentalRegistrations,
  leads,
  newsletterSubscriptions,
} from "./schema";

export interface SeedOptions {
  leads: number;
  activitiesPerLead: number;
  /** Rows per INSERT statement. */
  batchSize?: number;
  log?: (line: string) => void;
}

const FIRST = [
  "Ada",
  "Alan",
  "Grace",
  "Katherine",
  "Tim",
  "Margaret",
  "Linus",
  "Barbara",
  "Edsger",
  "Radia",
  "Sophie",
  "Dennis",
  "Frances",
  "Ken",
  "Hedy",
  "John",
];
const LAST = [
  "Lovelace",
  "Turing",
  "Hopper",
  "Johnson",
  "Berners-Lee",
  "Hamilton",
  "Torvalds",
  "Liskov",
  "Dijkstra",
  "Perlman",
  "Wilson",
  "Ritchie",
  "Allen",
  "Thompson",
  "Lamarr",
  "O'Neill",
];
const COMPANIES = [
  "Durham Dental Group",
  "Tyneside Vets",
  "Wear Valley Care",
  "Northern Hotels",
  "Cathedral Finance",
  "Riverside Clinics",
  "Pennine Pets",
  "Bailey Smiles",
];
const TITLES = [
  "Practice Owner",
  "Operations Director",
  "Finance Manager",
  "Clinical Lead",
  "Managing Partner",
  null,
];
const INDUSTRIES = [
  "dental",
  "healthcare",
  "hospitality",
  "veterinary",
  "financial",
  "other",
  null,
];
const SOURCES = ["website", "referral", "social", "email", "phone", "event", null];
const STATUSES = [
  "new",
  "new",
  "new",
  "contacted",
  "qualified",
  "proposal",
  "closed-won",
  "closed-lost",
];
const TYPES = ["email", "call", "meeting", "note"];
const OUTCOMES = ["successful", "no-answer", "follow-up-needed", "not-interested", "closed", null];

/** A small deterministic PRNG (mulberry32), so seeded data is the same on every run. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function seedCrm(
  db: Db,
  options: SeedOptions,
): Promise<{ leads: number; activities: number }> {
  const random = prng(20260101);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const batchSize = options.batchSize ?? 1000;
  const log = options.log ?? (() => {});
  const now = Date.now();
  const yearMs = 365 * 24 * 3600 * 1000;
  const runTag = crypto.randomBytes(3).toString("hex");
  let leadCount = 0;
  let activityCount = 0;

  for (let start = 0; start < options.leads; start += batchSize) {
    const size = Math.min(batchSize, options.leads - start);
    const planned = Array.from({ length: size }, (_, i) => {
      const n = start + i;
      const firstName = pick(FIRST);
      const lastName = pick(LAST);
      const createdAt = new Date(now - Math.floor(random() * yearMs));
      const lead = {
        firstName,
        lastName,
        email: `${firstName}.${lastName}.${runTag}${n}@example.com`.toLowerCase().replace(/'/g, ""),
        phone:
          random() < 0.6
            ? `0191 ${String(100 + (n % 900)).padStart(3, "0")} ${String(n % 10000).padStart(4, "0")}`
            : null,
        company: random() < 0.8 ? pick(COMPANIES) : null,
        jobTitle: pick(TITLES),
        industry: pick(INDUSTRIES),
        source: pick(SOURCES),
        notes: random() < 0.5 ? `Interested in reporting across ${1 + (n % 12)} sites.` : null,
        status: pick(STATUSES),
        createdAt,
        updatedAt: createdAt,
      };
      const acts = Array.from({ length: options.activitiesPerLead }, (_, k) => ({
        type: pick(TYPES),
        subject: `Follow-up ${k + 1}`,
        description: random() < 0.3 ? "Discussed their data sources and next steps." : null,
        outcome: pick(OUTCOMES),
        duration: random() < 0.7 ? 5 + Math.floor(random() * 55) : null,
        completedDate: new Date(createdAt.getTime() + (k + 1) * 3600_000),
        createdBy: "seed@durhamdata.test",
        createdAt: new Date(createdAt.getTime() + (k + 1) * 3600_000),
      }));
      const { score, reasons } = scoreLead({ lead, activities: acts });
      return { lead: { ...lead, score, scoreReasons: reasons }, acts };
    });
    const inserted = await db
      .insert(leads)
      .values(planned.map((p) => p.lead))
      .returning({ id: leads.id });
    leadCount += inserted.length;
    const activityRows = planned.flatMap((p, i) =>
      p.acts.map((a) => ({ ...a, leadId: inserted[i].id })),
    );
    for (let a = 0; a < activityRows.length; a += batchSize) {
      await db.insert(activities).values(activityRows.slice(a, a + batchSize));
    }
    activityCount += activityRows.length;
    log(`  leads ${leadCount}/${options.leads}, activities ${activityCount}`);
  }

  // Inbox items and subscribers: a few per hundred leads (at least a handful).
  const extras = Math.max(5, Math.min(500, Math.floor(options.leads / 20)));
  await db.insert(contactSubmissions).values(
    Array.from({ length: extras }, (_, i) => ({
      firstName: pick(FIRST),
      lastName: pick(LAST),
      email: `contact.${runTag}${i}@example.com`,
      company: pick(COMPANIES),
      message: "Subject: Data strategy\n\nWe would like to understand our numbers across sites.",
      createdAt: new Date(now - Math.floor(random() * yearMs)),
    })),
  );
  await db.insert(dentalRegistrations).values(
    Array.from({ length: extras }, (_, i) => ({
      fullName: `${pick(FIRST)} ${pick(LAST)}`,
      practiceName: pick(COMPANIES),
      jobTitle: "Practice Owner",
      email: `dental.${runTag}${i}@example.com`,
      phone: random() < 0.5 ? "0191 496 0000" : null,
      location: "Durham",
      pms: pick(["soe", "dentally", "r4", "carestream", "other"]),
      locations: pick(["1", "2-3", "4-6", "7-10", "11+"]),
      challenge: "Cancellations and no-shows are not tracked across our sites.",
      discoveryCall: pick([
        "yes-within-week",
        "yes-within-month",
        "yes-flexible",
        "maybe",
        "prefer-email",
      ]),
      createdAt: new Date(now - Math.floor(random() * yearMs)),
    })),
  );
  await db.insert(newsletterSubscriptions).values(
    Array.from({ length: extras }, (_, i) => ({
      email: `reader.${runTag}${i}@example.com`,
      fullName: `${pick(FIRST)} ${pick(LAST)}`,
      subscribed: random() < 0.85,
      subscribedAt: new Date(now - Math.floor(random() * yearMs)),
      unsubscribeToken: crypto.randomBytes(24).toString("base64url"),
    })),
  );
  log(`  ${extras} contact submissions, ${extras} registrations, ${extras} subscriptions`);
  // Fresh planner statistics, so queries use the indexes at once (PGlite has no autovacuum).
  await db.execute(sql`analyze`);
  return { leads: leadCount, activities: activityCount };
}

function argValue(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} needs a whole number`);
  return value;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const handle = getDbHandle();
  try {
    await handle.migrate();
    const started = performance.now();
    const result = await seedCrm(handle.db, {
      leads: argValue("leads", 100),
      activitiesPerLead: argValue("activities-per-lead", 5),
      log: console.log,
    });
    console.log(
      `Seeded ${result.leads} leads and ${result.activities} activities (${handle.kind}) in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await closeDb();
  }
}
