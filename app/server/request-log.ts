/**
 * One log line per request (pino-http): method, path without the query string (it can carry
 * tokens), status, duration and the request id, which every other line written while serving
 * the request carries too. The id is the caller's X-Request-Id when it is a short safe token
 * (a proxy's), otherwise a new UUID; the response echoes it.
 */
import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { pinoHttp } from "pino-http";
import { currentLogger, withRequestId } from "~/utils/log.server";

const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** This request's id (the caller's when safe, else a new one), echoed as X-Request-Id. */
export function requestIdOf(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers["x-request-id"];
  const id = typeof given === "string" && SAFE_ID.test(given) ? given : crypto.randomUUID();
  res.setHeader("X-Request-Id", id);
  return id;
}

/** A request whose client closed the connection before the answer was all sent. */
export const CLIENT_LEFT = "the client closed the connection before the answer was sent";

/** The address without its query string: a query can carry tokens. */
const pathOf = (url: string) => url.split("?")[0];

const lineOf = (method: string, url: string, status: number) =>
  `${method} ${pathOf(url)} ${status}`;

/**
 * The line requestLogger writes, for answers sent before Express runs (cached pages): the same
 * fields and message, so every request has one line whichever path served it.
 */
export function logRequest(method: string, url: string, status: number, reqId: string, ms: number) {
  const logger = currentLogger();
  if (!logger.isLevelEnabled("info")) return;
  logger.info(
    { reqId, req: { method, path: pathOf(url) }, res: { status }, ms: Math.round(ms) },
    lineOf(method, url, status),
  );
}

export function requestLogger() {
  const logger = currentLogger();
  const http = pinoHttp({
    logger,
    genReqId: requestIdOf,
    customAttributeKeys: { reqId: "reqId", responseTime: "ms" },
    quietReqLogger: true,
    serializers: {
      req: (req: { method: string; url: string }) => ({
        method: req.method,
        path: pathOf(String(req.url)),
      }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
    customSuccessMessage: (req, res) =>
      res.writableEnded
        ? lineOf(String(req.method), String(req.url), res.statusCode)
        : `${req.method} ${pathOf(String(req.url))}: ${CLIENT_LEFT}`,
    customErrorMessage: (req, res) =>
      `${lineOf(String(req.method), String(req.url), res.statusCode)}-aborted`,
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if (process.env.VITEST) http.logger.level = currentLogger().level;
    http(req, res);
    withRequestId(String(req.id), next);
  };
}
