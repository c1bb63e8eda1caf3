/** The import's reasons and Undo's counts in words. */
import { describe, expect, it } from "vitest";
import { LEAD_IMPORT_TEXTS, reasonText } from "./texts";

describe("reasonText", () => {
  it("names a coded field's bad value and the values it may take", () => {
    expect(reasonText({ field: "status", code: "invalid", value: "Open Deal" })).toBe(
      'Status "Open Deal" is not one of: New, Contacted, Qualified, Proposal, Closed Won, Closed Lost',
    );
    expect(reasonText({ field: "email", code: "invalid" })).toBe("Email is not valid");
  });
});

describe("Undo's counts", () => {
  it("uses the plural helper and says when nothing changes", () => {
    const U = LEAD_IMPORT_TEXTS.undo;
    expect(U.counts({ deletes: 296, restores: 12 })).toBe(
      "Undo deletes 296 leads and restores 12. This cannot be reversed.",
    );
    expect(U.counts({ deletes: 1, restores: 0 })).toBe(
      "Undo deletes 1 lead. This cannot be reversed.",
    );
    expect(U.counts({ deletes: 0, restores: 1 })).toBe(
      "Undo restores 1 lead. This cannot be reversed.",
    );
    expect(U.keepChoice({ deletes: 0, restores: 0 })).toBe(
      "Keep them as they are now: changes no lead",
    );
  });
});
