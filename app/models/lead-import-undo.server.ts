/**
 * Undo of a lead import (docs/decisions/063-lead-import.md, 091-undo-keeps-later-work.md): within
 * UNDO_DAYS of its end, once, the leads it created are deleted and the fields it changed put back,
 * in one transaction. A lead someone worked on since the import (a field changed, an activity
 * logged, a follow-up planned) is kept as it is now, and a field changed again since keeps its
 * new value, unless the admin chooses to undo them too; the confirmation lists them first.
 */
import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { type Executor, getDb } from "@db/client.server";
import {
  type LeadImport,
  activities,
  auditEvents,
  leadImportChanges,
  leadImports,
  leads,
} from "@db/schema";
import { recomputeLeadScore } from "./lead-score.server";
import { IMPORT_BATCH_ROWS, UNDO_DAYS } from "./lead-import-rows.server";
import { importLabel, importMark, writeLeadValues } from "./lead-import-run.server";

/** Whether Undo is still offered: ended (done or failed) less than UNDO_DAYS ago. */
export function canUndo(imp: Pick<LeadImport, "state" | "finishedAt">, now = new Date()): boolean {
  if (imp.state !== "done" && imp.state !== "failed") return false;
  if (!imp.finishedAt) return false;
  return now.getTime() - imp.finishedAt.getTime() < UNDO_DAYS * 24 * 60 * 60 * 1000;
}

export type UndoResult = "undone" | "not-found" | "not-allowed";

/** What to do with the leads changed since the import: keep them (the default) or undo them too. */
export const CHANGED_SINCE_CHOICES = ["keep", "undo"] as const;
export type ChangedSinceChoice = (typeof CHANGED_SINCE_CHOICES)[number];

/** The columns a restore writes that are not the lead's own fields. */
const BOOKKEEPING = new Set(["score", "scoreReasons", "updatedAt"]);

/** A lead the import created or updated that someone worked on since. */
export interface LeadChangedSince {
  leadId: number;
  firstName: string;
  lastName: string;
  kind: "created" | "updated";
  /** The lead's fields changed since (drizzle names: status, notes, phone…), in the trail's order. */
  fields: string[];
  /** Activities logged since (done), and follow-ups planned since and not done yet. */
  activities: number;
  followUps: number;
  /** An updated lead: the fields the import changed, which Undo puts back… */
  importFields: string[];
  /** …and those of them changed again since, which keep their new value unless undone too. */
  conflicts: string[];
}

export interface UndoPlan {
  /** Keeping the leads changed since (the default). */
  keep: { deletes: number; restores: number; kept: number };
  /** Undoing them too: every created lead deleted, every update put back. */
  undo: { deletes: number; restores: number };
  changed: LeadChangedSince[];
}

const chunks = <T>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / IMPORT_BATCH_ROWS) }, (_, i) =>
    items.slice(i * IMPORT_BATCH_ROWS, (i + 1) * IMPORT_BATCH_ROWS),
  );

interface Footprint {
  /** Lead id → the values before the import (updated leads, the latest change first merged). */
  restored: Map<number, Record<string, unknown>>;
  /** Created leads that still exist. */
  created: number[];
  changed: Map<number, LeadChangedSince>;
}

/**
 * What the import left and what happened since: the leads it created that still exist, the
 * values to put back, and each lead someone worked on since the import started (an audit row on
 * the lead that is not the import's own, or an activity made since).
 */
async function footprintOf(tx: Executor, imp: LeadImport): Promise<Footprint> {
  const rows = await tx
    .select()
    .from(leadImportChanges)
    .where(eq(leadImportChanges.importId, imp.id))
    .orderBy(desc(leadImportChanges.id));
  // Latest change first: a lead changed twice gets the values from before the first.
  const restoredAll = new Map<number, Record<string, unknown>>();
  for (const change of rows) {
    if (change.kind !== "updated" || !change.previous) continue;
    restoredAll.set(change.leadId, { ...restoredAll.get(change.leadId), ...change.previous });
  }
  const ids = [...new Set(rows.map((r) => r.leadId))];
  const existing = new Map<number, { firstName: string; lastName: string }>();
  const changed = new Map<number, LeadChangedSince>();
  const since = imp.startedAt ?? imp.createdAt;
  const kindOf = (leadId: number) => (restoredAll.has(leadId) ? "updated" : "created");
  const entry = (leadId: number): LeadChangedSince => {
    let found = changed.get(leadId);
    if (!found) {
      const importFields = Object.keys(restoredAll.get(leadId) ?? {}).filter(
        (f) => !BOOKKEEPING.has(f),
      );
      found = {
        leadId,
        ...existing.get(leadId)!,
        kind: kindOf(leadId),
        fields: [],
        activities: 0,
        followUps: 0,
        importFields,
        conflicts: [],
      };
      changed.set(leadId, found);
    }
    return found;
  };
  for (const part of chunks(ids)) {
    const found = await tx
      .select({ id: leads.id, firstName: leads.firstName, lastName: leads.lastName })
      .from(leads)
      .where(inArray(leads.id, part));
    for (const { id, ...name } of found) existing.set(id, name);
    const still = found.map((l) => l.id);
    if (still.length === 0) continue;
    // The import's own rows name it ("… by import #N (file.csv)…"); any other row is later work.
    const trail = await tx
      .select({
        leadId: auditEvents.leadId,
        entityType: auditEvents.entityType,
        changes: auditEvents.changes,
      })
      .from(auditEvents)
      .where(
        and(
          inArray(auditEvents.leadId, still),
          gte(auditEvents.at, since),
          sql`position(${importMark(imp)} in coalesce(${auditEvents.summary}, '')) = 0`,
        ),
      )
      .orderBy(auditEvents.id);
    for (const event of trail) {
      if (event.leadId === null || event.entityType !== "lead") continue;
      const lead = entry(event.leadId);
      for (const field of Object.keys(event.changes ?? {}))
        if (!lead.fields.includes(field)) lead.fields.push(field);
    }
    const made = await tx
      .select({
        leadId: activities.leadId,
        planned: sql<boolean>`${activities.completedDate} is null`,
        count: sql<number>`count(*)::int`,
      })
      .from(activities)
      .where(and(inArray(activities.leadId, still), gte(activities.createdAt, since)))
      .groupBy(activities.leadId, sql`${activities.completedDate} is null`);
    for (const row of made) {
      const lead = entry(row.leadId);
      if (row.planned) lead.followUps += row.count;
      else lead.activities += row.count;
    }
  }
  for (const lead of changed.values())
    lead.conflicts = lead.importFields.filter((f) => lead.fields.includes(f));
  const restored = new Map([...restoredAll].filter(([leadId]) => existing.has(leadId)));
  const created = ids.filter((id) => existing.has(id) && kindOf(id) === "created");
  return { restored, created, changed };
}

