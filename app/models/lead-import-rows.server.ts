/**
 * The lead import's rows (docs/decisions/063-lead-import.md): the fields a column can fill, the
 * mapping suggested by header, one row checked against the Add Lead schema, and a run of rows
 * judged against the file so far and the database (an address already a lead, erased,
 * restricted), which the preview and the job share.
 */
import { inArray, or, sql } from "drizzle-orm";
import { type Executor, getDb } from "@db/client.server";
import { type ImportMapping, leadImportHeaderFields, leads, suppressions } from "@db/schema";
import {
  LEAD_INDUSTRIES,
  LEAD_MAX,
  LEAD_SOURCES,
  LEAD_STATUSES,
  type LeadStatus,
  createLeadSchema,
  labelOf,
} from "~/schemas/lead";
import {
  LOST_REASONS,
  LOST_REASON_OTHER_MAX,
  LOST_REASON_TEXTS,
  type LostReason,
} from "~/schemas/deal";
import { normaliseEmail } from "~/utils/email";
import { fromDateText } from "~/utils/uk-dates";
import { CLEARABLE_LEAD_FIELDS } from "./leads.server";
import { restrictedAmong, subjectHash } from "./people.server";
import type { ImportMode } from "~/schemas/lead-import";
import type { ParsedCsv } from "./lead-import-csv.server";

// The modes and the lawful basis's limit are the form's (one list, one number for all).
export { IMPORT_MODES, type ImportMode, LAWFUL_BASIS_MAX } from "~/schemas/lead-import";

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
  /** When the lead first came (a new lead keeps it; an update leaves the lead's own). */
  "createdAt",
  /** Why a Closed Lost lead was lost: one of the CRM's reasons, or the file's own words. */
  "lostReason",
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** The fields an update may change (status and owner stay as staff left them). */
export const UPDATABLE = ["firstName", "lastName", ...CLEARABLE_LEAD_FIELDS] as const;
export const SCORED: readonly string[] = ["phone", "company", "jobTitle", "industry", "source"];

/** Undo is offered this many days after an import ends. */
export const UNDO_DAYS = 7;
/** Rows written per transaction. */
export const IMPORT_BATCH_ROWS = 1000;
/** Rows the preview shows. */
export const PREVIEW_ROWS = 20;

/** Why a row is refused: a field's problem, or the row's (field null). */
export type RowReasonCode =
  | "required"
  | "invalid"
  | "too-long"
  | "future"
  | "notes-too-long"
  | "lost-needs-reason"
  | "exists"
  | "duplicate-in-file"
  | "suppressed"
  | "restricted";
export interface RowReason {
  field: ImportField | null;
  code: RowReasonCode;
  /**
   * The file's value of a coded field (status, industry, source) that is not one of its codes,
   * or of a created date that is not a date or is in the future.
   */
  value?: string;
  /** How long a field that is too long is (characters; never the text itself). */
  length?: number;
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

/**
 * A file's lost reason as the CRM holds it: one of its reasons (by code or by its words, "Price
 * too high"), or "other" with the file's words.
 */
export function lostReasonOf(text: string): {
  lostReason: LostReason;
  lostReasonOther: string | null;
} {
  const folded = text.trim().toLowerCase();
  const code = LOST_REASONS.find(
    (c) => c === folded || LOST_REASON_TEXTS[c].toLowerCase() === folded,
  );
  return code && code !== "other"
    ? { lostReason: code, lostReasonOther: null }
    : { lostReason: "other", lostReasonOther: text.trim() };
}

/** The created date's reason, or its instant (ISO) in `values`. */
function checkCreatedAt(values: CheckedRow["values"], reasons: RowReason[], now: Date) {
  const text = values.createdAt;
  if (text === undefined) return;
  const at = fromDateText(text);
  if (!at) reasons.push({ field: "createdAt", code: "invalid", value: text });
  else if (at > now) reasons.push({ field: "createdAt", code: "future", value: text });
  else values.createdAt = at.toISOString();
}

/**
 * A Closed Lost lead needs a reason, as when staff move a lead there (decision 027): the file's
 * Lost reason column gives it. Another status keeps no lost reason (the CRM clears it).
 */
function checkLostReason(values: CheckedRow["values"], reasons: RowReason[]) {
  if (values.status !== "closed-lost") {
    delete values.lostReason;
    return;
  }
  const text = values.lostReason;
  if (text === undefined) reasons.push({ field: "lostReason", code: "lost-needs-reason" });
  else {
    const words = lostReasonOf(text).lostReasonOther;
    if (words && words.length > LOST_REASON_OTHER_MAX)
      reasons.push({ field: "lostReason", code: "too-long", length: words.length });
  }
}

export const isField = (value: unknown): value is ImportField =>
  typeof value === "string" && (IMPORT_FIELDS as readonly string[]).includes(value);

/** Validates one row against the Add Lead schema, after the mapping and the defaults. */
export function checkRow(
  cells: string[],
  mapping: ImportMapping,
  defaults: ImportDefaults,
  now = new Date(),
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
      // A coded field's value is named (never a person's details): "Open Deal" is not a status;
      // a text too long is measured, never quoted.
      reasons.push(
        code === "invalid" && CODED[field]
          ? { field, code, value: values[field] }
          : code === "too-long"
            ? { field, code, length: values[field]?.length }
            : { field, code },
      );
    }
  }
  checkCreatedAt(values, reasons, now);
  checkLostReason(values, reasons);
  return { values, reasons };
}

