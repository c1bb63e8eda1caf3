/**
 * The Mail page's template preview shows the whole mail, its footer included:
 * the frame grows to the mail's height, at 1366 and at 390 wide. Sizing needs the page's script;
 * without it the frame keeps a fixed height and scrolls.
 */
import { expect, test } from "./helpers/fixtures";
import { signIn } from "./helpers/crm";

for (const width of [1366, 390])
  test(
    `the preview's frame holds the whole mail, footer included, at ${width} wide`,
    { tag: "@js-only" },
    async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      // A mail with a footer: its unsubscribe link is the last thing in it.
      await signIn(page, "/crm/mail/templates/newsletter-already-subscribed");
      const frame = page.locator("iframe[title^='HTML part:']");
      const footer = page
        .frameLocator("iframe[title^='HTML part:']")
        .getByRole("link", { name: "Unsubscribe" });
      await expect(footer).toBeVisible();
      await expect
        .poll(() =>
          frame.evaluate((element: HTMLIFrameElement) => {
            const body = element.contentDocument!.body;
            // Nothing left to scroll inside the frame: the page scrolls instead.
            return body.scrollHeight <= element.clientHeight;
          }),
        )
        .toBe(true);
      await page.screenshot({
        path: test.info().outputPath(`preview-${width}.png`),
        fullPage: true,
      });
    },
  );
