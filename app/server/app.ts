/**
 * The server build's entry (vite.config.ts): the HTTP pipeline of ./http.ts wired to the routes
 * and the database. server.js imports it, adds the listening socket and graceful shutdown.
 */
import { createRequestHandler } from "react-router";
import { closeDb, getDbHandle } from "@db/client.server";
import { retentionMonths } from "~/config/retention.server";
import { scheduleRetention } from "~/models/retention.server";
import { createApp, trustProxySetting } from "./http";

const isDev = process.env.NODE_ENV !== "production";

const handleRequest = createRequestHandler(
  // Virtual module provided by React Router at build time (typed by its vite plugin).
  () => import("virtual:react-router/server-build"),
  isDev ? "development" : "production",
);

/** Before listening: apply pending migrations (opens the database). */
let stopRetention: (() => void) | undefined;

export async function startup(): Promise<void> {
  await getDbHandle().migrate();
  // The daily retention job (UK GDPR storage limitation), one instance at a time.
  retentionMonths(); // a bad RETENTION_MONTHS stops the start, not a run a day later
  stopRetention ??= scheduleRetention(retentionMonths);
}

/** After the last request: close the database (PGlite flushes and releases its lock file). */
export async function shutdown(): Promise<void> {
  stopRetention?.();
  stopRetention = undefined;
  await closeDb();
}

/** The whole pipeline; clientDir serves the build's static files (production). */
export function serverApp({ clientDir }: { clientDir?: string } = {}) {
  return createApp({ handleRequest, ping: () => getDbHandle().ping(), clientDir, dev: isDev });
}

/** Development: server.js mounts this behind Vite's middleware (which serves the static files). */
export const app = serverApp();

export { trustProxySetting };
