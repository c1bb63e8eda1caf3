/**
 * Every e2e server (the suite's and each spec's own) starts on a fresh embedded database. Making
 * one runs PGlite's initdb and every migration, about 2 of a server start's 8 CPU-seconds, and a
 * run starts several on a machine the check keeps busy. So the first server of a run makes a migrated database, as a
 * fresh start would (the product's own `openDb` and `migrate`), and every server copies it. The
 * fresh start itself is the subject of db/data-dir.test.ts and tests/unit/server-lifecycle.test.ts.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { dbOptionsFromEnv, openDb } from "@db/client.server";

const MIGRATIONS = path.resolve("db/migrations");
const FOLDER = path.resolve(".e2e");

/** PGlite's package.json (the package exports no path to it). */
function pglitePackage(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  while (!fs.existsSync(path.join(dir, "package.json"))) dir = path.dirname(dir);
  return fs.readFileSync(path.join(dir, "package.json"), "utf8");
}

/** Names the migrated database by what makes it: PGlite's version and the migrations' files. */
function migratedName(): string {
  const hash = crypto.createHash("sha256").update(pglitePackage());
  const files = fs.readdirSync(MIGRATIONS, { recursive: true, encoding: "utf8" }).sort();
  for (const file of files) {
    const full = path.join(MIGRATIONS, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return `migrated-${hash.digest("hex").slice(0, 16)}`;
}

async function makeMigrated(target: string): Promise<void> {
  const work = `${target}.${process.pid}`;
  fs.rmSync(work, { recursive: true, force: true });
  const handle = openDb({ dataDir: work });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  try {
    fs.renameSync(work, target);
  } catch (error) {
    // Another server made it first: theirs is the same database.
    fs.rmSync(work, { recursive: true, force: true });
    if (!fs.existsSync(target)) throw error;
  }
  // Made by earlier migrations: no server copies them again. ("migrated-<hash>.<pid>" is another
  // server's copy in the making.)
  for (const entry of fs.readdirSync(FOLDER)) {
    const old = path.join(FOLDER, entry);
    if (entry.startsWith("migrated-") && old !== target && !entry.includes("."))
      fs.rmSync(old, { recursive: true, force: true });
  }
}

/** Puts a copy of the migrated database where this server's environment opens it (absent yet). */
export async function copyMigratedDatabase(): Promise<void> {
  const { dataDir } = dbOptionsFromEnv();
  if (!dataDir) throw new Error("the e2e servers run on the embedded database: unset DATABASE_URL");
  fs.mkdirSync(FOLDER, { recursive: true });
  const source = path.join(FOLDER, migratedName());
  if (!fs.existsSync(source)) await makeMigrated(source);
  fs.cpSync(source, dataDir, { recursive: true });
}
