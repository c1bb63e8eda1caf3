/**
 * Public HTML served like a static file (docs/decisions/009-cacheable-html-and-csp.md).
 *
 * A GET for a public page from a visitor with no session and no flash cookie is answered from
 * memory once it has been rendered: the HTML is compressed once (gzip and brotli), carries an
 * ETag (If-None-Match → 304) and a Cache-Control that lets a CDN keep it while browsers
 * revalidate. Everything else is `private, no-store`: staff pages, `/api/crm/*`, the pages behind
 * secret links (a token in the URL), any answer that sets a cookie, any request carrying the
 * session or flash cookie, and every non-GET (form results).
 *
 * The cache is per process, bounded (entries and bytes, least recently used out first), keyed by
 * path and query, and emptied when the build changes.
 */
import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { SESSION_COOKIE_NAMES } from "~/utils/session-cookie.server";
import { TOAST_COOKIE_NAME } from "~/utils/toast.server";
import { inlineScriptHashes, stripNonce, withScriptHashes } from "./csp";
import { isValidHost } from "./request-guards";
import { logRequest, requestIdOf } from "./request-log";

/** A cached public page: browsers revalidate every time (cheap: 304), a CDN keeps it 5 minutes
 * and may serve it stale for a day while it fetches a fresh copy in the background. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";
/** Anything personal, staff-only or the result of a form post. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/** Cookies whose presence makes the HTML personal: the staff session and the one-time toast. */
export const PERSONAL_COOKIES: readonly string[] = [
  ...Object.values(SESSION_COOKIE_NAMES),
  TOAST_COOKIE_NAME,
];

/** Shows whether an answer came from the cache (HIT) or was rendered and stored (MISS). */
export const CACHE_STATUS_HEADER = "X-Page-Cache";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Headers that belong to one response on the wire, never to the stored page. */
const PER_RESPONSE = new Set([
  "date",
  "connection",
  "keep-alive",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "set-cookie",
  "etag",
  "cache-control",
  "vary",
  "x-request-id",
  CACHE_STATUS_HEADER.toLowerCase(),
]);

interface CachedPage {
  /** Raw header pairs for writeHead, without encoding and length. */
  headers: string[];
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  bytes: number;
}

export interface PageCacheOptions {
  /** Identifies the running build; the cache empties when it changes. */
  buildId: () => string;
  /** Rewrites a page before it is stored (./first-paint.ts). */
  transform?: (html: string) => string;
  maxEntries?: number;
  maxBytes?: number;
}

export interface PageCacheStats {
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
}

/** Paths that are never public pages, whatever the request looks like. */
function isPrivatePath(path: string): boolean {
  return (
    path === "/crm" ||
    path.startsWith("/crm/") ||
    path === "/api/crm" ||
    path.startsWith("/api/crm/")
  );
}

/** The pages behind a mailed secret link (a token in the query), whatever their query says. */
export const SECRET_LINK_PATHS: readonly string[] = [
  "/newsletter/confirm",
  "/newsletter/unsubscribe",
  "/preview",
];

/**
 * A page behind a secret link shows one person's state (a masked address, whether it is
 * subscribed) and changes when the link is used: never stored here nor by a CDN. Any URL with a
 * `token` parameter counts, so a new such page is private before anyone remembers to list it.
 */
export function isSecretLink(path: string, query: string): boolean {
  // Routes match without regard to case or a trailing slash.
  const route = path.toLowerCase().replace(/(.)\/+$/, "$1");
  return SECRET_LINK_PATHS.includes(route) || new URLSearchParams(query).has("token");
}

/** `/a/b?c` → ["/a/b", "c"]. */
function splitUrl(url: string): [path: string, query: string] {
  const at = url.indexOf("?");
  return at === -1 ? [url, ""] : [url.slice(0, at), url.slice(at + 1)];
}

function hasPersonalCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader
    .split(";")
    .some((pair) => PERSONAL_COOKIES.includes(pair.split("=")[0].trim()));
}

/**
 * Whether another site linked to this page: its forms then carry that site's host (where an
 * enquiry came from), so the page is rendered for this request alone.
 */
export function hasExternalReferrer(req: IncomingMessage): boolean {
  const referer = req.headers.referer;
  if (!referer) return false;
  const host = req.headers["x-forwarded-host"] ?? req.headers.host;
  try {
    return new URL(referer).host !== host;
  } catch {
    return false;
  }
}

/** Could this request's answer be shared with every other visitor? (Not yet: is the answer?) */
export function isShareableRequest(req: ExpressRequest): boolean {
  return isShareable(req);
}

