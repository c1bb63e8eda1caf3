import { afterEach, describe, expect, it, vi } from "vitest";
import { parseEnv } from "~/config/env.server";
import { securityHeaders } from "./security-headers.server";

const imgSrc = () => {
  const csp = securityHeaders({ nonce: "n", dev: false })["Content-Security-Policy"];
  return csp.split("; ").find((d) => d.startsWith("img-src"));
};

describe("CSP img-src", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is the site and data: URLs by default", () => {
    vi.stubEnv("IMAGE_HOSTS", "");
    expect(imgSrc()).toBe("img-src 'self' data:");
  });

  it("adds the configured image hosts (IMAGE_HOSTS), as origins, never a wildcard", () => {
    vi.stubEnv("IMAGE_HOSTS", "https://images.example.com, https://cdn.example.org:8443");
    expect(imgSrc()).toBe(
      "img-src 'self' data: https://images.example.com https://cdn.example.org:8443",
    );
  });

  it("refuses a wildcard or a plain-http host at start", () => {
    for (const value of ["*", "https://*.example.com", "http://images.example.com"]) {
      expect(() => parseEnv({ IMAGE_HOSTS: value })).toThrow(/IMAGE_HOSTS/);
    }
  });
});
