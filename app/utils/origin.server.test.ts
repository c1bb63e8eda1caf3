import { afterEach, describe, expect, it, vi } from "vitest";
import { isCrossSiteRequest, normaliseOrigin } from "./origin.server";

const site = "https://www.example.co.uk";

afterEach(() => vi.unstubAllEnvs());

describe("isCrossSiteRequest", () => {
  it("lets requests with neither Origin nor Sec-Fetch-Site through (server-to-server calls)", () => {
    expect(isCrossSiteRequest({}, site)).toBe(false);
    expect(isCrossSiteRequest(new Headers({ "content-type": "application/json" }), site)).toBe(
      false,
    );
  });

  it("refuses Sec-Fetch-Site: cross-site, even without an Origin", () => {
    expect(isCrossSiteRequest({ "sec-fetch-site": "cross-site" }, site)).toBe(true);
    expect(isCrossSiteRequest(new Headers({ "Sec-Fetch-Site": "cross-site" }), site)).toBe(true);
  });

  it("lets same-origin, same-site and user-initiated fetch metadata through when the Origin matches", () => {
    for (const value of ["same-origin", "same-site", "none"]) {
      expect(isCrossSiteRequest({ "sec-fetch-site": value, origin: site }, site)).toBe(false);
    }
  });

  it("refuses an Origin that is present and not this site's", () => {
    expect(isCrossSiteRequest({ origin: "https://evil.example" }, site)).toBe(true);
    // Same host, other scheme or port: another origin.
    expect(isCrossSiteRequest({ origin: "http://www.example.co.uk" }, site)).toBe(true);
    expect(isCrossSiteRequest({ origin: "https://www.example.co.uk:8443" }, site)).toBe(true);
    // A sibling subdomain is same-site but not this origin.
    expect(
      isCrossSiteRequest(
        { origin: "https://shop.example.co.uk", "sec-fetch-site": "same-site" },
        site,
      ),
    ).toBe(true);
  });

  it('refuses Origin "null" and unparsable origins', () => {
    expect(isCrossSiteRequest({ origin: "null" }, site)).toBe(true);
    expect(isCrossSiteRequest({ origin: "" }, site)).toBe(true);
    expect(isCrossSiteRequest({ origin: "file://" }, site)).toBe(true);
  });

  it("compares origins the way browsers serialise them (case, default ports)", () => {
    expect(
      isCrossSiteRequest({ origin: "https://www.example.co.uk" }, "https://WWW.Example.co.uk:443"),
    ).toBe(false);
    expect(isCrossSiteRequest({ origin: "http://localhost:3000" }, "http://localhost:3000")).toBe(
      false,
    );
  });

  it("accepts PUBLIC_URL's origin and every origin in ALLOWED_ORIGINS", () => {
    vi.stubEnv("PUBLIC_URL", "https://durhamdatastrategy.co.uk/some/path");
    vi.stubEnv("ALLOWED_ORIGINS", " https://admin.example.com , https://partner.example.org");
    const internal = "http://10.0.0.5:3000";
    expect(isCrossSiteRequest({ origin: "https://durhamdatastrategy.co.uk" }, internal)).toBe(
      false,
    );
    expect(isCrossSiteRequest({ origin: "https://admin.example.com" }, internal)).toBe(false);
    expect(isCrossSiteRequest({ origin: "https://partner.example.org" }, internal)).toBe(false);
    expect(isCrossSiteRequest({ origin: "https://evil.example" }, internal)).toBe(true);
    // Sec-Fetch-Site: cross-site is refused whatever the Origin.
    expect(
      isCrossSiteRequest(
        { origin: "https://admin.example.com", "sec-fetch-site": "cross-site" },
        internal,
      ),
    ).toBe(true);
  });
});

describe("normaliseOrigin", () => {
  it("keeps scheme, host and non-default port only", () => {
    expect(normaliseOrigin("HTTPS://Example.COM:443/path?q=1")).toBe("https://example.com");
    expect(normaliseOrigin("http://example.com:8080")).toBe("http://example.com:8080");
    expect(normaliseOrigin("null")).toBeUndefined();
    expect(normaliseOrigin("javascript:alert(1)")).toBeUndefined();
  });
});
