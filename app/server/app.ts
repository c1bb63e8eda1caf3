/**
 * The server build's entry (vite.config.ts): the HTTP pipeline of ./http.ts wired to the routes
 * and the database. server.js imports it, checks the configuration, adds the listening socket
 * and graceful shutdown.
 */
import { createRequestHandler } from "react-router";
import { closeDb, getDbHandle } from "@db/client.server";
import { checkEnv, env } from "~/config/env.server";
import { createApp, trustProxySetting } from "./http";

const isDev = env().NODE_ENV !== "production";

const handleRequest = createRequestHandler(
  // Virtual module provided by React Router at build time (typed by its vite plugin).
  () => import("virtual:react-router/server-build"),
  isDev ? "development" : "production",
);

/** Before listening: apply pending migrations (opens the database; one instance at a time). */
export async function startup(): Promise<void> {
  await getDbHandle().migrate();
}

/** After the last request: close the database (PGlite flushes and releases its lock file). */
export async function shutdown(): Promise<void> {
  await closeDb();
}

/** The whole pipeline; clientDir serves the build's static files (production). */
export function serverApp({ clientDir }: { clientDir?: string } = {}) {
  return createApp({ handleRequest, ping: () => getDbHandle().ping(), clientDir, dev: isDev });
}

/** Development: server.js mounts this behind Vite's middleware (which serves the static files). */
export const app = serverApp();

export { checkEnv, trustProxySetting };
export { log } from "~/utils/log.server";
export { EnvError } from "~/config/env.server";
export { SERVER_OPTIONS, SHUTDOWN_GRACE_MS, SOCKET_IDLE_TIMEOUT_MS } from "./timeouts";
