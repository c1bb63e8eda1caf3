// `npm start`: build when the sources are newer than the last build, then serve the production
// build. A first start builds (under a minute); later starts reuse the build and are up in seconds.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { buildIfStale } from "./build-if-stale.js";
import { NODE_FLAGS, SERVER_ENV } from "./node-flags.js";

buildIfStale();
process.env.NODE_ENV = "production";
// A local run may keep a generated session secret in DATA_DIR; a deployment must set SESSION_SECRET.
process.env.LOCAL_RUN ??= "1";

if (
  NODE_FLAGS.every((flag) => process.execArgv.includes(flag)) &&
  Object.keys(SERVER_ENV).every((name) => process.env[name] !== undefined)
) {
  await import("../server.js");
} else {
  // V8's heap limit and glibc's arenas are fixed when the process starts: run the server in one
  // that has the flags and the environment (a value set by the caller is kept).
  const server = spawn(
    process.execPath,
    [...NODE_FLAGS, fileURLToPath(new URL("../server.js", import.meta.url))],
    { stdio: "inherit", env: { ...SERVER_ENV, ...process.env } },
  );
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
  server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
