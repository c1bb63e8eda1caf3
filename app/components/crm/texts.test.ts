import { describe, expect, it } from "vitest";
import { crmPageTitle } from "./texts";

describe("page titles", () => {
  it("name the page, then the CRM, then the firm", () => {
    expect(crmPageTitle("Leads")).toBe("Leads | CRM | Durham Data Strategy");
  });
});
