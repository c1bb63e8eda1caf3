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
