/**
 * The media library, with and without JavaScript: reached from the Posts page, a photo uploaded
 * with its alt text gives the Markdown to paste and its thumbnail; a text file named .jpg and a
 * photo without alt text are refused in words (the alt text typed is kept); the image served from
 * its hashed address with a year's immutable cache; used in a post, deleting it names the post
 * first. Axe on every page; nothing sideways at 320 px.
 */
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./helpers/fixtures";
import { expectNoA11yViolations } from "./helpers/axe";
import { expectToast, signIn } from "./helpers/crm";
import { expectNoSidewaysScrollAt320 } from "./helpers/layout";

async function checkPage(page: Page) {
  await expectNoA11yViolations(page);
  await expectNoSidewaysScrollAt320(page);
}

/** A photo unique to the run (its colour from the stamp), so its hash is new each time. */
async function photo(seed: number): Promise<Buffer> {
  return sharp({
    create: {
      width: 1200,
      height: 800,
      channels: 3,
      background: { r: seed % 256, g: (seed >> 8) % 256, b: (seed >> 16) % 256 },
    },
  })
    .jpeg()
    .toBuffer();
}

test("upload, refusals in words, served immutable, delete in use names the post", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const alt = `A dashboard on a laptop ${testInfo.project.name} ${stamp}`;

  await signIn(page, "/crm/posts");
  await page.getByRole("link", { name: "Images", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Images" })).toBeVisible();
  await checkPage(page);

  // A text file named .jpg: refused in words, the alt text kept.
  await page.getByLabel("Image file").setInputFiles({
    name: "notes.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("These are meeting notes, not a picture.\n"),
  });
  await page.getByLabel("Alt text", { exact: true }).fill(alt);
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(
    page.getByText("This file is not an image we can read.", { exact: false }).first(),
  ).toBeVisible();
  await expect(page.getByLabel("Alt text", { exact: true })).toHaveValue(alt);
  await checkPage(page);

  // No alt text and not marked decorative: refused in words.
  await page.getByLabel("Image file").setInputFiles({
    name: "photo.jpg",
    mimeType: "image/jpeg",
    buffer: await photo(stamp),
  });
  await page.getByLabel("Alt text", { exact: true }).fill("");
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(
    page.getByText("Describe the picture in the alt text, or mark it as decorative.").first(),
  ).toBeVisible();

  // With its alt text: uploaded, its Markdown to paste and its thumbnail in the list.
  await page.getByLabel("Image file").setInputFiles({
    name: "photo.jpg",
    mimeType: "image/jpeg",
    buffer: await photo(stamp),
  });
  await page.getByLabel("Alt text", { exact: true }).fill(alt);
  await page.getByRole("button", { name: "Upload" }).click();
  await expectToast(page, "Image uploaded");
  const markdown = page.getByRole("status").locator("code");
  await expect(markdown).toHaveText(
    new RegExp(`^!\\[${alt}\\]\\(/images/[0-9a-f]{20}-1200\\.jpg\\)$`),
  );
  const url = /\((\/images\/[^)]+)\)/.exec((await markdown.textContent()) ?? "")![1];
  await expect(page.getByRole("img", { name: alt })).toBeVisible();
  await checkPage(page);

  const served = await request.get(url);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/jpeg");
  expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const webp = await request.get(url.replace(/-1200\.jpg$/, "-480.webp"));
  expect(webp.headers()["content-type"]).toBe("image/webp");
  expect((await request.get("/images/0123456789abcdef0123-480.jpg")).status()).toBe(404);

  // Used as a post's cover: deleting asks first, naming the post.
  const title = `Dashboards ${testInfo.project.name} ${stamp}`;
  await page.goto("/crm/posts/new");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Category", { exact: true }).selectOption("Finance");
  await page.getByLabel("Body (Markdown)").fill(`Intro.\n\n![${alt}](${url})`);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expectToast(page, "Draft saved");

  await page.goto("/crm/images");
  const item = page.getByRole("listitem").filter({ has: page.getByRole("img", { name: alt }) });
  await expect(item.getByRole("link", { name: title })).toBeVisible();
  await item.getByRole("link", { name: /^Delete/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Delete this image?" })).toBeVisible();
  await expect(page.getByText("This image is in use.", { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await checkPage(page);
  await page.getByRole("button", { name: "Delete anyway" }).click();
  await expectToast(page, "Image deleted");
  await expect(page.getByRole("img", { name: alt })).toHaveCount(0);
  expect((await request.get(url)).status()).toBe(404);
});

test("a cover image uploaded on the post form: refused in words with the text kept, then saved as the cover", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const title = `Cover test ${testInfo.project.name} ${stamp}`;
  await signIn(page, "/crm/posts/new");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Category", { exact: true }).selectOption("Finance");
  await page.getByLabel("Body (Markdown)").fill("A short body.");

  // A text file as the cover: refused in words; what was typed stays.
  await page.getByLabel("Image file").setInputFiles({
    name: "cover.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("not a picture"),
  });
  await page.getByLabel("Alt text", { exact: true }).fill("Coins on a desk");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(
    page.getByText("This file is not an image we can read.", { exact: false }).first(),
  ).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  await expect(page.getByLabel("Body (Markdown)")).toHaveValue("A short body.");
  await expect(page.getByLabel("Alt text", { exact: true })).toHaveValue("Coins on a desk");
  await checkPage(page);

  await page.getByLabel("Image file").setInputFiles({
    name: "cover.jpg",
    mimeType: "image/jpeg",
    buffer: await photo(stamp + 7),
  });
  await page.getByRole("button", { name: "Save draft" }).click();
  await expectToast(page, "Draft saved");
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByLabel(/^Cover image address/)).toHaveValue(
    /^\/images\/[0-9a-f]{20}-1200\.jpg$/,
  );
  await checkPage(page);
});
