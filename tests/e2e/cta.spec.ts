import { expect, test } from "./helpers/fixtures";
import { SITE } from "../../app/config/site";
import { expectNoA11yViolations } from "./helpers/axe";

// SPEC.md 'Call-to-action block': the two contents and their subjects, as a visitor reads them.
const BOOKING_URL = process.env.BOOKING_URL ?? SITE.defaultBookingUrl;
const subjectHref = (subject: string) => `/contact?subject=${encodeURIComponent(subject)}`;

test("consulting shows the build call to action: its title, the Business Transformation subject and the implementation guide", async ({
  page,
}) => {
  await page.goto("/consulting");
  const block = page.locator('[data-cta="build"]');
  await expect(block.getByRole("heading", { level: 2 })).toHaveText(
    "Build the Intelligence Your Business Runs On",
  );
  // "FREE Discovery Call" is the booking page here too, as in the header (decision 054).
  const call = block.getByRole("link", { name: /^FREE Discovery Call/ });
  await expect(call).toHaveAttribute("href", BOOKING_URL);
  await expect(call).toHaveAttribute("target", "_blank");
  const write = block.getByRole("link", { name: "Prefer to write? Send us a message" });
  await expect(write).toHaveAttribute(
    "href",
    subjectHref("FREE Discovery Call - Business Transformation"),
  );
  await expect(block.locator('a[href="/guides/implementation"]')).toHaveText(
    "Download the Implementation Guide (HTML file, under 10 KB)",
  );
  await write.click();
  await expect(page.getByLabel("Subject")).toHaveValue(
    "FREE Discovery Call - Business Transformation",
  );
});

test("training books the consultation from the split call to action: booking link in a new tab, guide, checklist", async ({
  page,
}) => {
  await page.goto("/training");
  const block = page.locator('#consultation [data-cta="consultation"][data-layout="split"]');
  await expect(block.getByRole("heading", { level: 2 })).toHaveText("Book a training consultation");
  const call = block.locator(`a[href="${BOOKING_URL}"]`);
  await expect(call).toHaveAttribute("target", "_blank");
  await expect(call).toContainText("FREE Discovery Call");
  await expect(block.locator('a[href="/guides/consultation"]')).toHaveCount(1);
  await expect(block.getByRole("listitem")).toHaveCount(4);
  await expectNoA11yViolations(page);
});

test("the team page closes with the centred consultation call to action: contact with its subject, and the guide", async ({
  page,
}) => {
  await page.goto("/team");
  const block = page.locator('#consultation [data-cta="consultation"][data-layout="centered"]');
  await expect(block.getByRole("heading", { level: 2 })).toHaveText(
    "Ready to See What Your Data Can Do?",
  );
  await expect(block.getByRole("link", { name: "Book Your Consultation" })).toHaveAttribute(
    "href",
    subjectHref("FREE Discovery Call - Consultation Request"),
  );
  await expect(block.locator('a[href="/guides/consultation"]')).toHaveText(
    "Download the Free Consultation Guide (HTML file, under 10 KB)",
  );
  await expectNoA11yViolations(page);
});
