/**
 * Security baseline and operations against the production build: cross-site refusal, body limit,
 * security headers with a CSP that allows only the page's own inline scripts (a per-request nonce, or
 * on a cached public page the scripts' hashes), /healthz. HTTP checks use Playwright's `request`
 * (they run in both projects, which is harmless); the hydration-under-CSP check needs JavaScript.
 */
import crypto from "node:crypto";
import http from "node:http";
import zlib from "node:zlib";
import { type APIResponse, expect, test } from "./helpers/fixtures";
import { E2E_PORT, STAFF_EMAIL, STAFF_PASSWORD } from "./constants";

const EVIL = "https://evil.example";
const TWO_MB = 2 * 1024 * 1024;

function expectSecurityHeaders(response: APIResponse, label: string) {
  const headers = response.headers();
  expect(headers["x-content-type-options"], label).toBe("nosniff");
  expect(headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
  expect(headers["content-security-policy"], label).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy"], label).toMatch(
    /script-src 'self'( 'nonce-[A-Za-z0-9+/=]+'| 'sha256-[A-Za-z0-9+/=]+')+(;|$)/,
  );
  expect(headers["content-security-policy"], label).not.toMatch(/script-src[^;]*unsafe-inline/);
}

const cspNonce = (response: APIResponse) =>
  /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];

test.describe("cross-site requests", () => {
  test("a cross-site login POST is refused with 403 JSON and signs nobody in @http", async ({
    request,
  }) => {
    const response = await request.post("/api/auth/login", {
      headers: { Origin: EVIL },
      data: { email: STAFF_EMAIL, password: STAFF_PASSWORD },
    });
    expect(response.status()).toBe(403);
    expect(await response.json()).toEqual({ message: "Forbidden: cross-site request" });
    expect(response.headers()["set-cookie"]).toBeUndefined();
  });

  test("a cross-site newsletter POST is refused with 403 JSON @http", async ({ request }) => {
    const response = await request.post("/api/newsletter", {
      headers: { Origin: EVIL, "Sec-Fetch-Site": "cross-site" },
      data: { name: "Mallory", email: "mallory@evil.example" },
    });
    expect(response.status()).toBe(403);
    expect(await response.json()).toEqual({ message: "Forbidden: cross-site request" });
  });

  test("a cross-site form post to a page is refused with a 403 HTML page @http", async ({
    request,
  }) => {
    const response = await request.post("/contact", {
      headers: { "Sec-Fetch-Site": "cross-site", Accept: "text/html" },
      form: { name: "Mallory", email: "mallory@evil.example", message: "hello" },
    });
    expect(response.status()).toBe(403);
    expect(response.headers()["content-type"]).toContain("text/html");
    expect(await response.text()).toContain("Forbidden: cross-site request");
    expect(response.headers()["set-cookie"]).toBeUndefined();
  });

  test("a POST with neither Origin nor Sec-Fetch-Site passes the check (server-to-server) @http", async ({
    request,
  }) => {
    const response = await request.post("/api/no-such-endpoint", { data: {} });
    expect(response.status()).toBe(404);
  });
});

test.describe("body limit", () => {
  test("a 2 MB POST gets 413 with a JSON message on /api @http", async ({ request }) => {
    const response = await request.post("/api/contacts", {
      headers: { "Content-Type": "application/json" },
      data: Buffer.alloc(TWO_MB, "a"),
    });
    expect(response.status()).toBe(413);
    expect(await response.json()).toEqual({ message: "Request body too large" });
  });

  test("a 2 MB form post from a browser gets a 413 HTML page @http", async ({ request }) => {
    const response = await request.post("/contact", {
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
      data: Buffer.from(`message=${"a".repeat(TWO_MB)}`),
    });
    expect(response.status()).toBe(413);
    expect(response.headers()["content-type"]).toContain("text/html");
    expect(await response.text()).toContain("Request body too large");
  });

  test("a 2 MB chunked POST (no Content-Length) gets 413 @http", async () => {
    const reply = await new Promise<{ status: number; body: string; contentLength?: string }>(
      (resolve, reject) => {
        const req = http.request(
          {
            host: "localhost",
            port: E2E_PORT,
            method: "POST",
            path: "/api/contacts",
            headers: { "Content-Type": "application/json" },
          },
          (res) => {
            let body = "";
            res.on("data", (chunk) => (body += chunk));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on("error", reject);
        const chunk = Buffer.alloc(64 * 1024, "a");
        for (let sent = 0; sent < TWO_MB; sent += chunk.length) req.write(chunk);
        expect(req.getHeader("content-length")).toBeUndefined();
        req.end();
      },
    );
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.body)).toEqual({ message: "Request body too large" });
  });
});

