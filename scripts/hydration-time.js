// `node scripts/hydration-time.js [--runs N] URL...`: how long a phone waits for a page to paint
// and to become interactive. Cold loads in Chromium with Lighthouse's phone throttling applied
// for real (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, 4x slower CPU), alternating
// between the URLs, so two builds served side by side are compared in one run. Prints the
// median first contentful paint and the median time until `<html data-hydrated>` appears
// (app/components/shell/use-hydrated.ts: React has hydrated and the enhancements are on).
// HYDRATION_COOKIE (a Cookie header, e.g. a signed-in staff session) is sent with every request,
// for the CRM's pages.
import { chromium } from "@playwright/test";

const args = process.argv.slice(2);
const runsAt = args.indexOf("--runs");
const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 5;
const urls = args;
if (urls.length === 0 || !(runs > 0)) {
  console.error("usage: node scripts/hydration-time.js [--runs N] URL...");
  process.exit(2);
}

const PHONE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
/** HYDRATED_ATTRIBUTE of app/components/shell/use-hydrated.ts (a TypeScript module node cannot import). */
const HYDRATED_ATTRIBUTE = "data-hydrated";

/** Records when the hydration mark appears, from the very start of the document. */
function watchForHydration(attribute) {
  new MutationObserver((_, observer) => {
    if (document.documentElement?.hasAttribute(attribute)) {
      window.__hydratedAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: [attribute] });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
const results = new Map(urls.map((url) => [url, { paint: [], hydrated: [] }]));
try {
  for (let run = 0; run < runs; run++) {
    for (const url of urls) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        extraHTTPHeaders: process.env.HYDRATION_COOKIE
          ? { Cookie: process.env.HYDRATION_COOKIE }
          : {},
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", PHONE_NETWORK);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
      await page.addInitScript(watchForHydration, HYDRATED_ATTRIBUTE);
      await page.goto(url, { waitUntil: "commit" });
      await page.waitForFunction(() => window.__hydratedAt, null, { timeout: 60_000 });
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
        hydrated: window.__hydratedAt,
      }));
      results.get(url).paint.push(Math.round(timing.paint));
      results.get(url).hydrated.push(Math.round(timing.hydrated));
      await context.close();
    }
  }
} finally {
  await browser.close();
}

console.log(`${runs} cold loads each, phone network and ${CPU_SLOWDOWN}x CPU:`);
for (const [url, { paint, hydrated }] of results) {
  console.log(
    `${url}  first paint ${median(paint)} ms, interactive ${median(hydrated)} ms (runs: ${hydrated.join(", ")})`,
  );
}
