import { describe, expect, it } from "vitest";
import { dashboardHref, parseDashboardQuery } from "./dashboard-data";

const parse = (search: string) => parseDashboardQuery(new URLSearchParams(search));

describe("the dashboard's URL state", () => {
  it("reads the leads list's source filter: a category, or none for no recorded source", () => {
    expect(parse("source=organic-social").source).toBe("organic-social");
    expect(parse("source=none").source).toBe("none");
  });

  it("treats a source it does not know, or none given, as no filter (the page never fails on its URL)", () => {
    expect(parse("source=myspace").source).toBeUndefined();
    expect(parse("source=").source).toBeUndefined();
    expect(parse("").source).toBeUndefined();
  });

  it("writes the source back into the list's links, so pages and sorting keep it", () => {
    const query = parse("source=email&status=qualified&sort=name");
    const url = new URL(dashboardHref({ ...query, page: 2 }), "http://x");
    expect(url.searchParams.get("source")).toBe("email");
    expect(url.searchParams.get("status")).toBe("qualified");
    expect(url.searchParams.get("page")).toBe("2");
    expect(new URL(dashboardHref({ ...query, source: undefined }), "http://x").search).not.toMatch(
      /source/,
    );
  });
});
