/**
 * /crm/reports end to end, with JavaScript and without: each report has its chart (an SVG with
 * role="img", a title and a description), its table and its CSV; the range is in the URL; axe
 * finds nothing; 320 px does not scroll sideways; and the JavaScript the page loads holds no
 * chart code (the charts are drawn on the server).
 */
import { expect, test } from "./helpers/fixtures";
import { expectNoA11yViolations } from "./helpers/axe";
import { signIn } from "./helpers/crm";

const REPORTS = [
  "new-leads",
  "funnel",
  "won-lost",
  "lost-reasons",
  "first-response",
  "follow-ups",
  "newsletter",
];

test("every report: chart with title and description, its table and its CSV; axe clean", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/crm");
  await page.getByRole("link", { name: "Reports" }).click();
  await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
  for (const name of REPORTS) {
    const section = page.getByTestId(`report-${name}`);
    const chart = section.locator('svg[role="img"]');
    await expect(chart).toHaveCount(1);
    await expect(chart.locator("title").first()).not.toBeEmpty();
    await expect(chart.locator("desc")).not.toBeEmpty();
    await expect(section.getByTestId(`table-${name}`)).toBeVisible();
    const csv = section.getByRole("link", { name: /Download CSV/ });
    const response = await page.request.get((await csv.getAttribute("href"))!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/text\/csv/);
  }
  await expectNoA11yViolations(page);
});

test("the range is in the URL: a preset, then from–to dates", async ({ page }) => {
  await signIn(page, "/crm/reports");
  await page.getByLabel("Period", { exact: true }).selectOption("3m");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/range=3m/);
  // Three months: three rows in a monthly table.
  await expect(page.getByTestId("table-won-lost").locator("tbody tr")).toHaveCount(3);
  await page.getByLabel("Period", { exact: true }).selectOption({ label: "From – to" });
  await page.getByLabel("From", { exact: true }).fill("2026-01-01");
  await page.getByLabel("To", { exact: true }).fill("2026-02-28");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/from=2026-01-01&to=2026-02-28/);
  await expect(page.getByTestId("report-period")).toContainText("1 Jan 2026 to 28 Feb 2026");
  await expect(page.getByTestId("table-won-lost").locator("tbody tr")).toHaveCount(2);
});

test("320 px: the reports page does not scroll sideways", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await signIn(page, "/crm/reports");
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
});

test("size: the JavaScript /crm/reports loads holds no chart code @js-only", async ({ page }) => {
  const scripts: { url: string; body: string }[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script")
      scripts.push({ url: response.url(), body: await response.text() });
  });
  await signIn(page, "/crm/reports");
  await expect(page.locator('svg[role="img"]').first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(0);
  // The chart module's marker (in the served SVG, so the HTML has it) and its drawing code.
  expect(await page.content()).toContain("drawn-on-server:report-chart");
  for (const { url, body } of scripts) {
    expect(body, url).not.toContain("drawn-on-server:report-chart");
    expect(body, url).not.toContain("patternUnits");
    expect(body, url).not.toContain("niceScale");
  }
  // The reports route's own chunk stays small: a table and a form.
  const own = scripts.filter((s) => /\/reports-[\w-]+\.js$/.test(s.url));
  expect(own.length).toBe(1);
  expect(own[0].body.length).toBeLessThan(8_000);
});
