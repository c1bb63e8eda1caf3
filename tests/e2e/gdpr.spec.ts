/**
 * The UK GDPR toolkit end to end, with JavaScript and without: find a person, export their data,
 * erase them through the confirmation page, see them gone everywhere, staff re-adding them gets
 * the suppression message, and their own new contact form is accepted.
 */
import { readFile } from "node:fs/promises";
import { type APIRequestContext, expect, test } from "./helpers/fixtures";
import { STAFF_EMAIL } from "./constants";
import { expectNoA11yViolations } from "./helpers/axe";
import { expectToast, signIn, useStaffSession } from "./helpers/crm";

const isNoJs = () => test.info().project.name === "nojs";
const unique = (label: string) =>
  `${label}${test.info().project.name}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

const SUPPRESSED =
  "This person asked for their data to be erased, so they cannot be added again by staff.";

function contactForm(email: string, message = "Please call me.") {
  return {
    firstName: "Erin",
    lastName: "Example",
    email,
    company: "Example Dental",
    message,
    source: "website",
    sector: "general",
    newsletter: false,
  };
}

/** One record of every kind on the email, through the public API and the CRM API. */
async function createPerson(request: APIRequestContext, email: string) {
  const lead = await request.post("/api/crm/leads", {
    data: { firstName: "Erin", lastName: "Example", email },
  });
  expect(lead.status()).toBe(201);
  const leadId = (await lead.json()).lead.id;
  expect(
    (
      await request.post("/api/crm/activities", {
        data: { leadId, type: "call", subject: "First call" },
      })
    ).status(),
  ).toBe(201);
  expect((await request.post("/api/contacts", { data: contactForm(email) })).status()).toBe(201);
  expect(
    (
      await request.post("/api/dental-iq", {
        data: {
          fullName: "Erin Example",
          practiceName: "Example Dental",
          jobTitle: "Owner",
          email,
          location: "Durham",
          pms: "soe",
          locations: "1",
          challenge: "Cancellations",
          discoveryCall: "maybe",
          marketingOptIn: true,
        },
      })
    ).status(),
  ).toBe(201);
  expect(
    (await request.post("/api/newsletter", { data: { fullName: "Erin Example", email } })).status(),
  ).toBe(201);
  return leadId as number;
}

async function listed(request: APIRequestContext, path: string, email: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  // Quoted: the similar address (x + email) must not count as this one.
  return JSON.stringify(await response.json()).includes(`"${email}"`);
}

test("find a person, export, erase through the confirmation page; re-adding is refused; their own form is accepted", async ({
  page,
}) => {
  test.slow(); // a whole erasure story: many pages and API calls
  await signIn(page);
  const email = `${unique("erin")}@example.com`;
  const similar = `x${email}`;
  await createPerson(page.request, email);
  await createPerson(page.request, similar);

  // Search from the CRM header.
  await page.getByRole("link", { name: "People (UK GDPR)" }).click();
  await expect(page.getByRole("heading", { name: "People (UK GDPR)" })).toBeVisible();
  await page.getByLabel("Email address").fill(email.toUpperCase());
  await page.getByRole("button", { name: "Find person" }).click();
  await expect(page.getByRole("heading", { name: `Everything held on ${email}` })).toBeVisible();
  for (const kind of [
    "leads",
    "contactSubmissions",
    "dentalRegistrations",
    "newsletterSubscriptions",
    "activities",
  ]) {
    await expect(page.getByTestId(`count-${kind}`)).toHaveText(/^1 /);
  }
  await expect(page.getByTestId("count-consents")).toHaveText(/^2 /);
  await expect(page.getByText(similar)).toHaveCount(0);
  await expectNoA11yViolations(page);

  // Subject-access export: the JSON file and the printable page.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download data (JSON)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^subject-access-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile(await download.path(), "utf8"));
  expect(exported.email).toBe(email);
  expect(exported.leads).toHaveLength(1);
  expect(JSON.stringify(exported)).not.toContain(similar);
  await page.getByRole("link", { name: "Printable report" }).click();
  await expect(page.getByRole("heading", { name: `Personal data held on ${email}` })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Leads (1)" })).toBeVisible();
  // A page of its own for printing: one <main>, without the CRM frame around it.
  await expect(page.getByRole("main")).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await page.getByRole("link", { name: "Back to the person" }).click();
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  // Both exports are on the record.
  await expect(
    page.getByText(`Subject-access export (JSON file), by ${STAFF_EMAIL}`).first(),
  ).toBeVisible();

  // Erase: a confirmation page first (JavaScript on or off).
  await page.getByRole("link", { name: "Erase this person" }).click();
  await expect(page).toHaveURL(/\/crm\/people\/erase\?email=/);
  await expect(
    page.getByRole("heading", { name: `Erase everything held on ${email}?` }),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Erase this person" }).click();
  await expectToast(page, "Person erased");
  await expect(page.getByText(/Nothing else is held on this address/)).toBeVisible();
  await expect(page.getByText(/This person was erased at their request/)).toBeVisible();
  // Only what still makes sense: the suppression and the erasure log, no export or restriction.
  for (const offer of ["Download data (JSON)", "Printable report", "Restrict processing"])
    await expect(page.getByText(offer)).toHaveCount(0);
  await expectNoA11yViolations(page);

  // Gone from every API list and every tab.
  for (const path of [
    `/api/crm/leads?q=${encodeURIComponent(email)}`,
    "/api/crm/contacts",
    "/api/crm/dental-registrations",
    "/api/crm/newsletters",
    "/api/crm/activities",
  ]) {
    expect(await listed(page.request, path, email), path).toBe(false);
  }
  expect(await listed(page.request, "/api/crm/contacts", similar)).toBe(true);
  const personLink = (address: string) =>
    page.getByRole("link", { name: `Person record (UK GDPR) of ${address}`, exact: true });
  for (const tab of ["", "?tab=contacts", "?tab=dental", "?tab=newsletters", "?tab=activities"]) {
    await page.goto(`/crm${tab}`);
    await expect(page.getByRole("heading", { name: "CRM Dashboard" })).toBeVisible();
    await expect(personLink(email)).toHaveCount(0);
  }
  await page.goto(`/crm?tab=contacts`);
  await expect(personLink(similar)).toBeVisible();
  const erasures = await (await page.request.get("/api/crm/erasures")).json();
  expect(erasures[0].counts).toEqual({
    leads: 1,
    contactSubmissions: 1,
    dentalRegistrations: 1,
    newsletterSubscriptions: 1,
    activities: 1,
    consents: 2,
  });

  // Staff re-adding them: Add Lead (page without JavaScript, dialog with) and the API say why.
  await page.goto("/crm");
  await page.getByRole(isNoJs() ? "link" : "button", { name: "Add Lead" }).click();
  const form = isNoJs() ? page.getByRole("main") : page.getByRole("dialog", { name: "Add Lead" });
  await form.getByLabel("First name").fill("Erin");
  await form.getByLabel("Last name").fill("Example");
  await form.getByLabel("Email").fill(email);
  await form.getByRole("button", { name: "Create Lead" }).click();
  await expect(form.getByText(SUPPRESSED, { exact: false })).toBeVisible();
  const api = await page.request.post("/api/crm/leads", {
    data: { firstName: "Erin", lastName: "Example", email },
  });
  expect(api.status()).toBe(409);
  expect((await api.json()).message).toContain(SUPPRESSED);

  // The person writes again: accepted, and the suppression is lifted.
  expect(
    (
      await page.request.post("/api/contacts", {
        data: contactForm(email, "It is me again: please call me about reporting."),
      })
    ).status(),
  ).toBe(201);
  await page.goto(`/crm/people?email=${encodeURIComponent(email)}`);
  await expect(page.getByTestId("count-contactSubmissions")).toHaveText(/^1 /);
  await expect(page.getByText(/This person was erased at their request/)).toHaveCount(0);
  await expect(
    page.getByText("Suppression lifted: the person sent the contact form, by visitor"),
  ).toBeVisible();
});

test("restrict a person: badge on the lists, activities refused, lifting recorded; a withdrawal by phone is logged", async ({
  page,
}) => {
  test.slow(); // restriction, withdrawal and lifting, each checked on pages and the API
  await useStaffSession(page);
  const email = `${unique("rita")}@example.com`;
  const leadId = await createPerson(page.request, email);
  const subject = `Call about ${email}`;
  expect(
    (
      await page.request.post("/api/crm/activities", { data: { leadId, type: "call", subject } })
    ).status(),
  ).toBe(201);
  await page.goto(`/crm/people?email=${encodeURIComponent(email)}`);
  await page.getByLabel("Reason (for example the person's objection)").fill("Objected by phone");
  await page.getByRole("button", { name: "Restrict processing" }).click();
  await expectToast(page, "Processing restricted");
  await expect(page.getByText("Reason: Objected by phone", { exact: false })).toBeVisible();

  // The badge wherever the person appears: each tab's row of theirs.
  await page.goto(`/crm?q=${encodeURIComponent(email)}`);
  await expect(page.getByTestId("lead-row").getByText("Restricted", { exact: true })).toBeVisible();
  for (const [tab, row] of [
    ["activities", "activity-row"],
    ["contacts", "contact-card"],
    ["dental", "registration-card"],
    ["newsletters", "newsletter-row"],
  ]) {
    await page.goto(`/crm?tab=${tab}`);
    // Their own row: by the activity's subject, or by the person's mail link (another Erin's
    // card also names this address, as a possible duplicate).
    const theirs = page
      .getByTestId(row)
      .filter(
        tab === "activities"
          ? { hasText: subject }
          : { has: page.getByRole("link", { name: email, exact: true }) },
      );
    await expect(theirs.first().getByText("Restricted", { exact: true }), tab).toBeVisible();
  }
  const activity = await page.request.post("/api/crm/activities", {
    data: { leadId, type: "note", subject: "Note" },
  });
  expect(activity.status()).toBe(409);
  expect((await activity.json()).message).toMatch(/restrict the processing/);
  const csv = await (await page.request.get("/api/crm/newsletters/export")).text();
  expect(csv).not.toContain(email);

  await page.goto(`/crm/people?email=${encodeURIComponent(email)}`);
  await page.getByLabel("Consent withdrawn").selectOption("newsletter");
  await page.getByLabel("Told us by").selectOption("phone");
  await page.getByRole("button", { name: "Record withdrawal" }).click();
  await expectToast(page, "Withdrawal recorded");
  await expect(page.getByTestId("consent-row").first()).toContainText("Withdrawn");
  // Where it came from, in words (not the stored "staff:<email> (phone)").
  await expect(page.getByTestId("consent-row").first()).toContainText(
    `Recorded by ${STAFF_EMAIL}; the person told us by phone`,
  );
  await expectNoA11yViolations(page);
  // Nothing scrolls sideways at 320 px (tables scroll inside their own box).
  await page.setViewportSize({ width: 320, height: 800 });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole("button", { name: "Lift the restriction" }).click();
  await expectToast(page, "Restriction lifted");
  await expect(page.getByText(`Restriction lifted, by ${STAFF_EMAIL}`).first()).toBeVisible();
  expect(
    (
      await page.request.post("/api/crm/activities", {
        data: { leadId, type: "note", subject: "Note" },
      })
    ).status(),
  ).toBe(201);
});

test("every new endpoint: 401 without a session, 403 cross-site @js-only", async ({
  page,
  playwright,
  baseURL,
}) => {
  const anonymous = await playwright.request.newContext({ baseURL });
  const gets = ["/api/crm/people/export?email=a%40x.com", "/api/crm/erasures"];
  const posts = ["/api/crm/people/erase", "/api/crm/people/restrict", "/api/crm/people/unrestrict"];
  for (const path of gets) expect((await anonymous.get(path)).status(), path).toBe(401);
  for (const path of posts) {
    expect((await anonymous.post(path, { data: { email: "a@x.com" } })).status(), path).toBe(401);
  }
  await anonymous.dispose();

  await useStaffSession(page);
  for (const path of gets) {
    const response = await page.request.get(path, {
      headers: { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
    });
    expect(response.status(), path).toBe(403);
  }
  for (const path of posts) {
    const response = await page.request.post(path, {
      data: { email: "a@x.com", reason: "r" },
      headers: { Origin: "https://evil.example" },
    });
    expect(response.status(), path).toBe(403);
  }
});

test("the DentalIQ form says beside its button what registering agrees to", async ({ page }) => {
  await page.goto("/dental-iq#register");
  const notice = page.getByTestId("dentaliq-consent");
  await expect(notice).toContainText("contact you by email or phone about DentalIQ early access");
  await expect(notice.getByRole("link", { name: /privacy policy/ })).toHaveAttribute(
    "href",
    "/legal/privacy-policy",
  );
});

test("a status change refused for a restricted person leaves the stored status showing", async ({
  page,
}) => {
  await useStaffSession(page);
  const email = `${unique("stella")}@example.com`;
  const lead = await page.request.post("/api/crm/leads", {
    data: { firstName: "Stella", lastName: "Example", email },
  });
  const leadId = (await lead.json()).lead.id;
  expect(
    (
      await page.request.post("/api/crm/people/restrict", { data: { email, reason: "Objected" } })
    ).status(),
  ).toBe(200);
  await page.goto(`/crm/leads/${leadId}`);
  const status = page.getByLabel("Status of Stella Example");
  await expect(status).toHaveValue("new");
  await status.selectOption("qualified");
  await page.getByRole("button", { name: "Save status of Stella Example" }).click();
  await expectToast(page, "Failed to update lead");
  await expect(status).toHaveValue("new");
  const stored = await (await page.request.get(`/api/crm/leads/${leadId}`)).json();
  expect(stored.lead.status).toBe("new");
});
