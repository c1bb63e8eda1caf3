/**
 * The site shell (SPEC.md sections 1, 2, 4, 9): navigation, footer, skip links, cookie banner and
 * dialog, toasts, 404 page and redirects — with JavaScript on (project js) and off (nojs).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { type Locator, type Page, expect, test } from "./helpers/fixtures";
import { createCookieSessionStorage } from "react-router";
import {
  ADMIN_LINK,
  BOOKING_LABEL,
  FOOTER_COMPANY_LINKS,
  FOOTER_SECTOR_LINKS,
  LEGAL_LINKS,
  MAIN_LINKS,
  SECTOR_LINKS,
} from "../../app/components/shell/nav-data";
import { SITE } from "../../app/config/site";
import { E2E_BASE_URL, E2E_DATA_DIR } from "./constants";
import { expectNoA11yViolations } from "./helpers/axe";

const isJs = () => test.info().project.name !== "nojs";
const CONSENT_KEY = "cookieConsent";

/**
 * A navigation <summary> is expanded when its <details> is open: the browser exposes that state
 * itself (aria-expanded on a <summary> is invalid HTML), with JavaScript on or off.
 */
async function expectExpanded(summary: Locator, expanded: boolean) {
  const details = summary.locator("xpath=parent::details");
  if (expanded) await expect(details).toHaveAttribute("open", "");
  else await expect(details).not.toHaveAttribute("open");
}

async function readConsent(page: Page) {
  return page.evaluate((key) => window.localStorage.getItem(key), CONSENT_KEY);
}

