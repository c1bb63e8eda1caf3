/**
 * The lead import's run (docs/decisions/063-lead-import.md): the import stored with its file's
 * rows and its job queued in one transaction; the job writing the rows in batches, each batch one
 * transaction that also moves the import's progress on (a retried job resumes after the last
 * committed batch). Every created or updated lead gets an audit row naming the import and its
 * lawful basis; what each updated lead was before is kept for Undo (./lead-import-undo.server.ts).
 */
import { desc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import { IMPORTED } from "~/utils/lead-source";
import { type Executor, getDb } from "@db/client.server";
import {
  type ImportMapping,
  type ImportRefusedRow,
  type Lead,
  type LeadImport,
  auditEvents,
  leadImportChanges,
  leadImportHeaderFields,
  leadImportRows,
  leadImports,
  leads,
} from "@db/schema";
import { stageOf } from "~/schemas/deal";
import { type LeadStatus, labelOf } from "~/schemas/lead";
import { csvCell } from "~/utils/csv";
import { normaliseEmail } from "~/utils/email";
import { log } from "~/utils/log.server";
import { changedFields } from "./audit.server";
import { enqueue, jobsFor } from "./jobs.server";
import { scoreLead } from "./lead-score.server";
import { ukDay } from "~/utils/uk-dates";
import { assertAssignable } from "./owners.server";
import type { ParsedCsv } from "./lead-import-csv.server";
import {
  type ImportDefaults,
  type ImportMode,
  IMPORT_BATCH_ROWS,
  LAWFUL_BASIS_MAX,
  type RowReason,
  type RowVerdict,
  SCORED,
  UPDATABLE,
  actionOf,
  addedNotes,
  checkRow,
  isField,
  judgeRows,
  lostReasonOf,
  numberedRows,
} from "./lead-import-rows.server";

export interface NewImport {
  fileName: string;
  csv: ParsedCsv;
  mapping: ImportMapping;
  mode: ImportMode;
  defaults: ImportDefaults;
  lawfulBasis: string;
}

/** Why an import cannot start: the UI words each code. */
export type NewImportProblem = "no-email-column" | "lawful-basis" | "mapping" | "owner";

export type CreateImportResult =
  { ok: true; id: number } | { ok: false; problem: NewImportProblem };

/**
 * Stores the import (options, the file's rows) and queues its job in one transaction; remembers
 * the mapping by header for the next file.
 */
export async function createImport(input: NewImport, actor: string): Promise<CreateImportResult> {
  const { csv, mapping } = input;
  if (mapping.length !== csv.headers.length || mapping.some((f) => f !== null && !isField(f)))
    return { ok: false, problem: "mapping" };
  if (!mapping.includes("email")) return { ok: false, problem: "no-email-column" };
  const lawfulBasis = input.lawfulBasis.trim();
  if (!lawfulBasis || lawfulBasis.length > LAWFUL_BASIS_MAX)
    return { ok: false, problem: "lawful-basis" };
  const db = getDb();
  try {
    await assertAssignable(input.defaults.ownerId, db);
  } catch {
    return { ok: false, problem: "owner" };
  }
  const boss = await jobsFor();
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leadImports)
      .values({
        createdBy: actor,
        fileName: input.fileName.slice(0, 255),
        encoding: csv.encoding,
        headers: csv.headers,
        mapping,
        mode: input.mode,
        defaultStatus: input.defaults.status,
        defaultOwnerId: input.defaults.ownerId,
        defaultSource: input.defaults.source,
        lawfulBasis,
        totalRows: csv.rows.length,
      })
      .returning({ id: leadImports.id });
    // Stored line by line: a row at the index of its line, an empty row for a line without one
    // (blank, or inside a quoted cell), so the job names each row by the file's own line.
    const layout: string[][] = [];
    numberedRows(csv).forEach(({ line, cells }) => {
      while (layout.length + 2 < line) layout.push([]);
      layout.push(cells);
    });
    await tx.insert(leadImportRows).values({ importId: row.id, rows: layout });
    const remembered = new Map<string, string | null>();
    csv.headers.forEach((header, i) => {
      const key = header.trim().toLowerCase();
      if (key && !remembered.has(key)) remembered.set(key, mapping[i]);
    });
    if (remembered.size)
      await tx
        .insert(leadImportHeaderFields)
        .values([...remembered].map(([header, field]) => ({ header, field })))
        .onConflictDoUpdate({
          target: leadImportHeaderFields.header,
          set: { field: sql`excluded.field`, updatedAt: sql`now()` },
        });
    await enqueue(boss, tx, "lead-import", { importId: row.id });
    return row.id;
  });
  return { ok: true, id };
}

