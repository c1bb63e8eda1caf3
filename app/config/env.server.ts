/**
 * Every environment variable the server reads, in one zod schema, checked once at start
 * (server.js calls checkEnv() before it opens the database or listens): a missing or malformed
 * setting stops the start with a message naming the variable and what it expects.
 *
 * Adding a variable is one line in VARIABLES (with its default and what it expects), one
 * commented entry in .env.example and one row in docs/deploy.md's table; tests/unit/env-example.test.ts
 * checks all three agree.
 */
import { z } from "zod";

const optionalText = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional();
const url = (protocols: RegExp, what: string) =>
  z
    .string()
    .trim()
    .transform((v) => v || undefined)
    .pipe(z.url({ protocol: protocols, error: `expected ${what}` }).optional())
    .optional();
const int = (min: number, max: number) => {
  const error = `expected a whole number from ${min} to ${max}`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};
const flag = z
  .enum(["true", "false", "1", "0", "on", "off"], { error: "expected true or false" })
  .transform((v) => v === "true" || v === "1" || v === "on");
const rateLimit = z.string().regex(/^\s*\d+\s*\/\s*\d+\s*[smhd]\s*$/, {
  error: "expected max/window such as 10/10m (units s, m, h, d)",
});

/** BACKUP_ENCRYPTION_KEY as 32 bytes: 64 hex digits or base64; undefined when it is neither. */
export function parseBackupKey(value: string): Buffer | undefined {
  const text = value.trim();
  const key = /^[0-9a-f]{64}$/i.test(text)
    ? Buffer.from(text, "hex")
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(text)
      ? Buffer.from(text, "base64")
      : undefined;
  return key?.length === 32 ? key : undefined;
}

