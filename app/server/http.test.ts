/**
 * The HTTP pipeline against a real socket, with a stub in place of React Router: cross-site
 * check, body limit, security headers, /healthz, request logs, proxy handling.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import express from "express";
import type { RouterContextProvider } from "react-router";
import { clientAddressContext, nonceContext } from "~/utils/request-context";
import { afterAll, afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { IMPORT_UPLOAD_MAX_BYTES, MAX_BODY_BYTES } from "~/utils/body-limit.server";
import {
  type AppOptions,
  createApp,
  healthCheck,
  sharedHealthCheck,
  trustProxySetting,
} from "./http";
import { markReady, markStopping, readiness } from "./readiness";
import { CLIENT_LEFT } from "./request-log";

interface Seen {
  method: string;
  url: string;
  bodyBytes: number;
  contentLength: string | null;
  context: RouterContextProvider;
}

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  body: Buffer;
}

const servers: http.Server[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
});

/** A server running the pipeline; `seen` records what reached the (stub) router. */
async function start(options: Partial<AppOptions> & { trustProxy?: string } = {}) {
  const seen: Seen[] = [];
  const outer = express();
  outer.set("trust proxy", trustProxySetting(options.trustProxy));
  outer.use(
    createApp({
      ping: async () => {},
      handleRequest: async (request, context) => {
        const body = request.body ? new Uint8Array(await request.arrayBuffer()) : new Uint8Array();
        seen.push({
          method: request.method,
          url: request.url,
          bodyBytes: body.length,
          contentLength: request.headers.get("content-length"),
          context,
        });
        const url = new URL(request.url);
        if (url.pathname === "/missing")
          return new Response("<h1>Page not found</h1>", {
            status: 404,
            headers: { "Content-Type": "text/html" },
          });
        if (url.pathname.startsWith("/api/")) return Response.json({ ok: true });
        return new Response(
          `<!doctype html><script nonce="${context.get(nonceContext)}">1</script>`,
          {
            headers: { "Content-Type": "text/html; charset=utf-8" },
          },
        );
      },
      ...options,
    }),
  );
  const server = outer.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  servers.push(server);
  const port = (server.address() as AddressInfo).port;
  return { seen, port, origin: `http://127.0.0.1:${port}` };
}

/** A raw request: full control over Origin, Host and chunked bodies. */
function send(
  port: number,
  {
    method = "GET",
    path: urlPath = "/",
    headers = {},
    body,
    chunked = false,
  }: {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: Buffer;
    chunked?: boolean;
  },
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, method, path: urlPath, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: body.toString("utf8"),
            body,
          });
        });
      },
    );
    req.on("error", reject);
    if (body && chunked) {
      // No Content-Length: Node sends Transfer-Encoding: chunked.
      for (let i = 0; i < body.length; i += 64 * 1024) req.write(body.subarray(i, i + 64 * 1024));
    } else if (body) {
      req.setHeader("Content-Length", String(body.length));
      req.write(body);
    }
    req.end();
  });
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

