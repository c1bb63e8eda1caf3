/** Largest request body any route accepts (forms and JSON alike); larger ones get 413. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The lead import's upload (a CSV of up to 20 MB, models/lead-import-csv.server.ts, plus the
 * multipart envelope and the options): the only body allowed past MAX_BODY_BYTES.
 */
export const IMPORT_UPLOAD_MAX_BYTES = 20 * 1024 * 1024 + 64 * 1024;
const IMPORT_UPLOAD_PATHS = new Set(["/api/crm/imports", "/crm/imports/new"]);

/** Also the page's own form enhanced by JavaScript, which posts to its `.data` address. */
export const isImportUpload = (method: string, path: string) =>
  method === "POST" && IMPORT_UPLOAD_PATHS.has(path.replace(/\/$/, "").replace(/\.data$/, ""));

/**
 * The forms and the API that take an image (up to 10 MB, utils/image-processing.server.ts): room
 * for a file somewhat over the limit, so that it reaches the page and is refused in words rather
 * than by this limit, plus the form's text (a post's body) and the multipart envelope.
 */
export const IMAGE_UPLOAD_MAX_BYTES = 12 * 1024 * 1024;
const IMAGE_UPLOAD_PATH =
  /^\/(api\/crm\/images|crm\/images|crm\/posts\/new|crm\/posts\/\d+|crm\/campaigns\/new|crm\/campaigns\/\d+)$/;

/** Also the pages' own forms enhanced by JavaScript, which post to their `.data` addresses. */
export const isImageUpload = (method: string, path: string) =>
  method === "POST" && IMAGE_UPLOAD_PATH.test(path.replace(/\/$/, "").replace(/\.data$/, ""));
