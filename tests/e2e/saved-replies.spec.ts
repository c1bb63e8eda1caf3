/**
 * Saved replies, with JavaScript and without: added, changed and deleted on their page (plain
 * forms, a refused one says what to fix); chosen on the lead's reply form, the lead's first name
 * filled in and added below what was typed (with JavaScript in place; without, the form comes
 * back filled). axe clean.
 */
import { expect, test } from "./helpers/fixtures";
import { expectNoA11yViolations } from "./helpers/axe";
import { expectToast, useStaffSession } from "./helpers/crm";

const isNoJs = () => test.info().project.name === "nojs";
const unique = (label: string) =>
  `${label}${test.info().project.name}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

test("saved replies: add, change, use on the reply form with the first name, delete", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const tag = unique("Snip");
  await useStaffSession(page);
  await page.goto("/crm/saved-replies");
  await expect(page.getByRole("heading", { name: "Saved replies", level: 1 })).toBeVisible();
  const add = page.getByRole("region", { name: "Add a saved reply" });
  // Refused without a text: the reason, the title kept.
  await add.getByLabel("Title").fill(`Call ${tag}`);
  await add.getByRole("button", { name: "Add saved reply" }).click();
  await expect(page.getByText("Write the text").first()).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Add a saved reply" }).getByLabel("Title"),
  ).toHaveValue(`Call ${tag}`);
  await page
    .getByRole("region", { name: "Add a saved reply" })
    .getByLabel("Text")
    .fill("Hello {first name}, would Tuesday suit?");
  await page
    .getByRole("region", { name: "Add a saved reply" })
    .getByRole("button", { name: "Add saved reply" })
    .click();
  await expectToast(page, "Saved reply added");
  const saved = page.getByRole("region", { name: `Change “Call ${tag}”` });
  await expect(saved.getByLabel("Text")).toHaveValue("Hello {first name}, would Tuesday suit?");
  await saved.getByLabel("Text").fill("Hello {first name}, would Wednesday suit?");
  await saved.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Saved reply changed");
  await expect(
    page.getByRole("region", { name: `Change “Call ${tag}”` }).getByLabel("Text"),
  ).toHaveValue("Hello {first name}, would Wednesday suit?");
  await expectNoA11yViolations(page);

  const created = await page.request.post("/api/crm/leads", {
    data: { firstName: "Rhea", lastName: tag, email: `${tag.toLowerCase()}@example.com` },
  });
  expect(created.status()).toBe(201);
  const lead = (await created.json()).lead as { id: number };
  await page.goto(`/crm/leads/${lead.id}`);
  const section = page.getByRole("region", { name: "Reply by email" });
  await section.getByText("Write a reply").click();
  await section.getByLabel("Subject").fill(`Hello ${tag}`);
  await section.getByLabel("Message").fill("Thank you for writing.");
  await section.getByLabel("Saved reply", { exact: true }).selectOption({ label: `Call ${tag}` });
  await section.getByRole("button", { name: "Insert saved reply" }).click();
  const expected = "Thank you for writing.\n\nHello Rhea, would Wednesday suit?";
  if (isNoJs()) {
    // The server's answer: the reply page, the form filled, nothing typed lost.
    await expect(page).toHaveURL(new RegExp(`/crm/leads/${lead.id}/reply`));
    await expect(page.getByLabel("Message")).toHaveValue(expected);
    await expect(page.getByLabel("Subject")).toHaveValue(`Hello ${tag}`);
  } else {
    await expect(page).toHaveURL(new RegExp(`/crm/leads/${lead.id}$`));
    await expect(section.getByLabel("Message")).toHaveValue(expected);
  }
  await expectNoA11yViolations(page);
  await page.getByLabel("Your name (as the recipient sees it)").fill("Sam Lee");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expectToast(page, "Reply sending");
  const messages = await page.request.get(`/api/crm/leads/${lead.id}/messages`);
  // A form posted without JavaScript sends a textarea's line breaks as CRLF (HTML's rule).
  expect(
    ((await messages.json()).messages as { text: string }[]).map((m) =>
      m.text.replace(/\r\n/g, "\n"),
    ),
  ).toEqual([expected]);

  await page.goto("/crm/saved-replies");
  await page
    .getByRole("region", { name: `Change “Call ${tag}”` })
    .getByRole("button", { name: "Delete" })
    .click();
  await expectToast(page, "Saved reply deleted");
  await expect(page.getByRole("region", { name: `Change “Call ${tag}”` })).toHaveCount(0);
});
