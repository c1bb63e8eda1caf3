import { describe, expect, it } from "vitest";
import { MAIN_LINKS, SECTOR_LINKS, isActivePath } from "./nav-data";

const link = (label: string) => MAIN_LINKS.find((l) => l.label === label)!;

describe("isActivePath", () => {
  it("matches home exactly", () => {
    expect(isActivePath("/", link("Home"))).toBe(true);
    expect(isActivePath("/about", link("Home"))).toBe(false);
  });

  it("matches other links by prefix, on segment boundaries", () => {
    expect(isActivePath("/about", link("About"))).toBe(true);
    expect(isActivePath("/about/", link("About"))).toBe(true);
    expect(isActivePath("/blog/some-post", link("Insights"))).toBe(true);
    expect(isActivePath("/aboutness", link("About"))).toBe(false);
    const health = SECTOR_LINKS.find((sector) => sector.href === "/sectors/health")!;
    expect(isActivePath("/sectors/health", health)).toBe(true);
    expect(isActivePath("/sectors/healthy", health)).toBe(false);
  });

  it("counts /insights for Insights", () => {
    expect(isActivePath("/insights", link("Insights"))).toBe(true);
    expect(isActivePath("/insights", link("Home"))).toBe(false);
  });
});
