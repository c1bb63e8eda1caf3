// The Node the project needs, read from package.json's engines.node (one source): the server and
// `npm test` refuse to run on an older one, naming the one they found and how to get the right one.
import fs from "node:fs";

const pkg = JSON.parse(fs.readFileSync(new URL("../package.json", import.meta.url), "utf8"));

/** The lowest Node version engines.node allows (its form is ">=MAJOR.MINOR.PATCH"). */
export const MIN_NODE = /^>=(\d+\.\d+\.\d+)$/.exec(pkg.engines.node)?.[1];
if (!MIN_NODE)
  throw new Error(`package.json engines.node must read ">=x.y.z" (is ${pkg.engines.node})`);

const parts = (version) => version.replace(/^v/, "").split(".").map(Number);

/** True when `version` (e.g. "24.21.0" or "v20.20.2") is MIN_NODE or newer. */
export function isSupportedNode(version) {
  const [a, b] = [parts(version), parts(MIN_NODE)];
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] > b[i];
  return true;
}

/** Stops the process with a message when it runs on a Node older than MIN_NODE. */
export function requireSupportedNode(what) {
  if (isSupportedNode(process.versions.node)) return;
  console.error(
    `${what} needs Node ${MIN_NODE} or newer; this is Node ${process.versions.node} (${process.execPath}).\n` +
      "Run it through npm (npm start, npm test), which uses the Node the project installs in " +
      "node_modules/.bin, or install Node 26 LTS.",
  );
  process.exit(1);
}
