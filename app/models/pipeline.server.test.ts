/** The pipeline board's columns: counts and totals over every lead in a column, filters, cards. */
import { describe, expect, it } from "vitest";
import { useTestDb } from "../../tests/helpers/test-db";
import { createLead, updateLead, updateLeadStatus } from "./leads.server";
import { getPipeline } from "./pipeline.server";

useTestDb();
const ACTOR = "pipeline@example.com";

describe("getPipeline", () => {
  it("six columns in the spec's order with count, total value and cards", async () => {
    const a = await createLead(
      { firstName: "Ann", lastName: "Alpha", email: "ann@example.com", source: "referral" },
      ACTOR,
    );
    const b = await createLead(
      { firstName: "Bob", lastName: "Beta", email: "bob@example.com", company: "Beta Ltd" },
      ACTOR,
    );
    const c = await createLead(
      { firstName: "Cat", lastName: "Gamma", email: "cat@example.com" },
      ACTOR,
    );
    await updateLead(a.id, { estimatedValue: 1000 }, [], ACTOR);
    await updateLead(b.id, { estimatedValue: 2500, status: "qualified" }, [], ACTOR);
    await updateLeadStatus(c.id, "qualified", ACTOR);

    const columns = await getPipeline();
    expect(columns.map((col) => col.status)).toEqual([
      "new",
      "contacted",
      "qualified",
      "proposal",
      "closed-won",
      "closed-lost",
    ]);
    const qualified = columns.find((col) => col.status === "qualified")!;
    expect(qualified).toMatchObject({ count: 2, total: 2500 });
    expect(qualified.cards.map((card) => card.company)).toContain("Beta Ltd");
    expect(columns.find((col) => col.status === "new")).toMatchObject({ count: 1, total: 1000 });
    expect(columns.find((col) => col.status === "proposal")).toMatchObject({ count: 0, total: 0 });

    const referral = await getPipeline({ source: "referral" });
    expect(referral.reduce((sum, col) => sum + col.count, 0)).toBe(1);
    const searched = await getPipeline({ q: "beta" });
    expect(searched.find((col) => col.status === "qualified")?.cards.map((x) => x.id)).toEqual([
      b.id,
    ]);
  });
});
