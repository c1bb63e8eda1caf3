/**
 * Possible duplicates beyond the exact email: two leads with the same name and different emails
 * are flagged on the lead page; "Not a duplicate" is remembered and on the timeline.
 */
import { type Page, expect, test } from "./helpers/fixtures";
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

test("the same name with another email is flagged; a dismissed pair stays dismissed", async ({
  page,
}) => {
  await signIn(page, "/crm");
  const tag = unique("Wilson");
  const ken = await createLead(page, {
    firstName: "Ken",
    lastName: tag,
    email: `ken.${tag.toLowerCase()}@tyneside.example`,
  });
  const other = await createLead(page, {
    firstName: "Ken",
    lastName: tag,
    email: `k.${tag.toLowerCase()}@elsewhere.example`,
  });
  await page.goto(`/crm/leads/${ken.id}`);
  const section = page.getByRole("region", { name: "Possible duplicates (1)" });
  const item = section.getByTestId("possible-duplicate");
  await expect(item).toContainText(`Ken ${tag} (k.${tag.toLowerCase()}@elsewhere.example)`);
  await expect(item).toContainText("Same first and last name");
  await expect(item.getByRole("link", { name: `Merge Ken ${tag} into this lead` })).toHaveAttribute(
    "href",
    `/crm/leads/${ken.id}?mergeWith=${other.id}#merge`,
  );
  await expectNoA11yViolations(page);

  await item.getByRole("button", { name: `Not a duplicate of Ken ${tag}` }).click();
  await expectToast(page, "Marked as not a duplicate");
  await expect(page.getByRole("region", { name: /Possible duplicates/ })).toHaveCount(0);
  await expect(
    page.getByTestId("timeline-entry").filter({ hasText: "Marked as not a duplicate of" }),
  ).toContainText(`by ${STAFF_EMAIL}`);
  // Remembered: neither lead flags the other any more.
  await page.goto(`/crm/leads/${other.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Ken ${tag}`);
  await expect(page.getByRole("region", { name: /Possible duplicates/ })).toHaveCount(0);
});

test("the inbox flags a contact form with a lead's name and another email; a dismissed pair stays dismissed", async ({
  page,
}) => {
  await signIn(page, "/crm");
  const tag = unique("Inbox");
  const lead = await createLead(page, {
    firstName: "Nell",
    lastName: tag,
    email: `nell.${tag.toLowerCase()}@lead.example`,
  });
  const sent = await page.request.post("/api/contacts", {
    data: {
      firstName: "Nell",
      lastName: tag,
      email: `n.${tag.toLowerCase()}@form.example`,
      company: "Quayside Dental",
      message: "Please call me about reporting across our sites.",
      source: "website",
      sector: "general",
      newsletter: false,
    },
  });
  expect(sent.ok()).toBe(true);
  await page.goto("/crm?tab=contacts");
  const card = page
    .getByTestId("contact-card")
    .filter({ hasText: `n.${tag.toLowerCase()}@form.example` });
  const flagged = card.getByTestId("inbox-duplicate");
  await expect(flagged).toContainText(`Nell ${tag} (nell.${tag.toLowerCase()}@lead.example)`);
  await expect(flagged).toContainText("Same first and last name");
  await expect(flagged.getByRole("link", { name: /^Nell / })).toHaveAttribute(
    "href",
    `/crm/leads/${lead.id}`,
  );
  // Not the email match: that one is "Matches lead" and offers "Add to matching lead".
  await expect(card.getByTestId("lead-match")).toHaveCount(0);
  await expectNoA11yViolations(page);

  await flagged
    .getByRole("button", {
      name: `Not a duplicate of Nell ${tag} (nell.${tag.toLowerCase()}@lead.example), Nell ${tag}`,
    })
    .click();
  await expectToast(page, "Marked as not a duplicate");
  await expect(card.getByTestId("inbox-duplicate")).toHaveCount(0);
  await page.reload();
  await expect(card).toBeVisible();
  await expect(card.getByTestId("inbox-duplicate")).toHaveCount(0);
  // On the lead's timeline, with who decided.
  await page.goto(`/crm/leads/${lead.id}`);
  await expect(
    page.getByTestId("timeline-entry").filter({ hasText: "Marked as not the same person as" }),
  ).toContainText(`by ${STAFF_EMAIL}`);
});