beforeEach(() => {
  vi.stubEnv("LOG_LEVEL", "silent");
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("cross-site check on mutations", () => {
  it("refuses a POST to an /api route with a foreign Origin: 403 JSON, the route never runs", async () => {
    const { port, seen } = await start();
    const reply = await send(port, {
      method: "POST",
      path: "/api/newsletter",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      body: json({ email: "victim@example.com" }),
    });
    expect(reply.status).toBe(403);
    expect(reply.headers["content-type"]).toMatch(/application\/json/);
    expect(JSON.parse(reply.text)).toEqual({ message: "Forbidden: cross-site request" });
    expect(seen).toHaveLength(0);
  });

  it("refuses a form POST with Sec-Fetch-Site: cross-site: 403 HTML page for browsers", async () => {
    const { port, seen } = await start();
    const reply = await send(port, {
      method: "POST",
      path: "/contact",
      headers: {
        "sec-fetch-site": "cross-site",
        accept: "text/html",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: Buffer.from("name=x"),
    });
    expect(reply.status).toBe(403);
    expect(reply.headers["content-type"]).toMatch(/text\/html/);
    expect(reply.text).toContain("<h1>Forbidden: cross-site request</h1>");
    expect(seen).toHaveLength(0);
  });

  it("lets a one-click unsubscribe (RFC 8058) through from anywhere, and nothing else on that path", async () => {
    const { port, seen } = await start();
    const oneClick = await send(port, {
      method: "POST",
      path: "/newsletter/unsubscribe?token=abc",
      headers: {
        origin: "https://mail.example",
        "sec-fetch-site": "cross-site",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: Buffer.from("List-Unsubscribe=One-Click"),
    });
    expect(oneClick.status).toBe(200);
    expect(seen).toHaveLength(1);
    for (const path of ["/newsletter/unsubscribe", "/newsletter/unsubscribe/x?token=abc"]) {
      const other = await send(port, {
        method: "POST",
        path,
        headers: { origin: "https://evil.example" },
        body: Buffer.from("List-Unsubscribe=One-Click"),
      });
      expect(other.status, path).toBe(403);
    }
    expect(seen).toHaveLength(1);
  });

  it("refuses PUT and DELETE as well", async () => {
    const { port, seen } = await start();
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const reply = await send(port, {
        method,
        path: "/api/crm/leads/1",
        headers: { origin: "https://evil.example" },
      });
      expect(reply.status, method).toBe(403);
    }
    expect(seen).toHaveLength(0);
  });

  it("lets same-origin posts and posts with neither header through", async () => {
    const { port, origin, seen } = await start();
    const same = await send(port, {
      method: "POST",
      path: "/api/newsletter",
      headers: { origin, "sec-fetch-site": "same-origin" },
      body: json({}),
    });
    const bare = await send(port, { method: "POST", path: "/api/newsletter", body: json({}) });
    expect([same.status, bare.status]).toEqual([200, 200]);
    expect(seen).toHaveLength(2);
  });

  it("does not apply to GET (links from other sites must work)", async () => {
    const { port } = await start();
    const reply = await send(port, {
      path: "/",
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(reply.status).toBe(200);
  });

  it("behind a trusted proxy, takes the site origin from X-Forwarded-Proto/-Host", async () => {
    const forwarded = {
      host: "app-internal:3000",
      "x-forwarded-proto": "https",
      "x-forwarded-host": "www.durhamdata.example",
      "x-forwarded-for": "203.0.113.9",
      origin: "https://www.durhamdata.example",
    };
    const trusted = await start({ trustProxy: "1" });
    const ok = await send(trusted.port, {
      method: "POST",
      path: "/api/newsletter",
      headers: forwarded,
      body: json({}),
    });
    expect(ok.status).toBe(200);
    expect(trusted.seen[0].url).toBe("https://www.durhamdata.example/api/newsletter");
    expect(trusted.seen[0].context.get(clientAddressContext)).toBe("203.0.113.9");

    // Without TRUST_PROXY the forwarded headers are ignored: the origin does not match.
    const direct = await start();
    const refused = await send(direct.port, {
      method: "POST",
      path: "/api/newsletter",
      headers: forwarded,
      body: json({}),
    });
    expect(refused.status).toBe(403);
  });

  it("accepts origins listed in ALLOWED_ORIGINS", async () => {
    vi.stubEnv("ALLOWED_ORIGINS", "https://partner.example");
    const { port } = await start();
    const reply = await send(port, {
      method: "POST",
      path: "/api/newsletter",
      headers: { origin: "https://partner.example" },
      body: json({}),
    });
    expect(reply.status).toBe(200);
  });
});

describe("body limit", () => {
  const twoMb = Buffer.alloc(2 * 1024 * 1024, "a");

  it("answers 413 JSON to a 2 MB /api POST with Content-Length; the route never runs", async () => {
    const { port, seen } = await start();
    const reply = await send(port, {
      method: "POST",
      path: "/api/contacts",
      headers: { "content-type": "application/json" },
      body: twoMb,
    });
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.text)).toEqual({ message: "Request body too large" });
    expect(seen).toHaveLength(0);
  });

  it("answers 413 to a 2 MB chunked POST (no Content-Length)", async () => {
    const { port, seen } = await start();
    const reply = await send(port, {
      method: "POST",
      path: "/api/contacts",
      body: twoMb,
      chunked: true,
    });
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.text)).toEqual({ message: "Request body too large" });
    expect(seen).toHaveLength(0);
  });

  it("answers an HTML page to a browser's oversized form post, JSON to other clients", async () => {
    const { port } = await start();
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const browser = await send(port, {
      method: "POST",
      path: "/contact",
      headers: { ...form, accept: "text/html,*/*;q=0.8" },
      body: twoMb,
      chunked: true,
    });
    expect(browser.status).toBe(413);
    expect(browser.headers["content-type"]).toMatch(/text\/html/);
    expect(browser.text).toContain("<h1>Request body too large</h1>");
    const script = await send(port, {
      method: "POST",
      path: "/contact",
      headers: { ...form, accept: "application/json" },
      body: twoMb,
    });
    expect(script.status).toBe(413);
    expect(JSON.parse(script.text)).toEqual({ message: "Request body too large" });
  });

  it("passes a body of exactly 1 MB through whole, chunked or not", async () => {
    const { port, seen } = await start();
    const body = Buffer.alloc(MAX_BODY_BYTES, "b");
    expect((await send(port, { method: "POST", path: "/api/contacts", body })).status).toBe(200);
    expect(
      (await send(port, { method: "POST", path: "/api/contacts", body, chunked: true })).status,
    ).toBe(200);
    expect(seen.map((s) => [s.bodyBytes, s.contentLength])).toEqual([
      [MAX_BODY_BYTES, String(MAX_BODY_BYTES)],
      [MAX_BODY_BYTES, String(MAX_BODY_BYTES)],
    ]);
  });
});

describe("the lead import's upload limit", () => {
  it("takes a 2 MB upload on the import paths only, and refuses one past 20 MB there", async () => {
    const { port, seen } = await start();
    const twoMb = Buffer.alloc(2 * 1024 * 1024, "a");
    for (const path of ["/api/crm/imports", "/crm/imports/new"])
      expect((await send(port, { method: "POST", path, body: twoMb })).status, path).toBe(200);
    expect(seen.map((s) => s.bodyBytes)).toEqual([twoMb.length, twoMb.length]);
    const elsewhere = await send(port, { method: "POST", path: "/api/crm/leads", body: twoMb });
    expect(elsewhere.status).toBe(413);
    const tooLarge = Buffer.alloc(IMPORT_UPLOAD_MAX_BYTES + 1, "a");
    const refused = await send(port, {
      method: "POST",
      path: "/api/crm/imports",
      body: tooLarge,
      chunked: true,
    });
    expect(refused.status).toBe(413);
    expect(seen).toHaveLength(2);
  });

  it("takes the enhanced form's post to the page's .data address under the same limit", async () => {
    const { port, seen } = await start();
    const twoMb = Buffer.alloc(2 * 1024 * 1024, "a");
    const reply = await send(port, { method: "POST", path: "/crm/imports/new.data", body: twoMb });
    expect(reply.status).toBe(200);
    expect(seen.map((s) => s.bodyBytes)).toEqual([twoMb.length]);
  });

  it("takes a 2 MB image on the image forms' own and .data addresses, not elsewhere", async () => {
    const { port, seen } = await start();
    const twoMb = Buffer.alloc(2 * 1024 * 1024, "a");
    const paths = [
      "/crm/images",
      "/crm/images.data",
      "/crm/posts/7",
      "/crm/posts/7.data",
      "/crm/campaigns/new",
      "/crm/campaigns/new.data",
      "/crm/campaigns/7.data",
    ];
    for (const path of paths)
      expect((await send(port, { method: "POST", path, body: twoMb })).status, path).toBe(200);
    expect(seen).toHaveLength(paths.length);
    const elsewhere = await send(port, { method: "POST", path: "/crm/leads/7.data", body: twoMb });
    expect(elsewhere.status).toBe(413);
  });

  it("refuses a file past the limit in the import's words: a page back to the upload, plain text to the enhanced form", async () => {
    const { port, seen } = await start();
    const tooLarge = Buffer.alloc(IMPORT_UPLOAD_MAX_BYTES + 1, "a");
    const words = "The file is larger than 20 MB. Split it into smaller files.";
    const browser = await send(port, {
      method: "POST",
      path: "/crm/imports/new",
      headers: { accept: "text/html,*/*;q=0.8" },
      body: tooLarge,
    });
    expect(browser.status).toBe(413);
    expect(browser.headers["content-type"]).toMatch(/text\/html/);
    expect(browser.text).toContain(`<h1>${words}</h1>`);
    expect(browser.text).toContain('<a href="/crm/imports/new">Back to the import</a>');
    expect(browser.text).not.toContain("Return to the home page");
    const enhanced = await send(port, {
      method: "POST",
      path: "/crm/imports/new.data",
      headers: { accept: "*/*" },
      body: tooLarge,
    });
    expect(enhanced.status).toBe(413);
    expect(enhanced.headers["content-type"]).toMatch(/text\/plain/);
    expect(enhanced.text).toBe(words);
    const api = await send(port, { method: "POST", path: "/api/crm/imports", body: tooLarge });
    expect(api.status).toBe(413);
    expect(JSON.parse(api.text)).toEqual({ message: words });
    expect(seen).toHaveLength(0);
  });
});

describe("security headers", () => {
  function expectBaseline(headers: http.IncomingHttpHeaders) {
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"]).toMatch(
      /script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/,
    );
    expect(headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  }

  it("are on HTML, JSON, 404s, public files, /healthz, 403s and 413s; fingerprinted assets carry only nosniff", async () => {
    const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "dds-client-"));
    onTestFinished(() => fs.rmSync(clientDir, { recursive: true, force: true }));
    fs.mkdirSync(path.join(clientDir, "assets"));
    fs.writeFileSync(path.join(clientDir, "assets", "app-abc123.js"), "console.log(1)");
    fs.writeFileSync(path.join(clientDir, "favicon.ico"), "icon");
    const { port } = await start({ clientDir });
    const replies = {
      html: await send(port, { path: "/" }),
      json: await send(port, { path: "/api/blog" }),
      notFound: await send(port, { path: "/missing" }),
      asset: await send(port, { path: "/assets/app-abc123.js" }),
      staticFile: await send(port, { path: "/favicon.ico" }),
      health: await send(port, { path: "/healthz" }),
      forbidden: await send(port, {
        method: "POST",
        path: "/api/x",
        headers: { origin: "https://evil.example" },
      }),
      tooLarge: await send(port, {
        method: "POST",
        path: "/api/x",
        body: Buffer.alloc(MAX_BODY_BYTES + 1),
      }),
    };
    expect(replies.notFound.status).toBe(404);
    expect(replies.asset.text).toBe("console.log(1)");
    expect(replies.asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    // A subresource needs nosniff; page-level policies (CSP, framing, referrer) do nothing on it.
    expect(replies.asset.headers["x-content-type-options"]).toBe("nosniff");
    expect(replies.asset.headers["content-security-policy"]).toBeUndefined();
    const { asset: _asset, ...pageLevel } = replies;
    expect(replies.staticFile.text).toBe("icon");
    expect(replies.forbidden.status).toBe(403);
    expect(replies.tooLarge.status).toBe(413);
    for (const [name, reply] of Object.entries(pageLevel)) {
      try {
        expectBaseline(reply.headers);
      } catch (error) {
        throw new Error(`${name}: ${(error as Error).message}`);
      }
    }
  });

  it("give each response its own nonce, the one the page's inline scripts carry", async () => {
    const { port, seen } = await start();
    const first = await send(port, { path: "/" });
    const second = await send(port, { path: "/" });
    const nonceOf = (reply: Reply) =>
      /'nonce-([^']+)'/.exec(String(reply.headers["content-security-policy"]))?.[1];
    expect(nonceOf(first)).toBeTruthy();
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect(first.text).toContain(`<script nonce="${nonceOf(first)}">`);
    expect(seen.map((s) => s.context.get(nonceContext))).toEqual([nonceOf(first), nonceOf(second)]);
  });

  it("leave out HSTS when HSTS=off (local http runs) and the CSP and HSTS in development", async () => {
    vi.stubEnv("HSTS", "off");
    const local = await send((await start()).port, { path: "/" });
    expect(local.headers["strict-transport-security"]).toBeUndefined();
    expect(local.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    vi.stubEnv("HSTS", undefined);
    const dev = await send((await start({ dev: true })).port, { path: "/" });
    expect(dev.headers["content-security-policy"]).toBeUndefined();
    expect(dev.headers["strict-transport-security"]).toBeUndefined();
    expect(dev.headers["x-content-type-options"]).toBe("nosniff");
    expect(dev.headers["x-frame-options"]).toBe("DENY");
  });
});

