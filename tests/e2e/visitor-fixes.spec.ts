/**
 * What a visitor met by hand (issue 33, items 18–20): dated claims that are still true, every
 * partner logo in view when the keyboard reaches it, and the public pages' smaller rough edges.
 */
import fs from "node:fs";
import { type Page, expect, test } from "./helpers/fixtures";

const thisYear = new Date().getUTCFullYear();

/** Each "Q2 2026" in `text` whose quarter has ended. */
function pastQuarters(text: string): string[] {
  return [...text.matchAll(/\bQ([1-4])\s+(\d{4})\b/g)]
    .filter(([, q, year]) => new Date(Date.UTC(Number(year), Number(q) * 3, 1)) <= new Date())
    .map(([whole]) => whole);
}

test.describe("DentalIQ's dated claims", () => {
  test("the launch is a date still to come, in the figures, the places section and the meta description", async ({
    page,
  }) => {
    await page.goto("/dental-iq");
    const main = page.locator("main");
    const text = (await main.innerText()).replace(/\s+/g, " ");
    const description = (await page.locator('meta[name="description"]').getAttribute("content"))!;
    for (const words of [text, description]) {
      expect(pastQuarters(words)).toEqual([]);
      for (const [, year] of words.matchAll(/launch(?:es)? in (\d{4})/g))
        expect(Number(year)).toBeGreaterThanOrEqual(thisYear);
    }
    const glance = main.getByRole("region", { name: "DentalIQ at a glance" });
    const launch = glance.getByRole("term").filter({ hasText: /^Full launch$/ });
    const launchYear = await launch.locator("xpath=following-sibling::dd[1]").innerText();
    expect(launchYear).toMatch(/^\d{4}$/);
    expect(Number(launchYear)).toBeGreaterThanOrEqual(thisYear);
    expect(description).toContain(`full launch in ${launchYear}`);
    await expect(
      main.getByRole("region", { name: "Only 10 UK practices will be accepted" }),
    ).toContainText(`full launch in ${launchYear}`);
    // Ten places in all, not ten already taken.
    expect(text).not.toMatch(/practices accepted/i);
    await expect(glance).toContainText("Early-access places for UK practices");
  });
});

async function stripBoxes(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement;
    const viewport = document
      .querySelector('[data-testid="partner-logos"]')!
      .closest("div")!.parentElement!;
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    };
    return {
      inStrip: viewport.contains(active),
      inFirstCopy: Boolean(active.closest('[data-testid="partner-logos"]')),
      name: active.querySelector("img")?.alt ?? active.textContent,
      focused: box(active),
      strip: box(viewport),
      width: document.documentElement.clientWidth,
      height: document.documentElement.clientHeight,
    };
  });
}

test.describe("Trusted Partners and the keyboard", () => {
  for (const width of [1366, 390]) {
    test(`at ${width}, every partner logo the keyboard reaches is inside the strip and the screen`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      const partners: unknown[] = JSON.parse(fs.readFileSync("content/partners.json", "utf8"));
      // (The moving logos are never "stable", so the page scrolls itself, not Playwright.)
      await page.evaluate(() =>
        document
          .querySelector('[data-testid="partner-logos"]')!
          .scrollIntoView({ block: "center" }),
      );
      // Let the loop run, so the first logos have moved out to the left, as a visitor meets it.
      await page.waitForTimeout(2_500);
      // Focus the last thing before the strip, then go on with Tab, as a keyboard user does.
      await page.evaluate(() => {
        const strip = document.querySelector('[data-testid="partner-logos"]')!;
        const focusable = [...document.querySelectorAll<HTMLElement>("a[href], button, input")];
        const before = focusable.filter(
          (el) => strip.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING,
        );
        before.at(-1)!.focus();
      });
      const seen: string[] = [];
      for (let i = 0; i < partners.length; i++) {
        await page.keyboard.press("Tab");
        const at = await stripBoxes(page);
        expect(at.inStrip, `tab ${i + 1}`).toBe(true);
        expect(at.inFirstCopy, `tab ${i + 1}: never the hidden copy`).toBe(true);
        seen.push(at.name ?? "");
        const where = `${at.name}: ${JSON.stringify(at.focused)} in ${JSON.stringify(at.strip)}`;
        expect(at.focused.left, where).toBeGreaterThanOrEqual(Math.max(at.strip.left, 0) - 0.5);
        expect(at.focused.right, where).toBeLessThanOrEqual(
          Math.min(at.strip.right, at.width) + 0.5,
        );
        expect(at.focused.top, where).toBeGreaterThanOrEqual(at.strip.top - 0.5);
        expect(at.focused.bottom, where).toBeLessThanOrEqual(at.strip.bottom + 0.5);
        expect(at.focused.top, where).toBeGreaterThanOrEqual(0);
        expect(at.focused.bottom, where).toBeLessThanOrEqual(at.height);
      }
      expect(new Set(seen).size).toBe(partners.length);
      // After the last logo the keyboard leaves the strip (the duplicate copy is skipped).
      await page.keyboard.press("Tab");
      expect((await stripBoxes(page)).inStrip).toBe(false);
    });
  }
});
