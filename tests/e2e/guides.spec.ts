import { expect, test } from "./helpers/fixtures";

const today = () => new Date();
const pad = (n: number) => String(n).padStart(2, "0");
const isoDate = (d = today()) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const gbDate = (d = today()) => `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()}`;

const withJs = () => test.info().project.name !== "nojs";

test("the data-literacy guide downloads from /training, named with today's date", async ({
  page,
}) => {
  await page.goto("/training");
  if (withJs()) await page.waitForLoadState("networkidle"); // hydrated: the click is the enhanced one
  const requests: string[] = [];
  page.on("request", (req) => requests.push(new URL(req.url()).pathname));
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.locator('a[href="/guides/data-literacy"]').first().click(),
  ]);
  expect(download.suggestedFilename()).toBe(
    `Durham-Data-Strategy-Data-Literacy-Guide-${isoDate()}.html`,
  );
  if (withJs()) {
    // Built in the browser: a blob, no request to /guides (SPEC.md section 7), and the toast.
    expect(download.url()).toMatch(/^blob:/);
    expect(requests.filter((p) => p.startsWith("/guides/"))).toEqual([]);
    await expect(page.getByText("Download Started")).toBeVisible();
  } else {
    // The plain link: the server sends the same file as an attachment.
    expect(new URL(download.url()).pathname).toBe("/guides/data-literacy");
  }
  const fs = await import("node:fs/promises");
  const html = await fs.readFile(await download.path(), "utf8");
  expect(html).toMatch(/^<!DOCTYPE html>/);
  expect(html).toContain("Data Literacy Guide");
});

test("a sector guide downloads named with the en-GB date; a failure shows the error toast", async ({
  page,
}) => {
  await page.goto("/sectors/health");
  if (withJs()) await page.waitForLoadState("networkidle");
  const button = page.locator('a[href="/guides/sector-health"]').first();
  if (withJs()) {
    // A browser that cannot create the file: the spec's destructive toast, no download.
    await page.evaluate(() => {
      (
        window as unknown as { realCreateObjectURL: typeof URL.createObjectURL }
      ).realCreateObjectURL = URL.createObjectURL;
      URL.createObjectURL = () => {
        throw new Error("blocked");
      };
    });
    await button.click();
    await expect(page.getByText("Download Error")).toBeVisible();
    await expect(
      page.getByText("There was a problem with the download. Please try again."),
    ).toBeVisible();
    await page.evaluate(() => {
      URL.createObjectURL = (
        window as unknown as { realCreateObjectURL: typeof URL.createObjectURL }
      ).realCreateObjectURL;
    });
  }
  const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
  expect(download.suggestedFilename()).toBe(
    `Healthcare-Data-Intelligence-Solutions-Guide-${gbDate()}.html`,
  );
  if (withJs()) await expect(page.getByText("Download Started")).toBeVisible();
});

test.describe("/guides/:guide, the file for visitors without JavaScript", () => {
  test("/guides/consultation serves the guide as an attachment with the spec's figures @http", async ({
    request,
  }) => {
    const response = await request.get("/guides/consultation");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers()["content-disposition"]).toBe(
      `attachment; filename="Durham-Data-Strategy-Consultation-Guide-${isoDate()}.html"`,
    );
    const html = await response.text();
    for (const figure of ["4-phase assessment", "30%", "25%", "85%", "£2.4M+", "4+"])
      expect(html).toContain(figure);
  });

  test("sector and implementation guides have their names and figures; unknown guides are 404 @http", async ({
    request,
  }) => {
    const health = await request.get("/guides/sector-health");
    expect(health.headers()["content-disposition"]).toContain(
      `Healthcare-Data-Intelligence-Solutions-Guide-${gbDate()}.html`,
    );
    const healthHtml = await health.text();
    for (const figure of ["50+", "87%", "9.2/10", "100%"]) expect(healthHtml).toContain(figure);

    const plan = await (await request.get("/guides/implementation")).text();
    for (const stage of [
      "Days 1-30",
      "Foundation",
      "Days 31-60",
      "Structure",
      "Days 61-90",
      "Intelligence",
    ])
      expect(plan).toContain(stage);

    expect((await request.get("/guides/not-a-guide")).status()).toBe(404);
  });
});
