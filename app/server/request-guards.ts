/**
 * Requests refused before any route sees them, each with a 4xx instead of a framework error:
 * a method the site does not use (TRACE, PROPFIND, …) → 405 with Allow; a Host (or trusted
 * X-Forwarded-Host) that is not a valid host[:port] → 400. Everything React Router would build
 * a Request from is checked here, so `new Request`/`new URL` cannot throw later.
 */
import type { NextFunction, Request, Response } from "express";

export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

export const GUARD_TEXTS = {
  methodNotAllowed: "Method not allowed",
  badHost: "Bad request: invalid Host header",
  badUrl: "Bad request: invalid URL",
} as const;

// A DNS name or IPv4 address, or a bracketed IPv6 address, with an optional port.
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/;

/** True for "example.com", "localhost:3000", "127.0.0.1", "[::1]:8080"; false for anything else. */
export function isValidHost(value: string | undefined): boolean {
  if (!value || value.length > 260) return false;
  const match = HOST.exec(value);
  if (!match) return false;
  if (match[1] !== undefined && Number(match[1]) > 65535) return false;
  try {
    new URL(`http://${value}/`);
    return true;
  } catch {
    return false;
  }
}

type Refuse = (req: Request, res: Response, status: number, message: string) => void;

/** The guards as one Express middleware; `refuse` renders the answer (JSON or a small page). */
export function requestGuards(refuse: Refuse) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!ALLOWED_METHODS.includes(req.method)) {
      res.set("Allow", ALLOWED_METHODS.join(", "));
      return refuse(req, res, 405, GUARD_TEXTS.methodNotAllowed);
    }
    // req.host is X-Forwarded-Host when TRUST_PROXY trusts the proxy, else the Host header.
    if (!isValidHost(req.host)) return refuse(req, res, 400, GUARD_TEXTS.badHost);
    try {
      new URL(req.originalUrl, `http://${req.host}`);
    } catch {
      return refuse(req, res, 400, GUARD_TEXTS.badUrl);
    }
    next();
  };
}
