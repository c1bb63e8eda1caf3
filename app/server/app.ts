/**
 * The server build's entry (vite.config.ts): the HTTP pipeline of ./http.ts wired to the routes
 * and the database. server.js imports it, checks the configuration, adds the listening socket
 * and graceful shutdown.
 */
import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type RequestHandler, createRequestHandler } from "react-router";
import { closeDb, dataDir, getDbHandle } from "@db/client.server";
import { deferredComponentsReady } from "~/components/deferred";
import { retentionMonths } from "~/config/retention.server";
import { migrateWithBackup } from "~/models/backups.server";
import { startWorkers } from "~/models/job-workers.server";
import { type MailboxWatch, watchSharedMailbox } from "~/models/mailbox-watch.server";
import { PUBLIC_PAGES_CHANNEL, changedPrefixes } from "~/models/public-pages.server";
import { jobsFor, stopJobs } from "~/models/jobs.server";
import { publishOverdue } from "~/models/posts.server";
import { flushVisits, recordView } from "~/models/visits.server";
import { checkEnv, env, startupWarnings } from "~/config/env.server";
import { CRM_TIME_ZONE } from "~/schemas/crm-fields";
import { dayClock } from "~/utils/day-clock";
import { log } from "~/utils/log.server";
import { closeMailTransport } from "~/utils/smtp-transport.server";
import { getSubjectKey } from "~/utils/secret.server";
import { useSubjectKey } from "~/models/subject-key.server";
import { sealStoredTotpSecrets } from "~/models/totp-secret-box.server";
import { listenAdminSocket } from "./admin-socket";
import { createApp, trustProxySetting } from "./http";
import { firstPaintRewriter } from "./first-paint";
import { createMetrics } from "./metrics.server";
import { type PageCache, createPageCache } from "./page-cache";
import { markReady, markStopping, readiness } from "./readiness";
import { type TrustProxy, beaconServer } from "./visit-beacon";

const isDev = env().NODE_ENV !== "production";

// Virtual module provided by React Router at build time (typed by its vite plugin).
const serverBuild = () => import("virtual:react-router/server-build");
/**
 * Given a function, React Router re-reads the build and rebuilds its routes and handlers on every
 * request (for development's hot reload); production builds them once, from the loaded build.
 */
let productionHandler: Promise<RequestHandler> | undefined;
const handleRequest: RequestHandler = isDev
  ? createRequestHandler(serverBuild, "development")
  : async (request, context) => {
      productionHandler ??= serverBuild().then((build) =>
        createRequestHandler(build, "production"),
      );
      return (await productionHandler)(request, context);
    };

/** This instance's IDLE connection to the shared mailbox, when it runs job workers. */
let mailboxWatch: MailboxWatch | undefined;
let closeAdminSocket: (() => Promise<void>) | undefined;
/**
 * Before listening: apply pending migrations (opens the database), and load the routes with the
 * code of their deferred components, so the first page is rendered whole like every later one.
 */
export async function startup(): Promise<void> {
  for (const warning of startupWarnings(env())) log.warn(warning);
  useSubjectKey(getSubjectKey());
  // The embedded database is backed up first when migrations are pending (the way back).
  await migrateWithBackup(getDbHandle());
  // Second-factor secrets stored before they were sealed are sealed now (once; then none left).
  await sealStoredTotpSecrets();
  // The embedded database is this process's alone: the admin CLI hands its commands over.
  if (getDbHandle().kind === "pglite") closeAdminSocket ??= await listenAdminSocket(dataDir());
  await import("virtual:react-router/server-build");
  await deferredComponentsReady();
  retentionMonths(); // a bad RETENTION_MONTHS stops the start, not a run a day later
  // A change to public pages made by any process on this database (an issue sent to the
  // newsletter's archive) drops them from this process's page caches at once.
  await getDbHandle().listen(PUBLIC_PAGES_CHANNEL, (payload) => {
    const prefixes = changedPrefixes(payload);
    for (const cache of pageCaches) cache.drop(prefixes);
  });
  // The job runner (mail, the daily retention run): workers here unless JOB_WORKERS=off (then
  // `npm run worker` works the queues; this process only enqueues).
  if (env().JOB_WORKERS) await startWorkers({ retentionMonths });
  else await jobsFor();
  // The shared mailbox read as mail arrives (IDLE) where the jobs are worked (else by `npm run
  // worker`); the minute's job is the fallback.
  if (env().JOB_WORKERS) mailboxWatch = watchSharedMailbox();
  // Scheduled posts whose time passed while no server ran go out now, saying how late.
  const overdue = await publishOverdue();
  if (overdue) log.info(`posts: ${overdue} scheduled post(s) published late, at start`);
  markReady();
}

