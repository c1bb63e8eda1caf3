/**
 * The HTTP pipeline, in order: one log line per request, the request guards, the page-view
 * beacon, security headers (with this request's CSP nonce), static files, /healthz and /readyz, the cross-site check for mutations, the 1 MB body limit,
 * then React Router. app.ts wires it to the real build and database; tests wire it to stubs.
 */
import crypto from "node:crypto";
import { writeReadableStreamToWritable } from "@react-router/node";
import express, {
  type NextFunction,
  type Request as ExpressRequest,
  type Response as ExpressResponse,
} from "express";
import expressStaticGzip from "express-static-gzip";
import type { RouterContextProvider } from "react-router";
import {
  IMAGE_UPLOAD_MAX_BYTES,
  IMPORT_UPLOAD_MAX_BYTES,
  MAX_BODY_BYTES,
  isImageUpload,
  isImportUpload,
} from "~/utils/body-limit.server";
import { LEAD_IMPORT_TEXTS } from "~/components/lead-import/texts";
import { log } from "~/utils/log.server";
import { requestContext } from "~/utils/request-context";
import { isCrossSiteRequest, isOneClickUnsubscribe } from "~/utils/origin.server";
import { securityHeaders } from "~/utils/security-headers.server";
import { bearerMatches } from "~/utils/bearer.server";
import type { Metrics } from "./metrics.server";
import type { PageCache } from "./page-cache";
import { requestGuards } from "./request-guards";
import { requestLogger } from "./request-log";
import { type CountView, visitBeacon } from "./visit-beacon";
import { VISIT_PATH } from "~/utils/visit-view";

export interface AppOptions {
  /** React Router's request handler (or a stub in tests). */
  handleRequest: (request: Request, context: RouterContextProvider) => Promise<Response>;
  /** Resolves when the database answers; /healthz and /readyz call it. */
  ping: () => Promise<void>;
  /** Start-up finished and no shutdown begun (/readyz); unset: always ready. */
  readiness?: () => "starting" | "ready" | "stopping";
  /** The build's client directory (build/client) to serve static files from; unset in development. */
  clientDir?: string;
  /** Development: no CSP (Vite injects inline scripts) and no HSTS. */
  dev?: boolean;
  /** Public pages served from memory (./page-cache.ts); unset: every page is rendered. */
  pageCache?: PageCache;
  /** Counts a public page view from the beacon (./visit-beacon.ts); unset: no beacon (404). */
  countView?: CountView;
  /** METRICS_TOKEN and the metrics (./metrics.server.ts); unset: no /metrics (404). */
  metrics?: { token: string; ready: Promise<Metrics> };
}

/** How long /healthz waits for the database before answering 503. */
export const HEALTH_TIMEOUT_MS = 3_000;

