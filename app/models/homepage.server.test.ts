import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  ContentFileError,
  getCaseStudies,
  getHomepageContent,
  getPartners,
  readContentFile,
} from "./homepage.server";
import { homepageContentSchema } from "./homepage.schema";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "homepage-content-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function write(name: string, body: string): string {
  const file = path.join(tmp, name);
  fs.writeFileSync(file, body);
  return file;
}

describe("home page content", () => {
  it("loads the committed content/homepage.json with real testimonials and both CTA sections", async () => {
    const content = await getHomepageContent();
    expect(content.testimonials.items.length).toBeGreaterThanOrEqual(6);
    const tags = new Set(content.testimonials.items.flatMap((item) => item.tags));
    for (const tag of ["dental", "healthcare", "hospitality", "veterinary", "finance"])
      expect(tags).toContain(tag);
    expect(Object.keys(content.ctaSections).sort()).toEqual(["build", "consultation"]);
    expect(JSON.stringify(content)).not.toMatch(/lorem|TODO/i);
  });

  it("loads eight partners and five case studies", async () => {
    expect(await getPartners()).toHaveLength(8);
    expect(await getCaseStudies()).toHaveLength(5);
  });

  it("fails clearly when a field is missing or of the wrong type", async () => {
    const good = JSON.parse(fs.readFileSync("content/homepage.json", "utf8"));
    delete good.ctaSections.build.title;
    good.testimonials.items[0].tags = "dental";
    const file = write("missing.json", JSON.stringify(good));
    const failure = readContentFile(file, homepageContentSchema);
    await expect(failure).rejects.toThrow(ContentFileError);
    await expect(failure).rejects.toThrow(/ctaSections\.build\.title/);
    await expect(failure).rejects.toThrow(/testimonials\.items\.0\.tags/);
    await expect(failure).rejects.toThrow(file);
  });

  it("fails clearly on invalid JSON", async () => {
    const file = write("broken.json", '{ "testimonials": ');
    await expect(readContentFile(file, homepageContentSchema)).rejects.toThrow(
      /malformed: invalid JSON/,
    );
  });

  it("fails clearly when the file is missing", async () => {
    await expect(
      readContentFile(path.join(tmp, "nope.json"), homepageContentSchema),
    ).rejects.toThrow(/cannot be read/);
  });
});
