/**
 * The staff CRM end to end, with JavaScript (dialogs, fetchers, toasts) and without (pages,
 * confirmation pages, plain posts). Every change is checked through the /api/crm endpoints,
 * which share the browser's session cookie via page.request.
 */
import { linkIn, mailTo } from "./helpers/mail";
import { type Page, expect, test } from "./helpers/fixtures";
import { STAFF_EMAIL } from "./constants";
import { expectNoA11yViolations } from "./helpers/axe";
import { expectToast, signIn, useStaffSession } from "./helpers/crm";

const isNoJs = () => test.info().project.name === "nojs";
const unique = (label: string) =>
  `${label}${test.info().project.name}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

async function apiJson(page: Page, path: string) {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return response.json();
}

/** How many leads the list API counts (X-Total-Count), optionally with a status filter. */
async function listedLeads(page: Page, status?: string) {
  const response = await page.request.get(`/api/crm/leads${status ? `?status=${status}` : ""}`);
  expect(response.status()).toBe(200);
  return Number(response.headers()["x-total-count"]);
}

/**
 * The statistics agree with the lead list. Other tests write leads at the same time (both
 * projects share one server), so global counts are compared with each other, retried until a
 * quiet moment, rather than with a remembered number; exact before/after figures are the model
 * tests' job (app/models/crm.server.test.ts).
 */
async function expectStatisticsMatchList(page: Page) {
  await expect
    .poll(async () => {
      const stats = await apiJson(page, "/api/crm/statistics");
      const [total, fresh, qualified, won] = await Promise.all([
        listedLeads(page),
        listedLeads(page, "new"),
        listedLeads(page, "qualified"),
        listedLeads(page, "closed-won"),
      ]);
      return [
        stats.totalLeads - total,
        stats.newLeads - fresh,
        stats.qualifiedLeads - qualified,
        stats.closedWonLeads - won,
      ];
    })
    .toEqual([0, 0, 0, 0]);
}

async function createLeadViaApi(page: Page, fields: Record<string, unknown>) {
  const response = await page.request.post("/api/crm/leads", { data: fields });
  expect(response.status()).toBe(201);
  return (await response.json()).lead as { id: number; email: string };
}

/** Confirms a delete: the in-place dialog with JavaScript, the confirmation page without. */
async function confirmDelete(page: Page, scope: ReturnType<Page["locator"]>, question: string) {
  await scope
    .getByRole("link", { name: /^Delete/ })
    .or(scope.getByRole("button", { name: /^Delete/ }))
    .click();
  if (isNoJs()) {
    await expect(page).toHaveURL(/\/delete\?/);
    await expect(page.getByRole("heading", { name: question })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: "Delete", exact: true }).click();
  } else {
    const dialog = page.getByRole("alertdialog", { name: question });
    await expect(dialog).toBeVisible();
    await expectNoA11yViolations(page);
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  }
}

test("signed out, /crm shows the login and the API answers 401", async ({ page }) => {
  await page.goto("/crm");
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  expect((await page.request.get("/api/crm/leads")).status()).toBe(401);
  const confirm = await page.goto("/crm/leads/1/delete");
  expect(page.url()).toMatch(/\/crm$/);
  expect(confirm?.status()).toBe(200);
});

test("statistics, tabs as links, axe on every tab", async ({ page }) => {
  // It waits for a moment when no other test is writing leads, then runs axe five times: on a
  // busy machine that takes longer than one test's usual 30 s.
  test.slow();
  await signIn(page);
  const cards = page.getByTestId("statistic");
  // The cards show what GET /api/crm/statistics says (other tests write leads meanwhile, so
  // compare a fresh page with a fresh answer until they meet at a quiet moment).
  await expect
    .poll(async () => {
      await page.reload();
      const stats = await apiJson(page, "/api/crm/statistics");
      const shown = await cards.allInnerTexts();
      const figure = (label: string) =>
        Number(shown.find((t) => t.includes(label))?.replace(/\D/g, ""));
      return [figure("Total Leads") - stats.totalLeads, figure("Won Deals") - stats.closedWonLeads];
    })
    .toEqual([0, 0]);
  await expect(cards.filter({ hasText: "New Leads" })).toContainText("require first contact");
  await expect(cards.filter({ hasText: "Qualified Leads" })).toContainText("ready for proposals");
  const tabs = page.getByRole("navigation", { name: "CRM sections" });
  await expect(tabs.getByRole("link", { name: "Leads" })).toHaveAttribute("aria-current", "page");
  await expectNoA11yViolations(page);
  for (const [name, tab] of [
    ["Contact Forms", "contacts"],
    ["DentalIQ", "dental"],
    ["Newsletters", "newsletters"],
    ["Activities", "activities"],
  ]) {
    await tabs.getByRole("link", { name }).click();
    await expect(page).toHaveURL(new RegExp(`tab=${tab}`));
    await expect(tabs.getByRole("link", { name })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    await expectNoA11yViolations(page);
  }
});

test("leads: add, select, change status, delete; notes render as text", async ({ page }) => {
  await signIn(page);
  const tag = unique("ada");
  const email = `${tag}@example.com`;
  const notes = `<script>window.__pwned = 1</script><b>not bold</b> ${tag}`;

  // Add Lead: a dialog with JavaScript, its own page without.
  await page.getByRole(isNoJs() ? "link" : "button", { name: "Add Lead" }).click();
  const form = isNoJs() ? page.getByRole("main") : page.getByRole("dialog", { name: "Add Lead" });
  if (isNoJs()) {
    await expect(page).toHaveURL(/\/crm\/leads\/new/);
    // Server-side validation without JavaScript: the error summary links to the fields.
    await page.getByRole("button", { name: "Create Lead" }).click();
    await expect(page.getByText("Failed to create lead")).toBeVisible();
    await expect(page.getByRole("link", { name: "First name is required" })).toBeVisible();
  }
  await expect(form.getByLabel("First name")).toBeVisible();
  await expectNoA11yViolations(page);
  await form.getByLabel("First name").fill("Ada");
  await form.getByLabel("Last name").fill(tag);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone (optional)").fill("0191 496 0000");
  await form.getByLabel("Company (optional)").fill("Analytical Engines");
  await form.getByLabel("Industry (optional)").selectOption("dental");
  await form.getByLabel("Source (optional)").selectOption("referral");
  await form.getByLabel("Notes (optional)").fill(notes);
  await form.getByRole("button", { name: "Create Lead" }).click();
  await expectToast(page, "Lead created successfully");

  const [lead] = await apiJson(page, `/api/crm/leads?q=${tag}`);
  expect(lead).toMatchObject({
    firstName: "Ada",
    lastName: tag,
    email,
    company: "Analytical Engines",
    industry: "dental",
    source: "referral",
    status: "new",
    notes,
  });
  expect(lead.score).toBe(15 + 10 + 15 + 20);
  await expectStatisticsMatchList(page);

  // The new lead is shown selected, with its score reasons and the notes as text; its row has
  // the status and score.
  await expect(page.getByRole("heading", { name: `Selected lead: Ada ${tag}` })).toBeVisible();
  await expect(page.getByText("Source: Referral: +20")).toBeVisible();
  const card = page.getByTestId("lead-row").filter({ hasText: email });
  // The status once (its control), the score, the mail link, the notes' first line.
  await expect(card.getByLabel(`Status of Ada ${tag}`)).toHaveValue("new");
  await expect(card.getByTestId("status-badge")).toHaveCount(0);
  await expect(card.getByText("60", { exact: true })).toBeVisible();
  await expect(card.getByRole("link", { name: email, exact: true })).toHaveAttribute(
    "href",
    `mailto:${email}`,
  );
  const panel = page.getByRole("region", { name: `Selected lead: Ada ${tag}` });
  await expect(panel.getByText(notes)).toBeVisible();
  await expect(panel.locator("b")).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
  ).toBeUndefined();

  // Clicking the row's name selects it (a link keeping the other parameters).
  await page.goto(`/crm?q=${tag}`);
  await page
    .getByTestId("lead-row")
    .filter({ hasText: email })
    .getByRole("link", { name: `Ada ${tag}`, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`q=${tag}.*lead=${lead.id}`));
  await expect(page.getByRole("heading", { name: `Selected lead: Ada ${tag}` })).toBeVisible();

  // Status: select + Save, with and without JavaScript; any status at any time.
  const statusCard = page.getByTestId("lead-row").filter({ hasText: email });
  await statusCard.getByLabel(`Status of Ada ${tag}`).selectOption("closed-won");
  await statusCard.getByRole("button", { name: `Save status of Ada ${tag}` }).click();
  await expectToast(page, "Lead status updated");
  await expect(
    page.getByTestId("lead-row").filter({ hasText: email }).getByLabel(`Status of Ada ${tag}`),
  ).toHaveValue("closed-won");
  expect((await apiJson(page, `/api/crm/leads/${lead.id}`)).lead.status).toBe("closed-won");
  const won = await page.request.get(`/api/crm/leads?status=closed-won&q=${tag}`);
  expect((await won.json()).map((l: { id: number }) => l.id)).toEqual([lead.id]);
  await expectStatisticsMatchList(page);

  // Delete with confirmation.
  await confirmDelete(
    page,
    page.getByTestId("lead-row").filter({ hasText: email }),
    "Are you sure you want to delete this lead?",
  );
  await expectToast(page, "Lead deleted");
  await expect(page.getByTestId("lead-row").filter({ hasText: email })).toHaveCount(0);
  expect((await page.request.get(`/api/crm/leads/${lead.id}`)).status()).toBe(404);
});

test("search, status filter and pages of 25 live in the URL", async ({ page }) => {
  await signIn(page);
  const company = unique("Paged Co ");
  await Promise.all(
    Array.from({ length: 26 }, (_, i) =>
      createLeadViaApi(page, {
        firstName: `P${i}`,
        lastName: "Paged",
        email: `p${i}@paged.example`,
        company,
        status: i === 0 ? "proposal" : "new",
      }),
    ),
  );
  await page.getByLabel("Search by name, email or company").fill(company);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=/);
  await expect(page.getByText("Showing 1–25 of 26 leads")).toBeVisible();
  await expect(page.getByTestId("lead-row")).toHaveCount(25);
  await page
    .getByRole("navigation", { name: "Lead pages" })
    .getByRole("link", { name: "Next page" })
    .click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId("lead-row")).toHaveCount(1);
  await page.getByLabel("Status", { exact: true }).selectOption("proposal");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/status=proposal/);
  await expect(page.getByTestId("lead-row")).toHaveCount(1);
  await expect(page.getByTestId("lead-row").getByRole("combobox")).toHaveValue("proposal");
});

test("contact forms: convert to lead and delete", async ({ page }) => {
  await signIn(page);
  const tag = unique("grace");
  const post = (suffix: string) =>
    page.request.post("/api/contacts", {
      data: {
        firstName: "Grace",
        lastName: `${tag}${suffix}`,
        email: `${tag}${suffix}@example.com`,
        company: "Navy Dental",
        message: `Subject: Help\n\nPlease call me about <i>reporting</i> ${tag}`,
        source: "website",
        sector: "general",
        newsletter: false,
      },
    });
  expect((await post("a")).ok()).toBe(true);
  expect((await post("b")).ok()).toBe(true);
  await page
    .getByRole("navigation", { name: "CRM sections" })
    .getByRole("link", { name: "Contact Forms" })
    .click();
  const first = page.getByTestId("contact-card").filter({ hasText: `${tag}a@example.com` });
  await expect(first).toBeVisible();
  await expect(first.getByText("<i>reporting</i>", { exact: false })).toBeVisible();
  await expectNoA11yViolations(page);
  await first.getByRole("button", { name: /^Convert to Lead/ }).click();
  await expectToast(page, "Contact converted to lead");
  await expect(first).toHaveCount(0);
  const unprocessed = await apiJson(page, "/api/crm/contacts?unprocessed=true");
  expect(unprocessed.some((c: { email: string }) => c.email === `${tag}a@example.com`)).toBe(false);
  const [lead] = await apiJson(page, `/api/crm/leads?q=${tag}a@`);
  expect(lead).toMatchObject({
    firstName: "Grace",
    lastName: `${tag}a`,
    company: "Navy Dental",
    source: "website",
  });
  expect(lead.notes).toBe(
    `Contact form message: Subject: Help\n\nPlease call me about <i>reporting</i> ${tag}`,
  );

  const second = page.getByTestId("contact-card").filter({ hasText: `${tag}b@example.com` });
  await confirmDelete(page, second, "Are you sure you want to delete this contact submission?");
  await expectToast(page, "Contact submission deleted");
  await expect(
    page.getByTestId("contact-card").filter({ hasText: `${tag}b@example.com` }),
  ).toHaveCount(0);
  const all = await apiJson(page, "/api/crm/contacts");
  expect(all.some((c: { email: string }) => c.email === `${tag}b@example.com`)).toBe(false);
});

test("dental registrations: convert to lead and delete", async ({ page }) => {
  await useStaffSession(page);
  const tag = unique("smile");
  const post = (suffix: string) =>
    page.request.post("/api/dental-iq", {
      data: {
        fullName: `Ada ${tag}${suffix} Lovelace`,
        practiceName: "Smile Group",
        jobTitle: "Owner",
        email: `${tag}${suffix}@example.com`,
        phone: "0191 000 0000",
        location: "Durham",
        pms: "soe",
        locations: "7-10",
        challenge: "We cannot see cancellations across our sites.",
        discoveryCall: "maybe",
        marketingOptIn: true,
      },
    });
  expect((await post("a")).ok()).toBe(true);
  expect((await post("b")).ok()).toBe(true);
  await page.goto("/crm?tab=dental");
  // By its heading: another card may name this one's lead among its possible duplicates.
  const card = (suffix: string) =>
    page
      .getByTestId("registration-card")
      .filter({ has: page.getByRole("heading", { name: `Ada ${tag}${suffix} Lovelace` }) });
  const first = card("a");
  await expect(first).toBeVisible();
  await expect(first.getByText("SOE Software of Excellence")).toBeVisible();
  // The ticked box put the address on the DentalIQ news list.
  await expect(first.getByText("Yes: receives DentalIQ news")).toBeVisible();
  await expectNoA11yViolations(page);
  await first.getByRole("button", { name: /^Convert to Lead/ }).click();
  await expectToast(page, "Dental registration converted to lead");
  await expect(first).toHaveCount(0);
  const [lead] = await apiJson(page, `/api/crm/leads?q=${tag}a@`);
  expect(lead).toMatchObject({
    firstName: "Ada",
    lastName: `${tag}a Lovelace`,
    company: "Smile Group",
    jobTitle: "Owner",
    phone: "0191 000 0000",
    industry: "dental",
    source: "dental-intelligence",
  });
  expect(lead.notes).toContain("Biggest challenge: We cannot see cancellations across our sites.");
  expect(lead.notes).toContain("Locations: 7-10");
  // 15 phone + 10 company + 10 job title + 15 dental + 15 source + 15 (7-10 locations) + 5 (maybe)
  expect(lead.score).toBe(85);
  const unprocessed = await apiJson(page, "/api/crm/dental-registrations?unprocessed=true");
  expect(unprocessed.some((r: { email: string }) => r.email === `${tag}a@example.com`)).toBe(false);

  await confirmDelete(page, card("b"), "Are you sure you want to delete this dental registration?");
  await expectToast(page, "Dental registration deleted");
  const all = await apiJson(page, "/api/crm/dental-registrations");
  expect(all.some((r: { email: string }) => r.email === `${tag}b@example.com`)).toBe(false);
});

test("newsletters: export CSV and delete", async ({ page }) => {
  await useStaffSession(page);
  const tag = unique("reader");
  const email = `${tag}@example.com`;
  expect(
    (await page.request.post("/api/newsletter", { data: { fullName: `Zoë ${tag}`, email } })).ok(),
  ).toBe(true);
  await page.goto("/crm?tab=newsletters");
  const row = page.getByTestId("newsletter-row").filter({ hasText: email });
  // Pending until the link in the confirmation mail is followed; only then exported.
  await expect(row.getByText("Pending")).toBeVisible();
  const confirmLink = linkIn(await mailTo(email, "Please confirm"), "/newsletter/confirm");
  const token = new URL(confirmLink, "http://x").searchParams.get("token")!;
  const confirmed = await page.request.post(confirmLink, { form: { token } });
  expect(confirmed.status(), (await confirmed.text()).slice(0, 300)).toBe(200);
  await page.reload();
  await expect(row.getByText("Active")).toBeVisible();
  await expectNoA11yViolations(page);

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole(isNoJs() ? "link" : "button", { name: "Export CSV", exact: true }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(csv).toString("utf8");
  expect(text).toContain("id,email,fullName,subscribed,subscribedAt");
  expect(text).toContain(`${email},Zoë ${tag},true,`);
  if (!isNoJs()) {
    await expectToast(page, "Newsletter subscribers exported successfully");
    // The list is full width: the notification sits over the row's actions until closed.
    await page.getByRole("button", { name: "Close notification" }).click();
  }

  await confirmDelete(
    page,
    page.getByTestId("newsletter-row").filter({ hasText: email }),
    "Are you sure you want to delete this newsletter subscription?",
  );
  await expectToast(page, "Newsletter subscription deleted");
  const list = await apiJson(page, "/api/crm/newsletters");
  expect(list.some((s: { email: string }) => s.email === email)).toBe(false);
});

test("activities: log (with validation) and delete", async ({ page }) => {
  await useStaffSession(page);
  const tag = unique("act");
  const lead = await createLeadViaApi(page, {
    firstName: "Alan",
    lastName: tag,
    email: `${tag}@example.com`,
  });
  await page.goto("/crm?tab=activities");
  await page.getByRole(isNoJs() ? "link" : "button", { name: "Log Activity" }).click();
  const form = isNoJs()
    ? page.getByRole("main")
    : page.getByRole("dialog", { name: "Log Activity" });
  if (isNoJs()) await expect(page).toHaveURL(/\/crm\/activities\/new/);
  await expect(form.getByLabel("Lead", { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
  await form.getByLabel("Lead", { exact: true }).selectOption(String(lead.id));
  await form.getByLabel("Type").selectOption("call");
  await form.getByLabel("Subject").fill(`Intro call ${tag}`);
  await form.getByLabel("Description (optional)").fill("Talked about <em>dashboards</em>");
  await form.getByLabel("Outcome (optional)").selectOption("successful");
  await form.getByLabel("Duration (minutes) (optional)").fill("0");
  await form.getByRole("button", { name: "Log Activity" }).click();
  await expect(form.getByText("Duration must be at least 1 minute").first()).toBeVisible();
  await form.getByLabel("Duration (minutes) (optional)").fill("15");
  await form.getByRole("button", { name: "Log Activity" }).click();
  await expectToast(page, "Activity logged successfully");

  const activities = await apiJson(page, "/api/crm/activities");
  const logged = activities.find((a: { subject: string }) => a.subject === `Intro call ${tag}`);
  expect(logged).toMatchObject({
    leadId: lead.id,
    type: "call",
    outcome: "successful",
    duration: 15,
    createdBy: STAFF_EMAIL,
  });
  expect((await apiJson(page, `/api/crm/leads/${lead.id}`)).lead.score).toBe(5);
  await page.goto("/crm?tab=activities");
  const row = page.getByTestId("activity-row").filter({ hasText: `Intro call ${tag}` });
  await expect(row).toContainText(`Alan ${tag}`);
  await expect(row).toContainText("15 min");
  await expect(row.getByText("Talked about <em>dashboards</em>")).toBeVisible();

  await confirmDelete(page, row, "Are you sure you want to delete this activity?");
  await expectToast(page, "Activity deleted");
  const after = await apiJson(page, "/api/crm/activities");
  expect(after.some((a: { id: number }) => a.id === logged.id)).toBe(false);
  expect((await apiJson(page, `/api/crm/leads/${lead.id}`)).lead.score).toBe(0);
});

test("a cross-site mutation to /api/crm/leads gets 403", async ({ page }) => {
  await signIn(page);
  const response = await page.request.post("/api/crm/leads", {
    headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    data: { firstName: "Eve", lastName: "Cross", email: "eve@example.com" },
  });
  expect(response.status()).toBe(403);
  const leads = await apiJson(page, "/api/crm/leads?q=eve@example.com");
  expect(leads).toEqual([]);
});
