/**
 * Leads imported from a CSV file (admins): options and the file are stored with the import and a
 * pg-boss job writes it in batches, each batch one transaction that also moves the import's
 * progress on (a retried job resumes after the last committed batch). Rows are validated by the
 * Add Lead schema; a row is matched to an existing lead by email, primary or additional. Every
 * created or updated lead gets an audit row naming the import and its lawful basis (the lead's
 * timeline shows it); what each lead was before is kept so "Undo" can delete the leads the import
 * created and put back the fields it changed, within UNDO_DAYS. docs/decisions/063-lead-import.md
 */
import { desc, eq, getTableColumns, inArray, or, sql } from "drizzle-orm";
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
  suppressions,
} from "@db/schema";
import { stageOf } from "~/schemas/deal";
import {
  LEAD_INDUSTRIES,
  LEAD_SOURCES,
  LEAD_STATUSES,
  type LeadStatus,
  createLeadSchema,
  labelOf,
} from "~/schemas/lead";
import { csvCell } from "~/utils/csv";
import { normaliseEmail } from "~/utils/email";
import { log } from "~/utils/log.server";
import { changedFields } from "./audit.server";
import { enqueue, jobsFor } from "./jobs.server";
import { scoreLead } from "./lead-score.server";
import { CLEARABLE_LEAD_FIELDS, londonToday } from "./leads.server";
import { assertAssignable } from "./owners.server";
import { restrictedAmong, subjectHash } from "./people.server";
import type { ParsedCsv } from "./lead-import-csv.server";

export const IMPORT_MODES = ["create-only", "create-and-update", "skip-existing"] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** The lead fields a column can fill. */
export const IMPORT_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "company",
  "jobTitle",
  "industry",
  "source",
  "notes",
  "status",
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** The fields an update may change (status and owner stay as staff left them). */
const UPDATABLE = ["firstName", "lastName", ...CLEARABLE_LEAD_FIELDS] as const;
const SCORED: readonly string[] = ["phone", "company", "jobTitle", "industry", "source"];

/** Undo is offered this many days after an import ends. */
export const UNDO_DAYS = 7;
/** Rows written per transaction. */
export const IMPORT_BATCH_ROWS = 1000;
/** Rows the preview shows. */
export const PREVIEW_ROWS = 20;
export const LAWFUL_BASIS_MAX = 1000;

/** Why a row is refused: a field's problem, or the row's (field null). */
export type RowReasonCode =
  | "required"
  | "invalid"
  | "too-long"
  | "lost-needs-reason"
  | "exists"
  | "duplicate-in-file"
  | "suppressed"
  | "restricted";
export interface RowReason {
  field: ImportField | null;
  code: RowReasonCode;
}

export interface ImportDefaults {
  status: LeadStatus;
  ownerId: number | null;
  source: string | null;
}

/** A row's lead fields (codes for industry, source and status), or why it cannot be one. */
export interface CheckedRow {
  values: Partial<Record<ImportField, string>>;
  reasons: RowReason[];
}

const CODED: Partial<Record<ImportField, readonly string[]>> = {
  industry: LEAD_INDUSTRIES,
  source: LEAD_SOURCES,
  status: LEAD_STATUSES,
};

/** "Closed Won", "closed-won" and "DentalIQ" are all codes a spreadsheet may hold. */
function toCode(field: ImportField, value: string): string {
  const codes = CODED[field];
  if (!codes || value === "") return value;
  const folded = value.trim().toLowerCase();
  return (
    codes.find((code) => code === folded || labelOf(code).toLowerCase() === folded) ?? value.trim()
  );
}

const isField = (value: unknown): value is ImportField =>
  typeof value === "string" && (IMPORT_FIELDS as readonly string[]).includes(value);

