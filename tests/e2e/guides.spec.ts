import { expect, test } from "@playwright/test";

const today = () => new Date();
const pad = (n: number) => String(n).padStart(2, "0");
const isoDate = (d = today()) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const gbDate = (d = today()) => `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()}`;

test.describe("guide downloads with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "the browser-built download needs JavaScript");

  test("the data-literacy guide is built in the browser and 'Download Started' shows", async ({ page }) => {
    await page.goto("/training");
    const requests: string[] = [];
    page.on("request", (req) => requests.push(new URL(req.url()).pathname));
    const [download] = await Promise.all([page.waitForEvent("download"), page.locator('a[href="/guides/data-literacy"]').first().click()]);
    expect(download.suggestedFilename()).toBe(`Durham-Data-Strategy-Data-Literacy-Guide-${isoDate()}.html`);
    // Built in the browser: a blob, not a request to /guides (SPEC.md section 7).
    expect(download.url()).toMatch(/^blob:/);
    expect(requests.filter((p) => p.startsWith("/guides/"))).toEqual([]);
    await expect(page.getByText("Download Started")).toBeVisible();
    const fs = await import("node:fs/promises");
    const html = await fs.readFile(await download.path(), "utf8");
    expect(html).toContain("<!DOCTYPE html>");
    expect(html).toContain("Data Literacy Guide");
  });

  test("a sector guide is named with the en-GB date", async ({ page }) => {
    await page.goto("/sectors/health");
    const [download] = await Promise.all([page.waitForEvent("download"), page.locator('a[href="/guides/sector-health"]').first().click()]);
    expect(download.suggestedFilename()).toBe(`Healthcare-Data-Intelligence-Solutions-Guide-${gbDate()}.html`);
    await expect(page.getByText("Download Started")).toBeVisible();
  });
});

test.describe("guide downloads without JavaScript", () => {
  test("/guides/consultation serves the guide as an attachment with the spec's figures", async ({ request }) => {
    const response = await request.get("/guides/consultation");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers()["content-disposition"]).toBe(
      `attachment; filename="Durham-Data-Strategy-Consultation-Guide-${isoDate()}.html"`,
    );
    const html = await response.text();
    for (const figure of ["4-phase assessment", "30%", "25%", "85%", "£2.4M+", "4+"]) expect(html).toContain(figure);
  });

  test("sector and implementation guides have their names and figures; unknown guides are 404", async ({ request }) => {
    const health = await request.get("/guides/sector-health");
    expect(health.headers()["content-disposition"]).toContain(`Healthcare-Data-Intelligence-Solutions-Guide-${gbDate()}.html`);
    const healthHtml = await health.text();
    for (const figure of ["50+", "87%", "9.2/10", "100%"]) expect(healthHtml).toContain(figure);

    const plan = await (await request.get("/guides/implementation")).text();
    for (const stage of ["Days 1-30", "Foundation", "Days 31-60", "Structure", "Days 61-90", "Intelligence"]) expect(plan).toContain(stage);

    expect((await request.get("/guides/not-a-guide")).status()).toBe(404);
  });

  test("without JavaScript the button is a link that downloads the attachment", async ({ page }) => {
    test.skip(test.info().project.name !== "nojs", "the plain-link path is what no-JS visitors use");
    await page.goto("/training");
    const [download] = await Promise.all([page.waitForEvent("download"), page.locator('a[href="/guides/data-literacy"]').first().click()]);
    expect(download.suggestedFilename()).toBe(`Durham-Data-Strategy-Data-Literacy-Guide-${isoDate()}.html`);
    expect(new URL(download.url()).pathname).toBe("/guides/data-literacy");
  });
});
