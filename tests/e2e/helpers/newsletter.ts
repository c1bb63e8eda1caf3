/** A confirmed newsletter subscriber, as a visitor makes one: the form, then the mail's link. */
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { linkIn, mailTo } from "./mail";

export async function subscribe(page: Page, email: string) {
  const response = await page.request.post("/api/newsletter", {
    data: { fullName: "Cara Campaign", email },
  });
  expect(response.status()).toBeLessThan(300);
  await page.goto(linkIn(await mailTo(email, "Please confirm"), "/newsletter/confirm"));
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("heading", { name: "Your subscription is confirmed" })).toBeVisible();
}
