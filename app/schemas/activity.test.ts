import { describe, expect, it, vi } from "vitest";
import { DUE_IN_PAST, DUE_REQUIRED, isPastDue, planFollowUpSchema } from "./activity";

const plan = (dueAt: string) =>
  planFollowUpSchema.safeParse({ type: "call", subject: "Call back", dueAt });
const dueMessages = (dueAt: string) => {
  const result = plan(dueAt);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("planFollowUpSchema's due date", () => {
  it("refuses a time in the past with a message for people", () => {
    expect(dueMessages("2020-01-01T10:00")).toEqual([DUE_IN_PAST]);
  });

  it("accepts a time in the future, and one a minute ago (the time spent on the form)", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-06-01T09:00:00Z"));
    try {
      // 10:00 in London in June is 09:00 UTC.
      expect(plan("2026-06-01T10:30").success).toBe(true);
      expect(plan("2026-06-01T09:59").success).toBe(true);
      expect(dueMessages("2026-06-01T09:50")).toEqual([DUE_IN_PAST]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("still asks for a due time when there is none", () => {
    expect(dueMessages("")).toEqual([DUE_REQUIRED]);
  });
});

describe("isPastDue", () => {
  const now = Date.parse("2026-06-01T09:00:00Z");
  it("allows a few minutes' grace", () => {
    expect(isPastDue("2026-06-01T08:57:00Z", now)).toBe(false);
    expect(isPastDue("2026-06-01T08:54:59Z", now)).toBe(true);
    expect(isPastDue(new Date("2026-06-01T10:00:00Z"), now)).toBe(false);
  });
});
