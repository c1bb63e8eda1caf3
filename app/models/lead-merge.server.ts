/**
 * Merging two leads (the same person entered twice): the kept lead keeps its values, gains the
 * other's where its own are blank, and both notes; the other's activities, submissions,
 * registrations and history move to it; the other is removed. One transaction, audited.
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import { type Executor, getDb } from "@db/client.server";
import {
  type Lead,
  activities,
  auditEvents,
  contactSubmissions,
  dentalRegistrations,
  leads,
} from "@db/schema";
import { changedFields, recordAudit } from "./audit.server";
import { recomputeLeadScore } from "./lead-score.server";
import { leadName } from "./leads.server";
import { assertNotRestricted } from "./people.server";

/** The fields a merge decides, in the order the preview shows them. */
export const MERGE_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "company",
  "jobTitle",
  "industry",
  "source",
  "status",
  "notes",
] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

type MergeValues = Pick<Lead, MergeField>;

const blank = (value: unknown) => value === null || value === undefined || value === "";

/** What the kept lead will hold after the merge. */
export function mergedValues(keep: Lead, other: Lead): MergeValues {
  const values = {} as Record<MergeField, string | null>;
  for (const field of MERGE_FIELDS) {
    values[field] = blank(keep[field]) ? other[field] : keep[field];
  }
  if (!blank(keep.notes) && !blank(other.notes) && keep.notes !== other.notes) {
    values.notes = `${keep.notes}\n\n${other.notes}`;
  }
  return values as MergeValues;
}

export class MergeError extends Error {
  constructor(public reason: "same-lead" | "not-found") {
    super(`Merge failed: ${reason}`);
  }
}

export interface MergePreview {
  keep: Lead;
  other: Lead;
  values: MergeValues;
}

export async function previewMerge(
  keepId: number,
  otherId: number,
  db: Executor = getDb(),
): Promise<MergePreview> {
  if (keepId === otherId) throw new MergeError("same-lead");
  const rows = await db
    .select()
    .from(leads)
    .where(inArray(leads.id, [keepId, otherId]));
  const keep = rows.find((r) => r.id === keepId);
  const other = rows.find((r) => r.id === otherId);
  if (!keep || !other) throw new MergeError("not-found");
  return { keep, other, values: mergedValues(keep, other) };
}

/** The one entry point for a merge (page, API); returns the kept lead. */
export function mergeLeads(keepId: number, otherId: number, actor: string): Promise<Lead> {
  return getDb().transaction(async (tx) => {
    if (keepId === otherId) throw new MergeError("same-lead");
    // Both rows locked in id order, so two merges of the same pair cannot deadlock.
    await tx
      .select({ id: leads.id })
      .from(leads)
      .where(inArray(leads.id, [keepId, otherId]))
      .orderBy(leads.id)
      .for("update");
    const { keep, other, values } = await previewMerge(keepId, otherId, tx);
    // Merging is processing: neither person may be under a restriction.
    await assertNotRestricted(keep.email, tx);
    await assertNotRestricted(other.email, tx);
    const changes = changedFields(keep, values);
    await tx
      .update(leads)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(leads.id, keepId));
    await tx.update(activities).set({ leadId: keepId }).where(eq(activities.leadId, otherId));
    await tx
      .update(contactSubmissions)
      .set({ leadId: keepId })
      .where(eq(contactSubmissions.leadId, otherId));
    await tx
      .update(dentalRegistrations)
      .set({ leadId: keepId })
      .where(eq(dentalRegistrations.leadId, otherId));
    await tx.delete(leads).where(eq(leads.id, otherId));
    // The other lead's audit rows stay as written; the timeline follows this row to them.
    await recordAudit(tx, {
      actor,
      action: "merged",
      entityType: "lead",
      entityId: otherId,
      leadId: keepId,
      changes,
      summary: `Merged with ${leadName(other)} (${other.email})`,
    });
    await recomputeLeadScore(keepId, tx);
    const [merged] = await tx.select().from(leads).where(eq(leads.id, keepId));
    return merged;
  });
}

/**
 * The lead that a removed lead now lives in: the merge audit row (entity = the removed lead,
 * leadId = the kept one) is the forwarding record, followed on when the kept lead was itself
 * merged later. Undefined when the id was never merged away, or the lead it went into is gone
 * (deleted or erased), so its old address is then a plain 404.
 */
export async function findMergedInto(
  mergedId: number,
  db: Executor = getDb(),
): Promise<number | undefined> {
  const seen = new Set([mergedId]);
  let current = mergedId;
  // Each hop is one later merge; the bound only guards against a corrupted trail.
  for (let hop = 0; hop < 100; hop += 1) {
    const [row] = await db
      .select({ keptId: auditEvents.leadId })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.entityType, "lead"),
          eq(auditEvents.action, "merged"),
          eq(auditEvents.entityId, current),
        ),
      )
      .orderBy(desc(auditEvents.id))
      .limit(1);
    const keptId = row?.keptId;
    if (keptId === null || keptId === undefined || seen.has(keptId)) return undefined;
    const [kept] = await db.select({ id: leads.id }).from(leads).where(eq(leads.id, keptId));
    if (kept) return kept.id;
    seen.add(keptId);
    current = keptId;
  }
  return undefined;
}
