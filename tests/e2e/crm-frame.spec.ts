/**
 * The CRM frame and its defaults, with and without JavaScript:
 * - the header fits a phone in at most two rows, its Menu (a <details> disclosure) opens and its
 *   links work by keyboard, "Leads" is among them, and every focus ring in it measures 3:1 or more;
 * - a notice (toast) sits in the page's flow at the top of <main> and covers none of the page's
 *   controls; with JavaScript it has a close button;
 * - a member's leads list starts at Mine (with Everyone's a choice away), an admin's at everyone's;
 *   a follow-up on a lead nobody owns is the planner's by default; Log activity opened from a lead
 *   keeps that lead; the CRM names the product DentalIQ.
 */
import { type Page, expect, test } from "./helpers/fixtures";
import { STAFF_EMAIL } from "./constants";
import { expectNoA11yViolations } from "./helpers/axe";
import { focusRing, weakFocusRings } from "./helpers/contrast";
import {
  createStaffAccount,
  expectToast,
  signIn,
  useStaffSession,
  signInAs,
  staffRequest,
  uniqueStaffEmail,
} from "./helpers/crm";

const isJs = () => test.info().project.name === "js";
const unique = (label: string) =>
  `${label}${test.info().project.name}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
const CONTROLS = "a[href], button, summary";

async function createLead(page: Page, firstName: string, tag: string, extra = {}) {
  const response = await page.request.post("/api/crm/leads", {
    data: {
      firstName,
      lastName: tag,
      email: `${firstName}.${tag}@example.com`.toLowerCase(),
      ...extra,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).lead as { id: number; ownerId: number | null };
}

test.describe("the CRM header", () => {
  test("at 390 it is at most two rows, with a Menu that opens by keyboard and holds Leads", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, "/crm/pipeline");
    const header = page.getByRole("banner");
    const menu = header.locator("summary").filter({ hasText: "Menu" });
    await expect(menu).toBeVisible();
    // Two rows: the header is no taller than two of its Menu button with the header's padding.
    const headerBox = (await header.boundingBox())!;
    const menuBox = (await menu.boundingBox())!;
    expect(headerBox.height).toBeLessThanOrEqual(2 * menuBox.height + 16);
    expect(headerBox.height / 844).toBeLessThan(0.15);
    // Closed, the links are out of sight (and out of the tab order).
    await expect(header.getByRole("link", { name: "Leads", exact: true })).toBeHidden();

    // Closed: the bar's rings (the site's name, the Menu button).
    expect(await weakFocusRings(page, header, CONTROLS)).toEqual([]);

    // By keyboard: focus the Menu, open it with Enter, Tab to Leads, follow it with Enter.
    await menu.focus();
    await page.keyboard.press("Enter");
    const open = header.locator("details[open]");
    const leads = header.getByRole("link", { name: "Leads", exact: true });
    await expect(leads).toBeVisible();
    await expect(header.getByRole("link", { name: "Pipeline" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(header.getByRole("button", { name: "Logout" })).toBeVisible();
    // Open: every link and button in it (focus inside keeps it open).
    expect(await weakFocusRings(page, open, CONTROLS)).toEqual([]);
    await menu.focus();
    await page.keyboard.press("Tab");
    await expect(leads).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/crm$/);
    await expect(page.getByRole("heading", { name: "CRM Dashboard" })).toBeVisible();
    if (isJs()) await expect(leads).toBeHidden(); // the menu closes on the new page
    await expectNoA11yViolations(page);
  });

  test("Escape closes the open Menu and puts focus back on it @js-only", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, "/crm/reports");
    const menu = page.getByRole("banner").locator("summary").filter({ hasText: "Menu" });
    await menu.click();
    const reports = page.getByRole("banner").getByRole("link", { name: "Reports" });
    await reports.focus();
    await page.keyboard.press("Escape");
    await expect(reports).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test("at 1366 it is one bar with Leads first and every focus ring at 3:1 or more", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, "/crm/reports");
    const header = page.getByRole("banner");
    const nav = header.getByRole("navigation", { name: "CRM pages" });
    await expect(nav.getByRole("link").first()).toHaveText("Leads");
    await expect(header.locator("summary")).toBeHidden();
    // The ring that measured about 2.3:1 (the theme's blue on navy) on a header link.
    const ring = await focusRing(page, nav.getByRole("link", { name: "Pipeline" }));
    expect(ring.ratio, `${ring.outline} on ${ring.background}`).toBeGreaterThanOrEqual(3);
    expect(await weakFocusRings(page, header, CONTROLS)).toEqual([]);
    await nav.getByRole("link", { name: "Leads" }).click();
    await expect(page.getByRole("heading", { name: "CRM Dashboard" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Leads" })).toHaveAttribute("aria-current", "page");
  });
});

/** No button of the page (outside the notice) overlaps the notice's box. */
async function buttonsUnder(page: Page, notice: ReturnType<Page["locator"]>) {
  const box = (await notice.boundingBox())!;
  return page.evaluate((toast) => {
    const region = document.querySelector('[aria-label^="Notifications"]');
    const hits: string[] = [];
    for (const el of document.querySelectorAll("button, a[href], select, input, summary")) {
      if (region?.contains(el) || !el.checkVisibility()) continue;
      const r = el.getBoundingClientRect();
      if (!r.width || !r.height) continue;
      const overlaps =
        r.left < toast.x + toast.width &&
        r.right > toast.x &&
        r.top < toast.y + toast.height &&
        r.bottom > toast.y;
      if (overlaps) hits.push((el.textContent ?? "").trim().slice(0, 30) || el.tagName);
    }
    return hits;
  }, box);
}

test("a notice sits in the page's flow at the top of main and covers no control", async ({
  page,
}) => {
  const tag = unique("Toast");
  await page.setViewportSize({ width: 390, height: 844 });
  await useStaffSession(page);
  const lead = await createLead(page, "Tess", tag);
  // Delete from the list (a plain form post and its confirmation page): back with "Lead deleted".
  await page.goto(`/crm/leads/${lead.id}/delete?returnTo=${encodeURIComponent(`/crm?q=${tag}`)}`);
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await expectToast(page, "Lead deleted");
  const region = page.getByRole("region", { name: /Notifications/ });
  const notice = region.getByText("Lead deleted", { exact: true }).locator("xpath=../..");
  // In <main>, in the flow (not fixed or absolute), above the page's heading.
  await expect(page.getByRole("main").getByRole("region", { name: /Notifications/ })).toHaveCount(
    1,
  );
  const position = await region.evaluate((el) => getComputedStyle(el).position);
  expect(position).toBe("static");
  const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
  const noticeBox = (await notice.boundingBox())!;
  expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(heading.y);
  expect(await buttonsUnder(page, notice)).toEqual([]);
  // Scrolled to the bottom, still nothing under it (it scrolled away with the page).
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await buttonsUnder(page, notice)).toEqual([]);
  // Still there after the old five seconds: it goes with the page or its close button.
  await page.waitForTimeout(5_500);
  await expect(region.getByText("Lead deleted", { exact: true })).toBeVisible();
  if (isJs()) {
    await region.getByRole("button", { name: "Close notification" }).click();
    await expect(region.getByText("Lead deleted", { exact: true })).toBeHidden();
  } else {
    await expect(region.getByRole("button")).toHaveCount(0);
    await page.goto("/crm/pipeline");
    await expect(region.getByText("Lead deleted", { exact: true })).toHaveCount(0);
  }
});

test("a member's leads list starts at Mine, with everyone's a choice away; an admin's at everyone's", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const tag = unique("Mine");
  const secret = "KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU";
  const member = uniqueStaffEmail("mine", test.info().project.name);
  await createStaffAccount({ email: member, totpSecret: secret });
  await signInAs(page, member, secret);
  await createLead(page, "Mia", tag); // the member's own
  const admin = await staffRequest();
  expect(
    (
      await admin.post("/api/crm/leads", {
        data: { firstName: "Abe", lastName: tag, email: `abe.${tag}@example.com`.toLowerCase() },
      })
    ).status(),
  ).toBe(201);
  await admin.dispose();

  await page.goto(`/crm?q=${tag}`);
  const owner = page.getByLabel("Owner", { exact: true });
  await expect(owner.locator("option:checked")).toHaveText("Mine");
  await expect(page.getByTestId("lead-row")).toHaveCount(1);
  await expect(page.getByTestId("lead-row")).toContainText("Mia");
  await owner.selectOption({ label: "Everyone's" });
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/[?&]owner=all\b/);
  await expect(page.getByTestId("lead-row")).toHaveCount(2);
  await expect(owner.locator("option:checked")).toHaveText("Everyone's");

  // The admin (the run's seeded account) lands on everyone's.
  const context = await browser.newContext({ javaScriptEnabled: isJs() });
  const adminPage = await context.newPage();
  await signIn(adminPage, `/crm?q=${tag}`);
  await expect(adminPage.getByTestId("lead-row")).toHaveCount(2);
  await expect(adminPage.getByLabel("Owner", { exact: true }).locator("option:checked")).toHaveText(
    "Everyone's",
  );
  await context.close();
});

test("a follow-up on a lead nobody owns is the planner's by default", async ({ page }) => {
  const tag = unique("Plan");
  await useStaffSession(page);
  const lead = await createLead(page, "Pat", tag, { ownerId: null });
  await page.goto(`/crm/leads/${lead.id}/follow-ups/new`);
  const who = page.getByLabel("Who will do it");
  await expect(who.locator("option:checked")).toHaveText(STAFF_EMAIL);
  const myId = Number(await who.inputValue());
  await page.getByLabel("Type").selectOption("call");
  await page.getByLabel("Subject").fill(`Ring ${tag}`);
  await page.getByLabel("Due (UK time)").fill("2030-01-02T10:00");
  await page.getByRole("button", { name: "Plan follow-up" }).click();
  await expectToast(page, "Follow-up planned");
  const [planned] = await (await page.request.get(`/api/crm/activities?leadId=${lead.id}`)).json();
  expect(planned.subject).toBe(`Ring ${tag}`);
  expect(planned.assigneeId).toBe(myId);
});

test("Log activity opened from a lead keeps that lead and does not ask for it", async ({
  page,
}) => {
  const tag = unique("Log");
  await useStaffSession(page);
  const lead = await createLead(page, "Lou", tag);
  await page.goto(`/crm/leads/${lead.id}`);
  await page.getByRole("link", { name: "Log activity" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Log activity" })).toBeVisible();
  await expect(page.getByText(`lou.${tag}@example.com`.toLowerCase())).toBeVisible();
  await expect(page.getByLabel("Lead", { exact: true })).toHaveCount(0);
  await expect(page.getByLabel(/Find a lead/)).toHaveCount(0);
  await page.getByLabel("Type").selectOption("note");
  await page.getByLabel("Subject").fill(`Noted ${tag}`);
  await page.getByRole("button", { name: "Log activity" }).click();
  await expectToast(page, "Activity logged successfully");
  await expect(page).toHaveURL(new RegExp(`/crm/leads/${lead.id}`));
  const logged = await (await page.request.get(`/api/crm/activities?leadId=${lead.id}`)).json();
  expect(logged.map((a: { subject: string }) => a.subject)).toContain(`Noted ${tag}`);
  // Another lead is a link away.
  await page.goto(`/crm/activities/new?leadId=${lead.id}`);
  await page.getByRole("link", { name: "Log it for another lead" }).click();
  await expect(page.getByLabel("Lead", { exact: true })).toBeVisible();
});

test("the CRM names the product DentalIQ: the inbox tab and the lead source", async ({ page }) => {
  const tag = unique("Diq");
  await signIn(page);
  const tabs = page.getByRole("navigation", { name: "CRM sections" });
  await expect(tabs.getByRole("link", { name: "DentalIQ" })).toBeVisible();
  await expect(page.getByText("Dental Intelligence")).toHaveCount(0);
  const lead = await createLead(page, "Dee", tag, { source: "dental-intelligence" });
  await page.goto(`/crm?q=${tag}&lead=${lead.id}`);
  await expect(page.locator("dl").getByText("DentalIQ", { exact: true })).toBeVisible();
  await page.goto("/crm/leads/new");
  await expect(page.getByLabel(/Source/).locator('option[value="dental-intelligence"]')).toHaveText(
    "DentalIQ",
  );
});
