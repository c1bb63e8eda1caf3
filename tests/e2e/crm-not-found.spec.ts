/**
 * CRM addresses that find nothing, in the browser with JavaScript and without: a 404
 * inside the CRM frame with a way back, never the public site's navigation or cookie banner; a
 * merged lead's old address leads to the kept lead.
 */
import { type Page, expect, test } from "./helpers/fixtures";
import { STAFF_EMAIL } from "./constants";
import { expectNoA11yViolations } from "./helpers/axe";
import { useStaffSession } from "./helpers/crm";

const unique = (label: string) =>
  `${label}${test.info().project.name}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

async function createLead(page: Page, firstName: string, tag: string) {
  const response = await page.request.post("/api/crm/leads", {
    data: { firstName, lastName: tag, email: `${firstName.toLowerCase()}-${tag}@example.com` },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).lead as { id: number };
}

test("signed in, a lead that does not exist is a 404 inside the CRM frame", async ({ page }) => {
  await useStaffSession(page);
  const response = await page.goto("/crm/leads/999999");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/^Page not found \| CRM \| /);
  // The CRM frame: who is signed in, Logout; the page's own heading.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(
    page.getByText(`Signed in as ${STAFF_EMAIL}`).filter({ visible: true }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  // Not the public site's 404: no marketing navigation, footer or cookie banner.
  await expect(page.getByText("404 Page Not Found")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(page.locator("footer")).toHaveCount(0);
  await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "We value your privacy" })).toHaveCount(0);
  await expectNoA11yViolations(page);

  await main.getByRole("link", { name: "Back to leads" }).click();
  await expect(page).toHaveURL(/\/crm$/);
  await expect(page.getByText("Total Leads")).toBeVisible();
});

test("an unknown CRM address is the same 404; without a session it is sign-in", async ({
  page,
}) => {
  const signedOut = await page.goto("/crm/no-such-page");
  expect(signedOut?.status()).toBe(200);
  await expect(page).toHaveURL(/\/crm$/);
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();

  await useStaffSession(page);
  const response = await page.goto("/crm/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(
    "Page not found",
  );
});

test("a merged lead's old address leads to the kept lead", async ({ page }) => {
  await useStaffSession(page);
  const tag = unique("gone");
  const keep = await createLead(page, "Kim", tag);
  const other = await createLead(page, "Kimberley", tag);
  // The list is open with both leads when someone else merges them.
  await page.goto(`/crm?q=${tag}`);
  const staleLink = page
    .getByTestId("lead-row")
    .getByRole("link", { name: `Open lead Kimberley ${tag}` });
  await expect(staleLink).toBeVisible();
  const merged = await page.request.post(`/api/crm/leads/${keep.id}/merge`, {
    data: { otherId: other.id },
  });
  expect(merged.status()).toBe(200);

  // With JavaScript the router follows the redirect in the data answer; without, the browser.
  await staleLink.click();
  await expect(page).toHaveURL(new RegExp(`/crm/leads/${keep.id}$`));
  await expect(page.getByRole("heading", { name: `Kim ${tag}`, level: 1 })).toBeVisible();

  // A bookmark or a typed address: the server's 302.
  const response = await page.goto(`/crm/leads/${other.id}`);
  expect(response?.status()).toBe(200);
  expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(302);
  await expect(page).toHaveURL(new RegExp(`/crm/leads/${keep.id}$`));
});

test("a link to a lead deleted meanwhile ends in the CRM frame's 404", async ({ page }) => {
  await useStaffSession(page);
  const tag = unique("deleted");
  const lead = await createLead(page, "Dee", tag);
  await page.goto(`/crm?q=${tag}`);
  const staleLink = page
    .getByTestId("lead-row")
    .getByRole("link", { name: `Open lead Dee ${tag}` });
  await expect(staleLink).toBeVisible();
  expect((await page.request.delete(`/api/crm/leads/${lead.id}`)).status()).toBe(200);

  // With JavaScript the CRM layout's boundary renders in the browser, from the layout's data.
  await staleLink.click();
  await expect(page).toHaveURL(new RegExp(`/crm/leads/${lead.id}$`));
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(
    "Page not found",
  );
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
});