/** Validates one row against the Add Lead schema, after the mapping and the defaults. */
export function checkRow(
  cells: string[],
  mapping: ImportMapping,
  defaults: ImportDefaults,
): CheckedRow {
  const values: Partial<Record<ImportField, string>> = {};
  mapping.forEach((field, i) => {
    if (!isField(field)) return;
    const cell = (cells[i] ?? "").trim();
    // Two columns mapped to one field: the first non-empty one wins.
    if (cell !== "" && values[field] === undefined) values[field] = toCode(field, cell);
  });
  values.status ??= defaults.status;
  if (defaults.source) values.source ??= defaults.source;
  const reasons: RowReason[] = [];
  const parsed = createLeadSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (!isField(field) || reasons.some((r) => r.field === field)) continue;
      const code: RowReasonCode =
        values[field] === undefined
          ? "required"
          : issue.code === "too_big"
            ? "too-long"
            : "invalid";
      reasons.push({ field, code });
    }
  }
  // A Closed Lost lead needs a reason the file cannot give (decision 027).
  if (values.status === "closed-lost") reasons.push({ field: "status", code: "lost-needs-reason" });
  return { values, reasons };
}

/** The field each header was mapped to last time, else a guess from its words; null: ignore. */
export async function suggestMapping(headers: string[]): Promise<ImportMapping> {
  const keys = headers.map((h) => h.trim().toLowerCase());
  const remembered = keys.length
    ? await getDb()
        .select()
        .from(leadImportHeaderFields)
        .where(inArray(leadImportHeaderFields.header, keys))
    : [];
  const byHeader = new Map(remembered.map((r) => [r.header, r.field]));
  return keys.map((key) => (byHeader.has(key) ? (byHeader.get(key) ?? null) : guessField(key)));
}

const GUESSES: [RegExp, ImportField][] = [
  [/^(first|given|fore) ?name$/, "firstName"],
  [/^(last|family) ?name$|^surname$/, "lastName"],
  [/e ?mail/, "email"],
  [/phone|mobile|tel/, "phone"],
  [/company|organi[sz]ation|business/, "company"],
  [/job|title|role|position/, "jobTitle"],
  [/industry|sector/, "industry"],
  [/source/, "source"],
  [/notes?|comments?/, "notes"],
  [/status|stage/, "status"],
];

function guessField(key: string): ImportField | null {
  const words = key.replace(/[_-]+/g, " ");
  return GUESSES.find(([pattern]) => pattern.test(words))?.[1] ?? null;
}

/** Which of these addresses an existing lead holds, and the oldest such lead's id per address. */
async function existingByEmail(db: Executor, emails: string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  if (emails.length === 0) return found;
  const list = sql`array[${sql.join(
    emails.map((e) => sql`${e}`),
    sql`, `,
  )}]::text[]`;
  const rows = await db
    .select({ id: leads.id, email: leads.email, additional: leads.additionalEmails })
    .from(leads)
    .where(
      or(
        sql`lower(trim(${leads.email})) = any(${list})`,
        sql`${leads.additionalEmails} && ${list}`,
      ),
    )
    .orderBy(leads.id);
  const wanted = new Set(emails);
  for (const row of rows) {
    for (const email of [normaliseEmail(row.email), ...row.additional]) {
      if (wanted.has(email) && !found.has(email)) found.set(email, row.id);
    }
  }
  return found;
}

async function suppressedAmong(db: Executor, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const byHash = new Map(emails.map((e) => [subjectHash(e), e]));
  const rows = await db
    .select({ hash: suppressions.emailHash })
    .from(suppressions)
    .where(inArray(suppressions.emailHash, [...byHash.keys()]));
  return new Set(rows.map((r) => byHash.get(r.hash)!));
}

/** A row's reasons once the database is asked: an address already a lead, erased, restricted. */
interface RowVerdict {
  line: number;
  cells: string[];
  checked: CheckedRow;
  email: string | null;
  existingId: number | undefined;
}

/**
 * Checks a run of rows against the file so far (`seen`: addresses earlier rows hold) and the
 * database. `firstLine` is the file line of rows[0] (the header is line 1).
 */