test.describe("security headers", () => {
  test("are on HTML, JSON, 404 pages and /healthz; fingerprinted assets carry only nosniff @http", async ({
    request,
  }) => {
    const home = await request.get("/");
    expect(home.status()).toBe(200);
    expectSecurityHeaders(home, "home");
    const asset = /<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+)"/.exec(
      await home.text(),
    )?.[1];
    expect(asset, "the home page references a built asset").toBeTruthy();
    const assetResponse = await request.get(asset!);
    expect(assetResponse.status()).toBe(200);
    expect(assetResponse.headers()["x-content-type-options"]).toBe("nosniff");
    expect(assetResponse.headers()["content-security-policy"]).toBeUndefined();
    expect(assetResponse.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

    // (The 404 page's status and text are the shell's tests.)
    expectSecurityHeaders(await request.get("/no-such-page"), "404 page");

    const apiNotFound = await request.get("/api/no-such-endpoint");
    expect(apiNotFound.status()).toBe(404);
    expect(apiNotFound.headers()["content-type"]).toContain("application/json");
    expectSecurityHeaders(apiNotFound, "API 404");

    expectSecurityHeaders(await request.get("/healthz"), "healthz");
    // The e2e server runs over http with HSTS=off (see .env.example).
    expect(home.headers()["strict-transport-security"]).toBeUndefined();
  });

  test("scripts are sent as the build compressed them (brotli at its highest quality), never recompressed @http", async ({
    request,
  }) => {
    // A form page: it still runs React (the content pages load only their islands).
    const html = await (await request.get("/contact")).text();
    const entry = /\/assets\/entry\.client-[\w-]+\.js/.exec(html)?.[0];
    expect(entry, "the contact page names the client entry").toBeTruthy();
    const rawGet = (acceptEncoding: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(
            {
              host: "localhost",
              port: E2E_PORT,
              path: entry,
              headers: { "Accept-Encoding": acceptEncoding },
            },
            (res) => {
              const chunks: Buffer[] = [];
              res.on("data", (chunk: Buffer) => chunks.push(chunk));
              res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
            },
          )
          .on("error", reject);
      });
    const [br, plain] = await Promise.all([rawGet("gzip, deflate, br"), rawGet("identity")]);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    // On-the-fly compression uses a fast, weaker setting (quality 4): about 15 % larger.
    const bestBrotli = zlib.brotliCompressSync(plain.body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
    expect(br.body.length).toBeLessThanOrEqual(Math.ceil(bestBrotli * 1.01));
  });

  test("a page rendered per request: inline scripts carry its nonce, a new one every time @http", async ({
    request,
  }) => {
    // The flash cookie makes the page personal, so it is rendered for this request (not cached).
    const headers = { cookie: "__toast=unsigned-garbage" };
    const first = await request.get("/", { headers });
    const second = await request.get("/", { headers });
    const nonce = cspNonce(first);
    expect(nonce).toBeTruthy();
    expect(cspNonce(second)).not.toBe(nonce);
    const html = await first.text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const attributes of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
    expect(html).not.toContain(`nonce="${cspNonce(second)}"`);
  });

  test("a cached public page lists the SHA-256 of each of its inline scripts and no nonce @http", async ({
    request,
  }) => {
    const response = await request.get("/about");
    const csp = response.headers()["content-security-policy"];
    expect(csp).not.toContain("'nonce-");
    const html = await response.text();
    expect(html).not.toMatch(/\snonce="/);
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)];
    expect(inline.length).toBeGreaterThan(0);
    for (const [, body] of inline)
      expect(csp).toContain(
        `'sha256-${crypto.createHash("sha256").update(body).digest("base64")}'`,
      );
  });

  test("an inline script that is not the page's own is blocked @js-only", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto("/about");
    await page.goto("/about"); // the second visit is the cached copy
    const ran = await page.evaluate(async () => {
      const blocked = new Promise<string>((resolve) =>
        document.addEventListener("securitypolicyviolation", (event) =>
          resolve(event.violatedDirective),
        ),
      );
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.body.append(script);
      const directive = await Promise.race([
        blocked,
        new Promise<string>((resolve) => setTimeout(() => resolve("none"), 2_000)),
      ]);
      return { injected: (window as { __injected?: boolean }).__injected === true, directive };
    });
    expect(ran.injected).toBe(false);
    expect(ran.directive).toMatch(/^script-src/);
  });

  // The home page runs islands only (decision 089); the contact page still hydrates React.
  for (const [path, runs] of [
    ["/", "islands"],
    ["/contact", "React"],
  ] as const) {
    test(`${path} renders (and with JavaScript, starts its ${runs}) under the CSP without violations`, async ({
      page,
    }) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy|Refused to/i.test(message.text()))
          problems.push(message.text());
      });
      page.on("pageerror", (error) => problems.push(error.message));
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(
            `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
          );
        });
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (test.info().project.name === "js" && runs === "islands") {
        // The islands' scripts ran and marked the page (the fixture waited for that mark).
        await expect(page.locator("html")).toHaveAttribute("data-islands", "");
      }
      if (test.info().project.name === "js" && runs === "React") {
        // The inline context script ran (nonce accepted) and the router took over the page.
        type RouterWindow = { __reactRouterDataRouter?: { state: { initialized: boolean } } };
        await expect
          .poll(() =>
            page.evaluate(() =>
              Boolean((window as RouterWindow).__reactRouterDataRouter?.state.initialized),
            ),
          )
          .toBe(true);
      }
      // zod's eval probe is the usual culprit: root.tsx must render <ZodJitlessScript> in <head>.
      expect(problems).toEqual([]);
    });
  }

  test("a cached page asks for its scripts only after its first paint, then hydrates under its hashed CSP @js-only", async ({
    page,
    request,
  }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(`Content Security Policy violation: ${event.violatedDirective}`);
      });
    });
    const path = `/contact?visit=${Date.now()}`;
    expect((await request.get(path)).headers()["x-page-cache"]).toBe("MISS");
    const response = await page.goto(path);
    expect(response?.headers()["x-page-cache"]).toBe("HIT");
    expect(response?.headers()["content-security-policy"]).not.toContain("nonce-");
    // The fixture has waited for React to hydrate the page.
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
    expect(timing.scripts.length).toBeGreaterThan(0);
    expect(Math.min(...timing.scripts)).toBeGreaterThan(timing.paint);
    expect(problems).toEqual([]);
  });
});

test.describe("health check", () => {
  test('GET /healthz answers 200 {"status":"ok"}', async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });
});
