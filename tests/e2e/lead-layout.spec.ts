/**
 * The lead page's layout, with
 * JavaScript and without: at 1366 the lead page uses two columns (owner, duplicates, deal and
 * score at the side; follow-ups, timeline and edit form in the main one), one column on a phone
 * and nothing sideways at 320.
 */
import { type Page, expect, test } from "./helpers/fixtures";
import { expectNoA11yViolations } from "./helpers/axe";
import { signIn } from "./helpers/crm";

const unique = (label: string) =>
  `${label}${test.info().project.name}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

async function newLead(page: Page, tag: string, email = `${tag}@example.com`) {
  const created = await page.request.post("/api/crm/leads", {
    data: { firstName: "Lay", lastName: tag, email, company: "Columns Ltd" },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { lead: { id: number } }).lead.id;
}

const boxOf = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { left: r.left, right: r.right, top: r.top, width: r.width };
  });

test("lead page: two columns at 1366 with the timeline in the main one; one column at 390; nothing sideways at 320", async ({
  page,
}) => {
  await signIn(page);
  const id = await newLead(page, unique("cols"));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/crm/leads/${id}`);
  const side = await boxOf(page, "lead-side");
  const main = await boxOf(page, "lead-main");
  // Side by side, and together most of the screen's width (not one 700 px column).
  expect(main.left).toBeGreaterThan(side.right);
  expect(Math.abs(main.top - side.top)).toBeLessThan(2);
  expect(main.right - side.left).toBeGreaterThan(1000);
  const inMain = (name: string) =>
    page.getByTestId("lead-main").getByRole("region", { name }).first();
  const inSide = (name: string | RegExp) =>
    page.getByTestId("lead-side").getByRole("heading", { name }).first();
  await expect(inMain("Timeline")).toBeVisible();
  await expect(inSide("Deal")).toBeVisible();
  await expect(inSide(/^Owner/)).toBeVisible();
  await expectNoA11yViolations(page);

  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(`/crm/leads/${id}`);
  const phoneSide = await boxOf(page, "lead-side");
  const phoneMain = await boxOf(page, "lead-main");
  expect(phoneMain.top).toBeGreaterThan(phoneSide.top);
  expect(Math.abs(phoneMain.left - phoneSide.left)).toBeLessThan(2);

  await page.setViewportSize({ width: 320, height: 900 });
  await page.goto(`/crm/leads/${id}`);
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);
});
