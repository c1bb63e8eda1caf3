/**
 * A lead's received HTML message on its page, with JavaScript and without (decision 100): its
 * words shown, no script run, no handler kept, no picture loaded from the sender's server (the page
 * says so), quoted history folded in a <details>; its files listed with type and size, the kept
 * ones downloadable only with a session and only as attachments, the one over the limit listed as
 * not kept. Seeded by seed-unmatched-mail.ts; axe clean, no sideways scroll at 320 px.
 */
import { expect, test } from "./helpers/fixtures";
import { expectNoA11yViolations } from "./helpers/axe";
import { useStaffSession } from "./helpers/crm";
import { expectNoSidewaysScrollAt320 } from "./helpers/layout";

test("received HTML is shown safely, with its files", async ({ page, browser }) => {
  const project = test.info().project.name;
  const remote: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).hostname.endsWith("tracker.example")) remote.push(request.url());
  });
  await useStaffSession(page);
  const found = await page.request.get(`/api/crm/leads?q=received-html-${project}@`);
  expect(found.status()).toBe(200);
  const [lead] = (await found.json()) as { id: number }[];
  await page.goto(`/crm/leads/${lead.id}`);

  const entry = page
    .getByTestId("timeline-entry")
    .filter({ hasText: `Email received: Our three sites (${project})` });
  await expect(entry.getByText("We would like to talk about our three sites.")).toBeVisible();
  await expect(
    entry.getByText(
      "2 pictures in this email are not shown, so the sender cannot tell when or where it was read.",
    ),
  ).toBeVisible();
  await expect(entry.getByText("[Smile Dental]")).toBeVisible();
  await expect(entry.locator("img, script, [onerror], [onmouseover], [style]")).toHaveCount(0);
  await entry.getByText("We would like to talk").hover();
  expect(
    await page.evaluate(() => [Reflect.get(window, "pwned"), Reflect.get(window, "hovered")]),
  ).toEqual([undefined, undefined]);
  expect(remote).toEqual([]);

  // Quoted history is folded, and opens without JavaScript (a <details>).
  const quoted = entry.getByText("On Friday Sam wrote: would Tuesday suit?");
  await expect(quoted).toBeHidden();
  await entry.getByText("Show quoted text").click();
  await expect(quoted).toBeVisible();

  // The files: name, type and size; the one over the limit is listed as not kept.
  await expect(entry.getByRole("listitem").filter({ hasText: "brief.pdf" })).toHaveText(
    "brief.pdf (application/pdf, 1 KB)",
  );
  await expect(entry.getByRole("listitem").filter({ hasText: "export.bin" })).toHaveText(
    "export.bin (application/octet-stream, 10.0 MB, not kept (too large))",
  );
  await expect(entry.getByRole("link", { name: "Download export.bin" })).toHaveCount(0);
  const pdfLink = entry.getByRole("link", { name: "Download brief.pdf" });
  const download = await page.request.get((await pdfLink.getAttribute("href"))!);
  expect(download.status()).toBe(200);
  expect(download.headers()).toMatchObject({
    "content-type": "application/pdf",
    "content-disposition": `attachment; filename="brief.pdf"; filename*=UTF-8''brief.pdf`,
    "x-content-type-options": "nosniff",
  });
  expect((await download.body()).toString()).toBe("%PDF-1.4 a small brief");
  // An HTML file is never served as HTML.
  const htmlHref = await entry
    .getByRole("link", { name: "Download page.html" })
    .getAttribute("href");
  const htmlFile = await page.request.get(htmlHref!);
  expect(htmlFile.headers()["content-type"]).toBe("application/octet-stream");
  expect(htmlFile.headers()["content-disposition"]).toMatch(/^attachment;/);
  // Without a session: no file.
  const stranger = await browser.newContext();
  const refused = await stranger.request.get(new URL(htmlHref!, page.url()).href, {
    maxRedirects: 0,
  });
  expect(refused.status()).not.toBe(200);
  expect(await refused.text()).not.toContain("<script>");
  await stranger.close();

  await expectNoA11yViolations(page);
  await expectNoSidewaysScrollAt320(page);
});
