/**
 * Focus stays where the visitor can see it: "Skip to main content" moves focus into the one
 * <main> on every public page, a cookie choice hands focus on to the main content, and while the
 * cookie banner is open, what gets focus is not hidden behind it.
 */
import { type Page, expect, test } from "./helpers/fixtures";
import { PUBLIC_ROUTES } from "../../app/utils/public-routes";

const PAGES = [...PUBLIC_ROUTES, "/newsletter", "/newsletter/unsubscribe?token=x", "/no-such-page"];

/** Where focus is: inside <main>, or the tag of what has it. */
const focusPlace = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (active?.closest("main#main-content")) return "inside main";
    return active ? active.tagName.toLowerCase() : "none";
  });

test("Skip to main content moves focus into <main> on every public page", async ({ page }) => {
  test.setTimeout(90_000);
  const blog = await page.request.get("/api/blog");
  const posts = blog.ok() ? await blog.json() : [];
  const list = Array.isArray(posts) ? posts : (Object.values(posts).find(Array.isArray) ?? []);
  const slug = (list as { slug?: string }[])[0]?.slug;
  for (const path of slug ? [...PAGES, `/blog/${slug}`] : PAGES) {
    await page.goto(path);
    await expect(page.locator("main")).toHaveCount(1);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect.poll(() => focusPlace(page), { message: path }).toBe("inside main");
  }
});

test.describe("cookie banner", { tag: "@js-only" }, () => {
  const banner = (page: Page) => page.getByRole("region", { name: "We value your privacy" });

  for (const choice of ["Accept All", "Essential Only"]) {
    test(`after ${choice}, focus goes on to the main content`, async ({ page }) => {
      await page.goto("/");
      const button = banner(page).getByRole("button", { name: choice });
      await button.focus();
      await page.keyboard.press("Enter");
      await expect(banner(page)).toBeHidden();
      await expect.poll(() => focusPlace(page)).toBe("inside main");
    });
  }

  test("Save Settings in the detailed view hands focus to the main content too", async ({
    page,
  }) => {
    await page.goto("/");
    const section = page.getByTestId("cookie-banner");
    await banner(page).getByRole("button", { name: "Cookie Settings" }).click();
    await section.getByRole("button", { name: "Save Settings" }).click();
    await expect(section).toHaveCount(0);
    await expect.poll(() => focusPlace(page)).toBe("inside main");
  });

  test("while it is open, a link that gets focus is scrolled above it", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    const bannerTop = async () => (await banner(page).boundingBox())!.y;
    // The first link in <main> that starts behind the banner or below the window.
    const index = await page.evaluate(
      (top) => {
        const links = [...document.querySelectorAll<HTMLElement>("main a[href]")];
        return links.findIndex((link) => link.getBoundingClientRect().bottom > top);
      },
      await bannerTop(),
    );
    expect(index).toBeGreaterThanOrEqual(0);
    const link = page.locator("main a[href]").nth(index);
    await link.evaluate((el) => el.focus());
    await expect
      .poll(async () => {
        const box = await link.boundingBox();
        return box ? Math.round(box.y + box.height - (await bannerTop())) : 1;
      })
      .toBeLessThanOrEqual(0);
  });
});
