/**
 * What a visitor met by hand: dated claims that are still true, every
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
        // Up and down the window scrolls as the browser does for any link (smoothly, so in steps,
        // and it may leave one at the bottom edge part-shown); the strip itself never hides one.
        await expect
          .poll(async () => {
            const { focused, height } = await stripBoxes(page);
            return focused.bottom > 0 && focused.top < height;
          }, where)
          .toBe(true);
      }
      expect(new Set(seen).size).toBe(partners.length);
      // After the last logo the keyboard leaves the strip (the duplicate copy is skipped).
      await page.keyboard.press("Tab");
      expect((await stripBoxes(page)).inStrip).toBe(false);
    });
  }
});

const isNoJs = () => test.info().project.name === "nojs";

test.describe("the public pages' smaller rough edges", () => {
  test("the anti-spam field is in every form but hidden from assistive technology and the keyboard", async ({
    page,
  }) => {
    for (const path of ["/contact", "/dental-iq", "/newsletter"]) {
      await page.goto(path);
      const trap = page.locator('main form input[name="website"]');
      await expect(trap, path).toHaveCount(1);
      await expect(trap).toHaveAttribute("tabindex", "-1");
      await expect(trap).toHaveAttribute("autocomplete", "off");
      expect(await trap.evaluate((el) => Boolean(el.closest('[aria-hidden="true"]')))).toBe(true);
      // Not in the accessibility tree, so no screen reader reads "Leave this field empty".
      await expect(page.getByRole("textbox", { name: "Leave this field empty" })).toHaveCount(0);
      const snapshot = await page.locator("main").ariaSnapshot();
      expect(snapshot, path).not.toContain("Leave this field empty");
    }
  });

  test("DentalIQ refuses a phone number that is not one", async ({ page }) => {
    await page.goto("/dental-iq#register");
    const form = page.locator("form#dental-iq-form");
    for (const [label, value] of Object.entries({
      "Full name": "Dr Ada Lovelace",
      "Practice/Company name": "Lovelace Dental",
      "Role/Job title": "Principal Dentist",
      "Email address": `phone-${Date.now()}@example.com`,
      "Phone (optional)": "abc",
      Location: "Durham",
      "Your biggest operational challenge": "No single view of no-shows across sites.",
    }))
      await form.getByLabel(label, { exact: true }).fill(value);
    await form.getByLabel("Practice management system (PMS)").selectOption("r4");
    await form.getByLabel("Number of locations").selectOption("2-3");
    await form.getByLabel("Would you be open to a discovery call?").selectOption("maybe");
    await form.getByRole("button", { name: "Submit Application" }).click();
    const message =
      "Enter a phone number of 10 to 15 digits, for example 0191 496 0123 or +44 191 496 0123";
    await expect(form.getByLabel("Phone (optional)", { exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(page.getByRole("link", { name: message })).toBeVisible();
    await expect(page.getByText("Welcome to DentalIQ Early Access!")).toHaveCount(0);
  });

  for (const width of [390, 320]) {
    test(`at ${width}, the DentalIQ sample table breaks no word`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/dental-iq");
      const table = page.getByRole("table", { name: "Recovered revenue by location this month" });
      await expect(table).toBeAttached();
      const broken = await table.evaluate((el) => {
        const found: string[] = [];
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? "";
          for (const match of text.matchAll(/[^\s-]+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
            if (lines.size > 1) found.push(match[0]);
          }
        }
        return found;
      });
      expect(broken).toEqual([]);
      // Nothing scrolls sideways but the table's own box.
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
      ).toBe(true);
    });
  }

  test("the newsletter's link pages keep their card off the phone's edges", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    for (const path of [
      "/newsletter/confirm?token=not-a-token",
      "/newsletter/unsubscribe?token=x",
    ]) {
      await page.goto(path);
      const card = page.locator("main h1").locator("xpath=ancestor::div[1]");
      const box = (await card.boundingBox())!;
      expect(box.x, path).toBeGreaterThanOrEqual(16);
      expect(box.x + box.width, path).toBeLessThanOrEqual(390 - 16);
    }
  });

  test("the testimonials leave no empty band where the filters would be @nojs-only", async ({
    page,
  }) => {
    await page.goto("/");
    const carousel = page.getByTestId("testimonial-carousel");
    const header = (await carousel.locator("header").boundingBox())!;
    const track = (await carousel.getByRole("region").boundingBox())!;
    // Only the header's own margin between the subtitle and the slides.
    expect(track.y - (header.y + header.height)).toBeLessThan(48);
  });

  test("Explore Enterprise Data Strategy opens /consulting at its enterprise section", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Explore Enterprise Data Strategy" }).click();
    await expect(page).toHaveURL(/\/consulting#enterprise-strategy$/);
    await expect(page.locator("#enterprise-strategy")).toBeInViewport();
  });

  test("FREE Discovery Call means the booking page wherever it is offered", async ({ page }) => {
    for (const path of ["/", "/consulting", "/training"]) {
      await page.goto(path);
      const hrefs = await page
        .getByRole("link", { name: /FREE Discovery Call/ })
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(hrefs.length, path).toBeGreaterThan(0);
      expect(new Set(hrefs).size, `${path}: ${hrefs.join(", ")}`).toBe(1);
      expect(hrefs[0]).toMatch(/^https:\/\//);
    }
  });

  test("a guide link says what the file is before it is downloaded", async ({ page, request }) => {
    await page.goto("/consulting");
    const link = page.locator('a[href="/guides/implementation"]');
    await expect(link).toContainText("(HTML file, under 10 KB)");
    const file = await request.get("/guides/implementation");
    expect(file.headers()["content-type"]).toContain("text/html");
    expect((await file.body()).length).toBeLessThan(10 * 1024);
    if (isNoJs()) return;
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toMatch(/\.html$/);
  });
});
