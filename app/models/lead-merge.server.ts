/**
 * Merging two leads (the same person entered twice): per field staff choose whose value the kept
 * lead holds, and nothing is lost (mergedValues); the other's activities, submissions,
 * registrations and history move to it; the other is removed and its address forwards to the kept
 * lead. One transaction, audited.
 */
import { and, count, desc, eq, inArray } from "drizzle-orm";
import { type Executor, getDb } from "@db/client.server";
import {
  type Lead,
  activities,
  leadMessages,
  auditEvents,
  contactSubmissions,
  dentalRegistrations,
  leads,
} from "@db/schema";
import { changedFields, recordAudit } from "./audit.server";
import { recomputeLeadScore } from "./lead-score.server";
import { leadName } from "./leads.server";
import { normaliseEmail } from "~/utils/email";
import { valueLabel, LEAD_FIELD_TEXTS } from "~/schemas/lead-fields";
import { assertNotRestricted } from "./people.server";
import { ownOrigin, recomputeLeadSources } from "./lead-source-order.server";

/** The fields a merge decides, in the order the comparison shows them. */
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

/** Per field whose values differ: whose value the kept lead holds (this lead's by default). */
export type MergeChoices = Partial<Record<MergeField, "keep" | "other">>;

type MergeValues = Pick<Lead, MergeField | "additionalEmails">;

const blank = (value: unknown) =>
  value === null || value === undefined || (typeof value === "string" && value.trim() === "");

const same = (field: MergeField, a: string | null, b: string | null) =>
  field === "email" ? normaliseEmail(a ?? "") === normaliseEmail(b ?? "") : a === b;

/** The fields where both leads hold a value and the values differ: the ones staff choose. */
export function conflictingFields(keep: Lead, other: Lead): MergeField[] {
  return MERGE_FIELDS.filter(
    (field) =>
      field !== "notes" &&
      !blank(keep[field]) &&
      !blank(other[field]) &&
      !same(field, keep[field], other[field]),
  );
}

const londonDate = (at: Date) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "Europe/London" }).format(at);

/**
 * What the kept lead will hold after the merge. Nothing is dropped: a blank takes the other's
 * value; where both differ the choice wins and the value not chosen is kept too, an email as an
 * additional address, anything else in the notes with the lead it came from; both notes stay.
 */
export function mergedValues(
  keep: Lead,
  other: Lead,
  choices: MergeChoices = {},
  at = new Date(),
): MergeValues {
  const values = {} as Record<MergeField, string | null>;
  const setAside: string[] = [];
  const extraEmails: string[] = [];
  const conflicts = new Set(conflictingFields(keep, other));
  for (const field of MERGE_FIELDS) {
    if (field === "notes") continue;
    if (!conflicts.has(field)) {
      values[field] = blank(keep[field]) ? other[field] : keep[field];
      continue;
    }
    const [chosen, dropped] = choices[field] === "other" ? [other, keep] : [keep, other];
    values[field] = chosen[field];
    if (field === "email") extraEmails.push(dropped.email);
    else
      setAside.push(
        `${LEAD_FIELD_TEXTS[field]} from ${leadName(dropped)} (${dropped.email}): ${valueLabel(field, dropped[field])}`,
      );
  }
  const notes = [keep.notes, other.notes].filter((n): n is string => !blank(n));
  if (notes.length === 2 && notes[0] === notes[1]) notes.pop();
  if (setAside.length)
    notes.push(`Values not kept in the merge of ${londonDate(at)}:\n${setAside.join("\n")}`);
  values.notes = notes.length ? notes.join("\n\n") : null;
  const email = normaliseEmail(values.email ?? keep.email);
  const additionalEmails = [
    ...new Set(
      [...keep.additionalEmails, ...other.additionalEmails, ...extraEmails]
        .map(normaliseEmail)
        .filter((address) => address && address !== email),
    ),
  ];
  return { ...(values as Pick<Lead, MergeField>), additionalEmails };
}

export class MergeError extends Error {
  constructor(public reason: "same-lead" | "not-found") {
    super(`Merge failed: ${reason}`);
  }
}

export interface MergePreview {
  keep: Lead;
  other: Lead;
  /** The kept lead's values if the other's defaults (this lead's values) are taken. */
  values: MergeValues;
  /** The fields staff choose between (both hold different values). */
  conflicts: MergeField[];
  /** What moves from the other lead to this one. */
  moves: { activities: number; contactSubmissions: number; dentalRegistrations: number };
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
  const countOf = async (table: typeof activities | typeof contactSubmissions) => {
    const [row] = await db.select({ n: count() }).from(table).where(eq(table.leadId, otherId));
    return row.n;
  };
  const [moved, submissions, registrations] = await Promise.all([
    countOf(activities),
    countOf(contactSubmissions),
    db
      .select({ n: count() })
      .from(dentalRegistrations)
      .where(eq(dentalRegistrations.leadId, otherId)),
  ]);
  return {
    keep,
    other,
    values: mergedValues(keep, other),
    conflicts: conflictingFields(keep, other),
    moves: {
      activities: moved,
      contactSubmissions: submissions,
      dentalRegistrations: registrations[0].n,
    },
  };
}

/**
 * The one entry point for a merge (page, API); returns the kept lead. `choices` says, per field
 * whose values differ, whose value is kept (this lead's when not given); see mergedValues.
 */
export function mergeLeads(
  keepId: number,
  otherId: number,
  actor: string,
  choices: MergeChoices = {},
): Promise<Lead> {
  return getDb().transaction(async (tx) => {
    if (keepId === otherId) throw new MergeError("same-lead");
    // Both rows locked in id order, so two merges of the same pair cannot deadlock.
    await tx
      .select({ id: leads.id })
      .from(leads)
      .where(inArray(leads.id, [keepId, otherId]))
      .orderBy(leads.id)
      .for("update");
    const { keep, other } = await previewMerge(keepId, otherId, tx);
    const values = mergedValues(keep, other, choices);
    // Merging is processing: neither person may be under a restriction.
    await assertNotRestricted(keep.email, tx);
    await assertNotRestricted(other.email, tx);
    const changes = changedFields(keep, values);
    // The kept lead keeps its owner; an unassigned one takes the other's (a blank takes a value).
    await tx
      .update(leads)
      .set({ ...values, ownerId: keep.ownerId ?? other.ownerId, updatedAt: new Date() })
      .where(eq(leads.id, keepId));
    await tx.update(activities).set({ leadId: keepId }).where(eq(activities.leadId, otherId));
    // The conversation stays with the person: replies written to the other lead move too.
    await tx.update(leadMessages).set({ leadId: keepId }).where(eq(leadMessages.leadId, otherId));
    await tx
      .update(contactSubmissions)
      .set({ leadId: keepId })
      .where(eq(contactSubmissions.leadId, otherId));
    await tx
      .update(dentalRegistrations)
      .set({ leadId: keepId })
      .where(eq(dentalRegistrations.leadId, otherId));
    await tx.delete(leads).where(eq(leads.id, otherId));
    // Sources by time across both leads' submissions, and the other's own origin (staff, import).
    await recomputeLeadSources(tx, keepId, ownOrigin(other));
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
