/**
 * The newsletter's public archive, with and without JavaScript: "Read past issues" in the
 * newsletter section leads to the list of sent issues, each issue is a page of its own (no
 * recipient, no personal link) and the feed lists it; both pages answer from the page cache like
 * the blog. In the CRM, an issue shown in the archive or left out is there, or gone, for the next
 * visitor at once (the page cache drops the archive). The issues: tests/e2e/seed-failed-mail.ts.
 */
import { ARCHIVED_ISSUE, E2E_BASE_URL, archiveToggleSubject } from "./constants";
import { type Page, expect, request, test } from "./helpers/fixtures";
import { expectNoA11yViolations } from "./helpers/axe";
import { expectToast, signIn } from "./helpers/crm";
import { expectNoSidewaysScrollAt320 } from "./helpers/layout";

async function checkPage(page: Page) {
  await expectNoA11yViolations(page);
  await expectNoSidewaysScrollAt320(page);
}

/** A first-time visitor's GET (no cookie): what a CDN and the page cache see. */
async function visitorGet(path: string) {
  const visitor = await request.newContext({ baseURL: E2E_BASE_URL });
  const response = await visitor.get(path);
  const result = {
    status: response.status(),
    cache: response.headers()["x-page-cache"],
    cacheControl: response.headers()["cache-control"],
    text: await response.text(),
  };
  await visitor.dispose();
  return result;
}

test("a visitor reads past issues from the newsletter section, the archive and the feed", async ({
  page,
}) => {
  await page.goto("/blog");
  await page.getByRole("link", { name: "Read past issues" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Newsletter archive" })).toBeVisible();
  const item = page.getByRole("listitem").filter({ hasText: ARCHIVED_ISSUE.subject });
  await expect(item).toContainText("28 October 2026");
  await expect(item).toContainText(ARCHIVED_ISSUE.previewText);
  await checkPage(page);

  await item.getByRole("link", { name: ARCHIVED_ISSUE.subject }).click();
  await expect(page.getByRole("heading", { level: 1, name: ARCHIVED_ISSUE.subject })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: ARCHIVED_ISSUE.heading })).toBeVisible();
  await expect(page.getByRole("link", { name: "our guide" })).toHaveAttribute(
    "href",
    "https://example.com/guide",
  );
  // What every subscriber received, never a personal link.
  await expect(page.locator("main")).not.toContainText("Unsubscribe");
  await checkPage(page);
  await page.getByRole("link", { name: "All issues" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Newsletter archive" })).toBeVisible();

  const feed = await visitorGet("/newsletter/feed.xml");
  expect(feed.status).toBe(200);
  expect(feed.text).toContain(`<title>${ARCHIVED_ISSUE.subject}</title>`);
});

test("the archive and an issue answer from the page cache, like the blog", async ({ page }) => {
  await page.goto("/newsletter/archive");
  const issuePath = await page
    .getByRole("link", { name: ARCHIVED_ISSUE.subject, exact: true })
    .getAttribute("href");
  for (const path of ["/newsletter/archive", issuePath!]) {
    await visitorGet(path);
    const second = await visitorGet(path);
    expect(second.status, path).toBe(200);
    expect(second.cache, path).toBe("HIT");
    expect(second.cacheControl, path).toMatch(/^public, max-age=0, s-maxage=300,/);
  }
  const missing = await visitorGet("/newsletter/archive/999999");
  expect(missing.status).toBe(404);
  expect(missing.text).toContain("Issue not found");
});

test("staff show an issue in the archive and leave it out: visitors see it at once", async ({
  page,
}, testInfo) => {
  const subject = archiveToggleSubject(testInfo.project.name);
  // In the page cache before the change, so the change must drop it.
  expect((await visitorGet("/newsletter/archive")).text).not.toContain(subject);
  expect((await visitorGet("/newsletter/archive")).cache).toBe("HIT");

  await signIn(page, "/crm/campaigns");
  await page.getByRole("link", { name: subject, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(page.getByTestId("campaign-archive")).toHaveText(
    "This issue is left out of the newsletter's public archive.",
  );
  await page.getByRole("button", { name: "Show in the archive" }).click();
  await expectToast(page, "Shown in the public archive");
  await expect(page.getByTestId("campaign-archive")).toContainText(
    "This issue is in the newsletter's public archive:",
  );
  await checkPage(page);
  const link = await page
    .getByRole("link", { name: "read it as visitors do" })
    .getAttribute("href");
  const shown = await visitorGet("/newsletter/archive");
  expect(shown.text).toContain(subject);
  expect((await visitorGet(link!)).status).toBe(200);

  await page.getByRole("button", { name: "Leave out of the archive" }).click();
  await expectToast(page, "Left out of the public archive");
  await expect(page.getByTestId("campaign-archive")).toHaveText(
    "This issue is left out of the newsletter's public archive.",
  );
  expect((await visitorGet("/newsletter/archive")).text).not.toContain(subject);
  expect((await visitorGet(link!)).status).toBe(404);
});
