/**
 * The embedded database across a PostgreSQL major: each PGlite minor (0.5, 0.6) is one PostgreSQL
 * major (18, 19), and a major cannot open another's data directory. A directory made by the
 * previous major is dumped with the previous PGlite (kept installed as `pglite-v5`, for this alone)
 * and loaded into a new directory by this one; the old one is kept aside. Decision 102.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { restrictTree } from "~/utils/private-tree.server";

/** The PostgreSQL major of the installed PGlite (a data directory's PG_VERSION file says its own). */
export const PG_MAJOR = "19";

/** The older majors this build can bring forward, each with the PGlite package that reads it. */
export const OLDER_MAJORS: Record<string, string> = { "18": "pglite-v5" };

/** Written into the new directory once it is whole: a start that finds it finishes the swap. */
const COMPLETE = "upgrade-complete";

export interface UpgradeReport {
  from: string;
  to: string;
  /** Where the directory of the older major was put (0700, pruned like a restore's). */
  keptAt: string;
  ms: number;
}

/** The PostgreSQL major a data directory was made by (none: no database there yet). */
export function dataDirMajor(dir: string): string | undefined {
  try {
    return fs.readFileSync(path.join(dir, "PG_VERSION"), "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/** A time as it appears in a folder name (no colons), as the restore's set-aside folders. */
const stamp = (date: Date) => date.toISOString().replace(/:/g, "-");

/**
 * Brings `dir` to this PGlite's major when an older one made it; nothing when it is current or
 * absent. The caller holds the directory's lock. Runs in a child process, like initdb: both
 * PGlites' WebAssembly memories (and initdb's) go with it instead of staying in the server.
 */
export function upgradeDataDir(
  dir: string,
  settings: string[],
  onStart: (from: string, to: string) => void = () => {},
): UpgradeReport | undefined {
  const next = `${dir}.upgrading`;
  finishInterruptedSwap(dir, next);
  const major = dataDirMajor(dir);
  if (major === undefined || major === PG_MAJOR) return undefined;
  const older = OLDER_MAJORS[major];
  if (!older)
    throw new Error(
      `The embedded database in ${dir} was made by PostgreSQL ${major}; this build runs ` +
        `PostgreSQL ${PG_MAJOR} and can bring forward ${Object.keys(OLDER_MAJORS).join(", ")} only. ` +
        "Start it with the build that made it, make a backup there (npm run backup), and restore " +
        "that backup with a build that can read it.",
    );
  onStart(major, PG_MAJOR);
  const started = Date.now();
  fs.rmSync(next, { recursive: true, force: true });
  dumpAndLoad(dir, next, older, settings);
  fs.writeFileSync(path.join(next, COMPLETE), "");
  const keptAt = `${dir}.before-upgrade-${stamp(new Date())}`;
  fs.renameSync(dir, keptAt);
  // Every person's data: readable by the server's user alone, as the live database is.
  restrictTree(keptAt);
  finishInterruptedSwap(dir, next);
  return { from: major, to: PG_MAJOR, keptAt, ms: Date.now() - started };
}

/** A new directory made whole before a stop, with the old one already moved aside: put it in place. */
function finishInterruptedSwap(dir: string, next: string): void {
  if (fs.existsSync(dir) || !fs.existsSync(path.join(next, COMPLETE))) return;
  fs.renameSync(next, dir);
  fs.rmSync(path.join(dir, COMPLETE));
}

/**
 * pg_dump of the older PGlite (pglite-tools, built against 0.5: plain SQL with INSERTs) read by
 * the older PGlite, then run in one implicit transaction on a new directory of the current one.
 */
function dumpAndLoad(from: string, to: string, olderPackage: string, settings: string[]): void {
  const require = createRequire(import.meta.url);
  const modules = {
    older: require.resolve(olderPackage),
    olderTrgm: require.resolve(`${olderPackage}/contrib/pg_trgm`),
    dump: require.resolve("@electric-sql/pglite-tools/pg_dump"),
    current: require.resolve("@electric-sql/pglite"),
    currentTrgm: require.resolve("@electric-sql/pglite/contrib/pg_trgm"),
  };
  const script = `
    const [from, to, modules, settings] = process.argv.slice(1).map((a, i) => i < 2 ? a : JSON.parse(a));
    (async () => {
      const older = new (require(modules.older).PGlite)(from, {
        extensions: { pg_trgm: require(modules.olderTrgm).pg_trgm },
      });
      const dump = await (await require(modules.dump).pgDump({ pg: older })).text();
      await older.close();
      const current = new (require(modules.current).PGlite)(to, {
        postgresqlconf: settings,
        extensions: { pg_trgm: require(modules.currentTrgm).pg_trgm },
      });
      await current.exec(dump);
      await current.close();
    })().catch((e) => { console.error(e); process.exit(1); });`;
  const child = spawnSync(
    process.execPath,
    ["-e", script, from, to, JSON.stringify(modules), JSON.stringify(settings)],
    { stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" },
  );
  if (child.status !== 0) {
    fs.rmSync(to, { recursive: true, force: true });
    throw new Error(
      `Could not bring the embedded database in ${from} from PostgreSQL ${dataDirMajor(from)} to ` +
        `${PG_MAJOR}; it is left as it was. ${child.stderr.trim()}`,
    );
  }
}
