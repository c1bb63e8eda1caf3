import { describe, expect, it } from "vitest";
import { MAX_SCORE, scoreLead } from "./lead-score.server";

const none = { lead: {} };
const score = (input: Parameters<typeof scoreLead>[0]) => scoreLead(input).score;

describe("lead score rule", () => {
  it("is 0 for a lead with nothing that counts", () => {
    expect(scoreLead(none)).toEqual({ score: 0, reasons: [] });
  });

  it("+15 for a phone number (blank does not count)", () => {
    expect(score({ lead: { phone: "0191 000 0000" } })).toBe(15);
    expect(score({ lead: { phone: "  " } })).toBe(0);
  });

  it("+10 for a company", () => expect(score({ lead: { company: "Acme" } })).toBe(10));
  it("+10 for a job title", () => expect(score({ lead: { jobTitle: "Director" } })).toBe(10));

  it.each(["dental", "healthcare", "hospitality", "veterinary", "financial"])(
    "+15 for the target industry %s",
    (industry) => {
      expect(score({ lead: { industry } })).toBe(15);
    },
  );
  it("nothing for industry other", () => expect(score({ lead: { industry: "other" } })).toBe(0));

  it.each([
    ["referral", 20],
    ["event", 15],
    ["dental-intelligence", 15],
    ["website", 10],
    ["phone", 10],
    ["email", 5],
    ["social", 5],
  ])("source %s gives %i", (source, points) => {
    expect(score({ lead: { source } })).toBe(points);
  });

  it.each([
    ["1", 0],
    ["2-3", 5],
    ["4-6", 10],
    ["7-10", 15],
    ["11+", 20],
  ])("registration with %s locations gives %i", (locations, points) => {
    expect(score({ lead: {}, registration: { locations } })).toBe(points);
  });

  it.each([
    ["yes-within-week", 15],
    ["yes-within-month", 10],
    ["yes-flexible", 10],
    ["maybe", 5],
    ["prefer-email", 0],
  ])("discovery call %s gives %i", (discoveryCall, points) => {
    expect(score({ lead: {}, registration: { discoveryCall } })).toBe(points);
  });

  it("+5 per successful activity, at most +15; other outcomes count nothing", () => {
    const ok = { outcome: "successful" };
    expect(score({ lead: {}, activities: [ok] })).toBe(5);
    expect(score({ lead: {}, activities: [ok, ok] })).toBe(10);
    expect(score({ lead: {}, activities: [ok, ok, ok, ok, ok] })).toBe(15);
    expect(score({ lead: {}, activities: [{ outcome: "no-answer" }, { outcome: null }] })).toBe(0);
  });

  it("adds the factors and gives a reason for each", () => {
    const result = scoreLead({ lead: { phone: "1", company: "A", source: "referral" } });
    expect(result.score).toBe(45);
    expect(result.reasons.map((r) => r.points)).toEqual([15, 10, 20]);
    expect(result.reasons.every((r) => r.reason.length > 0)).toBe(true);
  });

  it("writes industry and source as the labels staff see, never as stored codes", () => {
    const reasons = (lead: { industry?: string; source?: string }) =>
      scoreLead({ lead }).reasons.map((r) => `${r.reason}: +${r.points}`);
    expect(reasons({ industry: "financial", source: "social" })).toEqual([
      "Target industry (Financial): +15",
      "Source: Social: +5",
    ]);
    expect(reasons({ source: "dental-intelligence" })).toEqual(["Source: DentalIQ: +15"]);
    for (const reason of reasons({ industry: "veterinary", source: "dental-intelligence" }))
      expect(reason).not.toMatch(/\(veterinary\)|dental-intelligence/);
  });

  it("is capped at 100", () => {
    const result = scoreLead({
      lead: { phone: "1", company: "A", jobTitle: "B", industry: "dental", source: "referral" },
      registration: { locations: "11+", discoveryCall: "yes-within-week" },
      activities: Array.from({ length: 3 }, () => ({ outcome: "successful" })),
    });
    expect(result.reasons.reduce((s, r) => s + r.points, 0)).toBe(120);
    expect(result.score).toBe(MAX_SCORE);
  });
});
