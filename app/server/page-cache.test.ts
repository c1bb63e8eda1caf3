/**
 * The page cache in the real HTTP pipeline (createApp) on a socket, with a stub in place of React
 * Router that counts renders: what is shared, what never is, ETag/304, encodings, the CSP of a
 * cached page, and emptying on a new build.
 */
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import express from "express";
import type { RouterContextProvider } from "react-router";
import { nonceContext } from "~/utils/request-context";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createApp } from "./http";
import {
  CACHE_STATUS_HEADER,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  chooseEncoding,
  createPageCache,
  etagMatches,
  isSecretLink,
} from "./page-cache";

const STATUS = CACHE_STATUS_HEADER.toLowerCase();
const servers: http.Server[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
});
beforeEach(() => vi.stubEnv("LOG_LEVEL", "silent"));
afterEach(() => vi.unstubAllEnvs());

/** The page the stub renders: one inline script with the response's nonce, as React Router does. */
const page = (context: RouterContextProvider, path: string) =>
  `<!doctype html><html><head><script nonce="${context.get(nonceContext)}">window.__ctx={"path":"${path}"}</script>` +
  `<script type="module" src="/assets/entry.js" nonce="${context.get(nonceContext)}"></script></head>` +
  `<body><h1>${path}</h1>${"<p>Lorem ipsum dolor sit amet.</p>".repeat(50)}</body></html>`;

/**
 * Wired as server.js wires production: the socket's handler offers each request to the cache's
 * serveHit first and passes it to Express otherwise. `expressSeen` counts what reached Express.
 */
async function start({ maxEntries }: { maxEntries?: number } = {}) {
  const renders: string[] = [];
  const expressSeen: string[] = [];
  let build = "build-1";
  const cache = createPageCache({ buildId: () => build, maxEntries });
  const outer = express();
  outer.use((req, _res, next) => {
    expressSeen.push(`${req.method} ${req.originalUrl}`);
    next();
  });
  outer.use(
    createApp({
      ping: async () => {},
      pageCache: cache,
      handleRequest: async (request, context) => {
        const url = new URL(request.url);
        renders.push(`${request.method} ${url.pathname}${url.search}`);
        // A slow render, so that concurrent requests overlap.
        if (url.searchParams.has("slow")) await new Promise((r) => setTimeout(r, 100));
        const html = { "Content-Type": "text/html; charset=utf-8" };
        if (url.pathname.startsWith("/api/")) return Response.json({ email: "a@example.com" });
        if (request.method === "POST")
          return new Response(page(context, "thanks for your message"), { headers: html });
        if (url.pathname === "/sets-cookie")
          return new Response(page(context, url.pathname), {
            headers: { ...html, "Set-Cookie": "x=1; Path=/" },
          });
        if (url.pathname === "/missing")
          return new Response(page(context, "not found"), { status: 404, headers: html });
        return new Response(page(context, url.pathname + url.search), { headers: html });
      },
    }),
  );
  const server = http.createServer((req, res) => {
    if (!cache.serveHit(req, res)) outer(req, res);
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  servers.push(server);
  const port = (server.address() as AddressInfo).port;
  return { port, renders, expressSeen, cache, setBuild: (id: string) => (build = id) };
}

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(
  port: number,
  path: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, method, path, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on("error", reject);
    if (method === "POST") {
      req.setHeader("Content-Type", "application/x-www-form-urlencoded");
      req.setHeader("Origin", `http://127.0.0.1:${port}`);
      req.write("email=a%40example.com");
    }
    req.end();
  });
}

/** Headers that legitimately differ between two answers of the same cached page. */
const stable = ({
  date: _date,
  [STATUS]: _status,
  "x-request-id": _id,
  ...rest
}: http.IncomingHttpHeaders) => rest;

