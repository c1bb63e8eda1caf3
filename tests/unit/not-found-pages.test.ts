/**
 * 404s rendered by React Router's own handler over the real route modules (document HTML and
 * status): the public 404 speaks to visitors; a CRM address that finds nothing stays in the CRM
 * frame, or goes to sign-in without a session; a merged lead's old address leads to the kept one.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ERROR_PAGE_TEXTS } from "~/components/shell/texts";
import { CRM_TEXTS } from "~/components/crm/texts";
import { mergeLeads } from "~/models/lead-merge.server";
import { createLead } from "~/models/leads.server";
import { signIn } from "../helpers/crm-session";
import { inProcessHandler } from "../helpers/server-build";
import { useTestDb } from "../helpers/test-db";
import { requestContext } from "~/utils/request-context";

const testDb = useTestDb();
let handle: Awaited<ReturnType<typeof inProcessHandler>>;
let cookie: string;
let email: string;

beforeAll(async () => {
  vi.stubEnv("LOG_LEVEL", "silent");
  handle = await inProcessHandler();
  ({ cookie, email } = await signIn(testDb.db));
  // Loading every route module takes a while on a busy machine.
}, 180_000);
afterAll(() => {
  vi.unstubAllEnvs();
});

function get(path: string, init: { cookie?: string; method?: string } = {}) {
  const headers = new Headers({ Accept: "text/html" });
  if (init.cookie) headers.set("Cookie", init.cookie);
  const method = init.method ?? "GET";
  const body = method === "POST" ? new URLSearchParams({ x: "1" }) : undefined;
  return handle(
    new Request(`http://localhost${path}`, { method, headers, body }),
    requestContext({ nonce: "", clientAddress: "203.0.113.9" }),
  );
}

/** What a reader sees: the body without scripts (React Router's manifest names "router"). */
const visibleText = (html: string) =>
  html
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/** The public site's frame: its navigation and footer (the cookie banner is drawn in the browser). */
const publicFrame = /aria-label="Main"|<footer/;

describe("the public 404", () => {
  it("answers 404 with the spec's heading, words for visitors and the site's frame", async () => {
    const res = await get("/no-such-page");
    expect(res.status).toBe(404);
    const html = await res.text();
    const text = visibleText(html);
    expect(text).toContain("404 Page Not Found");
    expect(text).toContain(ERROR_PAGE_TEXTS.notFoundText);
    expect(text).toContain("Return to Home");
    expect(text).not.toMatch(/router/i);
    expect(html).toMatch(publicFrame);
  });
});

describe("CRM addresses that find nothing, signed in", () => {
  for (const path of [
    "/crm/leads/999999",
    "/crm/no-such-page",
    "/crm/leads/abc",
    "/crm/x/1/delete",
  ]) {
    it(`${path}: 404 inside the CRM frame with a way back, not the public site's`, async () => {
      const res = await get(path, { cookie });
      expect(res.status).toBe(404);
      expect(res.headers.get("Cache-Control")).toBe("no-store");
      const html = await res.text();
      const text = visibleText(html);
      expect(text).toContain(`Signed in as ${email}`);
      expect(text).toContain("Logout");
      expect(text).toContain(CRM_TEXTS.notFound.title);
      expect(text).toContain(CRM_TEXTS.notFound.text);
      expect(html).toMatch(/<a [^>]*href="\/crm"[^>]*>Back to leads<\/a>/);
      expect(title(html)).toMatch(/^Page not found \| CRM \| /);
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(html).not.toMatch(publicFrame);
      expect(text).not.toContain("404 Page Not Found");
    });
  }

  it("a post to an unknown CRM address is a 404 in the frame too", async () => {
    const res = await get("/crm/no-such-page", { cookie, method: "POST" });
    expect(res.status).toBe(404);
    expect(visibleText(await res.text())).toContain(CRM_TEXTS.notFound.title);
  });
});

describe("CRM addresses without a session", () => {
  for (const [method, path] of [
    ["GET", "/crm/no-such-page"],
    ["GET", "/crm/leads/999999"],
    ["POST", "/crm/no-such-page"],
  ]) {
    it(`${method} ${path} goes to sign-in, saying nothing about the address`, async () => {
      const res = await get(path, { method });
      expect([302, 303]).toContain(res.status);
      expect(res.headers.get("Location")).toBe("/crm");
    });
  }
});

describe("a merged lead's old address", () => {
  let keepId: number;
  let otherId: number;

  beforeAll(async () => {
    const keep = await createLead(
      { firstName: "Kim", lastName: "Kept", email: "kim@example.com" },
      email,
    );
    const other = await createLead(
      {
        firstName: "Kimberley",
        lastName: "Merged",
        email: "kimberley@example.com",
      },
      email,
    );
    await mergeLeads(keep.id, other.id, email);
    keepId = keep.id;
    otherId = other.id;
  });

  it("redirects (302) to the kept lead's page", async () => {
    const res = await get(`/crm/leads/${otherId}`, { cookie });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/crm/leads/${keepId}`);
    const kept = await get(`/crm/leads/${keepId}`, { cookie });
    expect(kept.status).toBe(200);
    expect(visibleText(await kept.text())).toContain("Kim Kept");
  });

  it("redirects the browser's data request too (a link followed with JavaScript)", async () => {
    const res = await get(`/crm/leads/${otherId}.data`, { cookie });
    // Single fetch answers a redirect as data the browser's router follows.
    expect(res.status).toBe(202);
    expect(res.headers.get("X-Remix-Response")).toBe("yes");
    expect(await res.text()).toContain(`"/crm/leads/${keepId}"`);
  });

  it("without a session goes to sign-in, not to the kept lead", async () => {
    const res = await get(`/crm/leads/${otherId}`);
    expect(res.headers.get("Location")).toBe("/crm");
  });
});
