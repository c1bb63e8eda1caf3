/**
 * Public page views and daily visitors (docs/decisions/079-visit-counts.md). A view adds one to its
 * day's row (page, referring host, campaign tags, device); a visitor is a hash of the day's
 * salt with the address and browser string, which are never stored, so the same person
 * tomorrow cannot be linked to today. Once the day is over its visitors are counted, their
 * hashes and the salt deleted; after VISIT_KEEP_MONTHS the views are summed per page and month.
 *
 * Views are added up in memory and written every VISIT_FLUSH_MS (and at shutdown) in one
 * statement per table, so a burst of page views costs the database a few writes, not one each.
 * A crash loses at most that interval's counts.
 */
import { createHash, randomBytes } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import { type Db, getDb } from "@db/client.server";
import { visitSalts, visitViews, visitVisitors } from "@db/schema";
import { log } from "~/utils/log.server";
import { ukDay } from "~/utils/uk-dates";
import type { PageView } from "~/utils/visit-view";

/** How often the counts held in memory are written. */
export const VISIT_FLUSH_MS = 5_000;
/** Months the detailed rows are kept (the privacy policy says so); older ones are summed. */
export const VISIT_KEEP_MONTHS = 25;
/** Rows written per statement: well under PostgreSQL's 65,535 parameters. */
const BATCH = 1_000;

interface Pending {
  views: Map<string, { day: string; view: PageView; n: number }>;
  visitors: Set<string>;
}
let pending: Pending = { views: new Map(), visitors: new Set() };
let timer: NodeJS.Timeout | undefined;
let writing: Promise<void> = Promise.resolve();
const salts = new Map<string, Promise<string>>();

/** The day's salt: made by the first instance to need it, read by the others. */
function saltOf(day: string, db: Db): Promise<string> {
  let salt = salts.get(day);
  if (!salt) {
    salt = (async () => {
      await db
        .insert(visitSalts)
        .values({ day, salt: randomBytes(32).toString("base64url") })
        .onConflictDoNothing();
      const [row] = await db
        .select({ salt: visitSalts.salt })
        .from(visitSalts)
        .where(sql`${visitSalts.day} = ${day}`);
      return row.salt;
    })();
    salt.catch(() => salts.delete(day));
    // Only today's (and a late view's yesterday) are ever asked for.
    for (const old of salts.keys()) if (old < day && salts.size > 2) salts.delete(old);
    salts.set(day, salt);
  }
  return salt;
}

export interface VisitorTraits {
  address: string;
  userAgent: string;
  siteHost: string;
}

/** Counts one view (written within VISIT_FLUSH_MS). */
export async function recordView(
  view: PageView,
  visitor: VisitorTraits,
  now = new Date(),
  db: Db = getDb(),
): Promise<void> {
  const day = ukDay(now);
  const salt = await saltOf(day, db);
  const hash = createHash("sha256")
    .update(`${salt}\n${visitor.address}\n${visitor.userAgent}\n${visitor.siteHost}`)
    .digest("base64url")
    .slice(0, 22);
  const key = JSON.stringify([day, view]);
  const row = pending.views.get(key);
  if (row) row.n += 1;
  else pending.views.set(key, { day, view, n: 1 });
  pending.visitors.add(`${day} ${hash}`);
  timer ??= setTimeout(() => {
    timer = undefined;
    void flushVisits(db).catch((error) => log.error("visits: counts not written", error));
  }, VISIT_FLUSH_MS).unref();
}

async function write(batch: Pending, db: Db): Promise<void> {
  const views = [...batch.views.values()];
  for (let i = 0; i < views.length; i += BATCH)
    await db
      .insert(visitViews)
      .values(views.slice(i, i + BATCH).map(({ day, view, n }) => ({ day, ...view, views: n })))
      .onConflictDoUpdate({
        target: [
          visitViews.day,
          visitViews.page,
          visitViews.referrer,
          visitViews.utmSource,
          visitViews.utmMedium,
          visitViews.utmCampaign,
          visitViews.device,
        ],
        set: { views: sql`${visitViews.views} + excluded.views` },
      });
  const visitors = [...batch.visitors].map((entry) => {
    const [day, visitor] = entry.split(" ");
    return { day, visitor };
  });
  for (let i = 0; i < visitors.length; i += BATCH)
    await db
      .insert(visitVisitors)
      .values(visitors.slice(i, i + BATCH))
      .onConflictDoNothing();
}

/** Writes the counts held in memory (at shutdown, and in tests); one write at a time. */
export function flushVisits(db: Db = getDb()): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = undefined;
  const batch = pending;
  pending = { views: new Map(), visitors: new Set() };
  writing = writing.then(async () => {
    if (batch.views.size === 0 && batch.visitors.size === 0) return;
    try {
      await write(batch, db);
    } catch (error) {
      // Kept for the next write rather than lost (the database may be back by then).
      for (const [key, row] of batch.views) {
        const held = pending.views.get(key);
        if (held) held.n += row.n;
        else pending.views.set(key, row);
      }
      for (const visitor of batch.visitors) pending.visitors.add(visitor);
      throw error;
    }
  });
  return writing;
}

/** The first day of the month `months` before today's month (UK). */
function keepFrom(now: Date, months: number): string {
  const [y, m] = ukDay(now).split("-").map(Number);
  const first = new Date(Date.UTC(y, m - 1 - months, 1));
  return first.toISOString().slice(0, 10);
}

/**
 * Retention's part (once a day, in its transaction): past days' visitors counted and their hashes
 * and salts deleted; views older than VISIT_KEEP_MONTHS summed per page and month.
 */
export async function rollUpVisits(db: Db, now = new Date()): Promise<void> {
  const today = ukDay(now);
  await db.execute(sql`insert into visit_days (day, visitors)
    select day, count(*) from visit_visitors where day < ${today}::date group by day
    on conflict (day) do update set visitors = visit_days.visitors + excluded.visitors`);
  await db.delete(visitVisitors).where(lt(visitVisitors.day, today));
  await db.delete(visitSalts).where(lt(visitSalts.day, today));

  const from = keepFrom(now, VISIT_KEEP_MONTHS);
  await db.execute(sql`with old as (
      delete from visit_views where day < ${from}::date and device <> ''
      returning day, page, views)
    insert into visit_views (day, page, views)
    select date_trunc('month', day)::date, page, sum(views) from old group by 1, 2
    on conflict (day, page, referrer, utm_source, utm_medium, utm_campaign, device)
      do update set views = visit_views.views + excluded.views`);
  await db.execute(sql`with old as (
      delete from visit_days where day < ${from}::date and extract(day from day) <> 1
      returning day, visitors)
    insert into visit_days (day, visitors)
    select date_trunc('month', day)::date, sum(visitors) from old group by 1
    on conflict (day) do update set visitors = visit_days.visitors + excluded.visitors`);
}