/** The first shutdown signal: /readyz answers 503 from now on, while requests finish. */
export function beginShutdown(): void {
  markStopping();
}

/**
 * After the last request: write the page views held in memory, stop the job runner (running jobs
 * get STOP_TIMEOUT_MS to finish, the rest go back to their queue), then close the database
 * (PGlite flushes and releases its lock).
 */
export async function shutdown(): Promise<void> {
  markStopping();
  await flushVisits().catch((error) => log.error("visits: counts not written", error));
  await mailboxWatch?.stop().catch((error) => log.error("mailbox: watch not stopped", error));
  mailboxWatch = undefined;
  await stopJobs().catch((error) => log.error("jobs: stop failed", error));
  closeMailTransport();
  await closeAdminSocket?.();
  closeAdminSocket = undefined;
  await closeDb();
}

/**
 * The running server build: its chunks' file names carry content hashes, so any change to the code
 * or to the content bundled with it (blog posts, page texts) gives another id.
 */
function serverBuildId(): string {
  try {
    const dir = path.dirname(fileURLToPath(import.meta.url));
    return fs.readdirSync(dir).sort().join(",");
  } catch {
    return "unknown";
  }
}

/**
 * Part of the cache's build id, so a page that shows today's date is rendered again each UK
 * day.
 */
const ukDay = dayClock(CRM_TIME_ZONE);

/** This process's page caches, which a change to public pages reaches (startup's listener). */
const pageCaches = new Set<PageCache>();

/**
 * The whole pipeline; clientDir serves the build's static files (production). `serveHit` answers
 * the visit beacon and a request for a page already in the cache, for the socket's handler to
 * call before Express (false: pass the request on); development has no cache and renders every
 * request, so edits show at once.
 */
export function serverApp({
  clientDir,
  trustProxy = () => false,
}: {
  clientDir?: string;
  /** TRUST_PROXY as Express compiled it (`app.get("trust proxy fn")`), for answers made before it. */
  trustProxy?: TrustProxy;
} = {}) {
  const buildId = serverBuildId();
  const pageCache = isDev
    ? undefined
    : createPageCache({
        buildId: () => `${buildId}:${ukDay()}`,
        transform: firstPaintRewriter(),
      });
  if (pageCache) pageCaches.add(pageCache);
  const metricsToken = env().METRICS_TOKEN;
  const router = createApp({
    handleRequest,
    ping: () => getDbHandle().ping(),
    readiness,
    clientDir,
    dev: isDev,
    pageCache,
    countView: recordView,
    metrics: metricsToken ? { token: metricsToken, ready: createMetrics() } : undefined,
  });
  const serveBeacon = beaconServer(recordView, trustProxy);
  return Object.assign(router, {
    serveHit: (req: IncomingMessage, res: ServerResponse) =>
      serveBeacon(req, res) || (pageCache?.serveHit(req, res) ?? false),
  });
}

/** Development: server.js mounts this behind Vite's middleware (which serves the static files). */
export const app = serverApp();

export { checkEnv, trustProxySetting };
export { log };
export { EnvError } from "~/config/env.server";
export { SERVER_OPTIONS, SHUTDOWN_GRACE_MS, SOCKET_IDLE_TIMEOUT_MS } from "./timeouts";
