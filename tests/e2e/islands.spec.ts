/**
 * Content pages run no framework JavaScript (docs/decisions/089): no React Router or React module
 * is fetched and nothing hydrates; what they do with JavaScript their islands do (decision 090).
 * Without JavaScript the same pages are covered by the other specs' nojs runs.
 */
import fs from "node:fs";
import { ARCHIVED_ISSUE } from "./constants";
import { type Page, expect, test } from "./helpers/fixtures";
import { expectNoA11yViolations } from "./helpers/axe";

const CONTENT_PAGES = [
  "/",
  "/about",
  "/consulting",
  "/training",
  "/team",
  "/sectors/health",
  "/sectors/hospitality",
  "/sectors/pets",
  "/sectors/finance",
  "/legal/privacy-policy",
  "/legal/cookie-policy",
  "/legal/terms-conditions",
  "/legal/accessibility-statement",
  "/blog",
  "/insights",
  "/newsletter/archive",
  "/newsletter/confirm",
  "/newsletter/unsubscribe",
  "/no-such-page",
];

/** The module scripts a page fetched, by path. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test.describe("script-free pages", { tag: "@js-only" }, () => {
  test("fetch no framework script and never hydrate; their islands start", async ({ page }) => {
    const firstPost = await page.request.get("/api/blog").then((r) => r.json());
    const slug: string | undefined = firstPost.posts?.[0]?.slug ?? firstPost[0]?.slug;
    const archive = await page.request.get("/newsletter/archive").then((r) => r.text());
    const issue = /href="(\/newsletter\/archive\/[^"]+)"/.exec(archive)?.[1];
    const pages = [...CONTENT_PAGES, ...(slug ? [`/blog/${slug}`] : []), ...(issue ? [issue] : [])];
    expect(issue, `the archive lists "${ARCHIVED_ISSUE.subject}"`).toBeTruthy();
    for (const url of pages) {
      const scripts = scriptsOf(page);
      await page.goto(url);
      await expect(page.locator("html"), url).toHaveAttribute("data-islands", "");
      expect(scripts.length, url).toBeGreaterThan(0);
      for (const script of scripts) expect(script, url).toMatch(/^\/assets\/(island-|guide-)/);
      expect(await page.locator('link[rel="modulepreload"]').count(), url).toBe(0);
      const marks = await page.evaluate(() => ({
        context: "__reactRouterContext" in window,
        manifest: "__reactRouterManifest" in window,
        hydrated: document.documentElement.hasAttribute("data-hydrated"),
      }));
      expect(marks, url).toEqual({ context: false, manifest: false, hydrated: false });
    }
  });

  test("the form pages still run React", async ({ page }) => {
    for (const url of ["/contact", "/dental-iq", "/newsletter"]) {
      await page.goto(url);
      expect(await page.evaluate(() => "__reactRouterContext" in window), url).toBe(true);
      await expect(page.locator("html"), url).toHaveAttribute("data-hydrated", "");
    }
  });

  test("speculation rules prefetch same-site pages, never the CRM, the API or a download", async ({
    page,
  }) => {
    await page.goto("/about");
    const rules = JSON.parse(
      (await page.locator('script[type="speculationrules"]').textContent()) ?? "{}",
    );
    expect(rules.prefetch[0].eagerness).toBe("moderate");
    const excluded = rules.prefetch[0].where.and
      .map((rule: { not?: { href_matches?: string } }) => rule.not?.href_matches)
      .filter(Boolean);
    expect(excluded).toEqual(expect.arrayContaining(["/crm", "/crm/*", "/api/*", "/guides/*"]));
    // Allowed by the page's policy: the browser reports no violation for it.
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.reload();
    expect(violations).toEqual([]);
  });
});

test.describe("islands", { tag: "@js-only" }, () => {
  test("the bar turns white past 10 px of scroll", async ({ page }) => {
    await page.goto("/about");
    const header = page.locator("header[data-scrolled]");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test("the menu and its Sectors group open, and Escape and a click outside close them", async ({
      page,
    }) => {
      await page.goto("/legal/privacy-policy");
      const nav = page.getByRole("navigation", { name: "Main" });
      const menu = nav.locator("summary", { hasText: "Menu" });
      const about = nav.getByRole("link", { name: "About", exact: true });
      await menu.click();
      await expect(about).toBeVisible();
      await nav.locator("summary:visible", { hasText: "Sectors" }).click();
      const health = nav.getByRole("link", { name: /Health & Wellness/ });
      await expect(health).toBeVisible();
      // Escape closes the innermost open group and gives its summary focus.
      await health.focus();
      await page.keyboard.press("Escape");
      await expect(health).toBeHidden();
      await expect(nav.locator("summary:visible", { hasText: "Sectors" })).toBeFocused();
      await expect(about).toBeVisible();
      // Focus (or a click) outside the menu closes it.
      await page.locator("main#main-content").focus();
      await expect(about).toBeHidden();
    });
  });

  test("cookie choices: Accept All and the detailed view store cookieConsent", async ({ page }) => {
    const banner = page.getByRole("region", { name: "We value your privacy" });
    await page.goto("/about");
    await banner.getByRole("button", { name: "Cookie Settings" }).click();
    const details = page.getByTestId("cookie-banner");
    await expect(details.getByRole("checkbox", { name: "Essential cookies" })).toBeDisabled();
    await details.getByRole("button", { name: "Cancel" }).click();
    await expect(banner.getByRole("button", { name: "Cookie Settings" })).toBeFocused();
    await banner.getByRole("button", { name: "Cookie Settings" }).click();
    await details.getByRole("checkbox", { name: "Analytics cookies" }).check();
    await details.getByRole("button", { name: "Save Settings" }).click();
    await expect(details).toHaveCount(0);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("cookieConsent")!));
    expect(stored).toMatchObject({ essential: true, analytics: true, functional: false });

    // The footer's Cookie Settings opens the dialog, with the stored choice and its date.
    await page.reload();
    await expect(banner).toBeHidden();
    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie Settings" }).click();
    const dialog = page.getByRole("dialog", { name: /cookie/i });
    await expect(dialog.getByRole("checkbox", { name: "Analytics cookies" })).toBeChecked();
    await expect(dialog.getByText(/Last updated: \d\d\/\d\d\/\d{4}, /)).toBeVisible();
    await expectNoA11yViolations(page);
    await dialog.getByRole("button", { name: "Reset to Defaults" }).click();
    await expect(dialog.getByRole("checkbox", { name: "Analytics cookies" })).not.toBeChecked();
    await dialog.getByRole("button", { name: "Save Preferences" }).click();
    await expect(dialog).toHaveCount(0);
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem("cookieConsent")!)),
    ).toMatchObject({ analytics: false, functional: false });

    // Unparseable consent: the banner is back.
    await page.evaluate(() => localStorage.setItem("cookieConsent", "{not json"));
    await page.reload();
    await expect(banner).toBeVisible();
  });

  test("a guide downloads, built in the browser, with the toast", async ({ page }) => {
    await page.goto("/training");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.locator('a[href="/guides/data-literacy"]').first().click(),
    ]);
    expect(download.url()).toMatch(/^blob:/);
    expect(download.suggestedFilename()).toMatch(/\.html$/);
    await expect(page.getByText("Download Started")).toBeVisible();
  });

  test.describe("on the home page", () => {
    const partners: { name: string; logo: string }[] = JSON.parse(
      fs.readFileSync("content/partners.json", "utf8"),
    );
    const testimonials: { author: string; tags: string[] }[] = JSON.parse(
      fs.readFileSync("content/homepage.json", "utf8"),
    ).testimonials.items;

    test("the carousel's controls work without React", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto("/");
      expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
      const root = page.getByTestId("testimonial-carousel");
      await expect(root).toHaveAttribute("data-enhanced", "");
      const shown = root.locator('[aria-roledescription="slide"]:visible');
      await expect(shown).toHaveCount(1);
      await expect(shown).toContainText(testimonials[0].author);
      await expect(root.getByText(/Scroll sideways/)).toHaveCount(0);
      await root.getByRole("button", { name: "Previous testimonial" }).click();
      await expect(shown).toContainText(testimonials.at(-1)!.author);
      await root.getByRole("button", { name: "Next testimonial" }).click();
      await root.getByRole("button", { name: "Next testimonial" }).click();
      await expect(shown).toContainText(testimonials[1].author);
      const dots = root.getByRole("button", { name: /^Show testimonial/ });
      await expect(dots).toHaveCount(testimonials.length);
      await dots.nth(2).click();
      await expect(shown).toContainText(testimonials[2].author);
      await expect(dots.nth(2)).toHaveAttribute("aria-current", "true");
      const dental = testimonials.filter((item) => item.tags.includes("dental"));
      await root.getByRole("button", { name: "Dental", exact: true }).click();
      await expect(root.locator('[aria-roledescription="slide"]')).toHaveCount(dental.length);
      await expect(shown).toContainText(dental[0].author);
      await expect(shown).toHaveAttribute("aria-label", `1 of ${dental.length}`);
      await expect(dots).toHaveCount(dental.length);
      await expectNoA11yViolations(page);
    });

    test("a partner logo that fails to load is hidden, its name kept for screen readers", async ({
      page,
    }) => {
      const broken = partners[0];
      await page.route(`**${broken.logo}`, (route) => route.fulfill({ status: 404, body: "" }));
      await page.goto("/");
      const strip = page.getByTestId("partner-logos");
      const img = strip.locator(`img[src="${broken.logo}"]`);
      await expect(img).toHaveAttribute("data-failed", "true");
      await expect(img).toBeHidden();
      await expect(strip.getByRole("link", { name: new RegExp(`^${broken.name}`) })).toHaveCount(1);
      await expect(strip.locator("img[data-failed]")).toHaveCount(1);
    });

    test("the call to action's guide downloads, built in the browser", async ({ page }) => {
      await page.goto("/");
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.locator('[data-cta] a[href^="/guides/"]').first().click(),
      ]);
      expect(download.url()).toMatch(/^blob:/);
      await expect(page.getByText("Download Started")).toBeVisible();
    });
  });
});
