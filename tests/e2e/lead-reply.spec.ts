/**
 * Replying to a lead by email from its page, with JavaScript and without: the compose form starts
 * from the lead's address and "Re: " the enquiry's subject; the reply shows in the timeline at
 * once and then as sent (the e2e server writes mail to files: accepted at once); a refused post
 * says what to fix; by keyboard; axe clean.
 */
import { type Page, expect, test } from "./helpers/fixtures";
import { STAFF_EMAIL } from "./constants";
import { expectNoA11yViolations } from "./helpers/axe";
import { expectToast, useStaffSession } from "./helpers/crm";

const isNoJs = () => test.info().project.name === "nojs";
const unique = (label: string) =>
  `${label}${test.info().project.name}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

/** An enquiry from the contact API and the lead made for the same address. */
async function enquiryAndLead(page: Page, tag: string) {
  const email = `${tag.toLowerCase()}@example.com`;
  const enquiry = await page.request.post("/api/contacts", {
    data: {
      firstName: "Rhea",
      lastName: tag,
      email,
      company: "Reply Dental",
      message: `Subject: Three sites ${tag}\n\nOur three sites use different systems.`,
    },
  });
  expect(enquiry.status()).toBe(201);
  const response = await page.request.post("/api/crm/leads", {
    data: { firstName: "Rhea", lastName: tag, email },
  });
  expect(response.status()).toBe(201);
  return { id: ((await response.json()).lead as { id: number }).id, email };
}

/** Focus a control by pressing Tab until it has focus (keyboard only, no clicks). */
async function tabTo(page: Page, target: ReturnType<Page["getByRole"]>, limit = 80) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("never reached by Tab");
}

test("reply from the lead page by keyboard: in the timeline as sending, then sent", async ({
  page,
}) => {
  const tag = unique("Reply");
  await useStaffSession(page);
  const lead = await enquiryAndLead(page, tag);
  await page.goto(`/crm/leads/${lead.id}`);
  const section = page.getByRole("region", { name: "Reply by email" });
  await tabTo(page, section.getByText("Write a reply"));
  await page.keyboard.press("Enter");
  const form = section.locator("form");
  await expect(form.getByLabel("To")).toHaveValue(lead.email);
  await expect(form.getByLabel("Subject")).toHaveValue(`Re: Three sites ${tag}`);
  await expectNoA11yViolations(page);

  // Filled in already when this account has replied before (the other project's run).
  await form.getByLabel("Your name (as the recipient sees it)").focus();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("Sam Lee");
  await form.getByLabel("Message").focus();
  await page.keyboard.type(`Hello Rhea,\n\nWould **Tuesday** suit you? ${tag}`);
  await tabTo(page, form.getByRole("button", { name: "Send reply" }));
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(new RegExp(`/crm/leads/${lead.id}(#timeline-title)?$`));
  await expectToast(page, "Reply sending");
  const entry = page
    .getByTestId("timeline-entry")
    .filter({ hasText: `Re: Three sites ${tag}` })
    .filter({ hasText: /^Reply (sending|sent):/ });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(`To: ${lead.email}`);
  await expect(entry).toContainText("From: Sam Lee");
  await expect(entry).toContainText(`by ${STAFF_EMAIL}`);
  await expect(entry).toContainText(`Would **Tuesday** suit you? ${tag}`);
  // The mail worker sends it within moments; the page shows it sent when read again.
  await expect(async () => {
    await page.reload();
    await expect(
      page.getByTestId("timeline-entry").filter({ hasText: `Reply sent: Re: Three sites ${tag}` }),
    ).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: 20_000 });
  await expect(
    page.getByTestId("timeline-entry").filter({ hasText: `Reply sent: Re: Three sites ${tag}` }),
  ).toContainText("Accepted by the mail server at");
  await expectNoA11yViolations(page);

  // The writer's name is kept for the next reply.
  await page.getByRole("region", { name: "Reply by email" }).getByText("Write a reply").click();
  await expect(page.getByLabel("Your name (as the recipient sees it)")).toHaveValue("Sam Lee");

  // And the API's record has it.
  const record = await page.request.get(`/api/crm/leads/${lead.id}`);
  const { timeline } = (await record.json()) as { timeline: { type: string; summary: string }[] };
  expect(timeline.find((item) => item.type === "email-sent")?.summary).toBe(
    `Reply sent: Re: Three sites ${tag}`,
  );
});