export const importLabel = (imp: Pick<LeadImport, "id" | "fileName">) =>
  `import #${imp.id} (${imp.fileName})`;

/** What every audit row the import writes holds, and no other row: Undo tells them apart by it. */
export const importMark = (imp: Pick<LeadImport, "id">) => `by import #${imp.id} (`;

/** The timeline's words for an import's row: which import, and where the list came from. */
const importSummary = (what: string, imp: LeadImport) =>
  `${what} by ${importLabel(imp)}. Lawful basis: ${imp.lawfulBasis}`;

const defaultsOf = (imp: LeadImport): ImportDefaults => ({
  status: imp.defaultStatus as LeadStatus,
  ownerId: imp.defaultOwnerId,
  source: imp.defaultSource,
});

/** The lead columns an import changes (and Undo puts back), with their SQL names and types. */
const RESTORABLE_COLUMNS = {
  firstName: ["first_name", "text"],
  lastName: ["last_name", "text"],
  phone: ["phone", "text"],
  company: ["company", "text"],
  jobTitle: ["job_title", "text"],
  industry: ["industry", "text"],
  source: ["source", "text"],
  notes: ["notes", "text"],
  score: ["score", "integer"],
  scoreReasons: ["score_reasons", "jsonb"],
  updatedAt: ["updated_at", "timestamptz"],
} as const satisfies Partial<Record<keyof Lead, readonly [string, string]>>;
export const RESTORABLE = Object.keys(RESTORABLE_COLUMNS) as (keyof typeof RESTORABLE_COLUMNS)[];

/**
 * Sets many leads' columns in one statement (one per batch instead of one per lead: the leads
 * table's statement triggers then run once). Each row is {id, field: value}; a field a row leaves
 * out keeps the lead's value.
 */
export async function writeLeadValues(
  tx: Executor,
  rows: Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  const assignments = RESTORABLE.map((field) => {
    const [column, type] = RESTORABLE_COLUMNS[field];
    const value =
      type === "jsonb" ? sql.raw(`v.p -> '${field}'`) : sql.raw(`(v.p ->> '${field}')::${type}`);
    return sql`${sql.raw(column)} = case when v.p ? ${field} then ${value} else l.${sql.raw(column)} end`;
  });
  const payload = rows.map(({ id, ...values }) => ({ id, p: values }));
  await tx.execute(
    sql`update leads l set ${sql.join(assignments, sql`, `)} from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb) as v(id integer, p jsonb) where l.id = v.id`,
  );
}

/**
 * What a refused row keeps of the file: its cells, except for an erased person's row (found by
 * the suppression list's hash), which keeps only its line and reason: their name and address are
 * never stored again, and the People page finds nothing of them.
 */
function keptOfRow(verdict: RowVerdict): Pick<ImportRefusedRow, "cells" | "reasons"> {
  const { reasons } = verdict.checked;
  if (!reasons.some((r) => r.code === "suppressed")) return { cells: verdict.cells, reasons };
  // Nor any value a reason names (a date, a code): nothing of the file but the line.
  return { cells: [], reasons: reasons.map(({ field, code }) => ({ field, code })) };
}

