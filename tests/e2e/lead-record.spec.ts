/**
 * The lead record end to end, with JavaScript and without: the lead's page (edit,
 * timeline with the staff email), a conversion that matches an existing lead, merging, planning
 * and completing a follow-up, the sortable table and its export, 320 px screens.
 */
import fs from "node:fs";
import { type Page, expect, test } from "./helpers/fixtures";
import { STAFF_EMAIL } from "./constants";
import { linkIn, mailTo } from "./helpers/mail";
import { expectNoA11yViolations } from "./helpers/axe";
import { expectToast, signIn, useStaffSession } from "./helpers/crm";

const isNoJs = () => test.info().project.name === "nojs";
const unique = (label: string) =>
  `${label}${test.info().project.name}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

async function createLead(page: Page, fields: Record<string, unknown>) {
  const response = await page.request.post("/api/crm/leads", { data: fields });
  expect(response.status()).toBe(201);
  return (await response.json()).lead as { id: number; email: string; score: number };
}

async function record(page: Page, id: number) {
  const response = await page.request.get(`/api/crm/leads/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    lead: { email: string; phone: string | null; notes: string | null };
    timeline: { type: string; by: string | null; summary: string }[];
  };
}

async function expectNoSidewaysScroll(page: Page, path: string) {
  await page.goto(path);
  const { scrollWidth, clientWidth, widest } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // The elements reaching past the right edge, to say what to fix when this fails.
    const widest = [...document.querySelectorAll("body *")]
      .filter(
        (el) =>
          el.getBoundingClientRect().right > width + 0.5 ||
          (el.scrollWidth > el.clientWidth + 1 &&
            getComputedStyle(el).overflowX === "visible" &&
            el.clientWidth > 0),
      )
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${el.textContent?.slice(0, 40)}`);
    return { scrollWidth: document.documentElement.scrollWidth, clientWidth: width, widest };
  });
  expect(scrollWidth, `${path}\n${widest.join("\n")}`).toBeLessThanOrEqual(clientWidth);
}

test("edit a lead from its page: errors, then the change on the timeline with the staff email", async ({
  page,
}) => {
  await useStaffSession(page);
  const tag = unique("edit");
  const lead = await createLead(page, {
    firstName: "Edith",
    lastName: tag,
    email: `${tag}@example.com`,
  });
  // Linked from the lead's row.
  await page.goto(`/crm?q=${tag}`);
  await page
    .getByTestId("lead-row")
    .getByRole("link", { name: `Open lead Edith ${tag}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/crm/leads/${lead.id}$`));
  await expect(page.getByRole("heading", { name: `Edith ${tag}`, level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: `${tag}@example.com` })).toHaveAttribute(
    "href",
    `mailto:${tag}@example.com`,
  );
  // Created with date and time (en-GB, UK time).
  await expect(page.locator("time").first()).toHaveText(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/);
  await expectNoA11yViolations(page);

  const form = page.locator(`form#edit-lead-${lead.id}`);
  await form.getByLabel("First name").fill("");
  await form.getByRole("button", { name: "Save changes" }).click();
  if (isNoJs()) {
    await expect(page.getByRole("alert").getByText("Failed to update lead")).toBeVisible();
  }
  await expect(form.getByText("First name is required").first()).toBeVisible();

  await form.getByLabel("First name").fill("Edith");
  await form.getByLabel("Email").fill(`${tag}@new.example`);
  await form.getByLabel("Phone (optional)").fill("0191 496 0123");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expectToast(page, "Lead updated");
  await expect(page.getByRole("link", { name: "0191 496 0123" })).toHaveAttribute(
    "href",
    "tel:01914960123",
  );
  const timeline = page.getByRole("list", { name: "Timeline, newest first" });
  const change = timeline.getByTestId("timeline-entry").filter({ hasText: "Details changed" });
  await expect(change).toContainText(`by ${STAFF_EMAIL}`);
  await expect(change).toContainText(`Email changed from ${tag}@example.com to ${tag}@new.example`);
  await expect(change).toContainText("Phone set to 0191 496 0123");

  const stored = await record(page, lead.id);
  expect(stored.lead).toMatchObject({ email: `${tag}@new.example`, phone: "0191 496 0123" });
  const entry = stored.timeline.find((e) => e.type === "field-changed")!;
  expect(entry.by).toBe(STAFF_EMAIL);
});