describe("fingerprinted assets", () => {
  /** A client directory whose one script has the build's .br and .gz copies beside it. */
  function precompressedClientDir(source: string) {
    const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "dds-client-"));
    onTestFinished(() => fs.rmSync(clientDir, { recursive: true, force: true }));
    const file = path.join(clientDir, "assets", "entry-abc123.js");
    fs.mkdirSync(path.dirname(file));
    fs.writeFileSync(file, source);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(source));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
    return clientDir;
  }

  it("are sent from the build's brotli or gzip copy, as the browser accepts", async () => {
    const source = `export const text = ${JSON.stringify("compressible ".repeat(500))};`;
    const { port } = await start({ clientDir: precompressedClientDir(source) });
    const get = (acceptEncoding?: string) =>
      send(port, {
        path: "/assets/entry-abc123.js",
        headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
      });
    const [br, gzip, plain] = await Promise.all([get("gzip, deflate, br"), get("gzip"), get()]);

    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(source);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(source);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.text).toBe(source);
    for (const reply of [br, gzip, plain]) {
      expect(reply.status).toBe(200);
      expect(reply.headers["content-type"]).toMatch(/^text\/javascript; charset=utf-8$/i);
      expect(reply.headers.vary).toBe("Accept-Encoding");
      expect(reply.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(Number(reply.headers["content-length"])).toBe(reply.body.length);
    }
  });
});

