/**
 * Headers for a file someone else made (a mail attachment) served as a download: it is never
 * drawn in the CRM's origin, whatever it claims to be (decision 100).
 */

/** Types a browser shows without running anything; any other is served as plain bytes. */
const HARMLESS_TYPES = new Set([
  "application/pdf",
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "text/plain",
  "text/csv",
  "application/zip",
  "application/msword",
  "application/vnd.ms-excel",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
]);

export function safeContentType(declared: string): string {
  const type = declared.split(";")[0].trim().toLowerCase();
  return HARMLESS_TYPES.has(type) ? type : "application/octet-stream";
}

/** The file name as a header allows it: ASCII in filename=, the whole name in filename*=. */
function disposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\;]/g, "_").slice(0, 150) || "attachment";
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export function attachmentHeaders(filename: string, declaredType: string, bytes: number) {
  return {
    "Content-Type": safeContentType(declaredType),
    "Content-Length": String(bytes),
    "Content-Disposition": disposition(filename),
    "X-Content-Type-Options": "nosniff",
    // Opened anyway (a browser that ignores the disposition): no script, no origin, nothing loaded.
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Cache-Control": "private, no-store",
  };
}