/** name → schema (with its default). Keep in step with .env.example and docs/deploy.md's table. */
export const VARIABLES = {
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: int(0, 65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: url(/^https?$/, "an http(s) URL such as https://www.example.co.uk"),
  TRUST_PROXY: optionalText,
  ALLOWED_ORIGINS: optionalText,
  HSTS: z.enum(["on", "off"], { error: "expected on or off" }).default("on"),
  LOG_LEVEL: z.enum(["trace", "debug", "info", "warn", "error", "fatal", "silent"]).default("info"),
  DATABASE_URL: url(/^postgres(ql)?$/, "a postgres://user:password@host:5432/db URL"),
  DATABASE_POOL_SIZE: int(1, 1000).default(10),
  DATA_DIR: z.string().min(1).default("./data"),
  MIGRATIONS_DIR: z.string().min(1).default("./db/migrations"),
  SESSION_SECRET: z.string().optional(),
  SUPPRESSION_SECRET: z
    .string()
    .min(32, { error: "at least 32 random characters (e.g. `openssl rand -hex 32`)" })
    .optional(),
  SESSION_COOKIE_SECURE: flag.optional(),
  /** A staff session ends after this many minutes without a request (ASVS 3.3.2). */
  SESSION_IDLE_MINUTES: int(1, 24 * 60).default(30),
  /** …and this many hours after sign-in, however active. */
  SESSION_MAX_HOURS: int(1, 24 * 7).default(12),
  /** Exports, subject access, erasure and staff changes need a password or code this recent (ASVS 3.7.1). */
  REAUTH_MINUTES: int(1, 24 * 60).default(5),
  LOCAL_RUN: flag.optional(),
  BOOKING_URL: url(/^https?$/, "an http(s) URL"),
  SMTP_URL: url(/^smtps?$/, "an smtp:// or smtps:// URL"),
  NOTIFY_EMAIL: z.email({ error: "expected an email address" }).optional(),
  MAIL_FROM: optionalText,
  /** The shared mailbox a reply written in the CRM asks to be answered at (unset: NOTIFY_EMAIL). */
  /** The shared mailbox the job runner reads (imaps://user:password@host:993/INBOX). Decision 096. */
  IMAP_URL: url(/^imaps?$/, "an imaps://user:password@host:993/INBOX URL"),
  REPLY_TO_EMAIL: z.email({ error: "expected an email address" }).optional(),
  DKIM_DOMAIN: z
    .string()
    .trim()
    .regex(/^([a-z0-9-]+\.)+[a-z]{2,}$/i, {
      error: "expected a domain such as durhamdatastrategy.co.uk",
    })
    .optional(),
  DKIM_SELECTOR: z
    .string()
    .trim()
    .regex(/^[a-z0-9._-]+$/i, { error: "expected a selector such as mail2026" })
    .optional(),
  DKIM_PRIVATE_KEY: z
    .string()
    .transform((v) => v.replace(/\\n/g, "\n").trim())
    .refine(
      (v) => /^-----BEGIN (RSA )?PRIVATE KEY-----[\s\S]+-----END (RSA )?PRIVATE KEY-----$/.test(v),
      {
        error: "expected a PEM private key (-----BEGIN PRIVATE KEY----- …; \\n for line breaks)",
      },
    )
    .optional(),
  /** Campaign mails sent per minute (0: as fast as the SMTP server takes them). Decision 057. */
  CAMPAIGN_RATE: int(0, 100_000).default(30),
  /** A scheduled campaign found overdue by more than this (the app was down) waits for staff. */
  CAMPAIGN_LATE_HOURS: int(0, 24 * 30).default(2),
  RATE_LIMIT_FORMS: rateLimit.default("10/10m"),
  RATE_LIMIT_LOGIN: rateLimit.default("5/15m"),
  RATE_LIMIT_LOGIN_ADDRESS: rateLimit.default("30/15m"),
  RATE_LIMIT_LOGIN_ACCOUNT: rateLimit.default("50/1h"),
  RETENTION_MONTHS: int(1, 1200).default(24),
  JOB_WORKERS: flag.default(true),
  /** Embedded database only: where its backups go (default DATA_DIR/backups; better a second volume). */
  BACKUP_DIR: optionalText,
  /** When the nightly backup runs (cron, UK time). */
  BACKUP_SCHEDULE: z
    .string()
    .trim()
    .regex(/^(\S+\s+){4}\S+$/, { error: "expected a cron expression of 5 fields, e.g. 30 2 * * *" })
    .default("30 2 * * *"),
  /** How many backups stay: the newest of each of the last N days and of the last M weeks. */
  BACKUP_KEEP: z
    .string()
    .regex(/^\s*\d{1,3}d\s*,\s*\d{1,3}w\s*$/, { error: "expected days and weeks such as 7d,4w" })
    .default("7d,4w"),
  /** A shell command run after each backup with the file as $1 (copies it off the machine). */
  BACKUP_COMMAND: optionalText,
  /** AES-256-GCM key for the backups: 32 random bytes, hex or base64 (`openssl rand -hex 32`). */
  BACKUP_ENCRYPTION_KEY: z
    .string()
    .trim()
    .refine((v) => parseBackupKey(v) !== undefined, {
      error: "expected 32 random bytes as 64 hex digits or base64 (`openssl rand -hex 32`)",
    })
    .optional(),
  /** A scraper's bearer token for /metrics (unset: no /metrics). */
  METRICS_TOKEN: z
    .string()
    .trim()
    .min(16, { error: "at least 16 random characters (e.g. `openssl rand -hex 32`)" })
    .optional(),
  /** The mail provider's bearer token for POST /api/mail/bounces (unset: no webhook). */
  BOUNCE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .min(16, { error: "at least 16 random characters (e.g. `openssl rand -hex 32`)" })
    .optional(),
  /** The commit the build was made from (unset: read from .git when there is one). */
  BUILD_COMMIT: optionalText,
  IMAGE_HOSTS: z
    .string()
    .regex(/^\s*(https:\/\/[a-z0-9.-]+(:\d+)?\s*)?(,\s*https:\/\/[a-z0-9.-]+(:\d+)?\s*)*$/i, {
      error: "expected comma-separated https:// origins such as https://images.example.com",
    })
    .optional(),
} satisfies Record<string, z.ZodType>;

const fieldsSchema = z.object(VARIABLES);

function isLoopbackUrl(value: string): boolean {
  const host = new URL(value).hostname;
  return host === "localhost" || host === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** The fields, plus the rules that join them (checked at start, see checkEnv). */
const envSchema = fieldsSchema.superRefine((env, ctx) => {
  // DKIM signs with all three or not at all: a half-set configuration is a mistake.
  const dkim = ["DKIM_DOMAIN", "DKIM_SELECTOR", "DKIM_PRIVATE_KEY"] as const;
  const set = dkim.filter((name) => env[name]);
  if (set.length && set.length < dkim.length) {
    for (const name of dkim.filter((n) => !env[n]))
      ctx.addIssue({
        code: "custom",
        path: [name],
        message: `required with ${set.join(" and ")}: DKIM needs DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY together`,
      });
  }
  // A password never crosses a network in clear: imap:// only to a server on this machine.
  if (env.IMAP_URL?.startsWith("imap:") && !isLoopbackUrl(env.IMAP_URL))
    ctx.addIssue({
      code: "custom",
      path: ["IMAP_URL"],
      message: "imap:// only for a server on this machine (127.0.0.1, localhost): use imaps://",
    });
  if (env.NODE_ENV !== "production" || env.LOCAL_RUN) return;
  if (!env.SESSION_SECRET || env.SESSION_SECRET.length < 32) {
    ctx.addIssue({
      code: "custom",
      path: ["SESSION_SECRET"],
      message: `${env.SESSION_SECRET ? "too short" : "required"} in production: at least 32 random characters, the same on every instance (e.g. \`openssl rand -hex 32\`)`,
    });
  }
});

export type Env = z.output<typeof fieldsSchema>;

export class EnvError extends Error {
  constructor(public readonly problems: { name: string; expected: string }[]) {
    super(
      `Invalid configuration:\n${problems.map((p) => `  ${p.name}: ${p.expected}`).join("\n")}`,
    );
    this.name = "EnvError";
  }
}

/**
 * Parses an environment (empty strings count as unset); throws EnvError naming each problem.
 * `startup` adds the rules between variables (a production server needs SESSION_SECRET).
 */
export function parseEnv(source: NodeJS.ProcessEnv = process.env, startup = true): Env {
  const input = Object.fromEntries(
    Object.keys(VARIABLES)
      .map((name) => [name, source[name]] as const)
      .filter(([, value]) => value !== undefined && value.trim() !== ""),
  );
  const result = (startup ? envSchema : fieldsSchema).safeParse(input);
  if (result.success) return result.data;
  throw new EnvError(
    result.error.issues.map((issue) => ({
      name: String(issue.path[0] ?? "environment"),
      expected: issue.message,
    })),
  );
}

/**
 * Settings that are allowed but lose something the operator should know about: startup() logs
 * each as a warning. (A local run, LOCAL_RUN=1, keeps its generated secret and is not warned.)
 */
export function startupWarnings(env: Env): string[] {
  const warnings: string[] = [];
  if (env.NODE_ENV === "production" && !env.LOCAL_RUN && !env.SUPPRESSION_SECRET) {
    warnings.push(
      "SUPPRESSION_SECRET is not set: the erasure suppressions (people erased under UK GDPR, " +
        "whom the CRM must not add again) are keyed on SESSION_SECRET, so a new SESSION_SECRET " +
        "forgets every one of them. Set SUPPRESSION_SECRET to 32+ random characters " +
        "(`openssl rand -hex 32`) before the first erasure and never change it.",
    );
  }
  return warnings;
}

let cached: Env | undefined;

/**
 * The checked configuration, parsed once. Under vitest it is parsed on every call, so a test
 * can change a variable (vi.stubEnv) and see its effect.
 */
export function env(): Env {
  if (process.env.VITEST) return parseEnv(process.env, false);
  cached ??= parseEnv(process.env, false);
  return cached;
}

/** At start: parse (throws EnvError) and keep the result. */
export function checkEnv(): Env {
  cached = parseEnv();
  return cached;
}