describe("GET /readyz", () => {
  it("503 while starting and from the first shutdown signal on; 200 when ready and the database answers", async () => {
    let state: "starting" | "ready" | "stopping" = "starting";
    let up = true;
    const { port, seen } = await start({
      readiness: () => state,
      ping: async () => {
        if (!up) throw new Error("down");
      },
    });
    const probe = async () => {
      const reply = await send(port, { path: "/readyz" });
      expect(reply.headers["cache-control"]).toBe("no-store");
      return { status: reply.status, body: JSON.parse(reply.text) };
    };
    expect(await probe()).toEqual({ status: 503, body: { status: "starting" } });
    state = "ready";
    expect(await probe()).toEqual({ status: 200, body: { status: "ok" } });
    up = false;
    await new Promise((r) => setTimeout(r, 1100)); // past the reused success
    expect(await probe()).toEqual({ status: 503, body: { status: "unavailable" } });
    up = true;
    state = "stopping";
    expect(await probe()).toEqual({ status: 503, body: { status: "stopping" } });
    expect(seen).toHaveLength(0);
  });

  it("the process's state: starting, ready once start-up finished, stopping for good", () => {
    expect(readiness()).toBe("starting");
    markReady();
    expect(readiness()).toBe("ready");
    markStopping();
    markReady(); // a late start-up step does not make a stopping process ready again
    expect(readiness()).toBe("stopping");
  });
});