describe("public pages are shared", () => {
  it("the second request is a cache hit with the same bytes and headers, rendered once", async () => {
    const { port, renders } = await start();
    const first = await get(port, "/about");
    const second = await get(port, "/about");
    expect(first.status).toBe(200);
    expect(first.headers[STATUS]).toBe("MISS");
    expect(second.headers[STATUS]).toBe("HIT");
    expect(second.body.equals(first.body)).toBe(true);
    expect(stable(second.headers)).toEqual(stable(first.headers));
    expect(renders).toEqual(["GET /about"]);
  });

  it("answers with an ETag and the public Cache-Control, and 304 to a matching If-None-Match", async () => {
    const { port } = await start();
    const first = await get(port, "/");
    expect(first.headers["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);
    expect(first.headers["cache-control"]).toMatch(/s-maxage=\d+/);
    expect(first.headers["cache-control"]).toMatch(/stale-while-revalidate=\d+/);
    expect(first.headers.vary).toBe("Accept-Encoding");
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);

    const revalidated = await get(port, "/", { "if-none-match": etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers.etag).toBe(etag);

    const otherTag = await get(port, "/", { "if-none-match": 'W/"something-else"' });
    expect(otherTag.status).toBe(200);
    expect(otherTag.body.equals(first.body)).toBe(true);
  });

  it("sends the stored brotli or gzip copy the client asks for, each decoding to the same page", async () => {
    const { port } = await start();
    const plain = await get(port, "/team");
    const br = await get(port, "/team", { "accept-encoding": "gzip, deflate, br" });
    const gz = await get(port, "/team", { "accept-encoding": "gzip" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(zlib.gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
  });

  it("a burst of requests for a page not yet cached renders it once", async () => {
    const { port, renders } = await start();
    const replies = await Promise.all(Array.from({ length: 6 }, () => get(port, "/?slow")));
    expect(renders).toEqual(["GET /?slow"]);
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    for (const reply of replies) expect(reply.body.equals(replies[0].body)).toBe(true);
  });

  it("requests that waited for an answer that cannot be shared render their own", async () => {
    const { port, renders } = await start();
    const replies = await Promise.all(
      Array.from({ length: 3 }, () => get(port, "/sets-cookie?slow")),
    );
    expect(renders).toHaveLength(3);
    for (const reply of replies) expect(reply.headers["cache-control"]).toBe(PRIVATE_CACHE_CONTROL);
  });

  it("keys by path and query", async () => {
    const { port, renders } = await start();
    await get(port, "/blog?page=1");
    await get(port, "/blog?page=2");
    const again = await get(port, "/blog?page=2");
    expect(again.body.toString()).toContain("<h1>/blog?page=2</h1>");
    expect(renders).toEqual(["GET /blog?page=1", "GET /blog?page=2"]);
  });

  it("keeps at most maxEntries pages, dropping the least recently used", async () => {
    const { port, renders, cache } = await start({ maxEntries: 2 });
    await get(port, "/a");
    await get(port, "/b");
    await get(port, "/a"); // hit: /a is now the most recent
    await get(port, "/c"); // evicts /b
    expect(cache.stats().entries).toBe(2);
    expect((await get(port, "/a")).headers[STATUS]).toBe("HIT");
    expect((await get(port, "/b")).headers[STATUS]).toBe("MISS");
    expect(renders).toEqual(["GET /a", "GET /b", "GET /c", "GET /b"]);
  });

  it("a new build empties the cache", async () => {
    const { port, renders, setBuild, cache } = await start();
    await get(port, "/");
    expect((await get(port, "/")).headers[STATUS]).toBe("HIT");
    setBuild("build-2");
    const after = await get(port, "/");
    expect(after.headers[STATUS]).toBe("MISS");
    expect(renders).toEqual(["GET /", "GET /"]);
    expect(cache.stats().entries).toBe(1);
  });
});

describe("dropping pages whose content changed", () => {
  it("drops the pages at or below a prefix, and only those", async () => {
    const { port, renders, cache } = await start();
    const paths = [
      "/newsletter/archive",
      "/newsletter/archive/3?ref=x",
      "/newsletter/archived",
      "/about",
    ];
    for (const path of paths) await get(port, path);
    expect(cache.drop(["/newsletter/archive"])).toBe(2);
    const again = await Promise.all(paths.map((path) => get(port, path)));
    expect(again.map((reply) => reply.headers[STATUS])).toEqual(["MISS", "MISS", "HIT", "HIT"]);
    expect(renders.slice(4)).toEqual([
      "GET /newsletter/archive",
      "GET /newsletter/archive/3?ref=x",
    ]);
  });

  it("a page rendered while its content changed is sent once, never stored or shared", async () => {
    const { port, cache } = await start();
    const pending = get(port, "/newsletter/archive?slow");
    await new Promise((resolve) => setTimeout(resolve, 30));
    cache.drop(["/newsletter/archive"]);
    const during = await pending;
    expect(during.status).toBe(200);
    expect(during.headers["cache-control"]).toBe(PRIVATE_CACHE_CONTROL);
    expect(cache.stats().entries).toBe(0);
    expect((await get(port, "/newsletter/archive?slow")).headers[STATUS]).toBe("MISS");
    expect((await get(port, "/newsletter/archive?slow")).headers[STATUS]).toBe("HIT");
  });
});

describe("a hit is answered before Express", () => {
  it("a stored page is sent without reaching Express or the router, with its own request id", async () => {
    const { port, renders, expressSeen } = await start();
    const first = await get(port, "/about?x=1");
    const second = await get(port, "/about?x=1", { "accept-encoding": "gzip" });
    const third = await get(port, "/about?x=1", { "x-request-id": "proxy-id-12345" });
    expect(second.headers[STATUS]).toBe("HIT");
    expect(zlib.gunzipSync(second.body).equals(first.body)).toBe(true);
    expect(third.body.equals(first.body)).toBe(true);
    expect(stable(third.headers)).toEqual(stable(first.headers));
    expect(expressSeen).toEqual(["GET /about?x=1"]);
    expect(renders).toEqual(["GET /about?x=1"]);
    expect(first.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
    expect(third.headers["x-request-id"]).toBe("proxy-id-12345");
  });

  it("answers HEAD and a matching If-None-Match (304) from the cache too", async () => {
    const { port, expressSeen } = await start();
    const first = await get(port, "/");
    const head = await get(port, "/", {}, "HEAD");
    const notModified = await get(port, "/", { "if-none-match": first.headers.etag! });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(String(first.body.length));
    expect(notModified.status).toBe(304);
    expect(notModified.headers.etag).toBe(first.headers.etag);
    expect(expressSeen).toEqual(["GET /"]);
  });

  it("a request with a session or flash cookie, a POST or a bad Host goes through Express", async () => {
    const { port, renders, expressSeen } = await start();
    await get(port, "/contact");
    await get(port, "/contact", { cookie: "__session=abc.def" });
    await get(port, "/contact", { cookie: "__toast=xyz" });
    const post = await get(port, "/contact", {}, "POST");
    const badHost = await get(port, "/contact", { host: "bad host" });
    const badForwarded = await get(port, "/contact", { "x-forwarded-host": "a/b" });
    expect(post.headers["cache-control"]).toBe(PRIVATE_CACHE_CONTROL);
    expect(badHost.status).toBe(400);
    // Not trusted (no TRUST_PROXY): Express ignores the header, and the stored page is served.
    expect(badForwarded.headers[STATUS]).toBe("HIT");
    expect(expressSeen).toEqual([
      "GET /contact",
      "GET /contact",
      "GET /contact",
      "POST /contact",
      "GET /contact",
      "GET /contact",
    ]);
    expect(renders).toEqual(["GET /contact", "GET /contact", "GET /contact", "POST /contact"]);
  });

  it("writes the same request log line for a hit as for a rendered page", async () => {
    const { port } = await start();
    await get(port, "/about?token=secret");
    vi.stubEnv("LOG_LEVEL", "info");
    const lines: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => void lines.push(String(line)));
    await get(port, "/about?token=secret", { "x-request-id": "proxy-id-12345" });
    vi.restoreAllMocks();
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({
      level: "info",
      msg: "GET /about 200",
      reqId: "proxy-id-12345",
      req: { method: "GET", path: "/about" },
      res: { status: 200 },
    });
    expect(lines[0]).not.toContain("secret");
  });
});

describe("personal answers are never shared", () => {
  for (const cookie of [
    "__session=abc.def",
    "__Host-session=abc.def",
    "__toast=xyz",
    "theme=dark; __toast=xyz",
  ]) {
    it(`a request with the cookie "${cookie}" is rendered and private, no-store`, async () => {
      const { port, renders, cache } = await start();
      await get(port, "/contact"); // a shared copy exists
      const personal = await get(port, "/contact", { cookie });
      expect(personal.headers["cache-control"]).toBe(PRIVATE_CACHE_CONTROL);
      expect(personal.headers[STATUS]).toBeUndefined();
      expect(personal.headers.etag).toBeUndefined();
      await get(port, "/contact", { cookie });
      expect(renders).toEqual(["GET /contact", "GET /contact", "GET /contact"]);
      expect(cache.stats().entries).toBe(1);
    });
  }

  it("a page another site linked to is rendered for it alone (its forms name that site); this site's own links still hit", async () => {
    const { port, renders, cache } = await start();
    await get(port, "/contact"); // a shared copy exists
    const linked = await get(port, "/contact", { referer: "https://www.google.com/" });
    expect(linked.headers["cache-control"]).toBe(PRIVATE_CACHE_CONTROL);
    expect(linked.headers[STATUS]).toBeUndefined();
    const own = await get(port, "/contact", { referer: `http://127.0.0.1:${port}/about` });
    expect(own.headers[STATUS]).toBe("HIT");
    expect(renders).toEqual(["GET /contact", "GET /contact"]);
    expect(cache.stats().entries).toBe(1);
  });

  it("a cookie that says nothing about the visitor does not bypass the cache", async () => {
    const { port, renders } = await start();
    await get(port, "/");
    const reply = await get(port, "/", { cookie: "_ga=GA1.2.3" });
    expect(reply.headers[STATUS]).toBe("HIT");
    expect(renders).toEqual(["GET /"]);
  });

  for (const path of ["/crm", "/crm/leads/new", "/api/crm/leads", "/api/crm/statistics"]) {
    it(`${path} is private, no-store and never cached`, async () => {
      const { port, renders, cache } = await start();
      const first = await get(port, path);
      const second = await get(port, path);
      expect(first.headers["cache-control"]).toBe(PRIVATE_CACHE_CONTROL);
      expect(second.headers["cache-control"]).toBe(PRIVATE_CACHE_CONTROL);
      expect(second.headers[STATUS]).toBeUndefined();
      expect(renders).toEqual([`GET ${path}`, `GET ${path}`]);
      expect(cache.stats().entries).toBe(0);
    });
  }

  it("a form result (POST) is private, no-store, and never served to a later GET", async () => {
    const { port, renders, cache } = await start();
    const result = await get(port, "/contact", {}, "POST");
    expect(result.status).toBe(200);
    expect(result.body.toString()).toContain("thanks for your message");
    expect(result.headers["cache-control"]).toBe(PRIVATE_CACHE_CONTROL);
    expect(cache.stats().entries).toBe(0);
    const later = await get(port, "/contact");
    expect(later.body.toString()).not.toContain("thanks for your message");
    expect(renders).toEqual(["POST /contact", "GET /contact"]);
  });

  it("an answer that sets a cookie is private, no-store and not stored", async () => {
    const { port, renders, cache } = await start();
    const reply = await get(port, "/sets-cookie");
    expect(reply.headers["set-cookie"]).toEqual(["x=1; Path=/"]);
    expect(reply.headers["cache-control"]).toBe(PRIVATE_CACHE_CONTROL);
    await get(port, "/sets-cookie");
    expect(renders).toHaveLength(2);
    expect(cache.stats().entries).toBe(0);
  });

  it("a 404 page is rendered each time and not stored", async () => {
    const { port, renders, cache } = await start();
    expect((await get(port, "/missing")).status).toBe(404);
    expect((await get(port, "/missing")).headers["cache-control"]).toBe(PRIVATE_CACHE_CONTROL);
    expect(renders).toHaveLength(2);
    expect(cache.stats().entries).toBe(0);
  });

  it("a page behind a secret link is private, no-store, rendered on every visit, even when the route sets nothing", async () => {
    const { port, renders, cache } = await start();
    const paths = [
      "/newsletter/confirm?token=abc",
      "/newsletter/unsubscribe?token=abc",
      "/Newsletter/Confirm/?token=abc",
      "/newsletter/confirm",
      // A token on any other page: a secret link the list does not know yet.
      "/anything?token=abc",
      "/crm/join/abc",
    ];
    for (const path of paths)
      for (let visit = 0; visit < 2; visit++) {
        const reply = await get(port, path);
        expect(reply.headers["cache-control"], path).toBe(PRIVATE_CACHE_CONTROL);
        expect(reply.headers[STATUS], path).toBeUndefined();
        expect(reply.headers.etag, path).toBeUndefined();
      }
    expect(renders).toHaveLength(paths.length * 2);
    expect(cache.stats().entries).toBe(0);
    // Other query parameters still share the page.
    await get(port, "/newsletter?ref=mail");
    expect((await get(port, "/newsletter?ref=mail")).headers[STATUS]).toBe("HIT");
  });

  it("isSecretLink: the listed pages and any token in the query", () => {
    expect(isSecretLink("/newsletter/confirm", "")).toBe(true);
    expect(isSecretLink("/Preview/", "")).toBe(true);
    expect(isSecretLink("/newsletter/unsubscribe/", "token=x")).toBe(true);
    expect(isSecretLink("/blog", "token=x")).toBe(true);
    expect(isSecretLink("/blog", "tokens=x&a=token")).toBe(false);
    expect(isSecretLink("/newsletter", "")).toBe(false);
  });
});

describe("the CSP of a cached page", () => {
  it("allows exactly the page's own inline scripts by hash, with no nonce and no 'unsafe-inline'", async () => {
    const { port } = await start();
    const reply = await get(port, "/");
    const html = reply.body.toString();
    const csp = reply.headers["content-security-policy"] as string;
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src"))!;
    expect(scriptSrc).not.toMatch(/nonce-|unsafe-inline/);
    expect(html).not.toMatch(/nonce=/);

    const own = /<script>([\s\S]*?)<\/script>/.exec(html)![1];
    const hash = (text: string) => crypto.createHash("sha256").update(text).digest("base64");
    expect(scriptSrc.trim().split(/\s+/)).toEqual([
      "script-src",
      "'self'",
      `'sha256-${hash(own)}'`,
    ]);
    // Any other inline script (an injection) has another hash, which the policy does not list.
    expect(csp).not.toContain(hash("alert(document.cookie)"));
  });

  it("a page that is not cached keeps its per-request nonce", async () => {
    const { port } = await start();
    const reply = await get(port, "/contact", { cookie: "__toast=xyz" });
    const csp = reply.headers["content-security-policy"] as string;
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    expect(reply.body.toString()).toContain(`nonce="${nonce}"`);
  });
});

describe("helpers", () => {
  it("etagMatches compares weakly and understands lists and *", () => {
    expect(etagMatches('W/"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('W/"b", W/"a"', 'W/"a"')).toBe(true);
    expect(etagMatches("*", 'W/"a"')).toBe(true);
    expect(etagMatches('W/"b"', 'W/"a"')).toBe(false);
    expect(etagMatches(undefined, 'W/"a"')).toBe(false);
  });

  it("chooseEncoding prefers brotli, honours q=0 and falls back to none", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip, br;q=0")).toBe("gzip");
    expect(chooseEncoding("deflate")).toBeNull();
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding(undefined)).toBeNull();
  });
});
