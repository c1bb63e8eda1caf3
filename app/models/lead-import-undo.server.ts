/**
 * Undo of a lead import (docs/decisions/063-lead-import.md): within UNDO_DAYS of its end, once,
 * the leads it created are deleted and the fields it changed put back, in one transaction.
 */
import { desc, eq, inArray } from "drizzle-orm";
import { getDb } from "@db/client.server";
import { type LeadImport, auditEvents, leadImportChanges, leadImports, leads } from "@db/schema";
import { IMPORT_BATCH_ROWS, UNDO_DAYS } from "./lead-import-rows.server";
import { importLabel, writeLeadValues } from "./lead-import-run.server";

/** Whether Undo is still offered: ended (done or failed) less than UNDO_DAYS ago. */
export function canUndo(imp: Pick<LeadImport, "state" | "finishedAt">, now = new Date()): boolean {
  if (imp.state !== "done" && imp.state !== "failed") return false;
  if (!imp.finishedAt) return false;
  return now.getTime() - imp.finishedAt.getTime() < UNDO_DAYS * 24 * 60 * 60 * 1000;
}

export type UndoResult = "undone" | "not-found" | "not-allowed";

/**
 * Deletes the leads the import created and puts back what it changed in the leads it updated
 * (the latest change first), in one transaction, each recorded in the audit trail.
 */
export async function undoImport(id: number, actor: string, now = new Date()): Promise<UndoResult> {
  return getDb().transaction(async (tx) => {
    const [imp] = await tx.select().from(leadImports).where(eq(leadImports.id, id)).for("update");
    if (!imp) return "not-found";
    if (!canUndo(imp, now)) return "not-allowed";
    const rows = await tx
      .select()
      .from(leadImportChanges)
      .where(eq(leadImportChanges.importId, id))
      .orderBy(desc(leadImportChanges.id));
    const audits: (typeof auditEvents.$inferInsert)[] = [];
    const createdIds = rows.filter((r) => r.kind === "created").map((r) => r.leadId);
    for (let i = 0; i < createdIds.length; i += IMPORT_BATCH_ROWS) {
      const deleted = await tx
        .delete(leads)
        .where(inArray(leads.id, createdIds.slice(i, i + IMPORT_BATCH_ROWS)))
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
    // Latest change first: a lead changed twice gets the values from before the first.
    const restored = new Map<number, Record<string, unknown>>();
    for (const change of rows) {
      if (change.kind !== "updated" || !change.previous) continue;
      restored.set(change.leadId, { ...restored.get(change.leadId), ...change.previous });
    }
    const still = new Set(
      restored.size
        ? (
            await tx
              .select({ id: leads.id })
              .from(leads)
              .where(inArray(leads.id, [...restored.keys()]))
          ).map((l) => l.id)
        : [],
    );
    const restoredRows = [...restored].filter(([leadId]) => still.has(leadId));
    for (let i = 0; i < restoredRows.length; i += IMPORT_BATCH_ROWS)
      await writeLeadValues(
        tx,
        restoredRows
          .slice(i, i + IMPORT_BATCH_ROWS)
          .map(([leadId, values]) => ({ id: leadId, ...values })),
      );
    for (const [leadId] of restoredRows)
      audits.push({
        actor,
        action: "updated",
        entityType: "lead",
        entityId: leadId,
        leadId,
        summary: `Fields restored: ${importLabel(imp)} undone`,
      });
    for (let i = 0; i < audits.length; i += IMPORT_BATCH_ROWS)
      await tx.insert(auditEvents).values(audits.slice(i, i + IMPORT_BATCH_ROWS));
    await tx.delete(leadImportChanges).where(eq(leadImportChanges.importId, id));
    await tx
      .update(leadImports)
      .set({ state: "undone", undoneAt: now, undoneBy: actor })
      .where(eq(leadImports.id, id));
    return "undone";
  });
}
