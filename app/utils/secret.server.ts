/**
 * The secret that signs session cookies and the short-lived bearer tokens bound to sessions.
 * SESSION_SECRET when set. In production without it the app refuses to start, unless it is a
 * local run (LOCAL_RUN=1, e.g. `npm start` on a laptop): then, as in development, a random
 * secret is created once and kept in DATA_DIR/session-secret (mode 0600).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { dataDir } from "@db/client.server";
import { log } from "~/utils/log.server";

let cached: string | undefined;

export function getSessionSecret(): string {
  const fromEnv = process.env.SESSION_SECRET;
  if (fromEnv) return fromEnv;
  if (process.env.NODE_ENV === "production" && process.env.LOCAL_RUN !== "1") {
    throw new Error(
      "SESSION_SECRET is not set. In production set SESSION_SECRET to a long random string " +
        "(e.g. `openssl rand -hex 32`), the same on every instance.",
    );
  }
  if (!cached) {
    cached = readOrCreateSecretFile();
    log.warn(`SESSION_SECRET is not set: using the generated secret in ${secretFile()} (set SESSION_SECRET in production)`);
  }
  return cached;
}

function secretFile(): string {
  return path.join(dataDir(), "session-secret");
}

function readOrCreateSecretFile(): string {
  const file = secretFile();
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = crypto.randomBytes(32).toString("hex");
  try {
    // "wx": if another process created it meanwhile, use theirs.
    fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return fs.readFileSync(file, "utf8").trim();
    throw error;
  }
  return secret;
}
