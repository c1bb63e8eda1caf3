/** The lead import's words: the API's messages, why a file or a row is refused, field names. */
import type { CsvRefusal } from "~/models/lead-import-csv.server";
import type { ImportField, NewImportProblem, RowReasonCode } from "~/models/lead-import.server";
import { LOST_REASONS, LOST_REASON_OTHER_MAX, LOST_REASON_TEXTS } from "~/schemas/deal";
import { LEAD_INDUSTRIES, LEAD_MAX, LEAD_SOURCES, LEAD_STATUSES, labelOf } from "~/schemas/lead";
import { LEAD_FIELD_TEXTS } from "~/schemas/lead-fields";
import { listOf, plural } from "~/utils/plural";

export const LEAD_IMPORT_TEXTS = {
  /** A lead field's name, as the CRM's forms and CSV say it. */
  fields: { ...LEAD_FIELD_TEXTS, createdAt: "Created date" } satisfies Record<ImportField, string>,
  file: {
    missing: "Choose a CSV file to import",
    "too-large": "The file is larger than 20 MB. Split it into smaller files.",
    "too-many-rows": "The file has more than 50,000 rows. Split it into smaller files.",
    empty: "The file has no rows below its header line",
    "no-header": "The file's first line must name its columns",
    unreadable: "The file could not be read as CSV (check for a quote that is never closed)",
    spreadsheet:
      "This is an Excel workbook, not a CSV file. In Excel, choose File, Save As, and the type 'CSV UTF-8 (Comma delimited)', then upload that file.",
    binary:
      "This file is not text (an image, a PDF or another program's file). Save your list as CSV (in Excel: File, Save As, 'CSV UTF-8'), then upload that file.",
  } satisfies Record<CsvRefusal | "missing", string>,
  options: {
    mapping:
      "The mapping must be JSON: a lead field (or null) for each column, by position or by header",
    mode: "Choose create-only, create-and-update or skip-existing",
    defaultStatus: "Please choose a valid status",
    defaultSource: "Please choose a source from the list",
    defaultOwnerId: "Choose an active staff member as the owner",
    lawfulBasis: "Say where the list came from and why you may contact these people (lawful basis)",
  },
  problems: {
    "no-email-column": "Map one column to Email: leads are matched by their address",
    "lawful-basis":
      "Say where the list came from and why you may contact these people (lawful basis)",
    mapping: "The mapping must name a lead field (or nothing) for each column of the file",
    owner: "Choose an active staff member as the owner",
  } satisfies Record<NewImportProblem, string>,
  reasons: {
    required: "is required",
    invalid: "is not valid",
    "too-long": "is too long",
    future: "is in the future",
    "notes-too-long": "would take the lead's notes past their limit",
    "lost-needs-reason": `Closed Lost needs a lost reason: map a column to Lost reason (${LOST_REASONS.filter(
      (r) => r !== "other",
    )
      .map((r) => LOST_REASON_TEXTS[r])
      .join(", ")}, or the file's own words)`,
    exists: "a lead with this email already exists",
    "duplicate-in-file": "this email is on an earlier row of the file",
    suppressed: "this person asked to be erased",
    restricted: "this person's processing is restricted",
  } satisfies Record<RowReasonCode, string>,
  refusedCsv: { line: "Line", reasons: "Reasons" },
  /** The server's answer to an upload past its byte limit, before the import's action runs. */
  uploadTooLarge: { back: "Back to the import" },
  pages: {
    title: "Imports",
    intro: "Leads imported from CSV files, newest first.",
    newImport: "New import",
    none: "No imports yet.",
    back: "Back to imports",
    newTitle: "Import leads from CSV",
    newIntro:
      "A CSV file (UTF-8 or Windows-1252, comma or semicolon separated) of up to 50,000 rows and 20 MB, with a header line. Nothing is written until you start the import.",
    file: "CSV file",
    lawfulBasis: "Lawful basis: where the list came from",
    lawfulBasisHint: "For example: delegates of the Dental Show 2026, legitimate interests",
    upload: "Upload and map columns",
    uploadMissing: "The uploaded file has expired. Upload it again.",
    mapTitle: "Map columns and check the preview",
    mappingSkipped: (column: string, field: string, takenBy: string) =>
      `Column "${column}" is left unmapped: ${field} is already mapped from "${takenBy}". Choose the column you want for ${field} below.`,
    column: "Column",
    field: "Lead field",
    ignore: "Ignore this column",
    mode: "When a lead with the same email exists",
    modes: {
      "create-only": "Create only (refuse rows whose email exists)",
      "create-and-update": "Create new leads and update existing ones",
      "skip-existing": "Create new leads, skip existing ones",
    },
    defaultStatus: "Status for rows without one",
    defaultOwner: "Owner",
    noOwner: "Nobody",
    defaultSource: "Source for rows without one",
    noSource: "None",
    refresh: "Update preview",
    start: "Start import",
    preview: (shown: number, total: number) =>
      `Preview of the first ${shown} of ${plural(total, "row", "rows")}`,
    /** The whole file, before Start. */
    fileCounts: (c: { create: number; update: number; skip: number; refuse: number }) =>
      `In the whole file: ${c.create.toLocaleString("en-GB")} to create, ${c.update.toLocaleString("en-GB")} to update, ${c.skip.toLocaleString("en-GB")} to skip, ${c.refuse.toLocaleString("en-GB")} refused`,
    line: "Line",
    action: "Result",
    problems: "Problems",
    noProblems: "None",
    actions: { create: "Create", update: "Update", skip: "Skip", refuse: "Refuse" },
    states: {
      queued: "Queued",
      running: "Running",
      done: "Done",
      failed: "Failed",
      undone: "Undone",
    } as Record<string, string>,
    importTitle: (id: number, fileName: string) => `Import #${id}: ${fileName}`,
    progress: (done: number, total: number) => `${done} of ${total} rows processed`,
    counts: (c: { created: number; updated: number; skipped: number; refused: number }) =>
      `${c.created} created, ${c.updated} updated, ${c.skipped} skipped, ${c.refused} refused`,
    refusedCsv: "Download the refused rows (CSV)",
    by: "By",
    created: "Started",
    basis: "Lawful basis",
    undo: "Undo this import",
    undoConfirmTitle: "Undo this import?",
    undoYes: "Yes, undo the import",
    cancel: "Cancel",
    undone: "Import undone",
    started: "Import started",
    refreshing: "This page updates itself until the import ends.",
    checkProgress: "Check progress",
  },
  undo: {
    /** "Undo deletes 296 leads and restores 12. This cannot be reversed." */
    counts: (c: UndoCounts) => `Undo ${undoCounts(c)}. This cannot be reversed.`,
    changedIntro: (n: number) =>
      `${plural(n, "lead was", "leads were")} changed since the import. Undo keeps ${n === 1 ? "it" : "them"} as ${n === 1 ? "it is" : "they are"} now unless you choose otherwise.`,
    changedTitle: "Changed since the import",
    lead: "Lead",
    since: "Since the import",
    ifKept: "Kept (the default)",
    ifUndone: "Undone too",
    choiceLegend: "The leads changed since the import",
    keepChoice: (c: UndoCounts) => `Keep them as they are now: ${undoCounts(c)}`,
    undoChoice: (c: UndoCounts) => `Undo them too, losing the work done since: ${undoCounts(c)}`,
    choice: "Choose whether to keep the leads changed since the import",
    /** What happened to a lead since the import: "Status and notes changed; 1 follow-up planned". */
    changes: (lead: ChangedLead) =>
      sentence(
        [
          lead.fields.length ? `${fieldList(lead.fields)} changed` : "",
          lead.followUps ? `${plural(lead.followUps, "follow-up", "follow-ups")} planned` : "",
          lead.activities ? `${plural(lead.activities, "activity", "activities")} logged` : "",
        ]
          .filter(Boolean)
          .join("; ") || "Changed",
      ),
    /** What Undo does to it when kept. */
    kept: (lead: ChangedLead) => {
      if (lead.kind === "created") return "Kept as it is now";
      const back = lead.importFields.filter((f) => !lead.conflicts.includes(f));
      return sentence(
        [
          lead.conflicts.length ? `${fieldList(lead.conflicts)} kept as now` : "",
          back.length ? `${fieldList(back)} put back as before the import` : "",
        ]
          .filter(Boolean)
          .join("; "),
      );
    },
    /** What Undo does to it when undone too. */
    undone: (lead: ChangedLead) => {
      if (lead.kind === "updated")
        return sentence(`${fieldList(lead.importFields)} put back as before the import`);
      const work = [
        lead.followUps ? plural(lead.followUps, "follow-up", "follow-ups") : "",
        lead.activities ? plural(lead.activities, "activity", "activities") : "",
      ].filter(Boolean);
      return work.length ? `Deleted, with its ${listOf(work)}` : "Deleted";
    },
    notFound: "No import with this id",
    notAllowed:
      "This import can no longer be undone (undone already, still running, or over 7 days ago)",
  },
} as const;

