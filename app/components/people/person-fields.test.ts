import { describe, expect, it } from "vitest";
import { auditEventText, fieldLabel, fieldText, recordRows } from "./person-fields";

const lead = {
  id: 12,
  firstName: "Hedy",
  lastName: "Liskov",
  jobTitle: null,
  industry: "financial",
  source: "social",
  status: "closed-lost",
  lostReason: "other",
  lostReasonOther: null,
  stageReached: 0,
  ownerId: 3,
  nextDueAt: null,
  scoreReasons: [{ reason: "Source: Social", points: 5 }],
};

describe("a held record in words", () => {
  it("the letter leaves out references, staff account numbers, derived columns and empty values", () => {
    const rows = recordRows("leads", lead, { letter: true });
    expect(rows.map((row) => row.label)).toEqual([
      "First name",
      "Last name",
      "Industry",
      "Source",
      "Status",
      "Lost reason",
      "Why this score",
    ]);
    expect(rows.map((row) => row.value)).toEqual([
      "Hedy",
      "Liskov",
      "Financial",
      "Social",
      "Closed Lost",
      "Other",
      ["Source: Social: +5"],
    ]);
  });

  it("the staff view keeps the reference and shows empty values as such, never account numbers", () => {
    const rows = recordRows("leads", lead, { letter: false });
    const labels = rows.map((row) => row.label);
    expect(labels).toContain("Reference");
    expect(labels).toContain("Job title");
    expect(labels).not.toContain("Owner id");
    expect(labels).not.toContain("Stage reached");
    expect(labels).not.toContain("Next due at");
    expect(rows.find((row) => row.key === "jobTitle")?.value).toBeNull();
  });

  it("labels are words, never camelCase or snake_case", () => {
    for (const key of ["lostReasonOther", "marketingOptIn", "someNewField", "odd_column"]) {
      // camelCase starts with a lower-case word ("DentalIQ", a name, is not).
      expect(fieldLabel(key)).not.toMatch(/\b[a-z]+[A-Z]|_/);
    }
    expect(fieldLabel("lostReasonOther")).toBe("Lost reason (other)");
    expect(fieldLabel("someNewField")).toBe("Some new field");
  });

  it("values of coded fields as labels, by kind where names clash", () => {
    expect(fieldText("activities", "outcome", "no-answer")).toBe("No answer");
    expect(fieldText("activities", "outcome", "not-interested")).toBe("Not interested");
    expect(fieldText("consents", "source", "form:newsletter")).toBe("Through the newsletter form");
    expect(fieldText("contactSubmissions", "source", "website")).toBe("Website");
    expect(fieldText("dentalRegistrations", "discoveryCall", "yes-within-week")).not.toContain("-");
    expect(fieldText("consents", "granted", false)).toBe("Withdrawn");
    expect(fieldText("leads", "createdAt", new Date("2026-11-25T14:02:00Z"))).toBe(
      "25 Nov 2026, 14:02",
    );
  });

  it("a recorded change in words: its summary without record numbers, else action and record", () => {
    expect(
      auditEventText({
        action: "status-changed",
        entityType: "lead",
        summary: "Status New → Contacted",
      }),
    ).toBe("Status New → Contacted");
    expect(
      auditEventText({ action: "linked", entityType: "lead", summary: "Contact form #12 linked" }),
    ).toBe("Contact form linked");
    const bare = auditEventText({
      action: "status-changed",
      entityType: "newsletter-subscription",
      summary: null,
    });
    expect(bare).toBe("Status changed (Newsletter subscription)");
    expect(bare).not.toMatch(/[a-z]-[a-z]/);
  });
});
