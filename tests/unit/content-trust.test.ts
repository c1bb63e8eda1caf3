/** Content the firm can publish as it stands: no staff quoting themselves, no forgotten stand-in. */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { BEFORE_LAUNCH } from "~/config/site";
import { getHomepageContent } from "~/models/homepage.server";
import team from "../../content/team.json";

/** "Dr Priya Raman MRCVS" → "priya raman": titles and letters dropped, for comparing people. */
const person = (name: string) =>
  name
    .replace(/\b(Dr|Mr|Mrs|Ms|Prof|MRCVS|BDS|PhD)\b\.?/g, "")
    .trim()
    .replace(/\s+/g, " ")
    .toLowerCase();

describe("content", () => {
  it("has no testimonial signed by a member of the firm's own team", async () => {
    const staff = new Set(team.members.map((member) => person(member.name)));
    const staffSurnames = new Set([...staff].map((name) => name.split(" ").at(-1)));
    const { testimonials } = await getHomepageContent();
    for (const { author } of testimonials.items) {
      expect(staff.has(person(author)), author).toBe(false);
      expect(staffSurnames.has(person(author).split(" ").at(-1)), author).toBe(false);
    }
  });

  it("lists every before-launch placeholder in docs/deploy.md's checklist", () => {
    const deployGuide = fs.readFileSync(new URL("../../docs/deploy.md", import.meta.url), "utf8");
    const checklist = deployGuide.slice(deployGuide.indexOf("## Before launch"));
    expect(checklist.length).toBeLessThan(deployGuide.length);
    for (const { item } of BEFORE_LAUNCH) expect(checklist).toContain(`- [ ] **${item}**`);
  });
});
