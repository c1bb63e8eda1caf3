/**
 * The CRM's forms and focus: the error summary takes focus only when a form is sent (never while
 * staff type or leave a field); without JavaScript a failed post opens at its error summary; the
 * page a form was opened from survives a failed post; the merge panel opened with JavaScript is
 * in view with its search focused; after an action focus is never left on <body> (decision 038);
 * a follow-up cannot be planned in the past, and one past its time is marked "Overdue".
 */
import { type Locator, type Page, expect, test } from "./helpers/fixtures";
import { expectToast, signIn } from "./helpers/crm";

const unique = (label: string) =>
  `${label}${test.info().project.name}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

async function createLead(page: Page, tag: string) {
  const response = await page.request.post("/api/crm/leads", {
    data: { firstName: "Foca", lastName: tag, email: `${tag.toLowerCase()}@example.com` },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).lead as { id: number };
}

const focusedIsBody = (page: Page) =>
  page.evaluate(() => !document.activeElement || document.activeElement === document.body);

/** The element's top is inside the window. */
async function expectInViewport(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const height = page.viewportSize()!.height;
  expect(box, "it is on the page").not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeLessThan(height);
}

test.describe("typing after a failed send @js-only", () => {
  test("Add Lead: the field keeps the whole word and focus", async ({ page }) => {
    await signIn(page, "/crm/leads/new");
    await page.getByRole("button", { name: "Create Lead" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Failed to create lead" }),
    ).toBeFocused();
    const firstName = page.getByLabel("First name");
    await firstName.click();
    await page.keyboard.type("John", { delay: 50 });
    await expect(firstName).toHaveValue("John");
    await expect(firstName).toBeFocused();
  });

  test("Add Lead: leaving an empty field of a fresh form moves on to the next field", async ({
    page,
  }) => {
    await signIn(page, "/crm/leads/new");
    await page.getByLabel("First name").focus();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Last name")).toBeFocused();
    await expect(page.getByRole("alert").filter({ hasText: "Failed to create lead" })).toHaveCount(
      0,
    );
  });

  test("the lead page's Edit details and Plan follow-up: typing keeps focus", async ({ page }) => {
    const tag = unique("Type");
    await signIn(page, "/crm");
    const lead = await createLead(page, tag);
    await page.goto(`/crm/leads/${lead.id}`);
    const edit = page.locator(`#edit-lead-${lead.id}`);
    await edit.getByLabel("First name").fill("");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Failed to update lead" }),
    ).toBeFocused();
    await edit.getByLabel("First name").click();
    await page.keyboard.type("Jane", { delay: 50 });
    await expect(edit.getByLabel("First name")).toHaveValue("Jane");
    await expect(edit.getByLabel("First name")).toBeFocused();

    await page.goto(`/crm/leads/${lead.id}/follow-ups/new`);
    await page.getByRole("button", { name: "Plan follow-up" }).click();
    await page.getByLabel("Subject").click();
    await page.keyboard.type("Call", { delay: 50 });
    await expect(page.getByLabel("Subject")).toHaveValue("Call");
    await expect(page.getByLabel("Subject")).toBeFocused();
  });
});

test("Edit details with a mistake opens at the error summary @nojs-only", async ({ page }) => {
  const tag = unique("Far");
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, "/crm");
  const lead = await createLead(page, tag);
  await page.goto(`/crm/leads/${lead.id}`);
  const edit = page.locator(`#edit-lead-${lead.id}`);
  await edit.getByLabel("Email").fill("not-an-email");
  await edit.getByRole("button", { name: "Save changes" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "Failed to update lead" });
  await expect(summary).toBeVisible();
  await expectInViewport(page, summary);
});

test("Log activity from a lead returns to the lead after a failed post", async ({ page }) => {
  const tag = unique("Back");
  await signIn(page, "/crm");
  const lead = await createLead(page, tag);
  const leadPath = `/crm/leads/${lead.id}`;
  await page.goto(`/crm/activities/new?leadId=${lead.id}&returnTo=${encodeURIComponent(leadPath)}`);
  await page.getByRole("button", { name: "Log activity" }).click();
  await expect(page.getByText("Please select an activity type").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the lead" })).toHaveAttribute(
    "href",
    leadPath,
  );
  // Opened from the lead: the lead is named, not asked for again.
  await expect(page.getByText(`${tag.toLowerCase()}@example.com`)).toBeVisible();
  await expect(page.getByLabel("Lead", { exact: true })).toHaveCount(0);
  await page.getByLabel("Type").selectOption("call");
  await page.getByLabel("Subject").fill(`Called ${tag}`);
  await page.getByRole("button", { name: "Log activity" }).click();
  await expectToast(page, "Activity logged successfully");
  await expect(page).toHaveURL(new RegExp(`${leadPath}(#.*)?$`));
});