async function judgeRows(
  db: Executor,
  rows: string[][],
  firstLine: number,
  mapping: ImportMapping,
  defaults: ImportDefaults,
  mode: ImportMode,
  seen: Set<string>,
): Promise<RowVerdict[]> {
  const verdicts: RowVerdict[] = rows.map((cells, i) => {
    const checked = checkRow(cells, mapping, defaults);
    const email =
      checked.values.email && !checked.reasons.some((r) => r.field === "email")
        ? normaliseEmail(checked.values.email)
        : null;
    return { line: firstLine + i, cells, checked, email, existingId: undefined };
  });
  const emails = [...new Set(verdicts.flatMap((v) => (v.email ? [v.email] : [])))];
  const [existing, suppressed, restricted] = await Promise.all([
    existingByEmail(db, emails),
    suppressedAmong(db, emails),
    restrictedAmong(emails, db),
  ]);
  for (const verdict of verdicts) {
    const { email, checked } = verdict;
    if (!email) continue;
    const row = (code: RowReasonCode) => checked.reasons.push({ field: "email", code });
    // An erased address first: each of its rows keeps nothing of the person (keptCells).
    if (suppressed.has(email)) row("suppressed");
    else if (seen.has(email)) row("duplicate-in-file");
    else if (restricted.has(email)) row("restricted");
    seen.add(email);
    verdict.existingId = existing.get(email);
    if (verdict.existingId !== undefined && mode === "create-only" && checked.reasons.length === 0)
      row("exists");
  }
  return verdicts;
}

export interface PreviewRow {
  line: number;
  values: Partial<Record<ImportField, string>>;
  reasons: RowReason[];
  /** What the import would do with the row. */
  action: "create" | "update" | "skip" | "refuse";
}

function actionOf(verdict: RowVerdict, mode: ImportMode): PreviewRow["action"] {
  if (verdict.checked.reasons.length) return "refuse";
  if (verdict.existingId === undefined) return "create";
  return mode === "skip-existing" ? "skip" : "update";
}

/** The first PREVIEW_ROWS rows as the import would treat them; nothing is written. */
export async function previewImport(
  csv: Pick<ParsedCsv, "rows">,
  options: { mapping: ImportMapping; mode: ImportMode; defaults: ImportDefaults },
): Promise<PreviewRow[]> {
  const verdicts = await judgeRows(
    getDb(),
    csv.rows.slice(0, PREVIEW_ROWS),
    2,
    options.mapping,
    options.defaults,
    options.mode,
    new Set(),
  );
  return verdicts.map((v) => ({
    line: v.line,
    values: v.checked.values,
    reasons: v.checked.reasons,
    action: actionOf(v, options.mode),
  }));
}

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
    await tx.insert(leadImportRows).values({ importId: row.id, rows: csv.rows });
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

const importLabel = (imp: Pick<LeadImport, "id" | "fileName">) =>
  `import #${imp.id} (${imp.fileName})`;

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
const RESTORABLE = Object.keys(RESTORABLE_COLUMNS) as (keyof typeof RESTORABLE_COLUMNS)[];

/**
 * Sets many leads' columns in one statement (one per batch instead of one per lead: the leads
 * table's statement triggers then run once). Each row is {id, field: value}; a field a row leaves
 * out keeps the lead's value.
 */
async function writeLeadValues(tx: Executor, rows: Record<string, unknown>[]): Promise<void> {
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
const keptCells = (verdict: RowVerdict): string[] =>
  verdict.checked.reasons.some((r) => r.code === "suppressed") ? [] : verdict.cells;

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
    if (action === "refuse")
      refused.push({
        line: verdict.line,
        cells: keptCells(verdict),
        reasons: verdict.checked.reasons,
      });
    else if (action === "create") toCreate.push(verdict);
    else if (action === "update") toUpdate.push(verdict);
    else skipped++;
  }

  const today = londonToday();
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
          return {
            ...lead,
            status,
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
    // Addresses of the rows already written, so a resumed job still refuses repeats.
    const seen = new Set(
      stored.rows
        .slice(0, imp.processedRows)
        .map((cells) => normaliseEmail(cells[emailColumn] ?? ""))
        .filter(Boolean),
    );
    for (let start = imp.processedRows; start < stored.rows.length; start += batchRows) {
      const end = Math.min(stored.rows.length, start + batchRows);
      await db.transaction(async (tx) => {
        const verdicts = await judgeRows(
          tx,
          stored.rows.slice(start, end),
          start + 2,
          mapping,
          defaults,
          mode,
          seen,
        );
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
