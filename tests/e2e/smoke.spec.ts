import { expect, test } from "./helpers/fixtures";
import { expectNoA11yViolations } from "./helpers/axe";

test("home answers with its heading", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoA11yViolations(page);
});