/** A column the suggestion left unmapped because an earlier column has its field. */
export interface SkippedSuggestion {
  column: number;
  field: string;
  /** The earlier column mapped to that field. */
  takenBy: number;
}

/**
 * The field each header was mapped to last time, else a guess from its words; null: ignore. A
 * field goes to the first column that suggests it: a later one is left unmapped and named in
 * `skipped`, so the page can say so (Lead Status and Lifecycle Stage are not both Status).
 */
export async function suggestMappingWithNotes(
  headers: string[],
): Promise<{ mapping: ImportMapping; skipped: SkippedSuggestion[] }> {
  const keys = headers.map((h) => h.trim().toLowerCase());
  const remembered = keys.length
    ? await getDb()
        .select()
        .from(leadImportHeaderFields)
        .where(inArray(leadImportHeaderFields.header, keys))
    : [];
  const byHeader = new Map(remembered.map((r) => [r.header, r.field]));
  const taken = new Map<string, number>();
  const skipped: SkippedSuggestion[] = [];
  const mapping = keys.map((key, column) => {
    const field = byHeader.has(key) ? (byHeader.get(key) ?? null) : guessField(key);
    if (field === null) return null;
    const takenBy = taken.get(field);
    if (takenBy !== undefined) {
      skipped.push({ column, field, takenBy });
      return null;
    }
    taken.set(field, column);
    return field;
  });
  return { mapping, skipped };
}

export async function suggestMapping(headers: string[]): Promise<ImportMapping> {
  return (await suggestMappingWithNotes(headers)).mapping;
}

