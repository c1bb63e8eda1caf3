import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

const safeReturnTo = (value: unknown, fallback: string) => safeRedirect(value, fallback, "/crm");

describe("safeRedirect under /crm", () => {
  it("follows only /crm views", () => {
    expect(safeReturnTo("/crm?tab=contacts&q=a%20b", "/crm")).toBe("/crm?tab=contacts&q=a%20b");
    for (const bad of [
      "https://evil.example/crm",
      "//evil.example",
      "/crmx",
      "/crm/../admin",
      "javascript:alert(1)",
      null,
      3,
    ]) {
      expect(safeReturnTo(bad, "/crm")).toBe("/crm");
    }
  });
});

describe("safeRedirect", () => {
  it("keeps a same-site path and its query, normalised", () => {
    expect(safeRedirect("/blog?page=2", "/")).toBe("/blog?page=2");
    expect(safeRedirect(" /about#team ", "/")).toBe("/about");
  });
  it("refuses other sites, protocol-relative and header-splitting values", () => {
    for (const bad of [
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "/a\r\nSet-Cookie: x",
      "about",
    ]) {
      expect(safeRedirect(bad, "/newsletter")).toBe("/newsletter");
    }
  });
});
