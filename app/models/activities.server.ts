/** Activities logged against leads. Each change re-scores the lead (successful outcomes count). */
import { desc, eq } from "drizzle-orm";
import { getDb } from "@db/client.server";
import { type Activity, activities, leads } from "@db/schema";
import type { CreateActivityInput } from "~/schemas/activity";
import { recomputeLeadScore } from "./lead-score.server";
import { assertLeadNotRestricted } from "./people.server";

export const LATEST_ACTIVITIES = 20;

export type ActivityWithLead = Activity & { leadName: string | null };

/** The latest activities (SPEC.md: 20), newest first, with the lead's name. */
export async function listLatestActivities(limit = LATEST_ACTIVITIES): Promise<ActivityWithLead[]> {
  const rows = await getDb()
    .select({ activity: activities, firstName: leads.firstName, lastName: leads.lastName })
    .from(activities)
    .leftJoin(leads, eq(leads.id, activities.leadId))
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(limit);
  return rows.map((r) => ({
    ...r.activity,
    leadName: r.firstName === null ? null : `${r.firstName} ${r.lastName ?? ""}`.trim(),
  }));
}

export function listActivitiesForLead(leadId: number): Promise<Activity[]> {
  return getDb()
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

/** Logs an activity by `createdBy` (the signed-in staff email); completedDate defaults to now. */
export async function createActivity(
  input: CreateActivityInput,
  createdBy: string,
): Promise<Activity> {
  return getDb().transaction(async (tx) => {
    const [lead] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.id, input.leadId))
      .for("update");
    if (!lead) throw new UnknownLeadError(input.leadId);
    await assertLeadNotRestricted(input.leadId, tx);
    const [activity] = await tx
      .insert(activities)
      .values({
        leadId: input.leadId,
        type: input.type,
        subject: input.subject,
        description: input.description ?? null,
        outcome: input.outcome ?? null,
        duration: input.duration ?? null,
        completedDate: input.completedDate ? new Date(input.completedDate) : new Date(),
        createdBy,
      })
      .returning();
    await recomputeLeadScore(input.leadId, tx);
    return activity;
  });
}

export async function deleteActivity(id: number): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [deleted] = await tx
      .delete(activities)
      .where(eq(activities.id, id))
      .returning({ leadId: activities.leadId });
    if (!deleted) return false;
    await recomputeLeadScore(deleted.leadId, tx);
    return true;
  });
}

export async function getActivity(id: number): Promise<Activity | undefined> {
  const [row] = await getDb().select().from(activities).where(eq(activities.id, id));
  return row;
}
