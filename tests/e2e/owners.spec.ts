/**
 * Lead owners, with and without JavaScript: the leads list's and the board's Owner filter (Mine,
 * Unassigned, a colleague; in the URL), bulk "Assign to…" (plain form) with its audit on the
 * timeline, the lead page's Change owner, and the dashboard's "My follow-ups" first.
 */
import { type Page, expect, test } from "./helpers/fixtures";
import { STAFF_EMAIL } from "./constants";
import { expectNoA11yViolations } from "./helpers/axe";
import { createStaffAccount, expectToast, useStaffSession, uniqueStaffEmail } from "./helpers/crm";

const unique = (label: string) =>
  `${label}${test.info().project.name}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

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

async function shownLeads(page: Page): Promise<string[]> {
  const rows = page.getByTestId("lead-row");
  const names: string[] = [];
  for (const row of await rows.all()) {
    names.push((await row.locator('[data-label="Name"] a').innerText()).split(" ")[0]);
  }
  return names.sort();
}

test("the leads list filters Mine and Unassigned, and Assign to… reassigns the ticked leads", async ({
  page,
}) => {
  // Six page loads and two form posts: on a busy 2-core machine the 30 s default ran out at the
  // last step (each step took ~1 s, and ~10 s went before the first).
  test.setTimeout(60_000);
  const tag = unique("Own");
  const colleague = uniqueStaffEmail("owner", test.info().project.name);
  await createStaffAccount({ email: colleague });
  await useStaffSession(page);
  const ada = await createLead(page, "Ada", tag);
  const bea = await createLead(page, "Bea", tag, { ownerId: null });
  await createLead(page, "Cal", tag);

  await page.goto(`/crm?q=${tag}`);
  await expect(page.getByTestId("lead-row")).toHaveCount(3);
  await page.getByLabel("Owner", { exact: true }).selectOption({ label: "Mine" });
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/[?&]owner=me\b/);
  await expect.poll(() => shownLeads(page)).toEqual(["Ada", "Cal"]);
  await expect(page.getByTestId("lead-row").first().locator('[data-label="Owner"]')).toHaveText(
    STAFF_EMAIL,
  );

  await page.getByLabel("Owner", { exact: true }).selectOption({ label: "Unassigned" });
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/[?&]owner=none\b/);
  await expect.poll(() => shownLeads(page)).toEqual(["Bea"]);
  await expect(page.getByTestId("lead-row").locator('[data-label="Owner"]')).toHaveText(
    "Unassigned",
  );
  await expectNoA11yViolations(page);

  // Tick Ada and Bea, give them to the colleague: a plain form post, back to this list.
  await page.goto(`/crm?q=${tag}`);
  await page.getByRole("checkbox", { name: `Tick Ada ${tag} to assign` }).check();
  await page.getByRole("checkbox", { name: `Tick Bea ${tag} to assign` }).check();
  await page.getByLabel("Assign ticked leads to").selectOption({ label: colleague });
  await page.getByRole("button", { name: "Assign", exact: true }).click();
  await expectToast(page, "Owner changed");
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));

  await page.getByLabel("Owner", { exact: true }).selectOption({ label: colleague });
  await page.getByRole("button", { name: "Search" }).click();
  await expect.poll(() => shownLeads(page)).toEqual(["Ada", "Bea"]);

  // Each change is on the lead's timeline in plain words, with who made it.
  await page.goto(`/crm/leads/${ada.id}`);
  await expect(
    page.getByText(`Owner changed from ${STAFF_EMAIL} to ${colleague}`, { exact: true }),
  ).toBeVisible();
  await expect(page.getByTestId("lead-owner")).toHaveText(colleague);
  await page.goto(`/crm/leads/${bea.id}`);
  await expect(
    page.getByText(`Owner changed from Unassigned to ${colleague}`, { exact: true }),
  ).toBeVisible();
});

test("the lead page changes the owner, and the board filters by owner", async ({ page }) => {
  const tag = unique("Board");
  await useStaffSession(page);
  const lead = await createLead(page, "Dot", tag);
  await createLead(page, "Eve", tag, { ownerId: null });

  await page.goto(`/crm/leads/${lead.id}`);
  await expect(page.getByTestId("lead-owner")).toHaveText(STAFF_EMAIL);
  await page.getByLabel("New owner").selectOption({ label: "Unassigned" });
  await page.getByRole("button", { name: "Change owner" }).click();
  await expectToast(page, "Owner changed");
  await expect(page.getByTestId("lead-owner")).toHaveText("Unassigned");
  await expect(
    page.getByText(`Owner changed from ${STAFF_EMAIL} to Unassigned`, { exact: true }),
  ).toBeVisible();
  await expectNoA11yViolations(page);

  await page.goto(`/crm/pipeline?q=${tag}`);
  await expect(page.getByTestId("pipeline-card")).toHaveCount(2);
  await page.getByLabel("Owner", { exact: true }).selectOption({ label: "Mine" });
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/[?&]owner=me\b/);
  await expect(page.getByTestId("pipeline-card")).toHaveCount(0);
  await page.goto(`/crm/pipeline?q=${tag}&owner=none`);
  await expect(page.getByTestId("pipeline-card")).toHaveCount(2);
  await expect(page.getByTestId("pipeline-card").first()).toContainText("Owner: Unassigned");
  await expectNoA11yViolations(page);
});

test("the dashboard shows My follow-ups first, then everyone else's with who they are for", async ({
  page,
}) => {
  const tag = unique("Mine");
  await useStaffSession(page);
  const lead = await createLead(page, "Fay", tag);
  const dueAt = new Date(Date.now() - 60_000).toISOString();
  const plan = async (subject: string, extra = {}) => {
    const response = await page.request.post("/api/crm/activities", {
      data: { leadId: lead.id, type: "call", subject, dueAt, ...extra },
    });
    expect(response.status()).toBe(201);
  };
  await plan(`Mine ${tag}`);
  await plan(`Nobody's ${tag}`, { assigneeId: null });

  await page.goto("/crm");
  // Both are overdue: the Overdue disclosure opens on mine, then everyone else's.
  await page.getByTestId("overdue").locator(":scope > summary").click();
  const mine = page.getByTestId("overdue-mine");
  const others = page.getByTestId("overdue-others");
  await expect(mine.getByRole("heading", { name: "My follow-ups" })).toBeVisible();
  const item = (section: typeof mine, subject: string) =>
    section.getByTestId("due-activity").filter({ hasText: subject });
  await expect(item(mine, `Mine ${tag}`)).toHaveCount(1);
  await expect(item(mine, `Nobody's ${tag}`)).toHaveCount(0);
  await expect(others.getByRole("heading", { name: "Everyone else's follow-ups" })).toBeVisible();
  await expect(item(others, `Nobody's ${tag}`)).toContainText("For: nobody yet (unassigned)");
  await expect(item(others, `Mine ${tag}`)).toHaveCount(0);
  // "My follow-ups" comes first on the page.
  const [mineTop, othersTop] = await Promise.all([mine.boundingBox(), others.boundingBox()]);
  expect(mineTop!.y).toBeLessThan(othersTop!.y);
  await expectNoA11yViolations(page);
});
