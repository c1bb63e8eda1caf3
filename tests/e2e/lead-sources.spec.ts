/**
 * Where leads come from, in the browser, with JavaScript on (analytics allowed) and off: a visitor
 * arrives from a LinkedIn campaign link, reads two pages and registers for DentalIQ; the lead made
 * from it shows the campaign's source with JavaScript and consent, the registration's own page
 * without. Then an enquiry from a search engine's results. Nothing is set in a cookie.
 */
import { type APIRequestContext, type Page, expect, test } from "./helpers/fixtures";
import { expectNoA11yViolations } from "./helpers/axe";
import { signIn, staffRequest } from "./helpers/crm";

const isNoJs = () => test.info().project.name === "nojs";
const unique = (form: string) =>
  `${form}-${test.info().project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const form = (page: Page) => page.locator("form#contact-form, form#dental-iq-form");

async function withStaff<T>(use: (api: APIRequestContext) => Promise<T>): Promise<T> {
  const api = await staffRequest();
  try {
    return await use(api);
  } finally {
    await api.dispose();
  }
}

async function storedRow(path: string, email: string): Promise<Record<string, any>> {
  return withStaff(async (api) => {
    const response = await api.get(path);
    expect(response.status()).toBe(200);
    const body = await response.json();
    const list = (Array.isArray(body) ? body : Object.values(body).find(Array.isArray)) as any[];
    const rows = list.filter((row) => row.email === email);
    expect(rows).toHaveLength(1);
    return rows[0];
  });
}

test.use({ viewport: { width: 1280, height: 800 } });

test("a campaign visit, two pages, a DentalIQ registration; then a search engine's enquiry", async ({
  page,
}) => {
  await page.goto("/?utm_source=linkedin&utm_medium=social&utm_campaign=dental-2027");
  if (!isNoJs()) {
    await page
      .getByRole("region", { name: "We value your privacy" })
      .getByRole("button", { name: "Accept All" })
      .click();
  }
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await nav.getByRole("link", { name: "DentalIQ NEW" }).click();
  await expect(page).toHaveURL(/\/dental-iq$/);

  const email = unique("source");
  await form(page).getByLabel("Full name").fill("Dr Priya Shah");
  await form(page).getByLabel("Practice/Company name").fill("Shah Dental Care");
  await form(page).getByLabel("Role/Job title").fill("Principal Dentist");
  await form(page).getByLabel("Email address").fill(email);
  await form(page).getByRole("textbox", { name: "Location", exact: true }).fill("Leeds");
  await form(page)
    .getByLabel(/Practice management system/)
    .selectOption({ label: "Other (specify in the challenge field)" });
  await form(page).getByLabel("Number of locations").selectOption("4-6");
  await form(page).getByLabel("Your biggest operational challenge").fill("No shared diaries.");
  await form(page)
    .getByLabel("Would you be open to a discovery call?")
    .selectOption("yes-within-week");
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText("Welcome to DentalIQ Early Access!").first()).toBeVisible();

  // Nothing kept in a cookie; with consent, the visit's first page in this tab's session only.
  expect(await page.context().cookies()).toEqual([]);
  if (!isNoJs()) {
    const kept = await page.evaluate(() => window.sessionStorage.getItem("firstTouch"));
    expect(JSON.parse(kept ?? "null")).toEqual({
      landingPage: "/?utm_source=linkedin&utm_medium=social&utm_campaign=dental-2027",
      referrer: null,
    });
  }

  const registration = await storedRow("/api/crm/dental-registrations?unprocessed=true", email);
  expect(registration.attribution).toMatchObject(
    isNoJs()
      ? { category: "direct", landingPage: "/dental-iq", utmCampaign: null, sentFrom: "/dental-iq" }
      : {
          category: "organic-social",
          detail: "linkedin",
          utmSource: "linkedin",
          utmMedium: "social",
          utmCampaign: "dental-2027",
          sentFrom: "/dental-iq",
        },
  );
  const lead = await withStaff(async (api) => {
    const response = await api.post(`/api/crm/dental-registrations/${registration.id}/convert`, {
      data: { mode: "new" },
    });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return (await response.json()).lead;
  });
  expect(lead.originalSource.category).toBe(isNoJs() ? "direct" : "organic-social");

  // An enquiry from a search engine's results: the contact page's Referer is its source.
  if (!isNoJs()) await page.evaluate(() => window.sessionStorage.clear());
  await page.goto("/contact", { referer: "https://www.google.co.uk/" });
  const contactEmail = unique("search");
  await form(page).getByLabel("Name").fill("Sam Search");
  await form(page).getByLabel("Email", { exact: true }).fill(contactEmail);
  await form(page).getByLabel("Practice/Company").fill("Search Dental");
  await form(page).getByLabel("Subject").fill("Dental data");
  await form(page).getByLabel("Message").fill("We found you through a search for dental data.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent successfully!").first()).toBeVisible();
  const enquiry = await storedRow("/api/crm/contacts?unprocessed=true", contactEmail);
  expect(enquiry.attribution).toMatchObject({
    category: "organic-search",
    referrer: "www.google.co.uk",
    landingPage: "/contact",
    sentFrom: "/contact",
  });
  expect(await page.context().cookies()).toEqual([]);

  // The lead's page shows where it came from.
  await signIn(page, `/crm/leads/${lead.id}`);
  await expect(page.getByTestId("original-source")).toHaveText(
    isNoJs() ? "Direct traffic" : "Organic social (linkedin)",
  );
  await expect(page.getByTestId("latest-source")).toHaveText(
    isNoJs() ? "Direct traffic" : "Organic social (linkedin)",
  );
  await expectNoA11yViolations(page);
});

test("the leads list filters by original source; the choice is in the URL, the export and Clear", async ({
  page,
}) => {
  const tag = `Sourced${test.info().project.name}${Date.now()}`;
  await withStaff(async (api) => {
    const response = await api.post("/api/crm/leads", {
      data: { firstName: "Fran", lastName: tag, email: `${tag.toLowerCase()}@example.com` },
    });
    expect(response.status()).toBe(201);
  });
  await signIn(page, "/crm");
  const search = page.getByRole("search", { name: "Search leads" });
  await search.getByLabel("Search by name, email or company").fill(tag);
  await search.getByLabel("Source").selectOption({ label: "Offline sources" });
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/[?&]source=offline(&|$)/);
  await expect(page.getByTestId("lead-row")).toHaveCount(1);
  await expect(page.getByTestId("lead-row")).toContainText(`Fran ${tag}`);
  await expect(search.getByLabel("Source")).toHaveValue("offline");
  // The export (through the password check) is of the list as shown.
  const exportHref = await page.getByRole("link", { name: /Export CSV/ }).getAttribute("href");
  const exported = new URL(exportHref!, "http://x").searchParams.get("returnTo")!;
  expect(new URL(exported, "http://x").searchParams.get("source")).toBe("offline");

  // A lead staff added is not among the ones a search engine brought.
  await search.getByLabel("Source").selectOption({ label: "Organic search" });
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/[?&]source=organic-search(&|$)/);
  await expect(page.getByTestId("lead-row")).toHaveCount(0);
  await expect(page.getByText("No leads match your search")).toBeVisible();
  await expectNoA11yViolations(page);

  await search.getByRole("link", { name: "Clear" }).click();
  await expect(page).not.toHaveURL(/source=/);
  await expect(search.getByLabel("Source")).toHaveValue("");
});