test("convert a submission whose email matches a lead: no new lead, the submission on its timeline", async ({
  page,
}) => {
  await useStaffSession(page);
  const tag = unique("match");
  const email = `${tag}@example.com`;
  const lead = await createLead(page, {
    firstName: "Mary",
    lastName: tag,
    email,
    notes: "Met at the expo",
  });
  const posted = await page.request.post("/api/contacts", {
    data: {
      firstName: "Mary",
      lastName: tag,
      email: email.toUpperCase(),
      company: "Match Dental",
      message: `Second enquiry ${tag}`,
      source: "website",
      sector: "general",
      newsletter: false,
    },
  });
  expect(posted.ok()).toBe(true);
  const count = async () =>
    Number((await page.request.get(`/api/crm/leads?q=${tag}`)).headers()["x-total-count"]);
  expect(await count()).toBe(1);

  await page.goto("/crm?tab=contacts");
  const card = page.getByTestId("contact-card").filter({ hasText: `Second enquiry ${tag}` });
  await expect(card.getByTestId("lead-match")).toHaveText(`Matches lead Mary ${tag}`);
  await expect(card.getByRole("link", { name: `Mary ${tag}`, exact: true })).toHaveAttribute(
    "href",
    `/crm/leads/${lead.id}`,
  );
  await expectNoA11yViolations(page);
  await card.getByRole("button", { name: /^Add to matching lead/ }).click();
  await expectToast(page, "Added to existing lead");
  await expect(card).toHaveCount(0);
  expect(await count()).toBe(1);

  const stored = await record(page, lead.id);
  expect(stored.lead.notes).toBe(`Met at the expo\n\nContact form message: Second enquiry ${tag}`);
  expect(stored.timeline.map((e) => e.type)).toEqual(
    expect.arrayContaining(["contact-submission", "converted"]),
  );
  await page.goto(`/crm/leads/${lead.id}`);
  await expect(
    page.getByTestId("timeline-entry").filter({ hasText: `Second enquiry ${tag}` }),
  ).toContainText(/^Contact form from /);
});