test("a reply without a message is refused with the reason, and nothing is sent", async ({
  page,
}) => {
  const tag = unique("Refused");
  await useStaffSession(page);
  const lead = await enquiryAndLead(page, tag);
  await page.goto(`/crm/leads/${lead.id}`);
  const section = page.getByRole("region", { name: "Reply by email" });
  await section.getByText("Write a reply").click();
  await section.getByLabel("Your name (as the recipient sees it)").fill("Sam Lee");
  await section.getByRole("button", { name: "Send reply" }).click();
  if (isNoJs()) {
    // The server's answer: the reply page, with the form again and its messages.
    await expect(page).toHaveURL(new RegExp(`/crm/leads/${lead.id}/reply`));
    await expect(
      page.getByRole("heading", { name: `Reply to Rhea ${tag}`, level: 1 }),
    ).toBeVisible();
  }
  await expect(page.getByText("Write the message").first()).toBeVisible();
  await expect(page.getByLabel("Message")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Subject")).toHaveValue(`Re: Three sites ${tag}`);
  await expectNoA11yViolations(page);
  const record = await page.request.get(`/api/crm/leads/${lead.id}`);
  const { timeline } = (await record.json()) as { timeline: { type: string }[] };
  expect(timeline.filter((item) => item.type === "email-sent")).toHaveLength(0);
});

test("the reply page refuses an address that is not the lead's", async ({ page }) => {
  const tag = unique("Stranger");
  await useStaffSession(page);
  const lead = await enquiryAndLead(page, tag);
  const response = await page.request.post(`/crm/leads/${lead.id}/reply`, {
    form: { to: "someone@else.example", fromName: "Sam", subject: "Hello", body: "Hi" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain("Choose one of the lead");
});

test("unmatched mail: attach a stranger's message to a lead, and it shows in the lead's timeline", async ({
  page,
}) => {
  const project = test.info().project.name;
  const tag = unique("Stella");
  await useStaffSession(page);
  const response = await page.request.post("/api/crm/leads", {
    data: { firstName: "Stella", lastName: tag, email: `${tag.toLowerCase()}@example.com` },
  });
  expect(response.status()).toBe(201);
  const lead = (await response.json()).lead as { id: number; email: string };
  // The inbox says when mail is waiting there, and leads to it.
  await page.goto("/crm?tab=contacts");
  await expect(page.getByTestId("unmatched-replies")).toContainText(
    /^\d+ messages? in the shared mailbox matched no lead\./,
  );
  await page.getByRole("link", { name: "Attach them to leads (Unmatched mail)" }).click();
  await expect(page).toHaveURL(/\/crm\/mail\/unmatched$/);
  await expect(page.getByRole("heading", { name: "Unmatched mail", level: 1 })).toBeVisible();
  const card = page
    .getByTestId("unmatched-message")
    .filter({ hasText: `A question from a stranger (${project})` });
  await expect(card).toContainText(`From Stella Stranger <stranger-${project}@e2e.example>`);
  await expectNoA11yViolations(page);
  await card.getByLabel("Lead's email address").fill("nobody-at-all@example.com");
  await card.getByRole("button", { name: "Attach to lead" }).click();
  await expectToast(page, "No lead has that email address");
  await card.getByLabel("Lead's email address").fill(lead.email);
  await card.getByRole("button", { name: "Attach to lead" }).click();
  await expectToast(page, "Message attached to the lead");
  await expect(card).toHaveCount(0);
  await page.goto(`/crm/leads/${lead.id}`);
  const entry = page
    .getByTestId("timeline-entry")
    .filter({ hasText: `Email received: A question from a stranger (${project})` });
  await expect(entry).toContainText("From: Stella Stranger <stranger-");
  await expect(entry).toContainText("Do you work with practices in Sunderland?");
});
