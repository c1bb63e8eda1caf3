/**
 * Public HTML from the server's page cache (docs/decisions/009-cacheable-html-and-csp.md), against
 * the production build: ETag/304, the Cache-Control a CDN may use, hits that are byte-identical,
 * and everything personal (session, flash message, CRM, CRM API, form results) never cached.
 * HTTP only: the tests run in both projects (harmless), tagged for one where they post.
 */
import {
  type APIRequestContext,
  request as playwrightRequest,
  expect,
  test,
} from "./helpers/fixtures";
import { E2E_BASE_URL } from "./constants";
import { staffRequest } from "./helpers/crm";

const PUBLIC = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/;
const PRIVATE = "private, no-store";

/** A request context with no cookies, like a first-time visitor. */
const fresh = () => playwrightRequest.newContext({ baseURL: E2E_BASE_URL });

/** Signed in as staff: the run's shared session (tests/e2e/helpers/crm.ts). */
const staff = (): Promise<APIRequestContext> => staffRequest();

test("a public page has an ETag and a CDN-friendly Cache-Control; If-None-Match gets 304 @http", async () => {
  const visitor = await fresh();
  const first = await visitor.get("/team");
  expect(first.status()).toBe(200);
  expect(first.headers()["cache-control"]).toMatch(PUBLIC);
  const etag = first.headers()["etag"];
  expect(etag).toMatch(/^W\/".+"$/);

  const revalidated = await visitor.get("/team", { headers: { "if-none-match": etag } });
  expect(revalidated.status()).toBe(304);
  expect(revalidated.headers()["etag"]).toBe(etag);
  expect((await revalidated.body()).length).toBe(0);
  await visitor.dispose();
});

test("the second request for a public page is a cache hit with the same bytes @http", async () => {
  const visitor = await fresh();
  // /consulting: whichever test asked first, by the second request it is in the cache.
  const first = await visitor.get("/consulting");
  const second = await visitor.get("/consulting");
  expect(second.headers()["x-page-cache"]).toBe("HIT");
  expect((await second.body()).equals(await first.body())).toBe(true);
  for (const name of ["etag", "content-security-policy", "content-type", "cache-control"])
    expect(second.headers()[name], name).toBe(first.headers()[name]);
  await visitor.dispose();
});

test("a signed-in member of staff gets public pages rendered for them, never cached @http", async () => {
  const api = await staff();
  for (const path of ["/", "/crm", "/api/crm/leads", "/api/crm/statistics"]) {
    const response = await api.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toBe(PRIVATE);
    expect(response.headers()["x-page-cache"], path).toBeUndefined();
    expect(response.headers()["etag"], path).toBeUndefined();
  }
  await api.dispose();
});

test("the CRM login page and the CRM API without a session are private, no-store @http", async () => {
  const visitor = await fresh();
  for (const path of ["/crm", "/crm", "/api/crm/leads"]) {
    const response = await visitor.get(path);
    expect(response.headers()["cache-control"], path).toBe(PRIVATE);
    expect(response.headers()["x-page-cache"], path).toBeUndefined();
  }
  await visitor.dispose();
});

test("a flash message is rendered for its visitor only, and a form result is never cached @nojs-only", async () => {
  const visitor = await fresh();
  await visitor.get("/newsletter"); // the shared copy exists

  // A form result with errors (no JavaScript: the page re-renders with them).
  const invalid = await visitor.post("/newsletter", {
    form: { fullName: "", email: "not-an-email", returnTo: "/newsletter" },
    maxRedirects: 0,
  });
  expect(invalid.status()).toBeGreaterThanOrEqual(400);
  expect(invalid.headers()["cache-control"]).toBe(PRIVATE);
  const errorText = "Invalid email address";
  expect(await invalid.text()).toContain(errorText);

  // Success: Post/Redirect/Get with a flash cookie; the page after it shows the message.
  const email = `cache-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const ok = await visitor.post("/newsletter", {
    form: { fullName: "Cache Test", email, returnTo: "/blog" },
    maxRedirects: 0,
  });
  expect(ok.status()).toBe(302);
  expect(ok.headers()["location"]).toBe("/blog#newsletter-form-status");
  const withFlash = await visitor.get("/blog");
  expect(withFlash.headers()["cache-control"]).toBe(PRIVATE);
  expect(withFlash.headers()["x-page-cache"]).toBeUndefined();
  const welcome = "Check your inbox to finish signing up";
  expect(await withFlash.text()).toContain(welcome);

  // Another visitor gets neither the errors nor the flash message.
  const other = await fresh();
  const newsletter = await (await other.get("/newsletter")).text();
  expect(newsletter).not.toContain(errorText);
  const blog = await other.get("/blog");
  expect(blog.headers()["cache-control"]).toMatch(PUBLIC);
  expect(await blog.text()).not.toContain(welcome);
  await visitor.dispose();
  await other.dispose();
});
