/**
 * Visit counts in the browser, with JavaScript on and off: a visitor arrives from a LinkedIn
 * campaign link and reads two more pages; each page view asks /api/visit once (the script, or
 * the <noscript> image), a hovered link (prefetched) asks nothing, no cookie or storage is
 * written, and the campaign's view reaches the CRM's campaign report.
 */
import { type Request, expect, test } from "./helpers/fixtures";
import { staffRequest } from "./helpers/crm";

const isNoJs = () => test.info().project.name === "nojs";
const VISIT = /\/api\/visit(\?|$)/;

// Headless Chromium says "HeadlessChrome", which isbot counts as a bot (as it should).
test.use({
  viewport: { width: 1280, height: 800 },
  userAgent:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
});

test("each page view is counted once, nothing is stored, and the campaign reaches the report", async ({
  page,
}) => {
  const campaign = `visits-${test.info().project.name}-${Date.now()}`;
  const beacons: Request[] = [];
  page.on("request", (request) => {
    if (VISIT.test(request.url())) beacons.push(request);
  });
  const answered = page.waitForResponse((response) => VISIT.test(response.url()));
  await page.goto(`/?utm_source=linkedin&utm_medium=social&utm_campaign=${campaign}&token=x`, {
    referer: "https://www.linkedin.com/feed/",
  });
  const first = await answered;
  expect(first.status()).toBe(204);
  expect(first.headers()["cache-control"]).toBe("no-store");

  const nav = page.getByRole("navigation", { name: "Main" });
  // A hovered link may be fetched ahead (its data and code): that is not a view.
  await nav.getByRole("link", { name: "Training", exact: true }).hover();
  await nav.getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => beacons.length).toBe(2);
  await nav.getByRole("link", { name: "DentalIQ NEW" }).click();
  await expect(page).toHaveURL(/\/dental-iq$/);
  await expect.poll(() => beacons.length).toBe(3);

  const pages = beacons.map((request) => {
    const url = new URL(request.url());
    // Without script the image sends no parameters: its Referer names the page.
    return isNoJs()
      ? new URL(request.headers().referer ?? "").pathname
      : url.searchParams.get("p")?.split("?")[0];
  });
  expect(pages).toEqual(["/", "/about", "/dental-iq"]);
  const landing = new URL(beacons[0].url());
  if (isNoJs()) {
    expect(landing.search).toBe("");
  } else {
    // Only the page's path, its campaign tags and the referring site's host leave the page.
    expect(Object.fromEntries(landing.searchParams)).toEqual({
      p: `/?utm_source=linkedin&utm_medium=social&utm_campaign=${campaign}`,
      r: "www.linkedin.com",
    });
  }

  expect(await page.context().cookies()).toEqual([]);
  if (!isNoJs()) {
    const stored = await page.evaluate(() => localStorage.length + sessionStorage.length);
    expect(stored).toBe(0);
  }

  // Counts are written within 5 s; the campaign's one view is in the report.
  const api = await staffRequest();
  try {
    await expect
      .poll(
        async () => {
          const response = await api.get("/api/crm/reports/visit-campaigns?range=month");
          const { report } = await response.json();
          return report.rows.find((row: { campaign: string }) => row.campaign.startsWith(campaign));
        },
        { timeout: 15_000 },
      )
      .toEqual({ campaign: `${campaign} / linkedin / social`, views: 1 });
  } finally {
    await api.dispose();
  }
});
