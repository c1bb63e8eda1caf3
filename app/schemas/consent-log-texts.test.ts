/**
 * The consent log's sources in words: an unsubscribe says one-click or the link in the mail and
 * names its campaign by subject; no stored code ("link:confirm", "campaign 7") reaches a person.
 */
import { describe, expect, it } from "vitest";
import { consentSourceLabel, consentSourceParts } from "./consent-log-texts";

describe("consent sources in words", () => {
  it("an unsubscribe: one-click or the link in the mail, and the campaign by its subject", () => {
    const subjects = { 7: "November insights" };
    expect(consentSourceLabel("link:unsubscribe (campaign 7)", subjects)).toBe(
      "Through the unsubscribe link in the mail of the campaign “November insights”",
    );
    expect(consentSourceLabel("link:unsubscribe (campaign 7, one-click)", subjects)).toBe(
      "One-click unsubscribe (the Unsubscribe button of the person's mail program) of the campaign “November insights”",
    );
    expect(consentSourceLabel("link:unsubscribe (campaign 8)", subjects)).toBe(
      "Through the unsubscribe link in the mail of a campaign deleted since",
    );
    expect(consentSourceLabel("link:unsubscribe (one-click)", subjects)).toBe(
      "One-click unsubscribe (the Unsubscribe button of the person's mail program)",
    );
    expect(consentSourceParts("link:unsubscribe (campaign 7, one-click)").campaignId).toBe(7);
    // The subject-access file, without the subjects looked up: the how alone.
    expect(consentSourceLabel("link:unsubscribe (campaign 7)")).toBe(
      "Through the unsubscribe link in the mail",
    );
  });

  it("never shows a stored code", () => {
    const sources = [
      "link:confirm",
      "link:unsubscribe",
      "form:newsletter (request, awaiting confirmation)",
      "provider:complaint",
      "staff:ann@example.com (phone)",
      "import:file-3",
      "something:new",
    ];
    for (const source of sources) {
      const words = consentSourceLabel(source, {});
      expect(words).not.toMatch(/\b(link|form|provider|import|something):/);
      expect(words).not.toContain("Source:");
    }
    expect(consentSourceLabel("link:confirm")).toBe(
      "By the confirmation link in the sign-up mail (the sign-up confirmed)",
    );
    expect(consentSourceLabel("something:new")).toBe("Recorded by the site");
  });
});
