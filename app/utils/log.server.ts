/**
 * Server logs: one JSON line per event (pino), with the request id of the request being served
 * on every line written while serving it. Callers pass a message they wrote, optional fields,
 * and for failures the error. Personal fields are redacted wherever they appear, by one list
 * (REDACTED_FIELDS); visitor text can never start a line of its own, because every value is
 * JSON-escaped. Development prints the same events readably (pino-pretty).
 * LOG_LEVEL: trace, debug, info (default), warn, error, fatal or silent.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import pino from "pino";
import { env } from "~/config/env.server";

/** Field names whose values never reach the log, at the top level or one object down. */
export const REDACTED_FIELDS = [
  "email",
  "name",
  "fullName",
  "firstName",
  "lastName",
  "company",
  "practiceName",
  "phone",
  "message",
  "challenge",
  "subject",
  "description",
  "notes",
  "text",
  "password",
  "token",
  "sessionId",
  "cookie",
  "authorization",
  "set-cookie",
] as const;

const REDACT_PATHS = [
  ...REDACTED_FIELDS.flatMap((field) => [`["${field}"]`, `*["${field}"]`]),
  'req.headers["cookie"]',
  'req.headers["authorization"]',
  'res.headers["set-cookie"]',
];

const requestContext = new AsyncLocalStorage<{ reqId: string }>();

/** Runs `fn` with this request id attached to every log line written inside it. */
export function withRequestId<T>(reqId: string, fn: () => T): T {
  return requestContext.run({ reqId }, fn);
}

/** Errors: their type, code and first message line (a query error's parameters are visitor data). */
function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error).split("\n")[0] };
  const cause = (error as { cause?: unknown }).cause;
  return {
    type: error.name,
    message: error.message.split("\n")[0].slice(0, 500),
    code: (error as { code?: unknown }).code,
    cause: cause instanceof Error ? serializeError(cause) : undefined,
    stack: error.stack?.split("\n").slice(1, 8).join("\n"),
  };
}

// Lines go through console so a test can capture them; each call is one complete line.
type Sink = (line: string, level: number) => void;
const consoleSink: Sink = (line, level) =>
  level >= 50 ? console.error(line.trimEnd()) : console.log(line.trimEnd());
let sink: Sink = consoleSink;

if (env().NODE_ENV === "development" && !process.env.VITEST) {
  // A devDependency, loaded only in development where it is installed; the name is a variable so
  // the production bundle holds no import of a package its image does not install.
  const prettyModule = "pino-pretty";
  import(/* @vite-ignore */ prettyModule)
    .then(({ default: pretty }) => {
      const stream = pretty({ colorize: true, translateTime: "SYS:HH:MM:ss", sync: true });
      sink = (line) => void stream.write(line);
    })
    .catch(() => {});
}

export const logger = pino(
  {
    level: env().LOG_LEVEL,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACT_PATHS, censor: "[redacted]" },
    serializers: { err: serializeError },
    mixin: (fields: object) => {
      const context = requestContext.getStore();
      return context && !("reqId" in fields) ? { reqId: context.reqId } : {};
    },
  },
  {
    write(line: string) {
      sink(line, /"level":"(error|fatal)"/.test(line) ? 50 : 30);
    },
  },
);

/** Under vitest LOG_LEVEL can change between tests; elsewhere it is read once. */
export function currentLogger(): pino.Logger {
  if (process.env.VITEST) logger.level = env().LOG_LEVEL;
  return logger;
}

type Fields = Record<string, unknown>;

function write(level: "info" | "warn" | "error", message: string, extra?: unknown) {
  const target = currentLogger();
  if (extra instanceof Error || (extra !== undefined && (typeof extra !== "object" || !extra))) {
    target[level]({ err: extra }, message);
  } else if (extra) {
    target[level](extra as Fields, message);
  } else {
    target[level](message);
  }
}

/**
 * The app's logging calls: log.info("message", {fields}), log.warn/log.error("message", error
 * or {fields}). Fields named in REDACTED_FIELDS are replaced by "[redacted]".
 */
export const log = {
  info: (message: string, fields?: Fields) => write("info", message, fields),
  warn: (message: string, errorOrFields?: unknown) => write("warn", message, errorOrFields),
  error: (message: string, errorOrFields?: unknown) => write("error", message, errorOrFields),
};
