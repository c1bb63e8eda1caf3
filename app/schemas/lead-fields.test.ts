/** The timeline's sentence for a status change: Closed Lost says why. */
import { describe, expect, it } from "vitest";
import { statusChangeSentence } from "./lead-fields";

describe("statusChangeSentence", () => {
  it("names both statuses", () => {
    expect(statusChangeSentence({ status: { from: "new", to: "qualified" } })).toBe(
      "Status changed from New to Qualified",
    );
  });

  it("Closed Lost carries its reason, in words", () => {
    expect(
      statusChangeSentence({
        status: { from: "proposal", to: "closed-lost" },
        lostReason: { from: null, to: "competitor" },
      }),
    ).toBe("Status changed from Proposal to Closed Lost: Chose another firm");
    expect(
      statusChangeSentence({
        status: { from: "new", to: "closed-lost" },
        lostReason: { from: null, to: "other" },
        lostReasonOther: { from: null, to: "Went in-house" },
      }),
    ).toBe("Status changed from New to Closed Lost: Other: Went in-house");
  });

  it("no reason recorded (an older row): the change alone; leaving Closed Lost names none", () => {
    expect(statusChangeSentence({ status: { from: "new", to: "closed-lost" } })).toBe(
      "Status changed from New to Closed Lost",
    );
    expect(
      statusChangeSentence({
        status: { from: "closed-lost", to: "contacted" },
        lostReason: { from: "competitor", to: null },
      }),
    ).toBe("Status changed from Closed Lost to Contacted");
  });
});
