/** Largest request body any route accepts (forms and JSON alike); larger ones get 413. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The lead import's upload (a CSV of up to 20 MB, models/lead-import-csv.server.ts, plus the
 * multipart envelope and the options): the only body allowed past MAX_BODY_BYTES.
 */
export const IMPORT_UPLOAD_MAX_BYTES = 20 * 1024 * 1024 + 64 * 1024;
const IMPORT_UPLOAD_PATHS = new Set(["/api/crm/imports", "/crm/imports/new"]);

export const isImportUpload = (method: string, path: string) =>
  method === "POST" && IMPORT_UPLOAD_PATHS.has(path.replace(/\/$/, ""));
