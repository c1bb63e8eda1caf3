/**
 * Server logs: one JSON line per event (pino), with the request id of the request being served
 * on every line written while serving it. Callers pass a message they wrote, optional fields,
 * and for failures the error. Personal fields are redacted wherever they appear in the fields,
 * by one list (REDACTED_FIELDS); an error keeps its own message, code and stack (the operator
 * needs "EACCES: permission denied, open '/app/data/…'"), because the list applies to the data
 * logged beside it, not to the error. Visitor text can never start a line of its own, because
 * every value is JSON-escaped. Development prints the same events readably (pino-pretty).
 * LOG_LEVEL: trace, debug, info (default), warn, error, fatal or silent.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import pino from "pino";
import { env } from "~/config/env.server";

/** Field names whose values never reach the log, at any depth of the logged fields. */
export const REDACTED_FIELDS = [
  "email",
  "name",
  "fullName",
  "firstName",
  "lastName",
  "company",
  "practiceName",
  "phone",
  "address",
  "message",
  "challenge",
  "subject",
  "description",
  "notes",
  "text",
  "password",
  "token",
  "secret",
  "sessionId",
  "cookie",
  "authorization",
  "set-cookie",
] as const;

const REDACTED = new Set<string>(REDACTED_FIELDS.map((field) => field.toLowerCase()));
const CENSOR = "[redacted]";

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" &&
  value !== null &&
  [Object.prototype, null].includes(Object.getPrototypeOf(value));

/**
 * The logged fields with every REDACTED_FIELDS value replaced, at any depth of plain objects and
 * arrays. Errors, requests and responses are left to their serializers, which keep only what
 * is safe (an error's message, code and stack; a request's method and path). This is why the
 * redaction is not pino's path list: its wildcard `*.message` also caught `err.message`.
 */
export function redact(value: unknown, depth = 0): unknown {
  if (Array.isArray(value)) return depth > 8 ? CENSOR : value.map((v) => redact(v, depth + 1));
  if (!isPlain(value)) return value;
  if (depth > 8) return CENSOR;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value))
    out[key] = REDACTED.has(key.toLowerCase()) ? CENSOR : redact(field, depth + 1);
  return out;
}

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
    formatters: {
      level: (label) => ({ level: label }),
      log: (fields) => redact(fields) as Record<string, unknown>,
    },
    serializers: { err: serializeError },
    // A child logger that already binds reqId (pino-http's per-request logger) must not get a
    // second one from here: one reqId per line.
    mixin: (fields: object, _level: number, self: pino.Logger) => {
      const context = requestContext.getStore();
      if (!context || "reqId" in fields || "reqId" in self.bindings()) return {};
      return { reqId: context.reqId };
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
 * or {fields}). Fields named in REDACTED_FIELDS are replaced by "[redacted]" at any depth; an
 * error keeps its message, code and stack.
 */
export const log = {
  info: (message: string, fields?: Fields) => write("info", message, fields),
  warn: (message: string, errorOrFields?: unknown) => write("warn", message, errorOrFields),
  error: (message: string, errorOrFields?: unknown) => write("error", message, errorOrFields),
};
