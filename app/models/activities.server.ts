/**
 * Activities logged against leads, done or planned (a follow-up with a due date and no completed
 * date yet). Each change re-scores the lead (completed successful outcomes count) and is audited
 * in the same transaction.
 */
import { and, asc, count, desc, eq, isNull, lte, sql } from "drizzle-orm";
import { type Executor, getDb } from "@db/client.server";
import { type Activity, activities, leads, staffUsers } from "@db/schema";
import {
  type CompleteActivityInput,
  type CreateActivityInput,
  outcomeLabel,
} from "~/schemas/activity";
import { labelOf } from "~/schemas/lead";
import { recordAudit } from "./audit.server";
import { recomputeLeadScore } from "./lead-score.server";
import { assertAssignable, staffIdForActor } from "./owners.server";
import { assertLeadNotRestricted } from "./people.server";

export const LATEST_ACTIVITIES = 20;
export const ACTIVITY_PAGE_SIZE = 50;

export type ActivityWithLead = Activity & { leadName: string | null; leadEmail: string | null };

/** An activity with what names its lead (left-joined: null when the lead is gone). */
const WITH_LEAD = {
  activity: activities,
  firstName: leads.firstName,
  lastName: leads.lastName,
  email: leads.email,
};

const withLeadName = (r: {
  activity: Activity;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}) => ({
  ...r.activity,
  leadName: r.firstName === null ? null : `${r.firstName} ${r.lastName ?? ""}`.trim(),
  leadEmail: r.email,
});

/** The latest activities (SPEC.md: 20), newest first, with the lead's name. */
export async function listLatestActivities(limit = LATEST_ACTIVITIES): Promise<ActivityWithLead[]> {
  return (await listActivities({ page: 1, pageSize: limit })).activities;
}

/** A page of activities, newest first, and how many there are. */
export async function listActivities({
  page = 1,
  pageSize = ACTIVITY_PAGE_SIZE,
}: { page?: number; pageSize?: number } = {}): Promise<{
  activities: ActivityWithLead[];
  total: number;
  page: number;
  pageCount: number;
}> {
  const db = getDb();
  const total = Number((await db.select({ n: count() }).from(activities))[0].n);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const rows = await db
    .select(WITH_LEAD)
    .from(activities)
    .leftJoin(leads, eq(leads.id, activities.leadId))
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  return { activities: rows.map(withLeadName), total, page: current, pageCount };
}

/** The end of today in the UK (Europe/London), as an instant. */
export function endOfUkDay(now = new Date()): Date {
  const day = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/London",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
  // Midnight at the start of tomorrow, UK time: try both offsets and keep the one in tomorrow.
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  for (const offsetHours of [0, 1]) {
    const candidate = new Date(next.getTime() - offsetHours * 3_600_000);
    const hour = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/London",
      hour: "2-digit",
      hourCycle: "h23",
    }).format(candidate);
    if (hour === "00") return new Date(candidate.getTime() - 1);
  }
  return new Date(next.getTime() - 1);
}

export type DueActivity = ActivityWithLead & { overdue: boolean; assigneeName: string | null };

/**
 * Planned follow-ups due by the end of today, overdue (due before now) first, soonest first, each
 * with its assignee's name (null: nobody in particular).
 */
export async function listDueActivities(now = new Date()): Promise<DueActivity[]> {
  const rows = await getDb()
    .select({ ...WITH_LEAD, assigneeName: staffUsers.email })
    .from(activities)
    .innerJoin(leads, eq(leads.id, activities.leadId))
    .leftJoin(staffUsers, eq(staffUsers.id, activities.assigneeId))
    .where(and(isNull(activities.completedDate), lte(activities.dueAt, endOfUkDay(now))))
    .orderBy(asc(activities.dueAt), asc(activities.id))
    .limit(500);
  return rows.map((r) => ({
    ...withLeadName(r),
    overdue: r.activity.dueAt! < now,
    assigneeName: r.assigneeName,
  }));
}

/** How many planned follow-ups are overdue and how many are due later today. */
export async function countDueActivities(
  now = new Date(),
): Promise<{ overdue: number; dueToday: number }> {
  const [row] = await getDb()
    .select({
      overdue:
        sql<number>`count(*) filter (where ${activities.dueAt} < ${now.toISOString()})`.mapWith(
          Number,
        ),
      total: count(),
    })
    .from(activities)
    .where(and(isNull(activities.completedDate), lte(activities.dueAt, endOfUkDay(now))));
  return { overdue: row.overdue, dueToday: Number(row.total) - row.overdue };
}

