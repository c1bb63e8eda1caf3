import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
// Trigram indexes serve the leads search (ILIKE '%…%'); PostgreSQL ships the extension, PGlite
// loads it from its contrib bundle.
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import * as schema from "./schema";
import { EnvError, env } from "~/config/env.server";
import { log } from "~/utils/log.server";
import { KEEP_SET_ASIDE_DAYS } from "~/utils/private-tree.server";
import { type UpgradeReport, upgradeDataDir } from "./pglite-upgrade.server";

/** Either driver: models only use what both share. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The database or a transaction: models take one so a change and its audit row commit together. */
export type Executor = Pick<Db, "select" | "insert" | "update" | "delete" | "execute">;

/**
 * The rows of a raw SQL statement, whichever driver ran it: postgres.js answers an array, PGlite an
 * object with `rows`.
 */
export async function selectRows<T>(db: Pick<Db, "execute">, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

export interface DbHandle {
  db: Db;
  kind: "pglite" | "postgres";
  /** The embedded database itself (the job runner shares its one connection). */
  pglite?: PGlite;
  /** The embedded database's directory on disk (none in memory or on PostgreSQL). */
  dataDir?: string;
  /** What opening did to a directory an older PostgreSQL major made (./pglite-upgrade.server.ts). */
  upgraded?: UpgradeReport;
  /** The PostgreSQL URL (the job runner opens a small pool of its own). */
  url?: string;
  /** Runs `stop` first when the handle closes (the job runner stops before its database). */
  beforeClose(stop: () => Promise<void>): void;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * Calls `onNotify` with the payload of each NOTIFY on `channel`, from any process on the same
   * database (PostgreSQL) or this one (PGlite). Resolves to the way to stop listening.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DbOptions {
  /** postgres://… — uses postgres.js. */
  url?: string;
  /** PGlite data directory, or "memory://" for a throwaway in-memory database. */
  dataDir?: string;
  /** A PGlite data directory dump (`dumpDataDir`) to start an in-memory database from. */
  loadDataDir?: Blob;
}

// Resolved per call: tests and scripts may change the working directory or the setting.
const migrationsFolder = () => path.resolve(env().MIGRATIONS_DIR);

/**
 * The embedded database serves one process and a small data set, and all of PostgreSQL's shared
 * memory is allocated inside PGlite's WebAssembly memory at open, so resident from the start
 * (docs/decisions/106-server-memory-under-load.md). Its default 128 MB of shared buffers would be
 * a third of the server's memory: 16 MB holds this site's working set many times over. The lock
 * tables are sized for max_connections backends, 100 by default, where PGlite runs one: 5 takes
 * the shared memory from 26 to 22 MB.
 */
export const PGLITE_SETTINGS = ["shared_buffers=16MB", "max_connections=5"];

export function openDb(options: DbOptions): DbHandle {
  if (options.url) {
    const client = postgres(options.url, {
      max: env().DATABASE_POOL_SIZE,
      onnotice: () => {},
    });
    const db = drizzlePostgres(client, { schema });
    const closing = closeHooks();
    return {
      db: db as unknown as Db,
      kind: "postgres",
      url: options.url,
      beforeClose: closing.add,
      migrate: () =>
        migrateUnderLock(options.url!, () =>
          migratePostgres(db, { migrationsFolder: migrationsFolder() }),
        ),
      ping: async () => {
        await client`select 1`;
      },
      listen: async (channel, onNotify) => {
        // postgres.js keeps one connection of its own for LISTEN and listens again after a reconnect.
        const { unlisten } = await client.listen(channel, onNotify);
        return unlisten;
      },
      close: async () => {
        await closing.run();
        await client.end({ timeout: 5 });
      },
    };
  }
  const dataDir = options.dataDir ?? "memory://";
  if (!dataDir.startsWith("memory://")) requireWritableDir(dataDir);
  const releaseLock = dataDir.startsWith("memory://") ? () => {} : lockDataDir(dataDir);
  let upgraded: UpgradeReport | undefined;
  if (!dataDir.startsWith("memory://")) {
    try {
      upgraded = upgradeOlderMajor(dataDir);
      createDataDirInChild(dataDir);
    } catch (error) {
      releaseLock();
      throw error;
    }
  }
  const client = new PGlite(dataDir, {
    postgresqlconf: PGLITE_SETTINGS,
    extensions: { pg_trgm },
    loadDataDir: options.loadDataDir,
  });
  const db = drizzlePglite(client, { schema });
  const closing = closeHooks();
  return {
    db: db as unknown as Db,
    kind: "pglite",
    pglite: client,
    dataDir: dataDir.startsWith("memory://") ? undefined : path.resolve(dataDir),
    upgraded,
    beforeClose: closing.add,
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    ping: async () => {
      await client.query("select 1");
    },
    listen: (channel, onNotify) => client.listen(channel, onNotify),
    close: async () => {
      await closing.run();
      await client.close();
      releaseLock();
    },
  };
}

/** Brings a directory made by an older PostgreSQL major forward, saying what it did and where. */
function upgradeOlderMajor(dir: string): UpgradeReport | undefined {
  const report = upgradeDataDir(dir, PGLITE_SETTINGS, (from, to) =>
    log.info(
      `database: the embedded database in ${path.resolve(dir)} was made by PostgreSQL ${from}: ` +
        `bringing it to PostgreSQL ${to} (a dump and a load; about a minute for a small database)`,
    ),
  );
  if (report)
    log.info(
      `database: the embedded database in ${path.resolve(dir)} was made by PostgreSQL ` +
        `${report.from}; dumped and loaded into PostgreSQL ${report.to} in ${report.ms} ms. ` +
        `The old directory is kept in ${report.keptAt} (readable by this user only), deleted ` +
        `by the first backup run ${KEEP_SET_ASIDE_DAYS} days on.`,
    );
  return report;
}

/** What must stop before the database closes, each run once, last added first. */
function closeHooks() {
  const hooks: (() => Promise<void>)[] = [];
  return {
    add: (stop: () => Promise<void>) => void hooks.push(stop),
    run: async () => {
      for (const stop of hooks.splice(0).reverse()) await stop();
    },
  };
}

/**
 * Creating an embedded database (initdb) grows PGlite's WebAssembly memory to ~650 MB, and a
 * WebAssembly memory never shrinks: done in the server, the process would keep that for its
 * whole life, where opening an existing database needs ~150 MB. So a new data directory is
 * created by a short-lived child process; the server then opens it like any existing one.
 */
export function createDataDirInChild(dir: string): void {
  if (fs.existsSync(path.join(dir, "PG_VERSION"))) return;
  const pglite = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const script =
    `const { PGlite } = require(${JSON.stringify(pglite)});` +
    `const db = new PGlite(process.argv[1], { postgresqlconf: ${JSON.stringify(PGLITE_SETTINGS)} });` +
    `db.waitReady.then(() => db.close()).catch((e) => { console.error(e); process.exit(1); });`;
  // V8's baseline compiler only: initdb runs once, and optimising PGlite's WebAssembly for it
  // cost more CPU and memory (about 0.6 CPU-s and 80 MB at the peak) than it won.
  const child = spawnSync(process.execPath, ["--liftoff-only", "-e", script, dir], {
    stdio: ["ignore", "ignore", "pipe"],
    encoding: "utf8",
  });
  if (child.status !== 0)
    throw new Error(`Could not create the embedded database in ${dir}: ${child.stderr.trim()}`);
}

/** Any fixed number: the advisory lock that serialises migrations across instances. */
export const MIGRATION_LOCK_KEY = 7_436_528_114;

/**
 * Instances starting together on one PostgreSQL database take turns: each waits for the
 * session-level advisory lock (held on a connection of its own, so the pool stays free for the
 * migrator), applies what is still pending, then releases it. The second finds nothing to do.
 */
async function migrateUnderLock(url: string, migrate: () => Promise<void>): Promise<void> {
  const lock = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await lock`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    try {
      await migrate();
    } finally {
      await lock`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
    }
  } finally {
    await lock.end({ timeout: 5 });
  }
}

