import { describe, expect, it } from "vitest";
import { LEADS_TEXTS } from "./texts";

describe("list summaries: no '0 …', no '1 … s', page numbers only when there are pages", () => {
  it("leads", () => {
    expect(LEADS_TEXTS.summary.leads(1, 1, 1)).toBe("Showing 1 lead");
    expect(LEADS_TEXTS.summary.leads(1, 12, 12)).toBe("Showing 12 leads");
    expect(LEADS_TEXTS.summary.leads(51, 51, 51)).toBe("Showing 51–51 of 51 leads");
    expect(LEADS_TEXTS.summary.leads(1, 50, 1204)).toBe("Showing 1–50 of 1,204 leads");
  });

  it("newsletter subscriptions", () => {
    expect(LEADS_TEXTS.summary.subscriptions(0, "", 1, 1)).toBe("");
    expect(LEADS_TEXTS.summary.subscriptions(0, "ann", 1, 1)).toBe("No subscriptions match “ann”.");
    expect(LEADS_TEXTS.summary.subscriptions(1, "", 1, 1)).toBe("1 subscription.");
    expect(LEADS_TEXTS.summary.subscriptions(1, "ann", 1, 1)).toBe("1 subscription matches “ann”.");
    expect(LEADS_TEXTS.summary.subscriptions(60, "ann", 2, 2)).toBe(
      "60 subscriptions match “ann”; page 2 of 2.",
    );
  });
});