export function createApp({
  handleRequest,
  ping,
  readiness = () => "ready",
  clientDir,
  dev = false,
  pageCache,
  countView,
  metrics,
}: AppOptions) {
  const app = express.Router();

  app.use(requestLogger());
  if (metrics) {
    let loaded: Metrics | undefined;
    metrics.ready.then(
      (m) => (loaded = m),
      (error: unknown) => log.error("metrics: could not start", error),
    );
    app.use((req, res, next) => (loaded ? loaded.observe(req, res, next) : next()));
    app.get("/metrics", async (req, res) => {
      res.set("Cache-Control", "no-store");
      if (!bearerMatches(req.get("authorization"), metrics.token)) {
        res.status(401).set("WWW-Authenticate", "Bearer").json({ message: "Unauthorized" });
        return;
      }
      const { contentType, body } = await (await metrics.ready).render();
      res.status(200).type(contentType).send(body);
    });
  }
  app.use(requestGuards(sendError));
  if (countView) app.get(VISIT_PATH, visitBeacon(countView));

  if (clientDir) {
    // Fingerprinted scripts and styles never change. They get only the header that matters for a
    // subresource (nosniff): a page's CSP, framing and referrer rules do nothing on a script, and
    // repeating ~600 bytes of them on each of ~20 assets would cost a slow phone ~12 KB per page.
    // The build writes each one brotli- and gzip-compressed at the highest level (vite.config.ts):
    // smaller than compressing on the fly, and no compression work per request.
    app.use(
      "/assets",
      (_req, res, next) => {
        res.set("X-Content-Type-Options", "nosniff");
        next();
      },
      expressStaticGzip(`${clientDir}/assets`, {
        enableBrotli: true,
        orderPreference: ["br", "gzip"],
        // Also passed on to serve-static.
        index: false,
        serveStatic: {
          immutable: true,
          maxAge: "1y",
          etag: false,
          lastModified: false,
        },
      }),
    );
  }

  // A cached public page needs nothing below: no nonce, no file lookup, no session, no database.
  if (pageCache) app.use(pageCache.serve);

  app.use((_req, res, next) => {
    res.locals.nonce = crypto.randomBytes(16).toString("base64");
    res.set(securityHeaders({ nonce: res.locals.nonce, dev }));
    next();
  });

  // Before the static files: a probe needs no file lookup.
  const checkHealth = sharedHealthCheck(ping);
  app.get("/healthz", async (_req, res) => {
    const { status, body } = await checkHealth();
    res.status(status).set("Cache-Control", "no-store").json(body);
  });
  // For a load balancer: traffic only once migrations ran and the job runner is up, and none
  // from the first shutdown signal on (while in-flight requests finish).
  app.get("/readyz", async (_req, res) => {
    const state = readiness();
    const { status, body } =
      state === "ready"
        ? await checkHealth()
        : { status: 503, body: { status: state === "starting" ? "starting" : "stopping" } };
    res.status(status).set("Cache-Control", "no-store").json(body);
  });

  // Everything else in public/ (favicon, images, the Open Graph image) is revalidated hourly.
  if (clientDir) app.use(express.static(clientDir, { maxAge: "1h", index: false }));

  // Mutations: refuse cross-site requests before anything reads the body. One exception: the
  // one-click unsubscribe (RFC 8058) a mail client POSTs to the link in List-Unsubscribe, which
  // may come from anywhere; its route accepts a cross-site POST only with the one-click body.
  app.use((req, res, next) => {
    if (isSafeMethod(req.method)) return next();
    if (isOneClickUnsubscribe(req.method, req.originalUrl)) return next();
    if (isCrossSiteRequest(req.headers, siteOrigin(req))) {
      return sendError(req, res, 403, "Forbidden: cross-site request");
    }
    next();
  });

  // Buffer bodies up to the limit, with or without Content-Length (chunked uploads are counted
  // as they arrive). Over the limit body-parser answers 413 (handled below).
  // The lead import's upload and the image uploads alone may be larger; the raw parser below then
  // skips the parsed body.
  const importUpload = express.raw({
    type: () => true,
    limit: IMPORT_UPLOAD_MAX_BYTES,
    inflate: false,
  });
  app.use((req, res, next) =>
    isImportUpload(req.method, req.path) ? importUpload(req, res, next) : next(),
  );
  const imageUpload = express.raw({
    type: () => true,
    limit: IMAGE_UPLOAD_MAX_BYTES,
    inflate: false,
  });
  app.use((req, res, next) =>
    isImageUpload(req.method, req.path) ? imageUpload(req, res, next) : next(),
  );
  app.use(express.raw({ type: () => true, limit: MAX_BODY_BYTES, inflate: false }));

  app.all(/.*/, async (req, res, next) => {
    let request: globalThis.Request | undefined;
    try {
      request = toFetchRequest(req, res);
      const nonce = res.locals.nonce as string;
      const response = await handleRequest(
        request,
        requestContext({
          nonce,
          clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown",
          handleRequest,
        }),
      );
      const cacheControl = pageCache ? await pageCache.offer(req, res, response, nonce) : null;
      if (cacheControl === "sent") return;
      await sendFetchResponse(res, response, cacheControl);
    } catch (error) {
      // The client went away (a cancelled navigation, a closed tab) before the answer was all
      // written: nothing failed here, and the request's log line says so (request-log.ts).
      if (request?.signal.aborted) return;
      next(error);
    }
  });

  app.use((error: unknown, req: ExpressRequest, res: ExpressResponse, _next: NextFunction) => {
    const { status, expose } = error as { status?: number; expose?: boolean };
    if (res.headersSent) {
      log.error(`error after the response started on ${req.method} ${req.path}`, error);
      res.destroy();
      return;
    }
    if (status === 413 && isImportUpload(req.method, req.path)) return importTooLarge(req, res);
    if (status === 413) return sendError(req, res, 413, "Request body too large");
    // body-parser's client errors (aborted upload, compressed body, bad length): safe to tell.
    if (status && status >= 400 && status < 500 && expose)
      return sendError(req, res, status, (error as Error).message);
    log.error(`unhandled error on ${req.method} ${req.path}`, error);
    sendError(req, res, 500, "Internal server error");
  });

  return app;
}

/** GET /healthz: 200 {"status":"ok"} when the database answers in time, 503 otherwise. */
export async function healthCheck(
  ping: () => Promise<void>,
  timeoutMs = HEALTH_TIMEOUT_MS,
): Promise<{ status: 200 | 503; body: { status: "ok" | "unavailable" } }> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      ping(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return { status: 200, body: { status: "ok" } };
  } catch (error) {
    log.error("healthz: the database did not answer", error);
    return { status: 503, body: { status: "unavailable" } };
  } finally {
    clearTimeout(timer);
  }
}