test("Plan follow-up keeps where it was opened from after a failed post", async ({ page }) => {
  const tag = unique("Keep");
  await signIn(page, "/crm");
  const lead = await createLead(page, tag);
  await page.goto(
    `/crm/leads/${lead.id}/follow-ups/new?returnTo=${encodeURIComponent("/crm?tab=activities")}`,
  );
  await page.getByRole("button", { name: "Plan follow-up" }).click();
  await expect(page.getByText("Please give the date and time it is due").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to activities" })).toBeVisible();
  await page.getByLabel("Type").selectOption("call");
  await page.getByLabel("Subject").fill(`Call ${tag}`);
  await page.getByLabel("Due (UK time)").fill("2030-06-03T14:30");
  await page.getByRole("button", { name: "Plan follow-up" }).click();
  await expectToast(page, "Follow-up planned");
  await expect(page).toHaveURL(/\/crm\?tab=activities(#.*)?$/);
});

test("a follow-up in the past is refused with a field message", async ({ page }) => {
  const tag = unique("Past");
  await signIn(page, "/crm");
  const lead = await createLead(page, tag);
  await page.goto(`/crm/leads/${lead.id}/follow-ups/new`);
  await page.getByLabel("Type").selectOption("call");
  await page.getByLabel("Subject").fill(`Call ${tag}`);
  await page.getByLabel("Due (UK time)").fill("2020-01-01T10:00");
  await page.getByRole("button", { name: "Plan follow-up" }).click();
  const message = "Choose a date and time from now on";
  await expect(page.getByLabel("Due (UK time)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Due (UK time)")).toHaveAccessibleDescription(message);
  const planned = await (await page.request.get(`/api/crm/activities?leadId=${lead.id}`)).json();
  expect(planned).toHaveLength(0);
});

test("a follow-up past its time is marked Overdue on the lead and the pipeline card", async ({
  page,
}) => {
  const tag = unique("Late");
  await signIn(page, "/crm");
  const lead = await createLead(page, tag);
  // Through the API (an import may bring a past one); the form refuses it.
  const response = await page.request.post("/api/crm/activities", {
    data: { leadId: lead.id, type: "call", subject: `Late ${tag}`, dueAt: "2020-01-01T10:00:00Z" },
  });
  expect(response.status()).toBe(201);
  await page.goto(`/crm/leads/${lead.id}`);
  const facts = page.locator('dl[aria-label="Key facts"]');
  await expect(facts.getByRole("definition").filter({ hasText: `Late ${tag}` })).toContainText(
    "1 Jan 2020, 10:00 Overdue",
  );
  await page.goto(`/crm/pipeline?q=${tag}`);
  await expect(page.getByTestId("pipeline-card")).toContainText(
    "Next follow-up: 1 Jan 2020, 10:00 Overdue",
  );
});

test.describe("focus after an action @js-only", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("Merge with another lead: the search is in view and focused", async ({ page }) => {
    const tag = unique("Merge");
    await signIn(page, "/crm");
    const lead = await createLead(page, tag);
    await page.goto(`/crm/leads/${lead.id}`);
    await page.getByRole("link", { name: "Merge with another lead" }).click();
    const search = page.getByLabel("Name or email of the other lead");
    await expect(search).toBeFocused();
    await expectInViewport(page, search);
  });

  test("status Save keeps focus on Save", async ({ page }) => {
    const tag = unique("Stat");
    await signIn(page, "/crm");
    const lead = await createLead(page, tag);
    const name = `Foca ${tag}`;
    await page.goto(`/crm/leads/${lead.id}`);
    await page.getByLabel(`Status of ${name}`).selectOption("qualified");
    await page.getByRole("button", { name: `Save status of ${name}` }).click();
    await expectToast(page, "Lead status updated");
    await expect(page.getByRole("button", { name: `Save status of ${name}` })).toBeFocused();
    expect(await focusedIsBody(page)).toBe(false);
  });

  test("planning a follow-up lands on the lead's heading", async ({ page }) => {
    const tag = unique("Land");
    await signIn(page, "/crm");
    const lead = await createLead(page, tag);
    await page.goto(`/crm/leads/${lead.id}/follow-ups/new`);
    await page.getByLabel("Type").selectOption("call");
    await page.getByLabel("Subject").fill(`Call ${tag}`);
    await page.getByLabel("Due (UK time)").fill("2030-06-03T14:30");
    await page.getByRole("button", { name: "Plan follow-up" }).click();
    await expectToast(page, "Follow-up planned");
    await expect(page.getByRole("heading", { level: 1, name: `Foca ${tag}` })).toBeFocused();
  });
});
