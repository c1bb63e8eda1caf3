/**
 * A server of a spec's own, for a setting the shared e2e server cannot have: the same production
 * build and start script (tests/e2e/start-server.ts: a fresh embedded database with the staff
 * admin) on another port, with the environment the spec gives. Nothing in the product changes.
 */
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { E2E_PORT } from "../constants";

export interface OwnServer {
  url: string;
  /** Its data directory (tests/e2e/constants.ts: one per port): its admin socket and the CLIs. */
  dataDir: string;
  stop(): Promise<void>;
}

/** `slot` keeps the projects' servers apart (each project runs the spec in its own worker). */
export async function startOwnServer(
  slot: number,
  env: Record<string, string>,
): Promise<OwnServer> {
  const port = E2E_PORT + 1000 + slot;
  const url = `http://localhost:${port}`;
  const child: ChildProcess = spawn(
    path.resolve("node_modules/.bin/tsx"),
    ["tests/e2e/start-server.ts"],
    {
      env: { ...process.env, ...env, E2E_PORT: String(port) },
      stdio: "ignore",
      detached: true,
    },
  );
  const stop = async () => {
    if (child.exitCode !== null || !child.pid) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    process.kill(-child.pid, "SIGTERM");
    await exited;
  };
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server on ${port} stopped at start`);
    const up = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { url, dataDir: `.e2e/data-${port}`, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`the server on ${port} did not start`);
}
