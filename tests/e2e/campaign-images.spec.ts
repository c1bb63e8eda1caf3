/**
 * A picture uploaded from a campaign's compose form, JavaScript on and off: the
 * new campaign's form creates the draft with it; on the draft's page a file that is not a picture
 * is refused in words with the typed text kept and nothing saved; a photo is stored and the draft
 * saved with the typed text, its Markdown put into the body at the cursor (JavaScript on) or given
 * to paste (off); the test copy carries it as an absolute address held to the mail's column, and
 * its plain-text part as prose. Axe and 320 px on the page with the upload's answers.
 */
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { STAFF_EMAIL } from "./constants";
import { expect, test } from "./helpers/fixtures";
import { expectNoA11yViolations } from "./helpers/axe";
import { expectToast, signIn } from "./helpers/crm";
import { expectNoSidewaysScrollAt320 } from "./helpers/layout";
import { mailTo } from "./helpers/mail";

async function checkPage(page: Page) {
  await expectNoA11yViolations(page);
  await expectNoSidewaysScrollAt320(page);
}

/**
 * A photo unique to the run (its colour from the stamp) and to its height, so its hash is new each
 * time (two colours one apart can make the same JPEG).
 */
function photo(seed: number, height: number): Promise<Buffer> {
  return sharp({
    create: {
      width: 1400,
      height,
      channels: 3,
      background: { r: seed % 256, g: (seed >> 8) % 256, b: (seed >> 16) % 256 },
    },
  })
    .jpeg()
    .toBuffer();
}

const MARKDOWN = (alt: string) =>
  new RegExp(`!\\[${alt}\\]\\((/images/[0-9a-f]{20}-1400\\.jpg)\\)`);

test("a picture uploaded from the compose form: refused in words with the text kept, then in the body and the test mail", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const js = testInfo.project.name === "js";
  const stamp = Date.now();
  const subject = `Pictures ${testInfo.project.name} ${stamp}`;
  const firstAlt = `A bar chart ${testInfo.project.name} ${stamp}`;

  // The new campaign's form: the upload creates the draft with the picture.
  await signIn(page, "/crm/campaigns/new");
  await expect(
    page.getByText("In the mail, pictures are sent as links to this site"),
  ).toBeVisible();
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Body (Markdown)").fill("Opening words.");
  await page.getByLabel("Image file").setInputFiles({
    name: "chart.jpg",
    mimeType: "image/jpeg",
    buffer: await photo(stamp, 900),
  });
  await page.getByLabel("Alt text", { exact: true }).fill(firstAlt);
  await page.getByRole("button", { name: "Upload the picture" }).click();
  await expectToast(page, "Draft created with the picture");
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  const first = page.getByRole("status").filter({ has: page.locator("code") });
  await expect(first.locator("code")).toHaveText(MARKDOWN(firstAlt));
  const body = page.getByLabel("Body (Markdown)");
  if (js) {
    await expect(first).toContainText("The picture is in the body where the cursor was");
    await expect(body).toHaveValue(
      new RegExp(`^Opening words\\.\\n\\n${MARKDOWN(firstAlt).source}$`),
    );
  } else {
    await expect(first).toContainText("Paste this into the body where the picture should go");
    await expect(body).toHaveValue("Opening words.");
  }
  await checkPage(page);

  // On the draft's page: typed text, then a file that is not a picture. Refused, nothing lost.
  const edited = `${subject} edited`;
  await page.getByLabel("Subject").fill(edited);
  await body.fill("First paragraph.\n\nSecond paragraph.");
  if (js) {
    // The cursor at the start of the second paragraph.
    await body.press("Control+End");
    for (let i = 0; i < "Second paragraph.".length; i++) await body.press("ArrowLeft");
  }
  await page.getByLabel("Image file").setInputFiles({
    name: "notes.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("These are meeting notes, not a picture.\n"),
  });
  const alt = `Costs by month ${testInfo.project.name} ${stamp}`;
  await page.getByLabel("Alt text", { exact: true }).fill(alt);
  await page.getByRole("button", { name: "Upload the picture" }).click();
  await expect(
    page.getByText("This file is not an image we can read.", { exact: false }).first(),
  ).toBeVisible();
  await expect(page.getByLabel("Subject")).toHaveValue(edited);
  await expect(body).toHaveValue("First paragraph.\n\nSecond paragraph.");
  await expect(page.getByLabel("Alt text", { exact: true })).toHaveValue(alt);
  await expect(page.getByRole("heading", { level: 1, name: subject, exact: true })).toBeVisible();
  await checkPage(page);

  // A photo: stored, the draft saved with what the form holds.
  if (js) {
    await body.press("Control+End");
    for (let i = 0; i < "Second paragraph.".length; i++) await body.press("ArrowLeft");
  }
  await page.getByLabel("Image file").setInputFiles({
    name: "costs.jpg",
    mimeType: "image/jpeg",
    buffer: await photo(stamp, 800),
  });
  await page.getByRole("button", { name: "Upload the picture" }).click();
  await expectToast(page, "Picture uploaded, draft saved");
  await expect(page.getByRole("heading", { level: 1, name: edited })).toBeVisible();
  const answer = page.getByRole("status").filter({ has: page.locator("code") });
  await expect(answer.locator("code")).toHaveText(MARKDOWN(alt));
  const markdown = (await answer.locator("code").textContent()) ?? "";
  if (js) {
    await expect(body).toHaveValue(`First paragraph.\n\n${markdown}\n\nSecond paragraph.`);
  } else {
    await expect(body).toHaveValue("First paragraph.\n\nSecond paragraph.");
    // Pasted where it should go, as the page says.
    await body.fill(`First paragraph.\n\n${markdown}\n\nSecond paragraph.`);
  }
  await checkPage(page);

  // The test copy: the picture absolute and held to the column; the text part reads as prose.
  await page.getByRole("button", { name: "Send a test to me" }).click();
  await expectToast(page, "Test copy on its way");
  const mail = await mailTo(STAFF_EMAIL, `[Test] ${edited}`);
  const path = MARKDOWN(alt).exec(markdown)![1];
  // Absolute under PUBLIC_URL (the e2e server's is its own address).
  expect(mail).toMatch(new RegExp(`<img src="https?://[^/"]+${path}" alt="${alt}"`));
  expect(mail).toMatch(/width="\d{3}" style="display:block;width:100%;max-width:\d{3}px/);
  const text = mail.slice(
    mail.indexOf("Content-Type: text/plain"),
    mail.indexOf("Content-Type: text/html"),
  );
  expect(text).toContain("First paragraph.");
  expect(text).not.toMatch(/!\[|\*\*|##/);
});
