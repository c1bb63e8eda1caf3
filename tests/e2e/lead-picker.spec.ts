// The Log Activity lead picker is a search: a GET search without JavaScript, live results with it.
import { type Page, expect, test } from "./helpers/fixtures";
import { expectNoA11yViolations } from "./helpers/axe";
import { expectToast, useStaffSession } from "./helpers/crm";

const isNoJs = () => test.info().project.name === "nojs";
const unique = (label: string) =>
  `${label}${test.info().project.name}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

/** Leads named `firstName tag`, created in this order (so the last is the newest); their ids. */
async function createLeads(page: Page, tag: string, firstNames: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const firstName of firstNames) {
    const response = await page.request.post("/api/crm/leads", {
      data: { firstName, lastName: tag, email: `${firstName.toLowerCase()}.${tag}@example.com` },
    });
    expect(response.status()).toBe(201);
    ids.push((await response.json()).lead.id);
  }
  return ids;
}

test("find a lead by search, pick it and log an activity for it", async ({ page }) => {
  await useStaffSession(page);
  const tag = unique("pick");
  const ids = await createLeads(page, tag, ["Pia", "Quentin"]);
  await page.goto("/crm/activities/new?returnTo=%2Fcrm%3Ftab%3Dactivities");
  const search = page.getByLabel("Find a lead (name, email or company)");
  const lead = page.getByLabel("Lead", { exact: true });

  // Nothing found: said so, and the list is empty.
  await search.fill(`nobody ${tag}`);
  if (isNoJs()) await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText(`No lead matches “nobody ${tag}”.`)).toBeVisible();
  await expect(lead.locator("option")).toHaveCount(1); // the placeholder

  await search.fill(`quentin ${tag}`);
  if (isNoJs()) await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText(`1 lead matches “quentin ${tag}”`)).toBeVisible();
  await expect(lead.locator("option")).toHaveText(["Select a lead", /^Quentin /]);
  await expectNoA11yViolations(page);

  await lead.selectOption(String(ids[1]));
  await page.getByLabel("Type").selectOption("email");
  await page.getByLabel("Subject").fill(`Picked ${tag}`);
  await page.getByRole("button", { name: "Log Activity" }).click();
  await expectToast(page, "Activity logged successfully");
  const row = page.getByTestId("activity-row").filter({ hasText: `Picked ${tag}` });
  await expect(row).toContainText(`Quentin ${tag}`);
  const logged = await (await page.request.get(`/api/crm/activities?leadId=${ids[1]}`)).json();
  expect(logged[0]).toMatchObject({ subject: `Picked ${tag}`, leadId: ids[1] });
});

test("the search box is not posted with the activity, and a bad search never fails @nojs-only", async ({
  page,
}) => {
  await useStaffSession(page);
  const response = await page.goto("/crm/activities/new?q=%00%00&leadId=abc");
  expect(response?.status()).toBe(200);
  await expect(page.getByText("The newest leads are listed; search to find others.")).toBeVisible();
  // The search box belongs to its own GET form.
  await expect(page.getByLabel("Find a lead (name, email or company)")).toHaveAttribute(
    "form",
    /lead-search/,
  );
});

test("with JavaScript the search is a combobox: arrow keys and Enter pick a lead, Escape closes @js-only", async ({
  page,
}) => {
  await useStaffSession(page);
  const tag = unique("combo");
  const ids = await createLeads(page, tag, ["Rhea", "Ravi"]);
  await page.goto("/crm/activities/new");
  const combobox = page.getByRole("combobox", { name: "Find a lead (name, email or company)" });
  await combobox.fill(tag);
  const listbox = page.getByRole("listbox", { name: "Matching leads" });
  // Newest first: Ravi, then Rhea.
  await expect(listbox.getByRole("option")).toHaveText([/^Ravi /, /^Rhea /]);
  await expect(combobox).toHaveAttribute("aria-expanded", "true");
  await combobox.press("ArrowDown");
  await combobox.press("ArrowDown");
  await expect(listbox.getByRole("option", { name: /^Rhea / })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(combobox).toHaveAttribute("aria-activedescendant", /.+/);
  await combobox.press("Enter");
  await expect(page.getByLabel("Lead", { exact: true })).toHaveValue(String(ids[0]));
  await expect(listbox).toBeHidden();
  await expect(page).toHaveURL(/\/crm\/activities\/new$/); // Enter picked; it did not search

  await combobox.press("ArrowDown");
  await expect(listbox).toBeVisible();
  await combobox.press("Escape");
  await expect(listbox).toBeHidden();
  await expect(combobox).toHaveAttribute("aria-expanded", "false");
  await expectNoA11yViolations(page);
});
