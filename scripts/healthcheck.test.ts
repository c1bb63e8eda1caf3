import { describe, expect, it } from "vitest";
import { healthUrl } from "./healthcheck.js";

describe("the Docker HEALTHCHECK's address", () => {
  it("follows PORT, and probes loopback when HOST is a wildcard address", () => {
    expect(healthUrl({})).toBe("http://127.0.0.1:3000/healthz");
    expect(healthUrl({ HOST: "0.0.0.0", PORT: "8080" })).toBe("http://127.0.0.1:8080/healthz");
    expect(healthUrl({ HOST: "::", PORT: "3000" })).toBe("http://127.0.0.1:3000/healthz");
  });

  it("follows a specific HOST, bracketing an IPv6 address", () => {
    expect(healthUrl({ HOST: "127.0.0.1", PORT: "4000" })).toBe("http://127.0.0.1:4000/healthz");
    expect(healthUrl({ HOST: "::1", PORT: "3000" })).toBe("http://[::1]:3000/healthz");
    expect(healthUrl({ HOST: "app.internal", PORT: "3000" })).toBe(
      "http://app.internal:3000/healthz",
    );
  });
});