/** "YYYY-MM-DDTHH:MM" in UK time, `minutes` from now (within today for the test's purposes). */
function ukLocal(minutes: number): string {
  const at = new Date(Date.now() + minutes * 60_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/London",
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

test("plan a follow-up for today, see it under Due today, complete it", async ({ page }) => {
  await useStaffSession(page);
  const tag = unique("plan");
  const lead = await createLead(page, {
    firstName: "Fola",
    lastName: tag,
    email: `${tag}@example.com`,
  });
  // Later today, UK time: the last minute of the day (only a run in that very minute would find it
  // overdue already).
  const due = `${ukLocal(0).slice(0, 10)}T23:59`;
  await page.goto(`/crm/leads/${lead.id}/follow-ups/new?returnTo=%2Fcrm`);
  await page.getByLabel("Type").selectOption("call");
  await page.getByLabel("Subject").fill(`Call back ${tag}`);
  await page.getByLabel("Due (UK time)").fill(due);
  await page.getByRole("button", { name: "Plan follow-up" }).click();
  await expectToast(page, "Follow-up planned");

  // Closed, the group is its count on one line; opened, its list (works without JavaScript).
  const dueToday = page.getByTestId("due-today");
  const summary = dueToday.locator(":scope > summary");
  await expect(summary).toHaveText(/^Due today \(\d+\)$/);
  const item = dueToday.getByTestId("due-activity").filter({ hasText: `Call back ${tag}` });
  await expect(item).toBeHidden();
  await summary.click();
  await expect(item).toBeVisible();
  await expect(item.getByRole("link", { name: `Fola ${tag}` })).toHaveAttribute(
    "href",
    `/crm/leads/${lead.id}`,
  );
  await expect(page.getByRole("link", { name: /^Activities \d+ follow-ups due$/ })).toBeVisible();
  const dueList = await (await page.request.get("/api/crm/activities?due=1")).json();
  const planned = dueList.find((a: { subject: string }) => a.subject === `Call back ${tag}`);
  expect(planned).toMatchObject({ leadId: lead.id, completedDate: null, overdue: false });

  await item.getByText("Mark done").first().click();
  await expectNoA11yViolations(page);
  await item.getByLabel("Outcome").selectOption("successful");
  await item.getByLabel("Duration (minutes, optional)").fill("12");
  await item.getByRole("button", { name: /^Mark done/ }).click();
  await expectToast(page, "Follow-up completed");
  await expect(
    page.getByTestId("due-activity").filter({ hasText: `Call back ${tag}` }),
  ).toHaveCount(0);
  const after = await (await page.request.get(`/api/crm/activities?leadId=${lead.id}`)).json();
  expect(after[0]).toMatchObject({ outcome: "successful", duration: 12 });
  expect(after[0].completedDate).not.toBeNull();
  expect(
    (await record(page, lead.id)).timeline.some((e) => e.summary.startsWith("Call done")),
  ).toBe(true);
});

test("sort the leads table by score and name in the URL; export the list as CSV", async ({
  page,
}) => {
  await useStaffSession(page);
  const tag = unique("sort");
  await createLead(page, { firstName: "Low", lastName: `A${tag}`, email: `a${tag}@example.com` });
  await createLead(page, {
    firstName: "High",
    lastName: `C${tag}`,
    email: `c${tag}@example.com`,
    phone: "1",
    company: "=cmd|' /C calc'!A0",
    source: "referral",
  });
  await createLead(page, {
    firstName: "Mid",
    lastName: `B${tag}`,
    email: `b${tag}@example.com`,
    source: "website",
  });
  await page.goto(`/crm?q=${tag}`);
  // The name links (the cell also links the email to the person record).
  const names = () =>
    page.getByTestId("lead-row").locator("td:first-child a").filter({ hasNotText: "@" });
  await expect(names()).toHaveText([`Mid B${tag}`, `High C${tag}`, `Low A${tag}`]);
  await page
    .getByRole("columnheader", { name: /^Score/ })
    .getByRole("link")
    .click();
  await expect(page).toHaveURL(/sort=score/);
  await expect(names()).toHaveText([`High C${tag}`, `Mid B${tag}`, `Low A${tag}`]);
  await expect(page.getByRole("columnheader", { name: /^Score/ })).toHaveAttribute(
    "aria-sort",
    "descending",
  );
  await page.getByRole("columnheader", { name: /^Name/ }).getByRole("link").click();
  await expect(page).toHaveURL(/sort=name/);
  await expect(names()).toHaveText([`Low A${tag}`, `Mid B${tag}`, `High C${tag}`]);

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV of this leads list" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "");
  const lines = csv.trim().split("\r\n");
  expect(lines[0]).toMatch(/^id,firstName,lastName,email/);
  expect(lines.slice(1).map((l) => l.split(",")[2])).toEqual([`A${tag}`, `B${tag}`, `C${tag}`]);
  expect(csv).toContain(`,'=cmd|' /C calc'!A0,`);
});

test("every CRM screen and the lead page fit 320 px without sideways scroll", async ({ page }) => {
  await signIn(page);
  const tag = unique("narrow");
  const lead = await createLead(page, {
    firstName: "Narrow",
    lastName: `${tag}-with-a-very-long-surname-that-must-wrap`,
    email: `${tag}-a-very-long-address-indeed@example-of-a-long-domain.co.uk`,
    company: "A company with a rather long name Ltd",
  });
  await page.request.post("/api/crm/activities", {
    data: { leadId: lead.id, type: "call", subject: `Narrow call ${tag}`, duration: 5 },
  });
  await page.setViewportSize({ width: 320, height: 800 });
  for (const path of [
    "/crm",
    `/crm?q=${tag}&lead=${lead.id}`,
    "/crm?tab=contacts",
    "/crm?tab=dental",
    "/crm?tab=newsletters",
    "/crm?tab=newsletters&all=1",
    "/crm?tab=activities",
    "/crm/leads/new",
    "/crm/activities/new",
    `/crm/leads/${lead.id}`,
    `/crm/leads/${lead.id}?mergeQ=narrow`,
  ])
    await expectNoSidewaysScroll(page, path);
  // The tab bar fits: every tab is inside the viewport.
  await page.goto("/crm");
  for (const box of await page
    .getByRole("navigation", { name: "CRM sections" })
    .getByRole("link")
    .evaluateAll((links) => links.map((l) => l.getBoundingClientRect().right)))
    expect(box).toBeLessThanOrEqual(320);
});

test("the new endpoints refuse a cross-site post with 403", async ({ page }) => {
  await useStaffSession(page);
  const crossSite = { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" };
  for (const path of [
    "/api/crm/leads/1/merge",
    "/api/crm/contacts/1/convert",
    "/api/crm/dental-registrations/1/convert",
    "/api/crm/activities/1/complete",
  ]) {
    const response = await page.request.post(path, { headers: crossSite, data: {} });
    expect(response.status(), path).toBe(403);
  }
});

test("newsletters: search finds a subscriber beyond the first 10; unsubscribing asks first and logs the withdrawal", async ({
  page,
}) => {
  await useStaffSession(page);
  const tag = unique("news");
  const email = `${tag}@example.com`;
  const subscribe = async (address: string, fullName: string) =>
    expect(
      (await page.request.post("/api/newsletter", { data: { email: address, fullName } })).status(),
    ).toBeLessThan(300);
  await subscribe(email, `Reader ${tag}`);
  // Double opt-in: only a confirmed subscription can be marked unsubscribed.
  await page.goto(
    linkIn(await mailTo(email, "Please confirm your subscription"), "/newsletter/confirm"),
  );
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("heading", { name: "Your subscription is confirmed" })).toBeVisible();
  // Ten newer subscribers push this one off the tab's first 10.
  for (let i = 0; i < 10; i += 1) await subscribe(`${tag}-n${i}@example.com`, `Newer ${i}`);
  await page.goto("/crm?tab=newsletters");
  await expect(page.getByTestId("newsletter-row").filter({ hasText: email })).toHaveCount(0);
  await page.getByLabel("Search by name or email").fill(`Reader ${tag}`);
  await page.getByRole("button", { name: "Search" }).click();
  const row = page.getByTestId("newsletter-row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(page.getByText(/^1 subscription matches/)).toBeVisible();
  await expect(row.getByRole("link", { name: email, exact: true })).toHaveAttribute(
    "href",
    `mailto:${email}`,
  );
  await expect(
    row.getByRole("link", { name: `Person record (UK GDPR) of ${email}` }),
  ).toBeVisible();

  // Asks first: a confirmation that needs to know how the person told us.
  await row.getByRole("link", { name: `Mark unsubscribed ${email}` }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: `Mark ${email} unsubscribed?` }),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Mark unsubscribed" }).click();
  await expect(page.getByText("Choose how the person told us")).toBeVisible();
  const stillActive = await (await page.request.get("/api/crm/newsletters")).json();
  expect(stillActive.find((s: { email: string }) => s.email === email).subscribed).toBe(true);
  await page.getByLabel("How did they tell us?").selectOption("phone");
  await page.getByRole("button", { name: "Mark unsubscribed" }).click();
  await expectToast(page, "Subscriber marked unsubscribed");
  await expect(
    page.getByTestId("newsletter-row").filter({ hasText: email }).getByText("Unsubscribed"),
  ).toBeVisible();
  const list = await (await page.request.get("/api/crm/newsletters")).json();
  expect(list.find((s: { email: string }) => s.email === email).subscribed).toBe(false);
  // The person's consent log has the withdrawal, by the staff member, by phone.
  const person = await (
    await page.request.get(`/api/crm/people/export?email=${encodeURIComponent(email)}`)
  ).json();
  expect(person.consents[0]).toMatchObject({
    purpose: "newsletter",
    granted: false,
    source: `staff:${STAFF_EMAIL} (phone)`,
  });
});

test("Add Lead with an email that belongs to a lead names it with a link before saving; staff may create a separate one", async ({
  page,
}) => {
  await signIn(page);
  const tag = unique("dup");
  const email = `${tag}@example.com`;
  const existing = await createLead(page, { firstName: "Dora", lastName: tag, email });
  const count = async () =>
    (await (await page.request.get(`/api/crm/leads?q=${encodeURIComponent(email)}`)).json()).length;

  await page.getByRole(isNoJs() ? "link" : "button", { name: "Add Lead" }).click();
  const form = isNoJs() ? page.getByRole("main") : page.getByRole("dialog", { name: "Add Lead" });
  await form.getByLabel("First name").fill("Dora");
  await form.getByLabel("Last name").fill(`${tag} again`);
  // The same person, typed differently.
  await form.getByLabel("Email").fill(` ${email.toUpperCase()} `);
  await form.getByRole("button", { name: "Create Lead" }).click();
  await expect(form.getByText("A lead with this email already exists:").first()).toBeVisible();
  // The notice links to the lead (the error summary links to the field).
  await expect(form.locator(`a[href="/crm/leads/${existing.id}"]`)).toHaveText(`Dora ${tag}`);
  expect(await count()).toBe(1);
  await expectNoA11yViolations(page);

  await form.getByLabel("Create a separate lead anyway").check();
  await form.getByRole("button", { name: "Create Lead" }).click();
  await expectToast(page, "Lead created successfully");
  // The refused first try is not announced again once the second one succeeds.
  await expect(page.getByText("Failed to create lead")).toHaveCount(0);
  expect(await count()).toBe(2);
});

test("logging an activity that needs a follow-up offers to plan the next one", async ({ page }) => {
  await useStaffSession(page);
  const tag = unique("next");
  const lead = await createLead(page, {
    firstName: "Nell",
    lastName: tag,
    email: `${tag}@example.com`,
  });
  await page.goto(`/crm/activities/new?leadId=${lead.id}&returnTo=%2Fcrm%3Ftab%3Dactivities`);
  await page.getByLabel("Type").selectOption("call");
  await page.getByLabel("Subject").fill(`First call ${tag}`);
  await page.getByLabel("Outcome (optional)").selectOption("follow-up-needed");
  await page.getByRole("button", { name: "Log Activity" }).click();
  await expectToast(page, "Activity logged successfully");

  await page.getByRole("link", { name: "Plan next follow-up" }).click();
  await expect(page).toHaveURL(new RegExp(`/crm/leads/${lead.id}/follow-ups/new`));
  await expect(
    page.getByRole("heading", { name: `Plan follow-up with Nell ${tag}` }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to activities" })).toBeVisible();
  await page.getByLabel("Type").selectOption("call");
  await page.getByLabel("Subject").fill(`Second call ${tag}`);
  await page.getByLabel("Due (UK time)").fill(`${ukLocal(0).slice(0, 10)}T23:59`);
  await page.getByRole("button", { name: "Plan follow-up" }).click();
  await expectToast(page, "Follow-up planned");
  const planned = (
    await (await page.request.get(`/api/crm/activities?leadId=${lead.id}`)).json()
  ).find((a: { subject: string }) => a.subject === `Second call ${tag}`);
  expect(planned).toMatchObject({ leadId: lead.id, completedDate: null });
});
