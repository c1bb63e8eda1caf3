/**
 * One place for server logs, so nothing logs request bodies or secrets by accident: callers pass
 * a message they wrote and, for failures, the error (only its name and message are printed).
 * Lines are plain text: "2026-11-21T10:00:00.000Z INFO message".
 * LOG_LEVEL: "info" (default), "warn", "error" or "silent".
 */
type Level = "INFO" | "WARN" | "ERROR";

const RANK: Record<string, number> = { info: 0, warn: 1, error: 2, silent: 3 };
const LEVEL_RANK: Record<Level, number> = { INFO: 0, WARN: 1, ERROR: 2 };

function threshold(): number {
  return RANK[(process.env.LOG_LEVEL ?? "info").toLowerCase()] ?? 0;
}

function write(level: Level, message: string, error?: unknown) {
  if (LEVEL_RANK[level] < threshold()) return;
  const detail =
    error instanceof Error
      ? ` (${error.name}: ${error.message})`
      : error
        ? ` (${String(error)})`
        : "";
  const line = `${new Date().toISOString()} ${level} ${message}${detail}`;
  if (level === "INFO") console.log(line);
  else console.error(line);
}

export const log = {
  info: (message: string) => write("INFO", message),
  warn: (message: string, error?: unknown) => write("WARN", message, error),
  error: (message: string, error?: unknown) => write("ERROR", message, error),
};
