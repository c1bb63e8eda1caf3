/**
 * The lead import's form, read one way for the page (/crm/imports/new) and the API (POST
 * /api/crm/imports): the body read once, the file checked and parsed once on its way in (a
 * refusal in words, with the status the API answers), and the checked options (mode, defaults,
 * lawful basis: ~/schemas/lead-import) turned into what createImport takes.
 */
import { LEAD_IMPORT_TEXTS } from "~/components/lead-import/texts";
import { type ParsedCsv, parseLeadCsv } from "~/models/lead-import-csv.server";
import type { NewImport } from "~/models/lead-import.server";
import type { ImportOptions } from "~/schemas/lead-import";
import { isFormContentType } from "~/utils/form-data.server";

const T = LEAD_IMPORT_TEXTS.file;

/** Why the form or its file cannot be read: words for the file field, and the API's status. */
export interface FormRefusal {
  ok: false;
  message: string;
  status: 400 | 413;
}

const refused = (message: string, status: 400 | 413 = 400): FormRefusal => ({
  ok: false,
  message,
  status,
});

/** The posted form (multipart or url-encoded), or why not: never a 5xx for a body. */
export async function readImportForm(
  request: Request,
): Promise<{ ok: true; form: FormData } | FormRefusal> {
  if (!isFormContentType(request.headers.get("Content-Type"))) return refused(T.missing);
  try {
    return { ok: true, form: await request.formData() };
  } catch {
    return refused(T.unreadable);
  }
}

/** An uploaded file, read and parsed once. */
export interface UploadedFile {
  ok: true;
  fileName: string;
  bytes: Uint8Array;
  csv: ParsedCsv;
}

/** The form's file as CSV, or why not (too large: 413, the rest 400). */
export async function uploadedFile(form: FormData): Promise<UploadedFile | FormRefusal> {
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return refused(T.missing);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const parsed = parseLeadCsv(bytes);
  if (!parsed.ok) return refused(T[parsed.refusal], parsed.refusal === "too-large" ? 413 : 400);
  return { ok: true, fileName: (file.name || "import.csv").slice(0, 255), bytes, csv: parsed.csv };
}

/** A new import from its file, mapping and checked options. */
export function newImport(
  file: { fileName: string; csv: ParsedCsv },
  mapping: NewImport["mapping"],
  options: ImportOptions,
): NewImport {
  return {
    fileName: file.fileName,
    csv: file.csv,
    mapping,
    mode: options.mode,
    defaults: {
      status: options.defaultStatus,
      ownerId: options.defaultOwnerId ?? null,
      source: options.defaultSource ?? null,
    },
    lawfulBasis: options.lawfulBasis,
  };
}
