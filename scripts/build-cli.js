// Bundles the command-line tools (the admin CLI, the migration runner) into plain JavaScript, so a
// production install runs them with node alone: no TypeScript runner among its dependencies.
// `npm run build` writes build/cli/; scripts/cli.js rebuilds into node_modules/.cache in a checkout.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export const CLI_ENTRIES = {
  admin: "scripts/admin.ts",
  backup: "scripts/backup.ts",
  restore: "scripts/restore.ts",
  migrate: "db/migrate.ts",
  retention: "scripts/retention.ts",
  worker: "scripts/worker.ts",
};

/** Bundles the named tools (all by default) into outdir; packages stay imports of node_modules. */
export async function buildCli(
  outdir = path.join(root, "build/cli"),
  names = Object.keys(CLI_ENTRIES),
) {
  const { build } = await import("esbuild");
  await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(names.map((name) => [name, CLI_ENTRIES[name]])),
    outdir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    tsconfig: "tsconfig.json",
    outExtension: { ".js": ".mjs" },
    logLevel: "warning",
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildCli();
}