test.describe("navigation", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("has every link of the spec with its label and address", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toHaveAttribute("id", "navigation");
    await expect(nav.getByRole("link", { name: `${SITE.name} home` })).toHaveAttribute("href", "/");

    const expected = [
      ["Home", "/"],
      ["About", "/about"],
      ["Consulting", "/consulting"],
      ["Training", "/training"],
      ["Insights", "/blog"],
    ];
    expect(MAIN_LINKS.map((l) => [l.label, l.href])).toEqual(expected);
    for (const [label, href] of expected) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute(
        "href",
        href,
      );
    }

    const dental = nav.getByRole("link", { name: "DentalIQ NEW" });
    await expect(dental).toHaveAttribute("href", "/dental-iq");
    await expect(dental.getByText("NEW", { exact: true })).toBeVisible();

    // The Sectors dropdown: closed, then open with each sector's label and description.
    const sectors = nav.locator("summary:visible", { hasText: "Sectors" });
    await expect(nav.getByRole("link", { name: /Health & Wellness/ })).toBeHidden();
    await sectors.click();
    const expectedSectors = [
      ["/sectors/health", "Health & Wellness", "Data-driven care pathways & EMR integration"],
      ["/sectors/hospitality", "Hospitality & Leisure", "Guest satisfaction & predictive staffing"],
      ["/sectors/pets", "Pets & Animal Care", "Clinic system integration & real-time health"],
      ["/sectors/finance", "Financial Services", "Document intelligence & compliance"],
    ];
    expect(SECTOR_LINKS.map((l) => [l.href, l.label, l.description])).toEqual(expectedSectors);
    for (const [href, label, description] of expectedSectors) {
      const link = nav.getByRole("link", { name: `${label} ${description}` });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", href);
    }
    await expectExpanded(sectors, true);
  });

  test("the discovery call opens the booking page in a new tab", async ({ page }) => {
    await page.goto("/");
    const booking = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: BOOKING_LABEL });
    await expect(booking).toHaveText(`${BOOKING_LABEL} (opens in a new tab)`);
    await expect(booking).toHaveAttribute("href", SITE.defaultBookingUrl);
    await expect(booking).toHaveAttribute("target", "_blank");
    await expect(booking).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("marks the active link: home exactly, others by prefix, /insights for Insights", async ({
    page,
  }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    const current = nav.locator('a[aria-current="page"]:visible');

    await page.goto("/");
    await expect(current).toHaveCount(1);
    await expect(current).toHaveText("Home");

    await page.goto("/blog/some-post");
    await expect(current).toHaveCount(1);
    await expect(current).toHaveText("Insights");

    await page.goto("/insights");
    await expect(current).toHaveText("Insights");

    await page.goto("/about");
    await expect(current).toHaveText("About");
    await expect(nav.getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute(
      "aria-current",
      "page",
    );

    await page.goto("/sectors/pets");
    await nav.locator("summary:visible", { hasText: "Sectors" }).click();
    await expect(current).toHaveCount(1);
    await expect(current).toContainText("Pets & Animal Care");
  });

  test(
    "the bar turns white with a shadow after scrolling more than 10 px",
    { tag: "@js-only" },
    async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 400 });
      await page.goto("/");
      const header = page.locator("header").filter({ has: page.locator("#navigation") });
      await expect(header).toHaveAttribute("data-scrolled", "false");
      await expect(header).toHaveCSS("background-color", "rgb(11, 58, 91)");
      await page.evaluate(() => window.scrollTo(0, 10));
      await expect(header).toHaveAttribute("data-scrolled", "false");
      await page.evaluate(() => window.scrollTo(0, 60));
      await expect(header).toHaveAttribute("data-scrolled", "true");
      await expect(header).toHaveCSS("background-color", "rgb(255, 255, 255)");
      await expect(header).not.toHaveCSS("box-shadow", "none");
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(header).toHaveAttribute("data-scrolled", "false");
    },
  );

  test(
    "Escape closes the Sectors dropdown and returns focus to it",
    { tag: "@js-only" },
    async ({ page }) => {
      await page.goto("/");
      const nav = page.getByRole("navigation", { name: "Main" });
      const sectors = nav.locator("summary:visible", { hasText: "Sectors" });
      await sectors.focus();
      await page.keyboard.press("Enter");
      await expectExpanded(sectors, true);
      await page.keyboard.press("Tab");
      await expect(nav.getByRole("link", { name: /Health & Wellness/ })).toBeFocused();
      await page.keyboard.press("Escape");
      await expectExpanded(sectors, false);
      await expect(sectors).toBeFocused();
    },
  );
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opens and closes, and its Sectors group expands", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const menu = nav.locator("summary", { hasText: "Menu" });
    const about = nav.getByRole("link", { name: "About", exact: true });
    await expect(menu).toBeVisible();
    await expect(about).toBeHidden();

    await menu.click();
    await expect(about).toBeVisible();
    await expect(about).toHaveAttribute("href", "/about");
    await expect(nav.getByRole("link", { name: /^DentalIQ/ })).toBeVisible();
    await expect(nav.getByRole("link", { name: BOOKING_LABEL })).toBeVisible();
    await expectExpanded(menu, true);

    const health = nav.getByRole("link", { name: /Health & Wellness/ });
    await expect(health).toBeHidden();
    await nav.locator("summary:visible", { hasText: "Sectors" }).click();
    await expect(health).toBeVisible();
    await expect(health).toContainText("Data-driven care pathways & EMR integration");

    await menu.click();
    await expect(about).toBeHidden();
  });

  test("closes after following a link", { tag: "@js-only" }, async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.locator("summary", { hasText: "Menu" }).click();
    await nav.getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(nav.getByRole("link", { name: "About", exact: true })).toBeHidden();
  });
});