const GUESSES: [RegExp, ImportField][] = [
  [/lost reason|reason lost|closed lost reason/, "lostReason"],
  [/^(create|created)( ?date| ?on| ?at)?$|^date (created|added)$/, "createdAt"],
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

interface ExistingLead {
  id: number;
  notes: string | null;
}

/** Which of these addresses an existing lead holds, and the oldest such lead per address. */
async function existingByEmail(db: Executor, emails: string[]): Promise<Map<string, ExistingLead>> {
  const found = new Map<string, ExistingLead>();
  if (emails.length === 0) return found;
  const list = sql`array[${sql.join(
    emails.map((e) => sql`${e}`),
    sql`, `,
  )}]::text[]`;
  const rows = await db
    .select({
      id: leads.id,
      email: leads.email,
      additional: leads.additionalEmails,
      notes: leads.notes,
    })
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
      if (wanted.has(email) && !found.has(email))
        found.set(email, { id: row.id, notes: row.notes });
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
export interface RowVerdict {
  line: number;
  cells: string[];
  checked: CheckedRow;
  email: string | null;
  existingId: number | undefined;
}

/** A row of the file with the line it starts on (the header is line 1). */
export interface NumberedRow {
  line: number;
  cells: string[];
}

/** The file's rows with their lines. */
export const numberedRows = (csv: Pick<ParsedCsv, "rows" | "lines">): NumberedRow[] =>
  csv.rows.map((cells, i) => ({ line: csv.lines[i] ?? i + 2, cells }));

/**
 * Checks a run of rows against the file so far (`seen`: addresses earlier rows hold) and the
 * database.
 */
export async function judgeRows(
  db: Executor,
  rows: NumberedRow[],
  mapping: ImportMapping,
  defaults: ImportDefaults,
  mode: ImportMode,
  seen: Set<string>,
): Promise<RowVerdict[]> {
  const verdicts: RowVerdict[] = rows.map(({ line, cells }) => {
    const checked = checkRow(cells, mapping, defaults);
    const email =
      checked.values.email && !checked.reasons.some((r) => r.field === "email")
        ? normaliseEmail(checked.values.email)
        : null;
    return { line, cells, checked, email, existingId: undefined };
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
    // An erased address first: each of its rows keeps nothing of the person (keptOfRow).
    if (suppressed.has(email)) row("suppressed");
    else if (seen.has(email)) row("duplicate-in-file");
    else if (restricted.has(email)) row("restricted");
    seen.add(email);
    const lead = existing.get(email);
    verdict.existingId = lead?.id;
    if (lead && mode === "create-only" && checked.reasons.length === 0) row("exists");
    const added = lead && mode === "create-and-update" ? addedNotes(lead.notes, checked) : null;
    if (added && added.length > LEAD_MAX.notes)
      checked.reasons.push({ field: "notes", code: "notes-too-long", length: added.length });
  }
  return verdicts;
}

/**
 * The lead's notes once an update adds the file's to them (a blank line between), or null when
 * nothing would be added (no notes in the file, or the lead's notes hold them already).
 */
export function addedNotes(current: string | null, checked: Pick<CheckedRow, "values">) {
  const fileNotes = checked.values.notes;
  if (!fileNotes || current?.includes(fileNotes)) return null;
  return current ? `${current}\n\n${fileNotes}` : fileNotes;
}

export interface PreviewRow {
  line: number;
  values: Partial<Record<ImportField, string>>;
  reasons: RowReason[];
  /** What the import would do with the row. */
  action: "create" | "update" | "skip" | "refuse";
}

export function actionOf(verdict: RowVerdict, mode: ImportMode): PreviewRow["action"] {
  if (verdict.checked.reasons.length) return "refuse";
  if (verdict.existingId === undefined) return "create";
  return mode === "skip-existing" ? "skip" : "update";
}

export type RowAction = PreviewRow["action"];

export interface ImportPreview {
  /** The first PREVIEW_ROWS rows as the import would treat them. */
  rows: PreviewRow[];
  /** What the import would do with every row of the file, by action. */
  counts: Record<RowAction, number>;
}

/**
 * What the import would do: the first PREVIEW_ROWS rows with their values and reasons, and the
 * whole file's counts (judged in batches, as the job does); nothing is written.
 */
export async function previewImport(
  csv: Pick<ParsedCsv, "rows" | "lines">,
  options: { mapping: ImportMapping; mode: ImportMode; defaults: ImportDefaults },
): Promise<ImportPreview> {
  const all = numberedRows(csv);
  const seen = new Set<string>();
  const counts: Record<RowAction, number> = { create: 0, update: 0, skip: 0, refuse: 0 };
  const rows: PreviewRow[] = [];
  for (let start = 0; start < all.length; start += IMPORT_BATCH_ROWS) {
    const verdicts = await judgeRows(
      getDb(),
      all.slice(start, start + IMPORT_BATCH_ROWS),
      options.mapping,
      options.defaults,
      options.mode,
      seen,
    );
    for (const v of verdicts) {
      const action = actionOf(v, options.mode);
      counts[action]++;
      if (rows.length < PREVIEW_ROWS)
        rows.push({ line: v.line, values: v.checked.values, reasons: v.checked.reasons, action });
    }
  }
  return { rows, counts };
}
