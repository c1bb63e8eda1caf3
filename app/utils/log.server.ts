/**
 * One place for server logs, so nothing logs request bodies or secrets by accident.
 * Lines are plain text: "2026-11-21T10:00:00.000Z INFO message".
 */
type Level = "INFO" | "WARN" | "ERROR";

function write(level: Level, message: string, error?: unknown) {
  if (process.env.LOG_LEVEL === "silent") return;
  const detail = error instanceof Error ? ` (${error.name}: ${error.message})` : error ? ` (${String(error)})` : "";
  const line = `${new Date().toISOString()} ${level} ${message}${detail}`;
  if (level === "INFO") console.log(line);
  else console.error(line);
}

export const log = {
  info: (message: string) => write("INFO", message),
  warn: (message: string, error?: unknown) => write("WARN", message, error),
  error: (message: string, error?: unknown) => write("ERROR", message, error),
};