/** Writes one batch: creates, updates, refusals; moves the import's counts on. */
async function writeBatch(
  tx: Executor,
  imp: LeadImport,
  verdicts: RowVerdict[],
  processedTo: number,
): Promise<void> {
  const mode = imp.mode as ImportMode;
  const refused: ImportRefusedRow[] = [];
  const toCreate: RowVerdict[] = [];
  const toUpdate: RowVerdict[] = [];
  let skipped = 0;
  for (const verdict of verdicts) {
    const action = actionOf(verdict, mode);
    if (action === "refuse") refused.push({ line: verdict.line, ...keptOfRow(verdict) });
    else if (action === "create") toCreate.push(verdict);
    else if (action === "update") toUpdate.push(verdict);
    else skipped++;
  }

  const today = ukDay();
  let created: { id: number; source: string | null }[] = [];
  if (toCreate.length) {
    created = await tx
      .insert(leads)
      .values(
        toCreate.map(({ checked: { values } }) => {
          const lead = {
            firstName: values.firstName!,
            lastName: values.lastName!,
            email: values.email!,
            phone: values.phone ?? null,
            company: values.company ?? null,
            jobTitle: values.jobTitle ?? null,
            industry: values.industry ?? null,
            source: values.source ?? null,
            notes: values.notes ?? null,
          };
          const status = values.status ?? imp.defaultStatus;
          const { score, reasons } = scoreLead({ lead });
          const lost = status === "closed-lost" ? lostReasonOf(values.lostReason ?? "") : null;
          return {
            ...lead,
            status,
            // The file's created date (checked: a date, not in the future), else now.
            createdAt: values.createdAt ? new Date(values.createdAt) : undefined,
            lostReason: lost?.lostReason ?? null,
            lostReasonOther: lost?.lostReasonOther ?? null,
            lostAt: lost ? new Date() : null,
            score,
            scoreReasons: reasons,
            stageReached: stageOf(status),
            wonDate: status === "closed-won" ? today : null,
            ownerId: imp.defaultOwnerId,
            originalSource: IMPORTED,
            latestSource: IMPORTED,
          };
        }),
      )
      .returning({ id: leads.id, source: leads.source });
  }

  let updated = 0;
  const audits: (typeof auditEvents.$inferInsert)[] = created.map((lead) => ({
    actor: imp.createdBy,
    action: "created",
    entityType: "lead",
    entityId: lead.id,
    leadId: lead.id,
    summary: importSummary(
      `Lead created (${lead.source ? `source: ${labelOf(lead.source)}` : "no source"})`,
      imp,
    ),
  }));
  const changes: (typeof leadImportChanges.$inferInsert)[] = created.map((lead) => ({
    importId: imp.id,
    leadId: lead.id,
    kind: "created",
  }));

  if (toUpdate.length) {
    const ids = [...new Set(toUpdate.map((v) => v.existingId!))];
    const found = await tx
      .select({ lead: leads, exactUpdatedAt: sql<string>`${leads.updatedAt}::text` })
      .from(leads)
      .where(inArray(leads.id, ids));
    const current = new Map<number, Lead>(found.map((r) => [r.lead.id, r.lead]));
    // Microseconds, which a JavaScript Date drops: Undo puts back the very value.
    const exactUpdatedAt = new Map(found.map((r) => [r.lead.id, r.exactUpdatedAt]));
    const touched = new Set<number>();
    for (const verdict of toUpdate) {
      const before = current.get(verdict.existingId!);
      if (!before) continue;
      // An update takes what the file says; the defaults are for new leads.
      const fromFile = checkRow(verdict.cells, imp.mapping, { ...defaultsOf(imp), source: null });
      const set: Partial<Lead> = {};
      for (const field of UPDATABLE) {
        const value = fromFile.values[field];
        if (value !== undefined) set[field] = value;
      }
      // Notes are added to the lead's, never written over them, nor added twice; a row whose
      // notes would take the lead's past their limit was refused in words (judgeRows).
      const notes = addedNotes(before.notes, fromFile);
      if (notes === null) delete set.notes;
      else set.notes = notes;
      const diff = changedFields(before, set);
      const fields = Object.keys(diff) as (keyof Lead)[];
      if (fields.length === 0) {
        skipped++;
        continue;
      }
      const after = { ...before, ...set };
      const rescore = fields.some((f) => SCORED.includes(f));
      const { score, reasons } = rescore
        ? scoreLead({ lead: after })
        : { score: before.score, reasons: before.scoreReasons };
      // Registrations and activities add to a score: keep their points when re-scoring.
      const kept = before.scoreReasons.filter(
        (r) => !scoreLead({ lead: before }).reasons.some((own) => own.reason === r.reason),
      );
      const newReasons = rescore ? [...reasons, ...kept] : reasons;
      const newScore = rescore
        ? Math.min(
            100,
            newReasons.reduce((sum, r) => sum + r.points, 0),
          )
        : score;
      const previous: Record<string, unknown> = {
        updatedAt: exactUpdatedAt.get(before.id) ?? before.updatedAt.toISOString(),
        score: before.score,
        scoreReasons: before.scoreReasons,
      };
      for (const field of fields) previous[field] = before[field];
      const now = new Date();
      touched.add(before.id);
      current.set(before.id, {
        ...after,
        score: newScore,
        scoreReasons: newReasons,
        updatedAt: now,
      });
      changes.push({ importId: imp.id, leadId: before.id, kind: "updated", previous });
      audits.push({
        actor: imp.createdBy,
        action: "updated",
        entityType: "lead",
        entityId: before.id,
        leadId: before.id,
        changes: diff,
        summary: importSummary("Lead updated", imp),
      });
      updated++;
    }
    await writeLeadValues(
      tx,
      [...touched].map((id) => {
        const lead = current.get(id)!;
        const values: Record<string, unknown> = { id };
        for (const field of RESTORABLE) values[field] = lead[field];
        return values;
      }),
    );
  }

  if (audits.length) await tx.insert(auditEvents).values(audits);
  if (changes.length) await tx.insert(leadImportChanges).values(changes);
  await tx
    .update(leadImports)
    .set({
      processedRows: processedTo,
      createdCount: sql`${leadImports.createdCount} + ${created.length}`,
      updatedCount: sql`${leadImports.updatedCount} + ${updated}`,
      skippedCount: sql`${leadImports.skippedCount} + ${skipped}`,
      refusedCount: sql`${leadImports.refusedCount} + ${refused.length}`,
      refusedRows: refused.length
        ? sql`${leadImports.refusedRows} || ${JSON.stringify(refused)}::jsonb`
        : undefined,
    })
    .where(eq(leadImports.id, imp.id));
}

