/**
 * The browser tests' `test`: Playwright's, with a page that waits for React to hydrate after each
 * navigation when JavaScript runs. A cached public page starts its scripts only after its first
 * paint (app/server/first-paint.ts), which in a headless browser comes after the load event, so a
 * test acting at "loaded" would otherwise meet the page before its enhancements, as a visitor on a
 * slow phone may (and then gets the no-JavaScript behaviour, which the nojs project tests).
 */
import { type Page, test as base } from "@playwright/test";
import { HYDRATED_ATTRIBUTE } from "../../../app/components/shell/use-hydrated";
import { ISLANDS_ATTRIBUTE } from "../../../app/islands/templates";

export { expect } from "@playwright/test";
export { request } from "@playwright/test";
export type { APIRequestContext, APIResponse, Locator, Page, Request } from "@playwright/test";

/**
 * Resolves once a React Router page has hydrated, or a script-free page's islands have started
 * (docs/decisions/089); at once for anything else (JSON, a file).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    ([hydrated, islands]) => {
      const root = document.documentElement;
      if ("__reactRouterContext" in window) return root.hasAttribute(hydrated);
      return !document.querySelector('script[src*="/island-"]') || root.hasAttribute(islands);
    },
    [HYDRATED_ATTRIBUTE, ISLANDS_ATTRIBUTE],
  );
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      for (const method of ["goto", "reload", "goBack", "goForward"] as const) {
        const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
        (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
          const response = await navigate(...args);
          await waitForHydration(page);
          return response;
        };
      }
    }
    await use(page);
  },
});
