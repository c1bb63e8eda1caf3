/**
 * WCAG 2.1 A/AA check with axe-core, injected into the page ourselves (DESIGN.md: the
 * @axe-core/playwright release that fits needs a newer Node).
 *
 * With JavaScript disabled the page cannot run axe, so the served HTML (scripts removed,
 * as a no-JS visitor sees it) is loaded into a JavaScript-enabled page at the same URL
 * and checked there: same markup, same CSS.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import { type Page, expect, test } from "@playwright/test";

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * Lets finite CSS transitions settle (e.g. the nav bar's colour change after a scroll): axe
 * judges the colours of the moment, and a mid-transition frame is not what anyone reads. A
 * transition can start a frame after the last one ended (a scroll handler), so this waits until
 * two frames pass with none running.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const deadline = Date.now() + 3_000;
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    while (Date.now() < deadline) {
      await frame();
      await frame();
      const running = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/**
 * Sections with `content-visibility: auto` (the home page's) are laid out only near the screen.
 * axe measures every element, and each measurement inside a skipped section lays that section out
 * again (a check of 3 s took over 30); a transition inside one does not run, so it never settles.
 * For the check every section is laid out, as a visitor sees each one on reaching it; the page's
 * own styles come back afterwards.
 */
const LAID_OUT = "axe-check-laid-out";

async function runAxe(page: Page): Promise<AxeViolation[]> {
  await page.evaluate((styleId) => {
    const style = document.createElement("style");
    style.id = styleId;
    style.textContent = "* { content-visibility: visible !important; }";
    document.head.append(style);
  }, LAID_OUT);
  try {
    await settle(page);
    // Evaluated through the DevTools protocol, so the page's CSP does not block it.
    await page.evaluate(axeSource);
    const run = () =>
      page.evaluate(async () => {
        // @ts-expect-error axe is injected above
        const result = await window.axe.run(document, {
          runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
        });
        return result.violations as AxeViolation[];
      });
    const violations = await run();
    // Contrast is measured on the colours of one moment: a transition that began while axe ran
    // (the page scrolled under it) is measured again once settled; a real failure stays.
    if (!violations.some((violation) => violation.id === "color-contrast")) return violations;
    await settle(page);
    return run();
  } finally {
    await page.evaluate((styleId) => document.getElementById(styleId)?.remove(), LAID_OUT);
  }
}

function describe(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  - ${n.target.join(" ")}: ${n.failureSummary ?? ""}`).join("\n")}`,
    )
    .join("\n");
}

export async function expectNoA11yViolations(page: Page): Promise<void> {
  // A page is streamed: its heading can be visible while the rest is still arriving, and a check
  // of that moment (or a copy of it) finds a half-parsed table, e.g. a link not yet given its text.
  await page.waitForLoadState("domcontentloaded");
  // page.evaluate still runs with JavaScript disabled, but axe's timers never fire there.
  const jsEnabled = test.info().project.use.javaScriptEnabled !== false;
  let violations: AxeViolation[];
  if (jsEnabled) {
    violations = await runAxe(page);
  } else {
    const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
    const url = page.url();
    const browser = page.context().browser();
    if (!browser) throw new Error("no browser");
    const context = await browser.newContext({ javaScriptEnabled: true, bypassCSP: true });
    try {
      const checkPage = await context.newPage();
      await checkPage.route(url, (route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: html }),
      );
      await checkPage.route(/\.js(\?|$)/, (route) => route.abort());
      await checkPage.goto(url);
      violations = await runAxe(checkPage);
    } finally {
      await context.close();
    }
  }
  expect(violations, describe(violations)).toEqual([]);
}
