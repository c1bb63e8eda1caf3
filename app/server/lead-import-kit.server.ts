/**
 * The lead import's HTTP side, shared by its API endpoints: reading the multipart upload (the
 * file, the mapping as JSON, the options) into a new import, and the import as JSON.
 */
import { LEAD_IMPORT_TEXTS, reasonText } from "~/components/lead-import/texts";
import { type RowReason, canUndo, createImport } from "~/models/lead-import.server";
import type { LeadImport } from "@db/schema";
import { importOptionsSchema, mappingFromJson } from "~/schemas/lead-import";
import {
  apiError,
  apiJson,
  fieldErrorsFromZod,
  unknownFieldsError,
  validationError,
} from "~/utils/api.server";
import {
  type FormRefusal,
  newImport,
  readImportForm,
  uploadedFile,
} from "./lead-import-form.server";

const T = LEAD_IMPORT_TEXTS;

/** The file's refusal as the API answers it: 413 past the size limit, else 400 naming the file. */
const fileRefusal = ({ message, status }: FormRefusal) =>
  status === 413 ? apiError(413, message) : validationError({ file: [message] });

/** POST multipart (file, mapping, mode, defaults, lawfulBasis) → 201 {id}, or why not. */
export async function startImportFromUpload(request: Request, actor: string): Promise<Response> {
  const read = await readImportForm(request);
  if (!read.ok) return fileRefusal(read);
  const { form } = read;
  const file = await uploadedFile(form);
  if (!file.ok) return fileRefusal(file);
  const fields = Object.fromEntries(
    [...form].filter(([name, value]) => name !== "file" && typeof value === "string"),
  );
  const refused = unknownFieldsError(fields, [
    ...Object.keys(importOptionsSchema.shape),
    "mapping",
  ]);
  if (refused) return refused;
  const options = importOptionsSchema.safeParse(fields);
  if (!options.success) return validationError(fieldErrorsFromZod(options.error.issues));
  const mapping = mappingFromJson(String(fields.mapping ?? ""), file.csv.headers);
  if (!mapping) return validationError({ mapping: [T.options.mapping] });
  const result = await createImport(newImport(file, mapping, options.data), actor);
  if (!result.ok) {
    const field =
      result.problem === "owner"
        ? "defaultOwnerId"
        : result.problem === "lawful-basis"
          ? "lawfulBasis"
          : "mapping";
    return validationError({ [field]: [T.problems[result.problem]] });
  }
  return apiJson({ id: result.id }, 201);
}

/** An import as the API answers it: state, counts and the refused rows with their reasons. */
export function importJson(imp: LeadImport, now = new Date()) {
  return {
    id: imp.id,
    fileName: imp.fileName,
    createdBy: imp.createdBy,
    createdAt: imp.createdAt,
    mode: imp.mode,
    lawfulBasis: imp.lawfulBasis,
    state: imp.state,
    totalRows: imp.totalRows,
    processedRows: imp.processedRows,
    counts: {
      created: imp.createdCount,
      updated: imp.updatedCount,
      skipped: imp.skippedCount,
      refused: imp.refusedCount,
    },
    finishedAt: imp.finishedAt,
    undoneAt: imp.undoneAt,
    canUndo: canUndo(imp, now),
    refusedRows: imp.refusedRows.map((row) => ({
      line: row.line,
      reasons: row.reasons.map((r) => reasonText(r as RowReason)),
      cells: Object.fromEntries(imp.headers.map((h, i) => [h, row.cells[i] ?? ""])),
    })),
  };
}
