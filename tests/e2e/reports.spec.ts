/**
 * /crm/reports end to end, with JavaScript and without: each report has its chart (an SVG with
 * role="img", a title and a description), its table and its CSV; the range is in the URL, dates
 * typed are the dates shown and a reversed range is an error; axe finds nothing; 320 px does not
 * scroll sideways; charts are legible at 390 and whole at 1366; and the JavaScript the page loads
 * holds no chart code (the charts are drawn on the server).
 */
import { type Page, expect, request, test } from "./helpers/fixtures";
import { expectNoA11yViolations } from "./helpers/axe";
import { signIn, useStaffSession, staffRequest } from "./helpers/crm";

const REPORTS = [
  "new-leads",
  "funnel",
  "won-lost",
  "lost-reasons",
  "first-response",
  "follow-ups",
  "newsletter",
  "campaigns",
  "visits",
  "visit-pages",
  "visit-referrers",
  "visit-campaigns",
  "visit-devices",
  "form-conversion",
];

// Page views from a browser (not a bot), from a site and a campaign with long names, so every
// visit report has rows and its longest label must fit; counts are written within 5 s.
test.beforeAll(async () => {
  const browser = await request.newContext({
    userAgent:
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  });
  const page = encodeURIComponent(
    "/dental-iq?utm_source=practice-managers-newsletter&utm_medium=email&utm_campaign=dental-practice-growth-spring-2027",
  );
  expect(
    (await browser.get(`/api/visit?p=${page}&r=www.a-long-referring-site.example.co.uk`)).status(),
  ).toBe(204);
  await browser.dispose();
  const staff = await staffRequest();
  await expect
    .poll(
      async () => {
        const response = await staff.get("/api/crm/reports/visit-referrers?range=month");
        return ((await response.json()).report.rows as unknown[]).length;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
  await staff.dispose();
});

test("every report: chart with title and description, its table and its CSV; axe clean", async ({
  page,
}) => {
  await useStaffSession(page);
  await page.goto("/crm");
  await page.getByRole("link", { name: "Reports" }).click();
  await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
  for (const name of REPORTS) {
    const section = page.getByTestId(`report-${name}`);
    // One drawing shows: the wide one here, the narrow one on a phone.
    const chart = section.locator('svg[role="img"]:visible');
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

test("a period with no page views says so in place of the chart and the table", async ({
  page,
}) => {
  await signIn(page, "/crm/reports?from=2020-01-01&to=2020-01-31");
  for (const name of ["visit-pages", "visit-referrers", "visit-campaigns", "visit-devices"]) {
    const section = page.getByTestId(`report-${name}`);
    await expect(section.getByText("Nothing recorded in this period.")).toBeVisible();
    await expect(section.locator("svg")).toHaveCount(0);
    await expect(section.getByRole("link", { name: /Download CSV/ })).toBeVisible();
  }
});

test("the range is in the URL: a preset, then from–to dates", async ({ page }) => {
  await signIn(page, "/crm/reports");
  await page.getByLabel("Period", { exact: true }).selectOption("3m");
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page).toHaveURL(/range=3m/);
  // Three months: three rows in a monthly table.
  await expect(page.getByTestId("table-won-lost").locator("tbody tr")).toHaveCount(3);
  await page.getByLabel("From", { exact: true }).fill("2026-01-01");
  await page.getByLabel("To", { exact: true }).fill("2026-02-28");
  await page.getByRole("button", { name: "Show these dates" }).click();
  await expect(page).toHaveURL(/from=2026-01-01&to=2026-02-28/);
  await expect(page.getByTestId("report-period")).toContainText("1 Jan 2026 to 28 Feb 2026");
  await expect(page.getByTestId("table-won-lost").locator("tbody tr")).toHaveCount(2);
  await expect(page.getByLabel("Period", { exact: true })).toHaveValue("");
});

test("dates typed while Last 12 months is chosen are the ones shown", async ({ page }) => {
  await signIn(page, "/crm/reports");
  await expect(page.getByLabel("Period", { exact: true })).toHaveValue("12m");
  await page.getByLabel("From", { exact: true }).fill("2026-03-01");
  await page.getByLabel("To", { exact: true }).fill("2026-05-31");
  // Enter in a date field sends its own form: the dates.
  await page.getByLabel("To", { exact: true }).press("Enter");
  await expect(page).toHaveURL(/from=2026-03-01&to=2026-05-31/);
  await expect(page.getByTestId("report-period")).toContainText("1 Mar 2026 to 31 May 2026");
  await expect(page.getByTestId("table-won-lost").locator("tbody tr")).toHaveCount(3);
});

test("a reversed range is an error: summary, field message, the dates kept; axe clean", async ({
  page,
}) => {
  await signIn(page, "/crm/reports");
  await page.getByLabel("From", { exact: true }).fill("2026-03-01");
  await page.getByLabel("To", { exact: true }).fill("2026-01-31");
  await page.getByRole("button", { name: "Show these dates" }).click();
  await expect(page).toHaveURL(/from=2026-03-01&to=2026-01-31/);
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toBeVisible();
  const message = "Enter a last day on or after the first day";
  await expect(summary.getByRole("link", { name: message })).toHaveAttribute("href", "#report-to");
  const to = page.getByLabel("To", { exact: true });
  await expect(to).toHaveValue("2026-01-31");
  await expect(to).toHaveAttribute("aria-invalid", "true");
  await expect(to).toHaveAccessibleDescription(message);
  await expect(page.getByLabel("From", { exact: true })).toHaveValue("2026-03-01");
  await expect(page).toHaveTitle(/^Error: /);
  // No report pretends to answer: no fallback to another period.
  await expect(page.getByTestId("report-period")).toHaveCount(0);
  await expect(page.getByTestId("report-funnel")).toHaveCount(0);
  await expectNoA11yViolations(page);
  // Put right, the reports show.
  await to.fill("2026-03-31");
  await page.getByRole("button", { name: "Show these dates" }).click();
  await expect(page.getByTestId("report-period")).toContainText("1 Mar 2026 to 31 Mar 2026");
  await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toHaveCount(0);
});

/** Every visible chart: its text's size on screen and whether each text stays inside it. */
async function chartText(page: Page) {
  return page.locator('svg[role="img"]').evaluateAll((svgs) =>
    svgs
      .filter((svg) => svg.getBoundingClientRect().width > 0)
      .map((svg) => {
        const box = svg.getBoundingClientRect();
        const scale = box.width / (svg as SVGSVGElement).viewBox.baseVal.width;
        const texts = [...svg.querySelectorAll("text")];
        return {
          id: svg.querySelector("title")?.id ?? "",
          size: Number(svg.getAttribute("font-size")) * scale,
          outside: texts
            .filter((t) => {
              const r = t.getBoundingClientRect();
              return r.left < box.left - 1 || r.right > box.right + 1;
            })
            .map((t) => t.textContent),
          bottom: box.bottom,
        };
      }),
  );
}

test("390 px: each chart is drawn for the phone, its text legible and inside it, the table below", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, "/crm/reports");
  const charts = await chartText(page);
  expect(charts).toHaveLength(REPORTS.length);
  for (const chart of charts) {
    expect(chart.id, chart.id).toMatch(/-narrow-title$/);
    // 12 px or more on screen (a 640-wide drawing squeezed to 360 gave about 7).
    expect(chart.size, chart.id).toBeGreaterThanOrEqual(12);
    expect(chart.outside, chart.id).toEqual([]);
  }
  for (const name of REPORTS) {
    const chart = page.getByTestId(`report-${name}`).locator('svg[role="img"]:visible');
    const table = page.getByTestId(`table-${name}`);
    const [chartBox, tableBox] = [await chart.boundingBox(), await table.boundingBox()];
    expect(tableBox!.y, name).toBeGreaterThanOrEqual(chartBox!.y + chartBox!.height);
  }
});

test("1366 px: no chart's legend or label is cut (the newsletter's right-hand scale)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, "/crm/reports");
  const charts = await chartText(page);
  expect(charts).toHaveLength(REPORTS.length);
  for (const chart of charts) expect(chart.outside, chart.id).toEqual([]);
  await expect(
    page.getByTestId("report-newsletter").locator("svg:visible text", {
      hasText: "List size at month end (right-hand scale)",
    }),
  ).toBeVisible();
});

for (const width of [1366, 390]) {
  test(`${width} px: no chart's legend overlaps its axis labels`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, "/crm/reports");
    const overlaps = await page.locator('svg[role="img"]').evaluateAll((svgs) =>
      svgs
        .filter((svg) => svg.getBoundingClientRect().width > 0)
        .flatMap((svg) => {
          const boxes = (part: string) =>
            [...svg.querySelectorAll(`[data-part="${part}"] text, text[data-part="${part}"]`)].map(
              (t) => ({ text: t.textContent, box: t.getBoundingClientRect() }),
            );
          const legend = boxes("legend");
          const labels = boxes("axis-label");
          if (legend.length === 0 || labels.length === 0)
            return [`${svg.querySelector("title")?.id}: no legend or labels`];
          return legend.flatMap((l) =>
            labels
              .filter(
                ({ box }) =>
                  box.left < l.box.right &&
                  l.box.left < box.right &&
                  box.top < l.box.bottom &&
                  l.box.top < box.bottom,
              )
              .map((a) => `${svg.querySelector("title")?.id}: "${l.text}" over "${a.text}"`),
          );
        }),
    );
    expect(overlaps).toEqual([]);
  });
}

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
