// `npm run admin` / `npm run db:migrate`: runs a bundled command-line tool. In a checkout (esbuild
// installed) the tool is bundled fresh from its sources first, so it never runs stale code; a
// production install runs the copy `npm run build` made in build/cli/.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [name, ...args] = process.argv.slice(2);

async function bundled() {
  const { CLI_ENTRIES, buildCli } = await import("./build-cli.js");
  if (!(name in CLI_ENTRIES)) {
    console.error(`Unknown tool "${name}". Known: ${Object.keys(CLI_ENTRIES).join(", ")}.`);
    process.exit(2);
  }
  try {
    await import("esbuild");
  } catch {
    return path.join(root, "build/cli", `${name}.mjs`);
  }
  const outdir = path.join(root, "node_modules/.cache/cli");
  await buildCli(outdir, [name]);
  return path.join(outdir, `${name}.mjs`);
}

const file = await bundled();
if (!fs.existsSync(file)) {
  console.error(`${path.relative(root, file)} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
process.argv = [process.argv[0], file, ...args];
await import(pathToFileURL(file).href);
