/**
 * Who may write to whom from the lead's page, with JavaScript and without (decision 101): an
 * erased person is never mailed (the page says why instead of the form, and a post anyway is
 * refused in the same words); a member answers their own and unassigned leads, and on a
 * colleague's lead reads why not, without that lead's emails. axe clean.
 */
import { type Page, expect, test } from "./helpers/fixtures";
import { STAFF_TOTP_SECRET } from "./constants";
import { expectNoA11yViolations } from "./helpers/axe";
import {
  createStaffAccount,
  useStaffSession,
  signInAs,
  staffRequest,
  uniqueStaffEmail,
} from "./helpers/crm";

const unique = (label: string) =>
  `${label}${test.info().project.name}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

const ERASED =
  "No mail can be sent to this person: they asked for their data to be erased, and their address is on the list we never write to.";
const NOT_YOURS = "This lead's emails are read and answered by its owner and by admins.";

test("an erased person's lead says why no mail can go to them, and a post anyway is refused in words", async ({
  page,
}) => {
  const tag = unique("Erased");
  await useStaffSession(page);
  const created = await page.request.post("/api/crm/leads", {
    data: { firstName: "Ivo", lastName: tag, email: `${tag.toLowerCase()}@example.com` },
  });
  expect(created.status()).toBe(201);
  const lead = (await created.json()).lead as { id: number };
  // The person at the other address asked to be erased; staff then corrected the lead's address
  // to it (rectification is allowed; mailing it never is).
  const gone = `gone-${tag.toLowerCase()}@example.com`;
  expect(
    (await page.request.post("/api/crm/people/erase", { data: { email: gone } })).status(),
  ).toBe(200);
  expect(
    (await page.request.patch(`/api/crm/leads/${lead.id}`, { data: { email: gone } })).status(),
  ).toBe(200);

  await page.goto(`/crm/leads/${lead.id}`);
  const section = page.getByRole("region", { name: "Reply by email" });
  await expect(section.getByTestId("reply-blocked")).toContainText(ERASED);
  await expect(section.getByText("Write a reply")).toHaveCount(0);
  await expect(section.locator("form")).toHaveCount(0);
  await expectNoA11yViolations(page);

  const refused = await page.request.post(`/crm/leads/${lead.id}/reply`, {
    form: { to: gone, fromName: "Sam", subject: "Hello", body: "Hi" },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(409);
  expect(await refused.text()).toContain("they asked for their data to be erased");
  const messages = await page.request.get(`/api/crm/leads/${lead.id}/messages`);
  expect((await messages.json()).messages).toEqual([]);
});

async function signInMember(page: Page) {
  const email = uniqueStaffEmail("replier", test.info().project.name);
  await createStaffAccount({ email, role: "member", totpSecret: STAFF_TOTP_SECRET });
  await signInAs(page, email, STAFF_TOTP_SECRET);
  return email;
}

test("a member answers an unassigned lead, and on a colleague's lead reads why not, without its emails", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const tag = unique("Member");
  const admin = await staffRequest();
  const lead = async (firstName: string, extra = {}) => {
    const response = await admin.post("/api/crm/leads", {
      data: {
        firstName,
        lastName: tag,
        email: `${firstName}-${tag}@example.com`.toLowerCase(),
        ...extra,
      },
    });
    expect(response.status()).toBe(201);
    return ((await response.json()).lead as { id: number }).id;
  };
  // The admin's own lead (a lead made by someone is theirs), with a reply in its timeline.
  const colleagues = await lead("Cora");
  const sent = await admin.post(`/api/crm/leads/${colleagues}/messages`, {
    data: { subject: `Private ${tag}`, body: "Only for the owner" },
  });
  expect(sent.status()).toBe(201);
  const open = await lead("Una", { ownerId: null });
  await admin.dispose();

  await signInMember(page);
  await page.goto(`/crm/leads/${colleagues}`);
  const section = page.getByRole("region", { name: "Reply by email" });
  await expect(section.getByTestId("reply-blocked")).toContainText(NOT_YOURS);
  await expect(section.locator("form")).toHaveCount(0);
  await expect(
    page.getByTestId("timeline-entry").filter({ hasText: `Private ${tag}` }),
  ).toHaveCount(0);
  await expectNoA11yViolations(page);
  const refused = await page.request.post(`/crm/leads/${colleagues}/reply`, {
    form: {
      to: `cora-${tag}@example.com`.toLowerCase(),
      fromName: "Max",
      subject: "Hi",
      body: "Hi",
    },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain(NOT_YOURS);

  await page.goto(`/crm/leads/${open}`);
  const openSection = page.getByRole("region", { name: "Reply by email" });
  await openSection.getByText("Write a reply").click();
  const form = openSection.locator("form");
  await form.getByLabel("Your name (as the recipient sees it)").fill("Max Member");
  await form.getByLabel("Subject").fill(`Hello ${tag}`);
  await form.getByLabel("Message").fill("Thank you for your enquiry.");
  await form.getByRole("button", { name: "Send reply" }).click();
  await expect(
    page.getByTestId("timeline-entry").filter({ hasText: `Hello ${tag}` }),
  ).toContainText(/Reply (sending|sent)/);
});

test("reply from an enquiry in the inbox: the lead's compose form, threaded to that enquiry", async ({
  page,
}) => {
  const tag = unique("Inbox");
  const email = `${tag.toLowerCase()}@example.com`;
  await useStaffSession(page);
  const enquiry = await page.request.post("/api/contacts", {
    data: {
      firstName: "Nia",
      lastName: tag,
      email,
      company: "Inbox Dental",
      message: `Subject: Two surgeries ${tag}\n\nCan you help us compare them?`,
    },
  });
  expect(enquiry.status()).toBe(201);
  const created = await page.request.post("/api/crm/leads", {
    data: { firstName: "Nia", lastName: tag, email },
  });
  expect(created.status()).toBe(201);
  const lead = (await created.json()).lead as { id: number };

  await page.goto("/crm?tab=contacts");
  const card = page.getByTestId("contact-card").filter({ hasText: `Nia ${tag}` });
  await card.getByRole("link", { name: `Reply by email to Nia ${tag}` }).click();
  await expect(page).toHaveURL(new RegExp(`/crm/leads/${lead.id}/reply\\?enquiry=contact-\\d+$`));
  await expect(page.getByRole("heading", { name: `Reply to Nia ${tag}`, level: 1 })).toBeVisible();
  await expect(page.getByLabel("Subject")).toHaveValue(`Re: Two surgeries ${tag}`);
  await expectNoA11yViolations(page);
  await page.getByLabel("Your name (as the recipient sees it)").fill("Sam Lee");
  await page.getByLabel("Message").fill("Yes, we can.");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page).toHaveURL(new RegExp(`/crm/leads/${lead.id}(#timeline-title)?$`));
  await expect(
    page
      .getByTestId("timeline-entry")
      .filter({ hasText: `Re: Two surgeries ${tag}` })
      .filter({ hasText: /^Reply (sending|sent):/ }),
  ).toHaveCount(1);
});
