/**
 * Lead owners (decision 033): each lead belongs to one staff account or to nobody. A lead made by
 * hand or by a conversion belongs to the staff member who made it (the actor); reassignment,
 * one lead or many, writes one audit row per lead that changed, in the transaction that changes
 * it, with the owners named in plain words.
 */
import { type SQL, and, asc, eq, inArray, isNull, ne } from "drizzle-orm";
import { type Executor, getDb } from "@db/client.server";
import { activities, leads, staffUsers } from "@db/schema";
import { OWNER_MESSAGE } from "~/schemas/owner";
import { recordAudit } from "./audit.server";
import { normaliseEmail } from "~/utils/email";

/** Staff are shown by their email: the account has no other name. */
export const NO_OWNER = "Unassigned";

/** A lead list's owner filter: one account's leads, or the unassigned ones. */
export type OwnerFilter = number | "none";

export class OwnerError extends Error {}

/** The SQL condition of an owner filter (the leads list and the board); none when absent. */
export function ownerCondition(owner: OwnerFilter | undefined): SQL | undefined {
  if (owner === undefined) return undefined;
  return owner === "none" ? isNull(leads.ownerId) : eq(leads.ownerId, owner);
}

/** The staff account an actor (a staff email) names; null for a job, a visitor or no account. */
export async function staffIdForActor(db: Executor, actor: string): Promise<number | null> {
  const [row] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.email, normaliseEmail(actor)));
  return row?.id ?? null;
}

export interface OwnerChoice {
  id: number;
  name: string;
}

/** Accounts a lead can be given to: the active ones, by email. */
export async function listOwnerChoices(db: Executor = getDb()): Promise<OwnerChoice[]> {
  return db
    .select({ id: staffUsers.id, name: staffUsers.email })
    .from(staffUsers)
    .where(isNull(staffUsers.deactivatedAt))
    .orderBy(asc(staffUsers.email));
}

/** The names of the given accounts (deactivated ones too: old leads still show who had them). */
export async function ownerNames(
  ids: (number | null)[],
  db: Executor = getDb(),
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: staffUsers.id, name: staffUsers.email })
    .from(staffUsers)
    .where(inArray(staffUsers.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The owner a lead may be given: an active account, or null (unassigned). */
export async function assertAssignable(ownerId: number | null, db: Executor): Promise<void> {
  if (ownerId === null) return;
  const [row] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.id, ownerId), isNull(staffUsers.deactivatedAt)));
  if (!row) throw new OwnerError(OWNER_MESSAGE);
}

/** "Owner changed from a@x to b@x": the sentence the timeline shows. */
export function ownerChangeSummary(from: string | null, to: string | null): string {
  return `Owner changed from ${from ?? NO_OWNER} to ${to ?? NO_OWNER}`;
}

/**
 * Gives the leads to `ownerId` (null: unassigned). Leads already with that owner and unknown ids
 * are left alone; returns how many changed.
 */
export async function assignLeads(
  leadIds: number[],
  ownerId: number | null,
  actor: string,
  db?: Executor,
): Promise<number> {
  const run = async (tx: Executor) => {
    await assertAssignable(ownerId, tx);
    if (!leadIds.length) return 0;
    const rows = await tx
      .select({ id: leads.id, ownerId: leads.ownerId })
      .from(leads)
      .where(inArray(leads.id, leadIds))
      .orderBy(asc(leads.id))
      .for("update");
    const changing = rows.filter((row) => row.ownerId !== ownerId);
    if (!changing.length) return 0;
    const names = await ownerNames([ownerId, ...changing.map((row) => row.ownerId)], tx);
    await tx
      .update(leads)
      .set({ ownerId, updatedAt: new Date() })
      .where(
        inArray(
          leads.id,
          changing.map((row) => row.id),
        ),
      );
    for (const row of changing) {
      const from = row.ownerId === null ? null : (names.get(row.ownerId) ?? null);
      const to = ownerId === null ? null : (names.get(ownerId) ?? null);
      await recordAudit(tx, {
        actor,
        action: "owner-changed",
        entityType: "lead",
        entityId: row.id,
        leadId: row.id,
        changes: { owner: { from, to } },
        summary: ownerChangeSummary(from, to),
      });
    }
    return changing.length;
  };
  return db ? run(db) : getDb().transaction(run);
}

const openLeadsOf = (userId: number) =>
  and(eq(leads.ownerId, userId), ne(leads.status, "closed-won"), ne(leads.status, "closed-lost"));

/**
 * An account's open leads (not Closed Won or Lost) and planned follow-ups: what deactivating it
 * offers to hand on.
 */
export async function countOpenWork(
  userId: number,
  db: Executor = getDb(),
): Promise<{ leads: number; followUps: number }> {
  const open = await db.select({ id: leads.id }).from(leads).where(openLeadsOf(userId));
  const planned = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.assigneeId, userId), isNull(activities.completedDate)));
  return { leads: open.length, followUps: planned.length };
}

/**
 * Hands an account's open leads and planned follow-ups to `toId` (null: unassigned), audited per
 * lead (owner-changed) and once for the follow-ups.
 */
export async function handOverOpenWork(
  fromId: number,
  toId: number | null,
  actor: string,
  db: Executor,
): Promise<{ leads: number; followUps: number }> {
  if (toId === fromId) throw new OwnerError("Choose a colleague other than the one leaving.");
  const open = await db.select({ id: leads.id }).from(leads).where(openLeadsOf(fromId));
  const moved = await assignLeads(
    open.map((row) => row.id),
    toId,
    actor,
    db,
  );
  await assertAssignable(toId, db);
  const followUps = await db
    .update(activities)
    .set({ assigneeId: toId })
    .where(and(eq(activities.assigneeId, fromId), isNull(activities.completedDate)))
    .returning({ id: activities.id, leadId: activities.leadId });
  const names = await ownerNames([fromId, toId], db);
  for (const row of followUps) {
    await recordAudit(db, {
      actor,
      action: "assignee-changed",
      entityType: "activity",
      entityId: row.id,
      leadId: row.leadId,
      summary: `Follow-up handed from ${names.get(fromId) ?? NO_OWNER} to ${toId === null ? NO_OWNER : (names.get(toId) ?? NO_OWNER)}`,
    });
  }
  return { leads: moved, followUps: followUps.length };
}
