/**
 * The HTTP layer, bundled with the routes (vite.config.ts makes this the server build's entry):
 * request logs, security headers, body limit, cross-site check, /healthz, then React Router.
 * server.js adds static files and the listening socket.
 */
import crypto from "node:crypto";
import { writeReadableStreamToWritable } from "@react-router/node";
import express, { type NextFunction, type Request as ExpressRequest, type Response as ExpressResponse } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { closeDb, getDbHandle } from "@db/client.server";
import { isCrossSiteRequest } from "~/utils/origin.server";
import { securityHeaders } from "~/utils/security-headers.server";
import { log } from "~/utils/log.server";
import { MAX_BODY_BYTES } from "~/utils/body-limit.server";

declare module "react-router" {
  interface AppLoadContext {
    /** Per-request CSP nonce for inline scripts. */
    nonce: string;
    /** The client's address (honours TRUST_PROXY), for rate limits. */
    clientAddress: string;
  }
}

const isDev = process.env.NODE_ENV !== "production";

export async function startup(): Promise<void> {
  await getDbHandle().migrate();
}

export async function shutdown(): Promise<void> {
  await closeDb();
}

export function createApp(loadBuild: () => Promise<ServerBuild>) {
  const app = express.Router();
  const handleRequest = createRequestHandler(loadBuild, isDev ? "development" : "production");

  app.use(requestLog);
  app.use((req, res, next) => {
    res.locals.nonce = crypto.randomBytes(16).toString("base64");
    for (const [name, value] of Object.entries(securityHeaders({ nonce: res.locals.nonce, dev: isDev }))) {
      res.setHeader(name, value);
    }
    next();
  });

  app.get("/healthz", async (_req, res) => {
    try {
      await getDbHandle().ping();
      res.status(200).json({ status: "ok" });
    } catch (error) {
      log.error("healthz: database did not answer", error);
      res.status(503).json({ status: "unavailable" });
    }
  });

  // Mutations: refuse cross-site requests before anything reads the body.
  app.use((req, res, next) => {
    if (isSafeMethod(req.method)) return next();
    if (isCrossSiteRequest(req.headers, `${req.protocol}://${req.get("host")}`)) {
      return sendError(req, res, 403, "Forbidden: cross-site request");
    }
    next();
  });

  // Buffer bodies up to the limit (also for chunked uploads without Content-Length).
  app.use(express.raw({ type: () => true, limit: MAX_BODY_BYTES }));

  app.all(/.*/, async (req, res, next) => {
    try {
      const request = toFetchRequest(req);
      const response = await handleRequest(request, {
        nonce: res.locals.nonce as string,
        clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown",
      });
      await sendFetchResponse(res, response);
    } catch (error) {
      next(error);
    }
  });

  app.use((error: unknown, req: ExpressRequest, res: ExpressResponse, _next: NextFunction) => {
    const status = (error as { status?: number; type?: string }).status;
    if (status === 413) return sendError(req, res, 413, "Request body too large");
    if (status === 400) return sendError(req, res, 400, "Bad request");
    log.error(`unhandled error on ${req.method} ${req.path}`, error);
    if (!res.headersSent) sendError(req, res, 500, "Internal server error");
  });

  return app;
}

function isSafeMethod(method: string): boolean {
  return method === "GET" || method === "HEAD" || method === "OPTIONS";
}

function sendError(req: ExpressRequest, res: ExpressResponse, status: number, message: string) {
  if (req.path.startsWith("/api/") || !req.accepts("html")) {
    res.status(status).json({ message });
  } else {
    res
      .status(status)
      .type("html")
      .send(
        `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${status} ${message}</title></head>` +
          `<body><main><h1>${message}</h1><p><a href="/">Return to the home page</a></p></main></body></html>`,
      );
  }
}

function requestLog(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
  const start = process.hrtime.bigint();
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    // The path only: query strings can carry tokens (unsubscribe links, searches).
    log.info(`${req.method} ${req.path} ${res.statusCode} ${ms.toFixed(1)}ms`);
  });
  next();
}

function toFetchRequest(req: ExpressRequest): globalThis.Request {
  const origin = `${req.protocol}://${req.get("host") ?? "localhost"}`;
  const url = new URL(req.originalUrl, origin);
  const controller = new AbortController();
  req.socket.on("close", () => controller.abort());
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  const hasBody = !isSafeMethod(req.method) && Buffer.isBuffer(req.body) && req.body.length > 0;
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? new Uint8Array(req.body as Buffer) : undefined,
    signal: controller.signal,
  });
}

async function sendFetchResponse(res: ExpressResponse, response: globalThis.Response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) {
    if (key === "set-cookie") continue;
    res.setHeader(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("set-cookie", cookies);
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

// The production server imports this module; in development server.js loads it through Vite.
export const app = createApp(
  // Virtual module provided by React Router at build time (typed by its vite plugin).
  () => import("virtual:react-router/server-build"),
);