function isShareable(req: IncomingMessage & { originalUrl?: string }) {
  const { method } = req;
  if (method !== "GET" && method !== "HEAD") return false;
  const [path, query] = splitUrl(req.originalUrl ?? req.url ?? "");
  if (isPrivatePath(path) || path.startsWith("/api/") || isSecretLink(path, query)) return false;
  return !hasPersonalCookie(req.headers.cookie) && !hasExternalReferrer(req);
}

/** Host and X-Forwarded-Host (when sent) are both well formed: the request guards would pass it. */
function hasValidHosts(req: IncomingMessage): boolean {
  const forwarded = req.headers["x-forwarded-host"];
  return (
    isValidHost(req.headers.host) &&
    (forwarded === undefined || (typeof forwarded === "string" && isValidHost(forwarded)))
  );
}

/** Must this request's answer never be stored anywhere, whatever the route says? */
export function isPrivateRequest(req: ExpressRequest): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return true;
  const [path, query] = splitUrl(req.originalUrl);
  return (
    isPrivatePath(path) ||
    isSecretLink(path, query) ||
    hasPersonalCookie(req.headers.cookie) ||
    hasExternalReferrer(req)
  );
}

/** `W/"…"` matches in If-None-Match (weak comparison, RFC 9110 13.1.2), or `*`. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim())
    .some((tag) => tag === "*" || tag.replace(/^W\//, "") === bare);
}

/** The best stored encoding the client accepts: br, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (ok("br")) return "br";
  if (ok("gzip")) return "gzip";
  return null;
}

export function createPageCache({
  buildId,
  transform = (html) => html,
  maxEntries = 500,
  maxBytes = 32 * 1024 * 1024,
}: PageCacheOptions) {
  const pages = new Map<string, CachedPage>();
  let build = buildId();
  let bytes = 0;
  const stats = { hits: 0, misses: 0 };
  const inflight = new Map<string, Promise<CachedPage | null>>();
  /** Counts drops: a page whose render began before one may hold what was dropped. */
  let generation = 0;

  const keyOf = (req: ExpressRequest) => req.originalUrl;

  function clear() {
    pages.clear();
    bytes = 0;
  }

  function checkBuild() {
    const current = buildId();
    if (current !== build) {
      build = current;
      clear();
    }
  }

  function evict() {
    for (const [key, page] of pages) {
      if (pages.size <= maxEntries && bytes <= maxBytes) break;
      pages.delete(key);
      bytes -= page.bytes;
    }
  }

  function send(req: IncomingMessage, res: ServerResponse, page: CachedPage, status: string) {
    const common = [
      "ETag",
      page.etag,
      "Cache-Control",
      PUBLIC_CACHE_CONTROL,
      "Vary",
      "Accept-Encoding",
      CACHE_STATUS_HEADER,
      status,
    ];
    if (etagMatches(req.headers["if-none-match"], page.etag)) {
      res.writeHead(304, common);
      res.end();
      return;
    }
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    const body = encoding ? page[encoding] : page.identity;
    res.writeHead(200, [
      ...page.headers,
      ...common,
      ...(encoding ? ["Content-Encoding", encoding] : []),
      "Content-Length",
      String(body.length),
    ]);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  return {
    /**
     * For the listening socket's own handler, before Express: answers a request whose page is
     * already stored and returns true, or returns false and touches nothing (the request then
     * takes the whole pipeline, which renders, waits for a render in progress, or refuses it).
     * A hit still gets its request id and its one log line, written here directly.
     */
    serveHit(req: IncomingMessage, res: ServerResponse): boolean {
      const url = req.url ?? "";
      if (!url.startsWith("/")) return false;
      const [path] = splitUrl(url);
      if (!isShareable(req) || !hasValidHosts(req)) return false;
      checkBuild();
      const page = pages.get(url);
      if (!page) return false;
      const started = performance.now();
      pages.delete(url);
      pages.set(url, page);
      stats.hits++;
      const reqId = requestIdOf(req, res);
      send(req, res, page, "HIT");
      logRequest(req.method!, path, res.statusCode, reqId, performance.now() - started);
      return true;
    },

    /** Middleware: answers a shareable request from memory, before any other work. */
    serve(req: ExpressRequest, res: ExpressResponse, next: () => void) {
      if (!isShareableRequest(req)) return next();
      res.locals.pageCacheGeneration = generation;
      checkBuild();
      const key = keyOf(req);
      const page = pages.get(key);
      if (!page) {
        // Another request is rendering this page: wait for it instead of rendering it again
        // (a burst on a cold page costs one render and one compression, not one per request).
        const pending = inflight.get(key);
        if (pending) {
          void pending.then((ready) => {
            if (!ready) return next();
            stats.hits++;
            send(req, res, ready, "HIT");
          });
          return;
        }
        let settle: (page: CachedPage | null) => void = () => {};
        inflight.set(
          key,
          new Promise((resolve) => {
            settle = resolve;
          }),
        );
        const finish = (ready: CachedPage | null) => {
          if (inflight.get(key) && res.locals.pageCacheSettle) {
            res.locals.pageCacheSettle = undefined;
            inflight.delete(key);
            settle(ready);
          }
        };
        res.locals.pageCacheSettle = finish;
        // Whatever happens to this request (not storable, an error, a client gone), release the others.
        res.on("close", () => finish(null));
        return next();
      }
      // Least recently used goes first: move this one to the end.
      pages.delete(key);
      pages.set(key, page);
      stats.hits++;
      send(req, res, page, "HIT");
    },

    /**
     * After rendering: stores and sends a shareable page (200 HTML, no cookie set) and returns
     * "sent"; otherwise returns the Cache-Control the caller must send with the response (null:
     * keep the route's own). `nonce` is the one the page was rendered with; the stored copy lists
     * script hashes instead.
     */
    async offer(
      req: ExpressRequest,
      res: ExpressResponse,
      response: Response,
      nonce: string,
    ): Promise<"sent" | string | null> {
      const shareable =
        req.method === "GET" &&
        isShareableRequest(req) &&
        response.status === 200 &&
        (response.headers.get("content-type") ?? "").startsWith("text/html") &&
        !response.headers.has("set-cookie") &&
        !/no-store|private/.test(response.headers.get("cache-control") ?? "");
      const began = res.locals.pageCacheGeneration as number | undefined;
      if (shareable && began !== undefined && began !== generation) {
        // Rendered while its content changed: sent once as it is, never stored or shared.
        (res.locals.pageCacheSettle as ((page: CachedPage | null) => void) | undefined)?.(null);
        return PRIVATE_CACHE_CONTROL;
      }
      if (!shareable) {
        (res.locals.pageCacheSettle as ((page: CachedPage | null) => void) | undefined)?.(null);
        const forcePrivate =
          isPrivateRequest(req) ||
          response.headers.has("set-cookie") ||
          !response.headers.has("cache-control");
        return forcePrivate ? PRIVATE_CACHE_CONTROL : null;
      }
      const html = transform(stripNonce(await response.text(), nonce));
      const headers = new Map<string, string>();
      for (const [name, value] of Object.entries(res.getHeaders()))
        if (value !== undefined) headers.set(name.toLowerCase(), String(value));
      for (const [name, value] of response.headers) headers.set(name.toLowerCase(), value);
      const csp = headers.get("content-security-policy");
      if (csp)
        headers.set("content-security-policy", withScriptHashes(csp, inlineScriptHashes(html)));
      const identity = Buffer.from(html, "utf8");
      const [gz, br] = await Promise.all([
        gzip(identity, { level: 9 }),
        brotli(identity, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
            // A 256 KB window covers any page and keeps the encoder's memory small.
            [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
          },
        }),
      ]);
      const page: CachedPage = {
        headers: [...headers].filter(([name]) => !PER_RESPONSE.has(name)).flat(),
        etag: `W/"${crypto.createHash("sha256").update(identity).digest("base64url").slice(0, 32)}"`,
        identity,
        gzip: gz,
        br,
        bytes: identity.length + gz.length + br.length,
      };
      checkBuild();
      const key = keyOf(req);
      const previous = pages.get(key);
      if (previous) bytes -= previous.bytes;
      pages.delete(key);
      pages.set(key, page);
      bytes += page.bytes;
      evict();
      stats.misses++;
      (res.locals.pageCacheSettle as ((page: CachedPage | null) => void) | undefined)?.(page);
      // The first visitor gets exactly what later ones will: same bytes, same headers.
      for (const name of res.getHeaderNames()) if (name !== "x-request-id") res.removeHeader(name);
      send(req, res, page, "MISS");
      return "sent";
    },

    clear,

    /**
     * Drops every stored page at or below one of `prefixes` ("/newsletter/archive" takes the
     * archive and each issue's page, not "/newsletter/archived"): their content changed.
     */
    drop(prefixes: readonly string[]): number {
      let dropped = 0;
      generation++;
      for (const [key, page] of pages) {
        const [path] = splitUrl(key);
        if (!prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) continue;
        pages.delete(key);
        bytes -= page.bytes;
        dropped++;
      }
      return dropped;
    },

    stats(): PageCacheStats {
      return { ...stats, entries: pages.size, bytes };
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
