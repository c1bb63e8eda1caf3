/**
 * Plan follow-up is its own page for one lead (no lead picker): type, subject and a required due
 * date and time; back links return to where it was opened from. Completing it records outcome,
 * duration and notes once; the timeline shows it planned, then done. Keyboard only, with and
 * without JavaScript.
 */
import { type Page, expect, test } from "./helpers/fixtures";
import { STAFF_EMAIL } from "./constants";
import { expectNoA11yViolations } from "./helpers/axe";
import { expectToast, signIn } from "./helpers/crm";
import { tabTo } from "./helpers/keyboard";

const unique = (label: string) =>
  `${label}${test.info().project.name}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

async function createLead(page: Page, fields: Record<string, unknown>) {
  const response = await page.request.post("/api/crm/leads", { data: fields });
  expect(response.status()).toBe(201);
  return (await response.json()).lead as { id: number };
}

test("plan a follow-up from the lead page and complete it, by keyboard", async ({ page }) => {
  const tag = unique("Fup");
  const name = `Fran ${tag}`;
  await signIn(page, "/crm");
  const lead = await createLead(page, {
    firstName: "Fran",
    lastName: tag,
    email: `${tag.toLowerCase()}@example.com`,
  });
  await page.goto(`/crm/leads/${lead.id}`);
  await tabTo(page, page.getByRole("link", { name: "Plan follow-up" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: `Plan follow-up with ${name}` })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^Plan follow-up: ${name} \\|`));
  await expect(page.getByLabel("Lead", { exact: true })).toHaveCount(0);
  await expect(page.getByLabel(/Find a lead/)).toHaveCount(0);
  await expect(page.getByRole("link", { name: `Back to ${name}` })).toHaveAttribute(
    "href",
    `/crm/leads/${lead.id}`,
  );
  await expectNoA11yViolations(page);

  // The due date is required: a field message, nothing planned.
  await page.getByLabel("Type").focus();
  await page.keyboard.press("ArrowDown");
  await page.getByLabel("Subject").focus();
  await page.keyboard.type(`Review the proposal ${tag}`);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Please give the date and time it is due").first()).toBeVisible();
  // A field message: on the due field itself, for a screen reader too.
  await expect(page.getByLabel("Due (UK time)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Due (UK time)")).toHaveAccessibleDescription(
    /Please give the date and time it is due/,
  );
  const none = await (await page.request.get(`/api/crm/activities?leadId=${lead.id}`)).json();
  expect(none).toHaveLength(0);

  await page.getByLabel("Type").selectOption("call");
  await page.getByLabel("Due (UK time)").fill("2030-06-03T14:30");
  await page.getByLabel("Subject").focus();
  await page.keyboard.press("Enter");
  await expectToast(page, "Follow-up planned");
  // Without JavaScript the redirect keeps the fragment the form posted to (its status area).
  await expect(page).toHaveURL(new RegExp(`/crm/leads/${lead.id}(#plan-follow-up-status)?$`));
  const facts = page.getByRole("definition").filter({ hasText: `Review the proposal ${tag}` });
  await expect(facts.first()).toContainText("3 Jun 2030, 14:30");
  const stored = await (await page.request.get(`/api/crm/activities?leadId=${lead.id}`)).json();
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ type: "call", completedDate: null });
  // 14:30 in London in June is 13:30 UTC.
  expect(stored[0].dueAt).toBe("2030-06-03T13:30:00.000Z");

  // Complete it: outcome, duration and notes, recorded once.
  const item = page.getByRole("list", { name: "Planned follow-ups" }).getByRole("listitem");
  await tabTo(page, item.getByText("Mark done").first());
  await page.keyboard.press("Enter");
  await item.getByLabel("Outcome").selectOption("successful");
  await item.getByLabel("Duration (minutes, optional)").fill("20");
  await item.getByLabel("What happened (optional)").fill(`Agreed next steps ${tag}`);
  await item.getByRole("button", { name: /^Mark done/ }).focus();
  await page.keyboard.press("Enter");
  await expectToast(page, "Follow-up completed");
  const done = await (await page.request.get(`/api/crm/activities?leadId=${lead.id}`)).json();
  expect(done).toHaveLength(1);
  expect(done[0]).toMatchObject({
    outcome: "successful",
    duration: 20,
    description: `Agreed next steps ${tag}`,
  });

  const entries = page.getByTestId("timeline-entry");
  await expect(entries.filter({ hasText: `Call planned: Review the proposal ${tag}` })).toHaveCount(
    1,
  );
  const doneEntry = entries.filter({ hasText: `Call done: Review the proposal ${tag}` });
  await expect(doneEntry).toHaveCount(1);
  await expect(doneEntry).toContainText("Outcome: Successful");
  await expect(doneEntry).toContainText("Duration: 20 minutes");
  await expect(doneEntry).toContainText(`by ${STAFF_EMAIL}`);
  await expect(page.getByText("No follow-up planned.")).toBeVisible();
  await expectNoA11yViolations(page);
});

test("the plan page's back link returns to the list it was opened from", async ({ page }) => {
  const tag = unique("Back");
  await signIn(page, "/crm");
  const lead = await createLead(page, {
    firstName: "Bea",
    lastName: tag,
    email: `${tag.toLowerCase()}@example.com`,
  });
  await page.goto(
    `/crm/leads/${lead.id}/follow-ups/new?returnTo=${encodeURIComponent("/crm?tab=activities")}`,
  );
  await page.getByRole("link", { name: "Back to activities" }).click();
  await expect(page).toHaveURL(/\/crm\?tab=activities$/);
});