/** How long a database that answered counts as up for /healthz without asking it again. */
export const HEALTH_FRESH_MS = 1_000;

type HealthResult = Awaited<ReturnType<typeof healthCheck>>;
const OK: HealthResult = { status: 200, body: { status: "ok" } };

/**
 * healthCheck for many callers: concurrent probes share one ping instead of queueing one each on
 * the database (PGlite answers one query at a time), and a success is reused for `freshMs`. A
 * failure is never reused: the next probe asks the database again.
 */
export function sharedHealthCheck(
  ping: () => Promise<void>,
  { freshMs = HEALTH_FRESH_MS, timeoutMs = HEALTH_TIMEOUT_MS } = {},
): () => Promise<HealthResult> {
  let inflight: Promise<HealthResult> | undefined;
  let okUntil = 0;
  return () => {
    if (performance.now() < okUntil) return Promise.resolve(OK);
    inflight ??= healthCheck(ping, timeoutMs).then((result) => {
      inflight = undefined;
      if (result.status === 200) okUntil = performance.now() + freshMs;
      return result;
    });
    return inflight;
  };
}

/**
 * This site's origin as the browser sees it. Behind a proxy (TRUST_PROXY set) Express takes the
 * scheme and host from X-Forwarded-Proto / X-Forwarded-Host; otherwise from the socket and Host.
 */
export function siteOrigin(req: ExpressRequest): string {
  return `${req.protocol}://${req.host ?? "localhost"}`;
}

/**
 * TRUST_PROXY → Express's "trust proxy" setting: unset/""/"false"/"0" → trust nobody;
 * "true" → trust every hop; a number → that many hops; anything else → addresses/subnets/names
 * ("loopback", "10.0.0.0/8, 172.16.0.0/12").
 */
export function trustProxySetting(value: string | undefined): boolean | number | string {
  const v = value?.trim() ?? "";
  if (v === "" || v === "false" || v === "0") return false;
  if (v === "true") return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v;
}

function isSafeMethod(method: string): boolean {
  return method === "GET" || method === "HEAD" || method === "OPTIONS";
}

function sendError(req: ExpressRequest, res: ExpressResponse, status: number, message: string) {
  // The client may still be sending a body we refused: don't keep the connection for reuse.
  if (status === 403 || status === 413) res.set("Connection", "close");
  if (req.path.startsWith("/api/") || !req.accepts("html")) {
    res.status(status).json({ message });
    return;
  }
  res
    .status(status)
    .type("html")
    .send(
      `<!doctype html><html lang="en-GB"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${status} ${message}</title></head>` +
        `<body><main id="main-content"><h1>${message}</h1><p><a href="/">Return to the home page</a></p></main></body></html>`,
    );
}

/**
 * A file past the import's limit never reaches the page's action, so it is answered here in the
 * import's words: the enhanced form (its `.data` address) shows the plain text as its error, a
 * browser without JavaScript gets a page with the way back to the upload, the API its JSON.
 */
function importTooLarge(req: ExpressRequest, res: ExpressResponse) {
  const message = LEAD_IMPORT_TEXTS.file["too-large"];
  res.set("Connection", "close");
  res.status(413);
  if (req.path.startsWith("/api/")) return void res.json({ message });
  if (req.path.endsWith(".data") || !req.accepts("html"))
    return void res.type("text/plain").send(message);
  res
    .type("html")
    .send(
      `<!doctype html><html lang="en-GB"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${message}</title></head>` +
        `<body><main id="main-content"><h1>${message}</h1>` +
        `<p><a href="/crm/imports/new">${LEAD_IMPORT_TEXTS.uploadTooLarge.back}</a></p></main></body></html>`,
    );
}

function toFetchRequest(req: ExpressRequest, res: ExpressResponse): globalThis.Request {
  const url = new URL(req.originalUrl, siteOrigin(req));
  // Abort loaders when the client goes away before the answer is sent.
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  const hasBody = !isSafeMethod(req.method) && Buffer.isBuffer(req.body) && req.body.length > 0;
  if (hasBody) {
    // The body is buffered now: describe it as it is, not as it arrived (possibly chunked).
    headers.delete("transfer-encoding");
    headers.set("content-length", String((req.body as Buffer).length));
  }
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? new Uint8Array(req.body as Buffer) : undefined,
    signal: controller.signal,
  });
}

async function sendFetchResponse(
  res: ExpressResponse,
  response: globalThis.Response,
  cacheControl: string | null = null,
) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) {
    if (key === "set-cookie") continue;
    res.setHeader(key, value);
  }
  if (cacheControl) res.setHeader("Cache-Control", cacheControl);
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("set-cookie", cookies);
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}