test("the footer has every link of the spec", async ({ page }) => {
  await page.goto("/");
  const footer = page.locator("footer#footer");
  const expected = [
    ["Healthcare", "/sectors/health"],
    ["Hospitality", "/sectors/hospitality"],
    ["Pet Care", "/sectors/pets"],
    ["Finance", "/sectors/finance"],
    ["About Us", "/about"],
    ["Our Team", "/team"],
    ["Insights", "/blog"],
    ["Contact", "/contact"],
    ["Privacy Policy", "/legal/privacy-policy"],
    ["Cookie Policy", "/legal/cookie-policy"],
    ["Terms & Conditions", "/legal/terms-conditions"],
    ["Accessibility Statement", "/legal/accessibility-statement"],
    ["Admin Login", "/crm"],
  ];
  expect(
    [...FOOTER_SECTOR_LINKS, ...FOOTER_COMPANY_LINKS, ...LEGAL_LINKS, ADMIN_LINK].map((l) => [
      l.label,
      l.href,
    ]),
  ).toEqual(expected);
  for (const [label, href] of expected) {
    await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute(
      "href",
      href,
    );
  }
  for (const [label, href] of [
    ["LinkedIn", SITE.social.linkedin],
    ["WhatsApp", SITE.social.whatsapp],
  ]) {
    const link = footer.getByRole("link", { name: `${label} (opens in a new tab)` });
    await expect(link).toHaveAttribute("href", href);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  // With JavaScript a button opens the settings dialog; without, it leads to the cookie policy.
  const settings = isJs()
    ? footer.getByRole("button", { name: "Cookie Settings" })
    : footer.getByRole("link", { name: "Cookie Settings" });
  await expect(settings).toBeVisible();
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${SITE.legalName}`);
});

test("skip links lead to the main content, navigation and footer", async ({ page }) => {
  await page.goto("/");
  for (const [name, target] of [
    ["Skip to main content", "#main-content"],
    ["Skip to navigation", "#navigation"],
    ["Skip to footer", "#footer"],
  ]) {
    await expect(page.getByRole("link", { name })).toHaveAttribute("href", target);
    await expect(page.locator(target)).toHaveCount(1);
  }
  await page.keyboard.press("Tab");
  const first = page.getByRole("link", { name: "Skip to main content" });
  await expect(first).toBeFocused();
  await expect(first).toBeInViewport();
  await expect(page.locator("main#main-content")).toHaveCount(1);
});

test("the notification region is present and F8 focuses it", async ({ page }) => {
  await page.goto("/");
  const region = page.getByRole("region", { name: "Notifications (F8)" });
  await expect(region).toHaveCount(1);
  await expect(region.locator('[role="status"][aria-live="polite"]')).toHaveCount(1);
  await expect(region.locator('[role="alert"]')).toHaveCount(1);
  if (isJs()) {
    await page.keyboard.press("F8");
    await expect(region).toBeFocused();
  }
});

test("the shell passes axe on the home page", async ({ page }) => {
  await page.goto("/");
  await expectNoA11yViolations(page);
});

test.describe("404", () => {
  test("unknown paths answer 404 with the spec's heading and words for visitors", async ({
    page,
  }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
    await expect(
      page.getByText(
        "Sorry, we can't find the page you're looking for. It may have moved, or the address may be mistyped.",
      ),
    ).toBeVisible();
    // Developer words (SPEC.md's "added to the router") are not for visitors.
    expect(await page.locator("body").innerText()).not.toMatch(/router/i);
    await expect(
      page.getByRole("main").getByRole("link", { name: "Return to Home" }),
    ).toHaveAttribute("href", "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeAttached();
    await expect(page.locator("footer#footer")).toBeAttached();
    await expectNoA11yViolations(page);
  });

  test("nested unknown paths answer 404 too @http", async ({ request }) => {
    const response = await request.get("/sectors/unknown/deeper");
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain("404 Page Not Found");
  });
});

test("old addresses redirect permanently @http", async ({ request }) => {
  for (const [from, to] of [
    ["/enterprise", "/consulting"],
    ["/dental-intelligence", "/dental-iq"],
  ]) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect([301, 308]).toContain(response.status());
    expect(new URL(response.headers().location, "http://x").pathname).toBe(to);
  }
});

test(
  "code loaded after hydration links no stylesheet a second time",
  { tag: "@js-only" },
  async ({ page }) => {
    // The cookie panel and the carousel's controls load on demand with the frame's stylesheet
    // among their dependencies; a second link to it makes the browser restyle the whole page.
    await page.goto("/");
    await expect(page.getByRole("region", { name: "We value your privacy" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Next testimonial" })).toBeVisible();
    const stylesheets = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
    expect(stylesheets.some((path) => /\/assets\/shell-[\w-]+\.css$/.test(path))).toBe(true);
    expect(stylesheets.filter((path, i) => stylesheets.indexOf(path) !== i)).toEqual([]);
  },
);

test.describe("cookie banner", { tag: "@js-only" }, () => {
  const banner = (page: Page) => page.getByRole("region", { name: "We value your privacy" });

  for (const [button, analytics, functional] of [
    ["Accept All", true, true],
    ["Essential Only", false, false],
  ] as const) {
    test(`${button} stores consent and hides the banner`, async ({ page }) => {
      await page.goto("/");
      await expect(banner(page)).toBeVisible();
      const before = Date.now();
      await banner(page).getByRole("button", { name: button }).click();
      await expect(banner(page)).toBeHidden();
      const stored = JSON.parse((await readConsent(page)) ?? "null");
      expect(stored).toEqual({
        essential: true,
        analytics,
        functional,
        timestamp: expect.any(String),
      });
      expect(new Date(stored.timestamp).toISOString()).toBe(stored.timestamp);
      expect(Date.parse(stored.timestamp)).toBeGreaterThanOrEqual(before - 1000);
      await page.reload();
      await expect(page.locator("main#main-content")).toBeVisible();
      await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
    });
  }

  test("the banner is there before the page's scripts load, and a choice made then is kept", async ({
    page,
    context,
  }) => {
    // The page's modules never arrive: what shows is the server's banner and its inline script.
    // (A page of the context's own: the test's page waits for the scripts after each navigation.)
    const bare = await context.newPage();
    await bare.route(/\.js(\?|$)/, (route) => route.abort());
    await bare.goto("/");
    await expect(banner(bare)).toBeVisible();
    await expect(bare.getByTestId("cookie-banner")).toHaveCount(0);
    await banner(bare).getByRole("button", { name: "Essential Only" }).click();
    await expect(banner(bare)).toBeHidden();
    expect(JSON.parse((await readConsent(bare)) ?? "null")).toMatchObject({
      essential: true,
      analytics: false,
      functional: false,
    });
    // With the scripts, the choice stands: no banner.
    await page.goto("/");
    await expect(banner(page)).toHaveCount(0);
  });

  test("Cookie Settings pressed before the scripts load opens the details once they have", async ({
    context,
  }) => {
    const bare = await context.newPage();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    await bare.route(/\.js(\?|$)/, async (route) => {
      asked++;
      await held;
      await route.continue();
    });
    // Not "load": a script-free page's island scripts hold the load event, and they are held.
    await bare.goto("/", { waitUntil: "commit" });
    await banner(bare).getByRole("button", { name: "Cookie Settings" }).click();
    expect(asked).toBeGreaterThan(0);
    const started = () =>
      bare.evaluate(() =>
        ["data-hydrated", "data-islands"].some((name) =>
          document.documentElement.hasAttribute(name),
        ),
      );
    expect(await started()).toBe(false);
    release();
    const details = bare.getByTestId("cookie-banner");
    await expect(details.getByRole("checkbox", { name: "Analytics cookies" })).toBeVisible();
    await expect(bare.getByRole("region", { name: "We value your privacy" })).toHaveCount(0);
  });

  test("Cookie Settings shows the detailed view; Save Settings stores the toggles", async ({
    page,
  }) => {
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Cookie Settings" }).click();
    const details = page.getByTestId("cookie-banner");
    const essential = details.getByRole("checkbox", { name: "Essential cookies" });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    await expect(details.getByRole("checkbox", { name: "Analytics cookies" })).not.toBeChecked();
    await expect(details.getByRole("checkbox", { name: "Functional cookies" })).not.toBeChecked();

    // Cancel returns to the choices without storing anything, with focus on Cookie Settings.
    await details.getByRole("button", { name: "Cancel" }).click();
    await expect(banner(page).getByRole("button", { name: "Accept All" })).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Cookie Settings" })).toBeFocused();
    expect(await readConsent(page)).toBeNull();

    await banner(page).getByRole("button", { name: "Cookie Settings" }).click();
    await details.getByRole("checkbox", { name: "Functional cookies" }).check();
    await details.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
    expect(JSON.parse((await readConsent(page)) ?? "null")).toMatchObject({
      essential: true,
      analytics: false,
      functional: true,
    });
  });

  test("unparseable or wrongly shaped stored consent shows the banner again", async ({ page }) => {
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    for (const garbage of [
      "{not json",
      JSON.stringify({ essential: false, analytics: true, functional: true, timestamp: "x" }),
    ]) {
      await page.evaluate(
        ([key, value]) => window.localStorage.setItem(key, value),
        [CONSENT_KEY, garbage],
      );
      await page.reload();
      await expect(banner(page)).toBeVisible();
    }
  });

  test("the footer dialog resets to defaults, cancels, saves and shows when it was last updated", async ({
    page,
  }) => {
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    const stored = JSON.parse((await readConsent(page)) ?? "null");

    const opener = page.locator("footer").getByRole("button", { name: "Cookie Settings" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Cookie Settings" });
    await expect(dialog).toBeVisible();
    const analytics = dialog.getByRole("checkbox", { name: "Analytics cookies" });
    const functional = dialog.getByRole("checkbox", { name: "Functional cookies" });
    await expect(analytics).toBeChecked();
    await expect(functional).toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: "Essential cookies" })).toBeDisabled();
    const lastUpdated = await page.evaluate(
      (ts) => new Date(ts).toLocaleString("en-GB"),
      stored.timestamp,
    );
    await expect(dialog).toContainText(`Last updated: ${lastUpdated}`);
    expect(lastUpdated).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}$/);

    // Reset to Defaults changes the toggles only; Cancel keeps what was stored.
    await dialog.getByRole("button", { name: "Reset to Defaults" }).click();
    await expect(analytics).not.toBeChecked();
    await expect(functional).not.toBeChecked();
    expect(JSON.parse((await readConsent(page)) ?? "null")).toEqual(stored);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(JSON.parse((await readConsent(page)) ?? "null")).toEqual(stored);

    // Escape closes it too.
    await opener.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // Reset, then Save Preferences stores essential only with a fresh timestamp.
    await opener.click();
    await dialog.getByRole("button", { name: "Reset to Defaults" }).click();
    await dialog.getByRole("checkbox", { name: "Analytics cookies" }).check();
    await dialog.getByRole("button", { name: "Save Preferences" }).click();
    await expect(dialog).toBeHidden();
    const saved = JSON.parse((await readConsent(page)) ?? "null");
    expect(saved).toMatchObject({ essential: true, analytics: true, functional: false });
    expect(Date.parse(saved.timestamp)).toBeGreaterThanOrEqual(Date.parse(stored.timestamp));
  });

  test("the banner and dialog pass axe", async ({ page }) => {
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    await expectNoA11yViolations(page);
    await banner(page).getByRole("button", { name: "Cookie Settings" }).click();
    await expectNoA11yViolations(page);
    await page.locator("footer").getByRole("button", { name: "Cookie Settings" }).click();
    await expect(page.getByRole("dialog", { name: "Cookie Settings" })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test("without JavaScript no cookie banner is shown", { tag: "@nojs-only" }, async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
  // The server draws it hidden; only its script shows it.
  await expect(page.getByRole("region", { name: "We value your privacy" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Accept All" })).toHaveCount(0);
});

test("route changes scroll to the top", { tag: "@js-only" }, async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto("/");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
  await page.locator("footer").getByRole("link", { name: "Our Team" }).click();
  await expect(page).toHaveURL(/\/team$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

/** A flash-toast cookie signed with the e2e server's secret (SESSION_SECRET, or the one in its DATA_DIR). */
async function flashToastCookie(toast: { title: string; description?: string; variant?: string }) {
  let secret = process.env.SESSION_SECRET;
  if (!secret) {
    const file = path.join(E2E_DATA_DIR, "session-secret");
    fs.mkdirSync(E2E_DATA_DIR, { recursive: true });
    try {
      fs.writeFileSync(file, `${crypto.randomBytes(32).toString("hex")}\n`, {
        flag: "wx",
        mode: 0o600,
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    secret = fs.readFileSync(file, "utf8").trim();
  }
  const storage = createCookieSessionStorage({ cookie: { name: "__toast", secrets: [secret] } });
  const session = await storage.getSession();
  session.flash("toast", toast);
  const header = await storage.commitSession(session);
  return {
    name: "__toast",
    value: header.split(";")[0].slice("__toast=".length),
    url: E2E_BASE_URL,
  };
}

test.describe("flash toasts", () => {
  const message = {
    title: "Message sent successfully!",
    description: "Thank you for reaching out.",
    variant: "success",
  };

  test("a toast flashed by a redirect is rendered by the server and shown once", async ({
    page,
    context,
  }) => {
    await context.addCookies([await flashToastCookie(message)]);
    const response = await page.goto("/");
    expect(await response?.headerValue("set-cookie")).toMatch(/__toast=;/);
    const region = page.getByRole("region", { name: "Notifications (F8)" });
    await expect(region.getByRole("status")).toContainText(message.title);
    await expect(region.getByRole("status")).toContainText(message.description);
    await page.reload();
    await expect(region).not.toContainText(message.title);
  });

  test("a destructive toast is announced as an alert", async ({ page, context }) => {
    await context.addCookies([
      await flashToastCookie({ title: "Submission Failed", variant: "destructive" }),
    ]);
    await page.goto("/");
    await expect(
      page.getByRole("region", { name: "Notifications (F8)" }).getByRole("alert"),
    ).toContainText("Submission Failed");
  });

  test(
    "with JavaScript the toast closes after 5000 ms, by its close button, and by a swipe right",
    { tag: "@js-only" },
    async ({ page, context }) => {
      const region = page.getByRole("region", { name: "Notifications (F8)" });
      await page.clock.install();
      await context.addCookies([await flashToastCookie(message)]);
      await page.goto("/");
      await expect(region).toContainText(message.title);
      await expect(region.getByRole("button", { name: "Close notification" })).toBeVisible();
      // Real time passes between the toast's timer starting and this point (the page hydrating,
      // the checks above: over a second on a busy machine), so the first step leaves room for it.
      await page.clock.fastForward(3000);
      await expect(region).toContainText(message.title);
      await page.clock.fastForward(2500);
      await expect(region).not.toContainText(message.title);

      await context.addCookies([await flashToastCookie(message)]);
      await page.reload();
      await region.getByRole("button", { name: "Close notification" }).click();
      await expect(region).not.toContainText(message.title);

      await context.addCookies([await flashToastCookie(message)]);
      await page.reload();
      await expect(region.getByRole("button", { name: "Close notification" })).toBeVisible();
      const toast = region.getByText(message.title);
      const box = await toast.boundingBox();
      if (!box) throw new Error("toast not laid out");
      // A short drag (under 50 px) keeps it; a longer one dismisses it.
      await page.mouse.move(box.x + 10, box.y + 5);
      await page.mouse.down();
      await page.mouse.move(box.x + 40, box.y + 5, { steps: 4 });
      await page.mouse.up();
      await expect(region).toContainText(message.title);
      await page.mouse.move(box.x + 10, box.y + 5);
      await page.mouse.down();
      await page.mouse.move(box.x + 90, box.y + 5, { steps: 6 });
      await page.mouse.up();
      await expect(region).not.toContainText(message.title);
    },
  );
});

test("the shell hydrates without errors", { tag: "@js-only" }, async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    // The 404 page's own document status is logged as a failed resource; that one is expected.
    if (message.type() === "error" && !message.text().includes("status of 404"))
      errors.push(message.text());
  });
  for (const path of ["/", "/no-such-page"]) {
    await page.goto(path);
    await expect(
      page.locator("footer").getByRole("button", { name: "Cookie Settings" }),
    ).toBeVisible();
  }
  expect(errors).toEqual([]);
});