/**
 * The embedded database's directory must be writable by this process. A Docker bind mount of a
 * host directory that root owns is not (the image runs as uid 1000): say what to do, rather than
 * fail on a bare EACCES from deep inside the start.
 */
function requireWritableDir(dir: string): void {
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.accessSync(dir, fs.constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "EACCES" && code !== "EPERM" && code !== "EROFS") throw error;
    throw new EnvError([{ name: "DATA_DIR", expected: dataDirNotWritable(dir, code) }]);
  }
}

/** What to do when the embedded database's directory is not writable (code: EACCES, EPERM, EROFS). */
export function dataDirNotWritable(dir: string, code: string): string {
  const uid = process.getuid?.() ?? 1000;
  return (
    `${dir} is not writable by this process (uid ${uid}, ${code}), so the embedded database ` +
    "cannot be kept there. In Docker, mount a named volume on the data directory " +
    "(-v dds-data:/app/data): the image prepares it for its user. To keep a host directory " +
    "(a bind mount) instead, give it to that user on the host: " +
    `sudo chown -R ${uid}:${uid} /path/on/host. Or set DATABASE_URL to use PostgreSQL.`
  );
}

/**
 * PGlite is single-process: a second process opening the same directory would corrupt it.
 * A pid lock file turns that into a clear error (the admin CLI shows it while the server runs).
 */
function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockFile = path.join(dir, "..", `${path.basename(dir)}.lock`);
  try {
    const pid = Number(fs.readFileSync(lockFile, "utf8"));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `The embedded database in ${dir} is in use by another process (pid ${pid}). ` +
          "Stop the server first, or set DATABASE_URL to use PostgreSQL. If no server is " +
          "running (one was killed), start it once: it clears the stale lock, and a running " +
          "server takes `npm run admin` commands itself.",
      );
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.writeFileSync(lockFile, String(process.pid));
  return () => fs.rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The data directory of the embedded database (also holds the dev session secret). */
export function dataDir(): string {
  return path.resolve(env().DATA_DIR);
}

/** Options from the environment: DATABASE_URL, else PGlite in DATA_DIR/pglite. */
export function dbOptionsFromEnv(): DbOptions {
  const url = env().DATABASE_URL;
  return url ? { url } : { dataDir: path.join(dataDir(), "pglite") };
}

let current: DbHandle | undefined;

/** The process-wide database. Opened on first use from the environment. */
export function getDbHandle(): DbHandle {
  current ??= openDb(dbOptionsFromEnv());
  return current;
}

export function getDb(): Db {
  return getDbHandle().db;
}

/** Tests swap in their own database. */
export function setDbHandle(handle: DbHandle | undefined): void {
  current = handle;
}

export async function closeDb(): Promise<void> {
  const handle = current;
  current = undefined;
  await handle?.close();
}
