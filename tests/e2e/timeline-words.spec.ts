/**
 * The lead's timeline reads in plain words, with JavaScript and without: a lead created from an
 * enquiry, edited on its page, with a follow-up planned and completed, and another lead merged
 * into it. The rendered timeline names no field by its column name, shows no record id, no
 * true/false and no change from blank to blank; each follow-up appears once planned, once done.
 */
import { type Page, expect, test } from "./helpers/fixtures";
import { STAFF_EMAIL } from "./constants";
import { expectToast, useStaffSession } from "./helpers/crm";

const unique = (label: string) =>
  `${label}${test.info().project.name}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

async function json(page: Page, path: string) {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return response.json();
}

test("a lead's timeline after an enquiry, an edit, a follow-up and a merge is in plain words", async ({
  page,
}) => {
  test.slow(); // the whole life of a lead, through its pages
  await useStaffSession(page);
  const tag = unique("words");
  const email = `${tag}@example.com`;

  // Created from an enquiry, converted on the Contact Forms tab.
  const posted = await page.request.post("/api/contacts", {
    data: {
      firstName: "Tess",
      lastName: tag,
      email,
      company: "Words Dental",
      message: `Please call me ${tag}`,
      source: "website",
      sector: "healthcare",
      newsletter: false,
    },
  });
  expect(posted.status()).toBe(201);
  await page.goto("/crm?tab=contacts");
  await page
    .getByTestId("contact-card")
    .filter({ hasText: email })
    .getByRole("button", { name: /^Convert to Lead/ })
    .click();
  await expectToast(page, "Contact converted to lead");
  const [lead] = (await json(page, `/api/crm/leads?q=${encodeURIComponent(email)}`)) as {
    id: number;
  }[];
  const [contact] = (await json(page, "/api/crm/contacts")).filter(
    (c: { email: string }) => c.email === email,
  ) as { id: number }[];

  // Edited on its page: the whole form is posted, its optional fields left blank.
  await page.goto(`/crm/leads/${lead.id}`);
  const form = page.locator(`form#edit-lead-${lead.id}`);
  await form.getByLabel("Phone (optional)").fill("0191 496 0456");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expectToast(page, "Lead updated");

  // A follow-up planned, then completed.
  const subject = `Review the proposal ${tag}`;
  await page.goto(`/crm/leads/${lead.id}/follow-ups/new`);
  await page.getByLabel("Type").selectOption("call");
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Due (UK time)").fill("2030-06-03T14:30");
  await page.getByRole("button", { name: "Plan follow-up" }).click();
  await expectToast(page, "Follow-up planned");
  const [activity] = (await json(page, `/api/crm/activities?leadId=${lead.id}`)) as {
    id: number;
  }[];
  const item = page.getByRole("list", { name: "Planned follow-ups" }).getByRole("listitem");
  await item.getByText("Mark done").first().click();
  await item.getByLabel("Outcome").selectOption("successful");
  await item.getByLabel("Duration (minutes, optional)").fill("20");
  await item.getByRole("button", { name: /^Mark done/ }).click();
  await expectToast(page, "Follow-up completed");

  // Another lead of the same person merged into it.
  const created = await page.request.post("/api/crm/leads", {
    data: {
      firstName: "Tess",
      lastName: tag,
      email: `${tag}.other@example.com`,
      phone: "0191 496 0999",
      industry: "dental",
    },
  });
  expect(created.status()).toBe(201);
  const other = (await created.json()).lead as { id: number };
  await page.goto(`/crm/leads/${lead.id}?mergeWith=${other.id}#merge`);
  await page.getByTestId("merge-preview").getByRole("button", { name: "Merge leads" }).click();
  await expectToast(page, "Leads merged");

  await page.goto(`/crm/leads/${lead.id}`);
  const timeline = page.getByRole("list", { name: "Timeline, newest first" });
  const entries = timeline.getByTestId("timeline-entry");
  // One entry per follow-up state: planned once, done once.
  await expect(entries.filter({ hasText: `Call planned: ${subject}` })).toHaveCount(1);
  await expect(entries.filter({ hasText: `Call done: ${subject}` })).toHaveCount(1);
  await expect(entries.filter({ hasText: /merged/i }).first()).toContainText(`by ${STAFF_EMAIL}`);

  // The rendered text (as laid out: innerText of the list on the page), dates left out: their
  // digits are not ids.
  const text = await timeline.evaluate((list: HTMLElement) => {
    let shown = list.innerText;
    for (const time of list.querySelectorAll("time")) shown = shown.replace(time.innerText, "");
    return shown;
  });
  expect(text).not.toMatch(/\(blank\)\s*→\s*\(blank\)/);
  // Nor an empty-to-empty change in words.
  expect(text).not.toMatch(/changed from\s+to\b|set to\s*$|removed \(was\s*\)/m);
  expect(text).not.toMatch(/\b(true|false|null|undefined)\b/);
  // A column name: camelCase (leadId, firstName) or a lower-case field name before a colon.
  expect(text).not.toMatch(/\b[a-z]+[A-Z]\w*\b/);
  expect(text).not.toMatch(
    /(^|\s)(processed|outcome|industry|source|sector|status|phone|email|notes|company|duration):/m,
  );
  // Lower-case codes shown as values (healthcare, closed-won, website).
  expect(text).not.toMatch(/(→|\bto|\bfrom|:)\s+(healthcare|dental|website|new|successful|call)\b/);
  // No record id: with the digits of the tag (in names and emails), the phone numbers, dates and
  // the duration taken out, none of the four records' ids appears.
  const words = text
    .replaceAll(tag, "TAG")
    .replace(/0191 496 0\d{3}/g, "PHONE")
    .replace(/\b\d{1,2} [A-Z][a-z]{2} \d{4}\b/g, "DATE")
    .replace(/\b20 minutes\b/g, "DURATION");
  for (const id of [lead.id, other.id, contact.id, activity.id]) {
    expect(words, `id ${id}`).not.toMatch(new RegExp(`(^|\\D)${id}(\\D|$)`));
  }
});
