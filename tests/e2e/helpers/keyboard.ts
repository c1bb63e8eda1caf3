/** Moving through a page as a keyboard user does: Tab, never a click. */
import type { Locator, Page } from "@playwright/test";

/** Focus a control by pressing Tab until it has focus (keyboard only, no clicks). */
export async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("never reached by Tab");
}