export function listActivitiesForLead(leadId: number, db: Executor = getDb()): Promise<Activity[]> {
  return db
    .select()
    .from(activities)
    .where(eq(activities.leadId, leadId))
    .orderBy(desc(activities.createdAt), desc(activities.id));
}

export class UnknownLeadError extends Error {
  constructor(public leadId: number) {
    super(`No lead with id ${leadId}`);
  }
}

/**
 * The one entry point for logging or planning an activity, by `createdBy` (the signed-in staff
 * email). With dueAt and no completedDate it is planned; otherwise done (completedDate or now).
 */
export async function createActivity(
  input: CreateActivityInput,
  createdBy: string,
): Promise<Activity> {
  return getDb().transaction(async (tx) => {
    const [lead] = await tx
      .select({ id: leads.id, ownerId: leads.ownerId })
      .from(leads)
      .where(eq(leads.id, input.leadId))
      .for("update");
    if (!lead) throw new UnknownLeadError(input.leadId);
    await assertLeadNotRestricted(input.leadId, tx);
    const planned = Boolean(input.dueAt) && !input.completedDate;
    if (input.assigneeId !== undefined) await assertAssignable(input.assigneeId, tx);
    // A follow-up is the lead owner's to do unless someone (or nobody) is chosen; on a lead
    // nobody owns, the planner's (decision 050).
    const assigneeId =
      input.assigneeId !== undefined
        ? input.assigneeId
        : planned
          ? (lead.ownerId ?? (await staffIdForActor(tx, createdBy)))
          : null;
    const [activity] = await tx
      .insert(activities)
      .values({
        leadId: input.leadId,
        type: input.type,
        subject: input.subject,
        description: input.description ?? null,
        outcome: input.outcome ?? null,
        duration: input.duration ?? null,
        dueAt: input.dueAt ? new Date(input.dueAt) : null,
        completedDate: planned
          ? null
          : input.completedDate
            ? new Date(input.completedDate)
            : new Date(),
        createdBy,
        assigneeId,
      })
      .returning();
    await recordAudit(tx, {
      actor: createdBy,
      action: planned ? "planned" : "created",
      entityType: "activity",
      entityId: activity.id,
      leadId: activity.leadId,
      summary: `${planned ? "Planned" : "Logged"} ${labelOf(activity.type).toLowerCase()}: ${activity.subject}`,
    });
    await recomputeLeadScore(input.leadId, tx);
    return activity;
  });
}

export class ActivityNotPlannedError extends Error {
  constructor() {
    super("This activity is already done");
  }
}

/** Marks a planned follow-up done now; undefined for an unknown id. */
export async function completeActivity(
  id: number,
  input: CompleteActivityInput,
  actor: string,
): Promise<Activity | undefined> {
  return getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(activities).where(eq(activities.id, id)).for("update");
    if (!before) return undefined;
    if (before.completedDate) throw new ActivityNotPlannedError();
    await assertLeadNotRestricted(before.leadId, tx);
    const [activity] = await tx
      .update(activities)
      .set({
        completedDate: new Date(),
        outcome: input.outcome ?? null,
        duration: input.duration ?? null,
        description: input.description ?? before.description,
      })
      .where(eq(activities.id, id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: "completed",
      entityType: "activity",
      entityId: id,
      leadId: activity.leadId,
      changes: { outcome: { from: null, to: activity.outcome } },
      summary: `Completed ${labelOf(activity.type).toLowerCase()}: ${activity.subject}${activity.outcome ? ` (${outcomeLabel(activity.outcome)})` : ""}`,
    });
    await recomputeLeadScore(activity.leadId, tx);
    return activity;
  });
}

export async function deleteActivity(id: number, actor: string): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [deleted] = await tx.delete(activities).where(eq(activities.id, id)).returning();
    if (!deleted) return false;
    await recordAudit(tx, {
      actor,
      action: "deleted",
      entityType: "activity",
      entityId: id,
      leadId: deleted.leadId,
      summary: `Deleted ${labelOf(deleted.type).toLowerCase()}: ${deleted.subject}`,
    });
    await recomputeLeadScore(deleted.leadId, tx);
    return true;
  });
}

export async function getActivity(id: number): Promise<Activity | undefined> {
  const [row] = await getDb().select().from(activities).where(eq(activities.id, id));
  return row;
}