describe("GET /healthz", () => {
  it('answers 200 {"status":"ok"} when the database answers', async () => {
    const { port, seen } = await start();
    const reply = await send(port, { path: "/healthz" });
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.text)).toEqual({ status: "ok" });
    expect(reply.headers["cache-control"]).toBe("no-store");
    expect(seen).toHaveLength(0);
  });

  it("answers 503 when the database fails", async () => {
    const { port } = await start({ ping: () => Promise.reject(new Error("connection refused")) });
    const reply = await send(port, { path: "/healthz" });
    expect(reply.status).toBe(503);
    expect(JSON.parse(reply.text)).toEqual({ status: "unavailable" });
  });

  it("healthCheck: 503 when the ping hangs past the timeout, 200 when it resolves", async () => {
    expect(await healthCheck(() => new Promise(() => {}), 50)).toEqual({
      status: 503,
      body: { status: "unavailable" },
    });
    expect(await healthCheck(() => Promise.reject(new Error("down")))).toEqual({
      status: 503,
      body: { status: "unavailable" },
    });
    expect(await healthCheck(async () => {})).toEqual({ status: 200, body: { status: "ok" } });
  });

  it("concurrent probes share one ping; a success is reused for a while, a failure never", async () => {
    let pings = 0;
    let up = false;
    const check = sharedHealthCheck(
      async () => {
        pings++;
        await new Promise((r) => setTimeout(r, 20));
        if (!up) throw new Error("down");
      },
      { freshMs: 60 },
    );
    const down = await Promise.all([check(), check(), check()]);
    expect(down.map((r) => r.status)).toEqual([503, 503, 503]);
    expect(pings).toBe(1);
    up = true;
    expect((await check()).status).toBe(200); // the failure was not reused
    expect(pings).toBe(2);
    up = false;
    expect((await check()).status).toBe(200); // a fresh success is
    expect(pings).toBe(2);
    await new Promise((r) => setTimeout(r, 80));
    expect((await check()).status).toBe(503);
    expect(pings).toBe(3);
  });

  it("a burst of /healthz requests pings the database once", async () => {
    let pings = 0;
    const { port } = await start({
      ping: async () => {
        pings++;
        await new Promise((r) => setTimeout(r, 20));
      },
    });
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => send(port, { path: "/healthz" })),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(pings).toBe(1);
  });
});