/**
 * The job: writes the import's rows from where it stopped, batch by batch. Ends done (the file's
 * rows deleted) or failed (what was committed stays, and Undo removes it).
 */
export async function runLeadImport(
  importId: number,
  batchRows = IMPORT_BATCH_ROWS,
): Promise<LeadImport["state"] | undefined> {
  const db = getDb();
  const [imp] = await db.select().from(leadImports).where(eq(leadImports.id, importId));
  if (!imp || (imp.state !== "queued" && imp.state !== "running")) return imp?.state;
  const [stored] = await db
    .select()
    .from(leadImportRows)
    .where(eq(leadImportRows.importId, importId));
  try {
    if (!stored) throw new Error("lead import: the file's rows are missing");
    await db
      .update(leadImports)
      .set({ state: "running", startedAt: imp.startedAt ?? new Date() })
      .where(eq(leadImports.id, importId));
    const mapping = imp.mapping;
    const defaults = defaultsOf(imp);
    const mode = imp.mode as ImportMode;
    const emailColumn = mapping.indexOf("email");
    // The stored layout's rows with their lines (an empty entry is a line without a row).
    const rows = stored.rows.flatMap((cells, i) => (cells.length ? [{ line: i + 2, cells }] : []));
    // Addresses of the rows already written, so a resumed job still refuses repeats.
    const seen = new Set(
      rows
        .slice(0, imp.processedRows)
        .map(({ cells }) => normaliseEmail(cells[emailColumn] ?? ""))
        .filter(Boolean),
    );
    for (let start = imp.processedRows; start < rows.length; start += batchRows) {
      const end = Math.min(rows.length, start + batchRows);
      await db.transaction(async (tx) => {
        const verdicts = await judgeRows(tx, rows.slice(start, end), mapping, defaults, mode, seen);
        await writeBatch(tx, imp, verdicts, end);
      });
    }
    await db.transaction(async (tx) => {
      await tx
        .update(leadImports)
        .set({ state: "done", finishedAt: new Date() })
        .where(eq(leadImports.id, importId));
      await tx.delete(leadImportRows).where(eq(leadImportRows.importId, importId));
    });
    return "done";
  } catch (error) {
    log.error(`lead import #${importId} failed`, error);
    await db
      .update(leadImports)
      .set({ state: "failed", finishedAt: new Date() })
      .where(eq(leadImports.id, importId));
    return "failed";
  }
}

export type ImportSummary = Omit<LeadImport, "refusedRows">;

const SUMMARY_COLUMNS = (() => {
  const { refusedRows: _refused, ...rest } = getTableColumns(leadImports);
  return rest;
})();

export function listImports(limit = 100): Promise<ImportSummary[]> {
  return getDb()
    .select(SUMMARY_COLUMNS)
    .from(leadImports)
    .orderBy(desc(leadImports.createdAt), desc(leadImports.id))
    .limit(limit);
}

export async function getImport(id: number): Promise<LeadImport | undefined> {
  const [row] = await getDb().select().from(leadImports).where(eq(leadImports.id, id));
  return row;
}

/** The refused rows as CSV: their line, the file's own columns, and the reasons in words. */
export function refusedRowsCsv(
  imp: Pick<LeadImport, "headers" | "refusedRows">,
  words: { line: string; reasons: string; reason: (reason: RowReason) => string },
): string {
  const lines = [[words.line, ...imp.headers, words.reasons].map(csvCell).join(",")];
  for (const row of imp.refusedRows) {
    const reasons = row.reasons.map((r) => words.reason(r as RowReason)).join("; ");
    const cells = imp.headers.map((_, i) => row.cells[i] ?? "");
    lines.push([row.line, ...cells, reasons].map(csvCell).join(","));
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
