/** Layout checks shared by the specs. */
import { type Page, expect } from "@playwright/test";

/** At 320 px wide, the page must not scroll sideways (tables scroll inside their own box). */
export async function expectNoSidewaysScrollAt320(page: Page) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 640 });
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${page.url()} at 320 px`).toBeLessThanOrEqual(clientWidth);
  if (size) await page.setViewportSize(size);
}
