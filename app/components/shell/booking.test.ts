import { describe, expect, it } from "vitest";
import { SITE } from "~/config/site";
import { resolveBookingUrl } from "./booking";

describe("resolveBookingUrl", () => {
  it("uses BOOKING_URL when it is an http(s) address", () => {
    expect(resolveBookingUrl("https://cal.example/durham/30min")).toBe(
      "https://cal.example/durham/30min",
    );
  });

  it("falls back to the site's default when unset, malformed or not http(s)", () => {
    for (const value of [undefined, "", "not a url", "javascript:alert(1)", "ftp://x.example/"]) {
      expect(resolveBookingUrl(value), String(value)).toBe(SITE.defaultBookingUrl);
    }
  });
});