/** The fields Undo puts back on an updated lead, keeping those changed since when asked to. */
function toRestore(
  previous: Record<string, unknown>,
  changed: LeadChangedSince | undefined,
  choice: ChangedSinceChoice,
): Record<string, unknown> {
  if (!changed || choice === "undo") return previous;
  return Object.fromEntries(
    Object.entries(previous).filter(
      ([field]) => !BOOKKEEPING.has(field) && !changed.conflicts.includes(field),
    ),
  );
}

function planOf(footprint: Footprint): UndoPlan {
  const { restored, created, changed } = footprint;
  const keptCreated = created.filter((id) => changed.has(id)).length;
  const restoresKeeping = [...restored].filter(
    ([leadId, previous]) => Object.keys(toRestore(previous, changed.get(leadId), "keep")).length,
  ).length;
  return {
    keep: {
      deletes: created.length - keptCreated,
      restores: restoresKeeping,
      kept: changed.size,
    },
    undo: { deletes: created.length, restores: restored.size },
    changed: [...changed.values()].sort((a, b) => a.leadId - b.leadId),
  };
}

/** What Undo would do, with and without the leads changed since; undefined for an unknown id. */
export async function planUndo(id: number): Promise<UndoPlan | undefined> {
  const db = getDb();
  const [imp] = await db.select().from(leadImports).where(eq(leadImports.id, id));
  if (!imp) return undefined;
  return planOf(await footprintOf(db, imp));
}

/**
 * Deletes the leads the import created and puts back what it changed in the leads it updated
 * (the latest change first), in one transaction, each recorded in the audit trail. The leads
 * changed since the import are kept as they are now (a created one stays; an updated one gets back
 * only the fields nobody changed since) unless `changedSince` is "undo".
 */
export async function undoImport(
  id: number,
  actor: string,
  {
    now = new Date(),
    changedSince = "keep",
  }: { now?: Date; changedSince?: ChangedSinceChoice } = {},
): Promise<UndoResult> {
  return getDb().transaction(async (tx) => {
    const [imp] = await tx.select().from(leadImports).where(eq(leadImports.id, id)).for("update");
    if (!imp) return "not-found";
    if (!canUndo(imp, now)) return "not-allowed";
    const footprint = await footprintOf(tx, imp);
    const { changed } = footprint;
    const keeping = (leadId: number) => changedSince === "keep" && changed.has(leadId);
    const audits: (typeof auditEvents.$inferInsert)[] = [];
    for (const part of chunks(footprint.created.filter((leadId) => !keeping(leadId)))) {
      const deleted = await tx
        .delete(leads)
        .where(inArray(leads.id, part))
        .returning({ id: leads.id });
      for (const lead of deleted)
        audits.push({
          actor,
          action: "deleted",
          entityType: "lead",
          entityId: lead.id,
          leadId: lead.id,
          summary: `Lead deleted: ${importLabel(imp)} undone`,
        });
    }
    for (const leadId of footprint.created.filter(keeping))
      audits.push({
        actor,
        action: "kept",
        entityType: "lead",
        entityId: leadId,
        leadId,
        summary: `Lead kept: changed since ${importLabel(imp)}, which was undone`,
      });
    const restoredRows = [...footprint.restored].flatMap(([leadId, previous]) => {
      const values = toRestore(previous, changed.get(leadId), changedSince);
      return Object.keys(values).length ? [{ leadId, values }] : [];
    });
    for (const part of chunks(restoredRows))
      await writeLeadValues(
        tx,
        part.map(({ leadId, values }) => ({ id: leadId, ...values })),
      );
    for (const { leadId, values } of restoredRows) {
      // A lead worked on since keeps that work's points: its score is counted again.
      if (!("score" in values)) {
        await tx.update(leads).set({ updatedAt: now }).where(eq(leads.id, leadId));
        await recomputeLeadScore(leadId, tx);
      }
      audits.push({
        actor,
        action: "updated",
        entityType: "lead",
        entityId: leadId,
        leadId,
        summary: `Fields restored: ${importLabel(imp)} undone`,
      });
    }
    for (const part of chunks(audits)) await tx.insert(auditEvents).values(part);
    await tx.delete(leadImportChanges).where(eq(leadImportChanges.importId, id));
    await tx
      .update(leadImports)
      .set({ state: "undone", undoneAt: now, undoneBy: actor })
      .where(eq(leadImports.id, id));
    return "undone";
  });
}
