/** Steps the CRM specs share: signing in as the seeded staff member and reading a toast. */
import { type Page, expect } from "@playwright/test";
import { STAFF_EMAIL, STAFF_PASSWORD } from "../constants";

export async function signIn(page: Page) {
  await page.goto("/crm");
  await page.getByLabel("Email").fill(STAFF_EMAIL);
  await page.getByLabel("Password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { name: "CRM Dashboard" })).toBeVisible();
}

export async function expectToast(page: Page, text: string) {
  await expect(
    page.getByRole("region", { name: /Notifications/ }).getByText(text, { exact: true }),
  ).toBeVisible();
}
