/**
 * Merge that loses nothing, keyboard only, with and without JavaScript: started from the top of
 * the lead page, the other lead found by search, a choice per field that differs (the newer
 * lead's preselected), a confirmation saying what moves; the kept lead has both emails, the
 * chosen phone and the other values in its notes; the old address leads to the kept lead, and an
 * enquiry later sent from the second email matches it.
 */
import { type Locator, type Page, expect, test } from "./helpers/fixtures";
import { STAFF_EMAIL } from "./constants";
import { expectNoA11yViolations } from "./helpers/axe";
import { expectToast, signIn } from "./helpers/crm";

const unique = (label: string) =>
  `${label}${test.info().project.name}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

async function createLead(page: Page, fields: Record<string, unknown>) {
  const response = await page.request.post("/api/crm/leads", { data: fields });
  expect(response.status()).toBe(201);
  return (await response.json()).lead as { id: number };
}

async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("never reached by Tab");
}

test("merge two leads choosing per field, by keyboard: nothing is lost", async ({ page }) => {
  await signIn(page, "/crm");
  const tag = unique("mrg");
  const keepEmail = `${tag}-keep@example.com`;
  const otherEmail = `${tag}-other@example.com`;
  const keep = await createLead(page, {
    firstName: "Kim",
    lastName: tag,
    email: keepEmail,
    phone: "0191 496 0111",
  });
  const other = await createLead(page, {
    firstName: "Kimberley",
    lastName: tag,
    email: otherEmail,
    phone: "0191 496 0999",
    company: "Other Co",
  });
  await page.goto(`/crm/leads/${keep.id}`);
  await tabTo(page, page.getByRole("link", { name: "Merge with another lead" }));
  await page.keyboard.press("Enter");
  const search = page.getByLabel("Name or email of the other lead");
  await tabTo(page, search);
  await page.keyboard.type(`${tag}-other`);
  await page.keyboard.press("Enter");
  const result = page
    .getByRole("list", { name: "Leads to merge with" })
    .getByRole("link", { name: `Kimberley ${tag} (${otherEmail})` });
  await tabTo(page, result);
  await page.keyboard.press("Enter");

  const preview = page.getByTestId("merge-preview");
  await expect(preview.getByRole("heading")).toHaveText(
    `Merge Kimberley ${tag} (${otherEmail}) into Kim ${tag} (${keepEmail})`,
  );
  // Side by side, per field that differs; the newer lead (the other, created later) preselected.
  const choice = (field: string) => preview.getByRole("group", { name: field });
  await expect(preview.getByRole("group")).toHaveCount(3);
  await expect(choice("First name").getByRole("radio", { name: /Kimberley/ })).toBeChecked();
  await expect(choice("Phone").getByRole("radio", { name: /0191 496 0999/ })).toBeChecked();
  await expect(preview.getByRole("list", { name: "What the merge does" })).toContainText(
    // Nothing but its history moves (no activities, forms or registrations): no "0 …" counts.
    `The history of Kimberley ${tag} moves to Kim ${tag} (there are no activities`,
  );
  await expectNoA11yViolations(page);

  // Keep this lead's email and first name: arrow keys within each radio group.
  await tabTo(page, choice("First name").getByRole("radio", { checked: true }));
  await page.keyboard.press("ArrowUp");
  await expect(choice("First name").getByRole("radio", { name: /^Kim / })).toBeChecked();
  await tabTo(page, choice("Email").getByRole("radio", { checked: true }));
  await page.keyboard.press("ArrowUp");
  await expect(choice("Email").getByRole("radio", { name: new RegExp(keepEmail) })).toBeChecked();
  await tabTo(page, preview.getByRole("button", { name: "Merge leads" }));
  await page.keyboard.press("Enter");
  await expectToast(page, "Leads merged");

  const stored = (await (await page.request.get(`/api/crm/leads/${keep.id}`)).json()) as {
    lead: {
      firstName: string;
      email: string;
      additionalEmails: string[];
      phone: string;
      company: string;
      notes: string;
    };
    timeline: { type: string; by: string }[];
  };
  expect(stored.lead).toMatchObject({
    firstName: "Kim",
    email: keepEmail,
    additionalEmails: [otherEmail],
    phone: "0191 496 0999",
    company: "Other Co",
  });
  expect(stored.lead.notes).toContain(
    `First name from Kimberley ${tag} (${otherEmail}): Kimberley`,
  );
  expect(stored.lead.notes).toContain(`Phone from Kim ${tag} (${keepEmail}): 0191 496 0111`);
  expect(stored.timeline[0]).toMatchObject({ type: "merged", by: STAFF_EMAIL });

  await expect(page.getByRole("link", { name: otherEmail, exact: true })).toHaveAttribute(
    "href",
    `mailto:${otherEmail}`,
  );

  // The old address leads to the kept lead.
  await page.goto(`/crm/leads/${other.id}`);
  await expect(page).toHaveURL(new RegExp(`/crm/leads/${keep.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Kim ${tag}`);

  // An enquiry sent later from the second address matches the kept lead.
  const later = await page.request.post("/api/contacts", {
    data: {
      firstName: "Kimberley",
      lastName: tag,
      email: otherEmail,
      company: "Other Co",
      message: `A later enquiry ${tag}`,
      source: "website",
      sector: "general",
      newsletter: false,
    },
  });
  expect(later.status()).toBe(201);
  await page.goto("/crm?tab=contacts");
  const card = page.getByTestId("contact-card").filter({ hasText: `A later enquiry ${tag}` });
  await expect(card.getByTestId("lead-match")).toHaveText(`Matches lead Kim ${tag}`);
  await expect(card.getByRole("link", { name: `Kim ${tag}`, exact: true })).toHaveAttribute(
    "href",
    `/crm/leads/${keep.id}`,
  );
});
