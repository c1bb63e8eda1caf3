/**
 * What a page view is counted as: the path of a public page only, the campaign's three tags, the
 * referring site's host (never this site), the device class; and which requests are a browser
 * looking ahead rather than a visit.
 */
import { describe, expect, it } from "vitest";
import { deviceOf, isPrefetch, viewOf } from "./visit-view";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const IPAD =
  "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const ANDROID_PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0 Mobile Safari/537.36";
const ANDROID_TABLET =
  "Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0 Safari/537.36";
const DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

const input = (more: Partial<Parameters<typeof viewOf>[0]>) => ({
  page: null,
  referrer: null,
  refererHeader: null,
  siteHost: "durhamdata.test",
  userAgent: DESKTOP,
  ...more,
});

describe("deviceOf", () => {
  it.each([
    [IPHONE, "mobile"],
    [ANDROID_PHONE, "mobile"],
    [IPAD, "tablet"],
    [ANDROID_TABLET, "tablet"],
    [DESKTOP, "desktop"],
    ["", "desktop"],
  ])("%s → %s", (ua, device) => expect(deviceOf(ua)).toBe(device));
});

describe("viewOf", () => {
  it("keeps the path, the three campaign tags and the referring host, nothing else", () => {
    expect(
      viewOf(
        input({
          page: "/dental-iq/?utm_source=linkedin&utm_medium=social&utm_campaign=dental-2027&utm_term=x&gclid=abc&email=a@b.c",
          referrer: "www.linkedin.com",
          userAgent: IPHONE,
        }),
      ),
    ).toEqual({
      page: "/dental-iq",
      referrer: "www.linkedin.com",
      utmSource: "linkedin",
      utmMedium: "social",
      utmCampaign: "dental-2027",
      device: "mobile",
    });
  });

  it("reads the page from the Referer header when the page did not say (no script)", () => {
    expect(
      viewOf(input({ refererHeader: "https://durhamdata.test/contact?utm_source=news" })),
    ).toMatchObject({ page: "/contact", utmSource: "news", referrer: "" });
    // Another site's page is not one of ours.
    expect(viewOf(input({ refererHeader: "https://evil.example/contact" }))).toBeNull();
    expect(viewOf(input({}))).toBeNull();
  });

  it("does not count this site as a referring site, or a referrer that is not an address", () => {
    expect(viewOf(input({ page: "/", referrer: "durhamdata.test" }))?.referrer).toBe("");
    expect(viewOf(input({ page: "/", referrer: "javascript:alert(1)" }))?.referrer).toBe("");
    expect(
      viewOf(input({ page: "/", referrer: "https://www.Google.co.uk/search?q=x" }))?.referrer,
    ).toBe("www.google.co.uk");
  });

  it("counts public pages only: never the CRM, the API or an address that is not a path", () => {
    expect(viewOf(input({ page: "/" }))?.page).toBe("/");
    expect(viewOf(input({ page: "/blog/data-strategy-2026" }))?.page).toBe(
      "/blog/data-strategy-2026",
    );
    for (const page of [
      "/crm",
      "/crm/leads/1",
      "/api/visit",
      "/a b",
      "/caf%C3%A9",
      `/${"a".repeat(300)}`,
    ])
      expect(viewOf(input({ page }))).toBeNull();
    // Dot segments are resolved as a browser would.
    expect(viewOf(input({ page: "/blog/%2e%2e/contact" }))?.page).toBe("/contact");
  });

  it("cuts campaign tags to 200 characters", () => {
    const view = viewOf(input({ page: `/?utm_campaign=${"x".repeat(500)}` }));
    expect(view?.utmCampaign).toHaveLength(200);
  });
});

describe("isPrefetch", () => {
  it.each([
    [{ "Sec-Purpose": "prefetch" }, true],
    [{ "Sec-Purpose": "prefetch;prerender" }, true],
    [{ Purpose: "prefetch" }, true],
    [{ "X-Moz": "prefetch" }, true],
    [{ "X-Purpose": "preview" }, true],
    [{}, false],
  ])("%o → %s", (headers, expected) => {
    const given = new Headers(headers);
    expect(isPrefetch((name) => given.get(name) ?? undefined)).toBe(expected);
  });
});
