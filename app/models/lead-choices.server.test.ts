import { describe, expect, it } from "vitest";
import { useTestDb } from "../../tests/helpers/test-db";
import { createLead, listLeadChoices } from "./leads.server";

useTestDb();

const add = (firstName: string, lastName: string, email: string, company?: string) =>
  createLead({ firstName, lastName, email, company }, "staff@example.com");

describe("listLeadChoices (the Log Activity picker)", () => {
  it("lists the newest leads without a search, and the leads a search matches with one", async () => {
    const ada = await add("Ada", "Lovelace", "ada@example.com", "Analytical Engines");
    const grace = await add("Grace", "Hopper", "grace@navy.example", "Navy");
    const alan = await add("Alan", "Turing", "alan@example.com");

    expect((await listLeadChoices()).map((lead) => lead.id)).toEqual([alan.id, grace.id, ada.id]);
    // Name, full name, email and company, any case.
    expect(await listLeadChoices({ q: "grace hopper" })).toEqual([
      { id: grace.id, name: "Grace Hopper", email: "grace@navy.example" },
    ]);
    expect((await listLeadChoices({ q: "EXAMPLE.COM" })).map((lead) => lead.id)).toEqual([
      alan.id,
      ada.id,
    ]);
    expect((await listLeadChoices({ q: "analytical" })).map((lead) => lead.id)).toEqual([ada.id]);
    expect(await listLeadChoices({ q: "nobody" })).toEqual([]);
    // A pattern character is searched for as itself.
    expect(await listLeadChoices({ q: "%" })).toEqual([]);
  });

  it("keeps to the limit, and always lists the preselected lead", async () => {
    const first = await add("First", "Lead", "first@example.com");
    for (let i = 0; i < 4; i++) await add("Other", `Lead ${i}`, `other${i}@example.com`);
    const two = await listLeadChoices({ limit: 2 });
    expect(two).toHaveLength(2);
    expect(two.map((lead) => lead.id)).not.toContain(first.id);
    const withFirst = await listLeadChoices({ limit: 2, include: first.id });
    expect(withFirst[0].id).toBe(first.id);
    expect(await listLeadChoices({ q: "other", include: first.id })).toHaveLength(5);
  });
});
