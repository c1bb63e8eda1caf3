/**
 * The secret that signs cookies (session and flash toast). SESSION_SECRET in production;
 * a local run (development, or `npm start` with LOCAL_RUN=1) generates one the first time
 * and keeps it in DATA_DIR, so sessions survive restarts without any set-up.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { dataDir } from "@db/client.server";
import { log } from "~/utils/log.server";
import { env } from "~/config/env.server";

const SECRET_FILE = "session-secret";
let cached: string | undefined;

export function getSessionSecret(): string {
  if (cached) return cached;
  const fromEnv = env().SESSION_SECRET;
  if (fromEnv) {
    cached = fromEnv;
    return cached;
  }
  if (env().NODE_ENV === "production" && !env().LOCAL_RUN) {
    throw new Error(
      "SESSION_SECRET is not set. A production server needs it to sign cookies: set SESSION_SECRET to a long random string (for example the output of `openssl rand -hex 32`).",
    );
  }
  cached = readOrCreateLocalSecret(path.join(dataDir(), SECRET_FILE));
  return cached;
}

/**
 * The key of the keyed hash that names an erased person (suppressions, person audit rows).
 * SUPPRESSION_SECRET when set, so rotating SESSION_SECRET keeps every suppression; otherwise
 * derived from the session secret (the key hashes were made with before the variable existed).
 */
export function getSubjectKey(): string {
  return env().SUPPRESSION_SECRET ?? `person-subject:${getSessionSecret()}`;
}

function readOrCreateLocalSecret(file: string): string {
  const existing = readSecret(file);
  if (existing) return existing;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Written whole to a file of this process's own, then linked into place: the link fails if
  // the secret exists, so when two processes race the second reads the first one's secret, and
  // nobody ever reads a file that is created but not yet written.
  const temp = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}.tmp`;
  fs.writeFileSync(temp, `${crypto.randomBytes(32).toString("hex")}\n`, { mode: 0o600 });
  try {
    fs.linkSync(temp, file);
    log.warn(
      `SESSION_SECRET is not set: generated a local secret in ${file}. Set SESSION_SECRET in production.`,
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    fs.rmSync(temp, { force: true });
  }
  const created = readSecret(file);
  if (!created) throw new Error(`Could not read the session secret in ${file}`);
  return created;
}

function readSecret(file: string): string | undefined {
  try {
    return fs.readFileSync(file, "utf8").trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/** Tests only: forget the cached secret. */
export function resetSessionSecretForTests(): void {
  cached = undefined;
}
