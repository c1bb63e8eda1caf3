import { describe, expect, it } from "vitest";
import { LIST_SUMMARY, crmPageTitle } from "./texts";

describe("list summaries: no '0 …', no '1 … s', page numbers only when there are pages", () => {
  it("leads", () => {
    expect(LIST_SUMMARY.leads(1, 1, 1)).toBe("Showing 1 lead");
    expect(LIST_SUMMARY.leads(1, 12, 12)).toBe("Showing 12 leads");
    expect(LIST_SUMMARY.leads(51, 51, 51)).toBe("Showing 51–51 of 51 leads");
    expect(LIST_SUMMARY.leads(1, 50, 1204)).toBe("Showing 1–50 of 1,204 leads");
  });

  it("newsletter subscriptions", () => {
    expect(LIST_SUMMARY.subscriptions(0, "", 1, 1)).toBe("");
    expect(LIST_SUMMARY.subscriptions(0, "ann", 1, 1)).toBe("No subscriptions match “ann”.");
    expect(LIST_SUMMARY.subscriptions(1, "", 1, 1)).toBe("1 subscription.");
    expect(LIST_SUMMARY.subscriptions(1, "ann", 1, 1)).toBe("1 subscription matches “ann”.");
    expect(LIST_SUMMARY.subscriptions(60, "ann", 2, 2)).toBe(
      "60 subscriptions match “ann”; page 2 of 2.",
    );
  });

  it("mail", () => {
    expect(LIST_SUMMARY.mail(0, null, 1, 1)).toBe("");
    expect(LIST_SUMMARY.mail(1, null, 1, 1)).toBe("1 mail.");
    expect(LIST_SUMMARY.mail(3, "Failed", 1, 1)).toBe("3 mails failed.");
    expect(LIST_SUMMARY.mail(120, null, 1, 3)).toBe("120 mails; page 1 of 3.");
  });
});

describe("page titles", () => {
  it("name the page, then the CRM, then the firm", () => {
    expect(crmPageTitle("Leads")).toBe("Leads | CRM | Durham Data Strategy");
  });
});
