import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loader } from "~/routes/site/guide-download";
import { GUIDE_FILE_TEXTS, GUIDE_MAX_BYTES } from "./guide-download-button";
import { GUIDE_IDS, buildGuide, guideFilename, isGuideId } from "./guide-template";

const date = new Date(2026, 10, 21, 10, 30); // 21 November 2026, local time

describe("what the download links say of the file", () => {
  it("is true of every guide: an HTML file under the size the links name", () => {
    expect(GUIDE_FILE_TEXTS.format).toContain("HTML file");
    expect(GUIDE_FILE_TEXTS.format).toContain(`under ${GUIDE_MAX_BYTES / 1024} KB`);
    for (const id of GUIDE_IDS) {
      const { filename, html } = buildGuide(id, date);
      expect(filename, id).toMatch(/\.html$/);
      expect(Buffer.byteLength(html), id).toBeLessThan(GUIDE_MAX_BYTES);
    }
  });
});

describe("guide file names", () => {
  it("use the ISO date for the consultation, implementation and data-literacy guides", () => {
    expect(guideFilename("consultation", date)).toBe(
      "Durham-Data-Strategy-Consultation-Guide-2026-11-21.html",
    );
    expect(guideFilename("implementation", date)).toBe(
      "Durham-Data-Strategy-Implementation-Guide-2026-11-21.html",
    );
    expect(guideFilename("data-literacy", date)).toBe(
      "Durham-Data-Strategy-Data-Literacy-Guide-2026-11-21.html",
    );
  });

  it("use the en-GB date with dashes for the sector guides", () => {
    expect(guideFilename("sector-health", date)).toBe(
      "Healthcare-Data-Intelligence-Solutions-Guide-21-11-2026.html",
    );
    expect(guideFilename("sector-hospitality", date)).toBe(
      "Hospitality-Data-Intelligence-Solutions-Guide-21-11-2026.html",
    );
    expect(guideFilename("sector-pets", date)).toBe(
      "Veterinary-Data-Intelligence-Solutions-Guide-21-11-2026.html",
    );
    expect(guideFilename("sector-health", new Date(2026, 0, 5))).toBe(
      "Healthcare-Data-Intelligence-Solutions-Guide-05-01-2026.html",
    );
  });
});

describe("guide documents", () => {
  it("are complete, accessible standalone HTML documents", () => {
    for (const id of GUIDE_IDS) {
      const { html } = buildGuide(id, date);
      expect(html, id).toMatch(/^<!DOCTYPE html>\n<html lang="en-GB">/);
      expect(html, id).toContain('<meta charset="utf-8">');
      expect(html, id).toMatch(/<title>[^<]+ \| Durham Data Strategy<\/title>/);
      expect(html.match(/<h1>/g), id).toHaveLength(1);
      expect(html, id).toContain("<main>");
      expect(html, id).toContain('<nav aria-label="Contents">');
      expect(html, id).toContain("</html>");
      expect(html, id).not.toContain("<script");
      // Every contents link points to a section heading that exists.
      for (const [, target] of html.matchAll(/href="#([^"]+)"/g))
        expect(html, `${id} #${target}`).toContain(`id="${target}"`);
    }
  });

  it("carry the consultation figures: 4-phase assessment and the headline claims", () => {
    const { html } = buildGuide("consultation", date);
    for (const text of ["4-phase assessment", "30%", "25%", "85%", "£2.4M+", "4+", "30 minutes"])
      expect(html).toContain(text);
    for (const phase of ["Phase 1", "Phase 2", "Phase 3", "Phase 4"]) expect(html).toContain(phase);
  });

  it("carry the 90-day plan in the implementation guide", () => {
    const { html } = buildGuide("implementation", date);
    expect(html).toMatch(/Days 1-30:<\/span> Foundation/);
    expect(html).toMatch(/Days 31-60:<\/span> Structure/);
    expect(html).toMatch(/Days 61-90:<\/span> Intelligence/);
  });

  it("carry the healthcare figures", () => {
    const { html } = buildGuide("sector-health", date);
    for (const text of ["50+", "87%", "9.2/10", "100%", "EMR"]) expect(html).toContain(text);
  });

  it("carry the training offer in the data-literacy guide", () => {
    const { html } = buildGuide("data-literacy", date);
    expect(html).toContain("30-minute pre-session intro call");
    expect(html).toContain("1-hour Q&amp;A follow-up 2 weeks after delivery");
  });

  it("have one content file each in content/guides, beside the shared one", () => {
    const files = readdirSync(join(process.cwd(), "content", "guides"))
      .map((name) => name.replace(/\.json$/, ""))
      .sort();
    expect(files).toEqual([...GUIDE_IDS, "shared"].sort());
  });

  it("fill in every figure their content names", () => {
    for (const id of GUIDE_IDS) expect(buildGuide(id, date).html, id).not.toMatch(/\{\w+\}/);
  });

  it("recognise only the known guide ids", () => {
    expect(isGuideId("consultation")).toBe(true);
    expect(isGuideId("sector-finance")).toBe(false);
    expect(isGuideId("../etc/passwd")).toBe(false);
  });
});

describe("GET /guides/:guide", () => {
  const get = (guide: string) =>
    loader({
      params: { guide },
      request: new Request(`http://x/guides/${guide}`),
      context: {},
    } as any);

  it("serves the guide as an HTML attachment named with today's date", async () => {
    const response = get("consultation");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="Durham-Data-Strategy-Consultation-Guide-\d{4}-\d{2}-\d{2}\.html"$/,
    );
    expect(await response.text()).toContain("£2.4M+");
  });

  it("answers 404 for an unknown guide", () => {
    expect(get("unknown").status).toBe(404);
  });
});
