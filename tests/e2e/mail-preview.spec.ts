/**
 * The Mail page's template preview shows the whole mail, its footer included:
 * the frame grows to the mail's height, at 1366 and at 390 wide. Sizing needs the page's script;
 * without it the frame is hidden and the mail is drawn in place, at its own height.
 */
import { expect, test } from "./helpers/fixtures";
import { expectNoA11yViolations } from "./helpers/axe";
import { signIn } from "./helpers/crm";
import { expectNoSidewaysScrollAt320 } from "./helpers/layout";

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

for (const width of [1366, 390])
  test(
    `without JavaScript the mail is drawn in place, footer included, at ${width} wide`,
    { tag: "@nojs-only" },
    async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await signIn(page, "/crm/mail/templates/newsletter-already-subscribed");
      await expect(page.locator("iframe[title^='HTML part:']")).toBeHidden();
      const mail = page.getByRole("region", { name: /^HTML part:/ });
      await expect(mail).toContainText("Durham Data Strategy");
      // The mail's own headings sit under the page's "HTML part" (h2): the page keeps one h1.
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(mail.getByRole("heading", { level: 3 })).toHaveCount(1);
      // The footer is part of the page, reached by scrolling the page (no frame of its own).
      const footer = mail.getByRole("link", { name: "Unsubscribe" });
      await footer.scrollIntoViewIfNeeded();
      await expect(footer).toBeInViewport();
      // The page's own styles do not reach into the mail: its text keeps the mail's font.
      expect(
        await mail
          .locator("p")
          .first()
          .evaluate((p) => getComputedStyle(p).fontFamily),
      ).toMatch(/^Arial/);
      await expectNoA11yViolations(page);
      await expectNoSidewaysScrollAt320(page);
    },
  );