const ALLOWED: Record<string, readonly string[]> = {
  status: LEAD_STATUSES,
  industry: LEAD_INDUSTRIES,
  source: LEAD_SOURCES,
};

/** The longest text each field takes, in characters. */
const MAX_LENGTH: Record<string, number> = { ...LEAD_MAX, lostReason: LOST_REASON_OTHER_MAX };

const count = (n: number) => n.toLocaleString("en-GB");

/**
 * "Email is not valid", 'Status "Open Deal" is not one of: New, Contacted, …', 'Created date
 * "31/02/2024" is not a date…', "Notes is too long: 5,210 characters, at most 5,000", or the
 * row's own reason.
 */
export function reasonText(reason: {
  field: string | null;
  code: RowReasonCode;
  value?: string;
  length?: number;
}): string {
  const words = LEAD_IMPORT_TEXTS.reasons[reason.code];
  const field = reason.field ? LEAD_IMPORT_TEXTS.fields[reason.field as ImportField] : undefined;
  const allowed = reason.field ? ALLOWED[reason.field] : undefined;
  const max = reason.field ? MAX_LENGTH[reason.field] : undefined;
  if (field && reason.code === "invalid" && reason.value !== undefined && allowed)
    return `${field} "${reason.value}" is not one of: ${allowed.map(labelOf).join(", ")}`;
  if (reason.field === "createdAt" && reason.value !== undefined)
    return reason.code === "future"
      ? `${field} "${reason.value}" ${words}`
      : `${field} "${reason.value}" is not a date: write it day first (25/12/2024) or as 2024-12-25, a time after it if you like (25/12/2024 14:30)`;
  if (field && reason.code === "too-long" && reason.length !== undefined && max !== undefined)
    return `${field} is too long: ${count(reason.length)} characters, at most ${count(max)}`;
  if (reason.code === "notes-too-long" && reason.length !== undefined && max !== undefined)
    return `Notes ${words}: ${count(reason.length)} characters with the notes the lead has, at most ${count(max)}. Shorten them in the file, or add them on the lead's page`;
  if (
    !field ||
    ["exists", "duplicate-in-file", "suppressed", "restricted", "lost-needs-reason"].includes(
      reason.code,
    )
  )
    return words[0].toUpperCase() + words.slice(1);
  return `${field} ${words}`;
}

interface UndoCounts {
  deletes: number;
  restores: number;
}

/** "deletes 296 leads and restores 12", "deletes 1 lead", "changes nothing". */
function undoCounts({ deletes, restores }: UndoCounts): string {
  const parts = [
    deletes ? `deletes ${plural(deletes, "lead", "leads")}` : "",
    restores
      ? `restores ${deletes ? restores.toLocaleString("en-GB") : plural(restores, "lead", "leads")}`
      : "",
  ].filter(Boolean);
  return parts.length ? parts.join(" and ") : "changes no lead";
}

/** A lead changed since the import, as the model's undo plan describes it. */
interface ChangedLead {
  kind: "created" | "updated";
  fields: string[];
  activities: number;
  followUps: number;
  importFields: string[];
  conflicts: string[];
}

const OTHER_FIELDS: Record<string, string> = { ownerId: "Owner" };

/** "status, notes and phone", in the CRM's words; fields with no words are left out. */
function fieldList(fields: string[]): string {
  const names = fields.flatMap((f) => {
    const name = (LEAD_FIELD_TEXTS as Record<string, string>)[f] ?? OTHER_FIELDS[f];
    return name ? [name.toLowerCase()] : [];
  });
  return listOf([...new Set(names)]) || "other fields";
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