describe("request log", () => {
  function captureLog() {
    vi.stubEnv("LOG_LEVEL", "info");
    const lines: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => void lines.push(String(line)));
    vi.spyOn(console, "error").mockImplementation((line: string) => void lines.push(String(line)));
    return lines;
  }
  const parsed = (lines: string[]) => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

  it("writes one JSON line per request: method, path without the query, status, duration, request id", async () => {
    const { port } = await start();
    const lines = captureLog();
    await send(port, { path: "/newsletter/unsubscribe?token=secret-token-123&email=a%40b.c" });
    await send(port, { path: "/missing" });
    await vi.waitFor(() => expect(lines).toHaveLength(2));
    const [first, second] = parsed(lines);
    expect(first).toMatchObject({
      level: "info",
      msg: "GET /newsletter/unsubscribe 200",
      req: { method: "GET", path: "/newsletter/unsubscribe" },
      res: { status: 200 },
    });
    expect(first.ms).toEqual(expect.any(Number));
    expect(first.reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.time).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/);
    expect(second).toMatchObject({ msg: "GET /missing 404", res: { status: 404 } });
    expect(second.reqId).not.toBe(first.reqId);
    for (const line of lines) expect(line.match(/"reqId"/g)).toHaveLength(1);
    expect(lines.join("\n")).not.toContain("secret-token-123");
    expect(lines.join("\n")).not.toContain("a%40b.c");
  });

  it("gives the request id to every line written while serving it, and echoes it", async () => {
    const { log } = await import("~/utils/log.server");
    const { port } = await start({
      handleRequest: async () => {
        log.info("inside the handler", { email: "visitor@example.com" });
        return new Response("ok");
      },
    });
    const lines = captureLog();
    const reply = await send(port, { path: "/x", headers: { "x-request-id": "proxy-id-12345" } });
    expect(reply.headers["x-request-id"]).toBe("proxy-id-12345");
    await vi.waitFor(() => expect(lines).toHaveLength(2));
    // JSON.parse keeps the last of two equal keys, so count them in the raw lines.
    for (const line of lines) expect(line.match(/"reqId"/g)).toHaveLength(1);
    const [inside, done] = parsed(lines);
    expect(inside).toMatchObject({ msg: "inside the handler", reqId: "proxy-id-12345" });
    expect(inside.email).toBe("[redacted]");
    expect(done).toMatchObject({ reqId: "proxy-id-12345" });
  });

  it("never logs request bodies, passwords or cookies", async () => {
    const { port } = await start();
    const lines = captureLog();
    await send(port, {
      method: "POST",
      path: "/api/auth/login?next=/crm",
      headers: {
        "content-type": "application/json",
        cookie: "__session=cookie-secret",
        authorization: "Bearer bearer-secret",
      },
      body: json({ email: "staff@example.com", password: "hunter2-correct-horse" }),
    });
    await send(port, {
      method: "POST",
      path: "/crm",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: Buffer.from("email=staff%40example.com&password=form-secret"),
    });
    await vi.waitFor(() => expect(lines).toHaveLength(2));
    expect(parsed(lines).map((l) => l.msg)).toEqual(["POST /api/auth/login 200", "POST /crm 200"]);
    const all = lines.join("\n");
    for (const secret of ["hunter2", "form-secret", "cookie-secret", "bearer-secret", "staff"])
      expect(all).not.toContain(secret);
  });

  it("a client that leaves before the answer is no error: its one line says so, the server goes on", async () => {
    let leave!: () => void;
    const left = new Promise<void>((resolve) => (leave = resolve));
    const { port } = await start({
      handleRequest: async (request) => {
        if (new URL(request.url).pathname === "/slow") {
          leave();
          await new Promise((resolve) => request.signal.addEventListener("abort", resolve));
        }
        return new Response("<p>the page</p>", { headers: { "Content-Type": "text/html" } });
      },
    });
    const lines = captureLog();
    const client = http.request({ host: "127.0.0.1", port, path: "/slow", agent: false });
    client.on("error", () => {});
    client.end();
    await left;
    client.destroy();
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    expect((await send(port, { path: "/next" })).status).toBe(200);
    await vi.waitFor(() => expect(lines).toHaveLength(2));
    expect(parsed(lines)).toMatchObject([
      { level: "info", msg: `GET /slow: ${CLIENT_LEFT}` },
      { level: "info", msg: "GET /next 200" },
    ]);
  });

  it("logs refused requests too (403, 413, 405, 400)", async () => {
    const { port } = await start();
    const lines = captureLog();
    await send(port, {
      method: "POST",
      path: "/api/newsletter",
      headers: { origin: "https://evil.example" },
      body: json({ password: "p4ss" }),
    });
    await send(port, {
      method: "POST",
      path: "/api/newsletter",
      body: Buffer.alloc(MAX_BODY_BYTES + 10),
    });
    await send(port, { method: "TRACE", path: "/" });
    await send(port, { path: "/", headers: { host: "bad host" } });
    await vi.waitFor(() => expect(lines).toHaveLength(4));
    expect(parsed(lines).map((l) => l.msg)).toEqual([
      "POST /api/newsletter 403",
      "POST /api/newsletter 413",
      "TRACE / 405",
      "GET / 400",
    ]);
    expect(lines.join("\n")).not.toContain("p4ss");
  });
});

describe("trustProxySetting", () => {
  it("maps TRUST_PROXY to Express's setting", () => {
    expect(trustProxySetting(undefined)).toBe(false);
    expect(trustProxySetting("")).toBe(false);
    expect(trustProxySetting("false")).toBe(false);
    expect(trustProxySetting("0")).toBe(false);
    expect(trustProxySetting("true")).toBe(true);
    expect(trustProxySetting("2")).toBe(2);
    expect(trustProxySetting("loopback, 10.0.0.0/8")).toBe("loopback, 10.0.0.0/8");
  });

  it("is accepted by Express for every form", () => {
    const app = express();
    for (const value of ["", "true", "1", "loopback", "10.0.0.0/8, 172.16.0.0/12"]) {
      expect(() => app.set("trust proxy", trustProxySetting(value))).not.toThrow();
    }
  });
});
