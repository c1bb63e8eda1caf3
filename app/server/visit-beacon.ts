/**
 * GET /api/visit, the page-view beacon (docs/decisions/079-visit-counts.md). It comes with every
 * public page view and must cost next to nothing, so the listening socket's handler answers it
 * before Express (`serveBeacon`, as the page cache answers a stored page); the Express route
 * (`visitBeacon`) takes what that leaves: development, and a request whose Host the guards must
 * refuse. Always 204 with no-store, counted or not, so that no cache can answer for it; the count
 * is made after the answer. Not counted: bots (isbot, or no browser string), prefetches and
 * prerenders, and addresses that are not a public page of the site.
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import type { Request, Response } from "express";
import { isbot } from "isbot";
import proxyAddr from "proxy-addr";
import { log } from "~/utils/log.server";
import { VISIT_PATH, isPrefetch, viewOf } from "~/utils/visit-view";
import type { PageView } from "~/utils/visit-view";
import { isValidHost } from "./request-guards";
import { logRequest, requestIdOf } from "./request-log";

export type CountView = (
  view: PageView,
  visitor: { address: string; userAgent: string; siteHost: string },
) => Promise<void>;

/** Express's compiled TRUST_PROXY rule (`app.get("trust proxy fn")`): may hop i set X-Forwarded-*? */
export type TrustProxy = (address: string | undefined, hop: number) => boolean;

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return typeof value === "string" ? value : undefined;
};

/** Counts what one beacon names, if it is a browser's view of a public page. */
function countBeacon(
  count: CountView,
  headers: IncomingHttpHeaders,
  query: string,
  client: { address: string; siteHost: string },
) {
  const userAgent = header(headers, "user-agent") ?? "";
  if (!userAgent || isbot(userAgent) || isPrefetch((name) => header(headers, name))) return;
  const params = new URLSearchParams(query);
  const one = (key: string) => {
    const values = params.getAll(key);
    return values.length === 1 ? values[0] : null;
  };
  const view = viewOf({
    page: one("p"),
    referrer: one("r"),
    refererHeader: header(headers, "referer") ?? null,
    siteHost: client.siteHost,
    userAgent,
  });
  if (!view) return;
  count(view, { ...client, userAgent }).catch(
    // A view not counted is not the visitor's problem.
    (error: unknown) => log.error("visits: a view was not counted", error),
  );
}

const answer = (res: ServerResponse) => res.writeHead(204, { "Cache-Control": "no-store" }).end();

/** The Express route: req.ip and req.hostname already follow TRUST_PROXY. */
export function visitBeacon(count: CountView) {
  return (req: Request, res: Response) => {
    answer(res);
    const query = req.originalUrl.split("?")[1] ?? "";
    countBeacon(count, req.headers, query, {
      address: req.ip ?? req.socket.remoteAddress ?? "",
      siteHost: req.hostname,
    });
  };
}

/**
 * The site's host as Express's req.hostname gives it (X-Forwarded-Host from a trusted proxy, else
 * Host, without the port), or undefined when the request guards would refuse it.
 */
function hostnameOf(req: IncomingMessage, trust: TrustProxy): string | undefined {
  let host = header(req.headers, "x-forwarded-host");
  if (!host || !trust(req.socket.remoteAddress, 0)) host = header(req.headers, "host");
  else host = host.split(",")[0].trimEnd();
  if (!host || !isValidHost(host)) return undefined;
  const portAt = host.indexOf(":", host.startsWith("[") ? host.indexOf("]") + 1 : 0);
  return portAt === -1 ? host : host.slice(0, portAt);
}

const isBeacon = (url: string) =>
  url.startsWith(VISIT_PATH) &&
  (url.length === VISIT_PATH.length || url[VISIT_PATH.length] === "?");

/**
 * For the listening socket's own handler, before Express: answers a GET or HEAD of the beacon and
 * returns true, or returns false and touches nothing (Express then answers, or refuses, it). Its
 * log line is written here, as the page cache writes a hit's.
 */
export function beaconServer(count: CountView, trust: TrustProxy) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url ?? "";
    if (!isBeacon(url) || (req.method !== "GET" && req.method !== "HEAD")) return false;
    const siteHost = hostnameOf(req, trust);
    if (siteHost === undefined) return false;
    const started = performance.now();
    const reqId = requestIdOf(req, res);
    answer(res);
    logRequest(req.method, VISIT_PATH, 204, reqId, performance.now() - started);
    countBeacon(count, req.headers, url.slice(VISIT_PATH.length + 1), {
      address: proxyAddr(req, trust) ?? "",
      siteHost,
    });
    return true;
  };
}
