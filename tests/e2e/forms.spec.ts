/**
 * The public forms (newsletter, contact, DentalIQ) in both projects (JavaScript on and off):
 * validation messages, success texts, exactly one stored row (checked through the CRM API as
 * staff), the JSON endpoints' answers, the unsubscribe page's invalid-link state, and axe in the
 * empty, error and success states.
 */
import { type APIRequestContext, type Page, expect, test } from "./helpers/fixtures";
import { linkIn, mailTo } from "./helpers/mail";
import { expectNoA11yViolations } from "./helpers/axe";
import { staffRequest } from "./helpers/crm";
import { SHIPPED_POST_SLUGS } from "./constants";

const isNoJs = () => test.info().project.name === "nojs";
const unique = (form: string) =>
  `${form}-${test.info().project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** A request context signed in as staff (the run's shared session), to read what was stored. */
const staffApi = (): Promise<APIRequestContext> => staffRequest();

/** The rows a CRM list endpoint returns (an array, or the first array in the object). */
async function crmRows(path: string): Promise<Record<string, unknown>[]> {
  const api = await staffApi();
  try {
    const response = await api.get(path);
    expect(response.status(), await response.text()).toBe(200);
    const body = await response.json();
    if (Array.isArray(body)) return body;
    const list = Object.values(body).find(Array.isArray);
    expect(list, `no list in ${JSON.stringify(body).slice(0, 200)}`).toBeTruthy();
    return list as Record<string, unknown>[];
  } finally {
    await api.dispose();
  }
}

const rowsWithEmail = async (path: string, email: string) =>
  (await crmRows(path)).filter((row) => String(row.email).toLowerCase() === email.toLowerCase());

/** The response body of a staff-only GET (the shared session), e.g. a CSV export. */
async function staffGet(path: string): Promise<string> {
  const api = await staffApi();
  try {
    const response = await api.get(path);
    expect(response.status(), path).toBe(200);
    return await response.text();
  } finally {
    await api.dispose();
  }
}

/** The public form on the page (only one per page in these tests). */
const fields = (page: Page) =>
  page.locator("form#contact-form, form#newsletter-form, form#dental-iq-form");

const toastRegion = (page: Page) => page.getByRole("region", { name: "Notifications (F8)" });

/**
 * After success, with JavaScript or without: the confirmation panel stands in the form's place,
 * its heading focused, its title shown once (never also as a toast), listing what was sent.
 */
async function expectConfirmation(page: Page, title: string, sent: [string, string][]) {
  const heading = page.getByRole("heading", { name: title });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page.getByText(title, { exact: true })).toHaveCount(1);
  await expect(toastRegion(page)).not.toContainText(title);
  const panel = page.getByRole("region", { name: title });
  for (const [label, value] of sent) {
    await expect(panel.locator("dt", { hasText: label })).toBeVisible();
    await expect(panel.getByText(value, { exact: true })).toBeVisible();
  }
  await expect(fields(page)).toBeHidden();
}

/** A field's error: the element its control's aria-describedby names. */
async function expectFieldError(
  page: Page,
  label: string | RegExp,
  message: string,
  form = fields(page),
) {
  const control = form.getByLabel(label, { exact: typeof label === "string" });
  await expect(control).toHaveAttribute("aria-invalid", "true");
  const describedBy = (await control.getAttribute("aria-describedby")) ?? "";
  const ids = describedBy.split(/\s+/).filter(Boolean);
  // Polled: without JavaScript the answer page may still be arriving, and a public page's
  // text is not drawn (so innerText is empty) until it has arrived up to its footer.
  await expect
    .poll(() => Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText())))
    .toContain(message);
}

/** JS off: the server's error summary links to each field with its message. */
async function expectSummaryLinks(page: Page, items: [label: string | RegExp, message: string][]) {
  const summary = page
    .getByRole("alert")
    .filter({ has: page.getByRole("heading", { name: "There is a problem" }) });
  await expect(summary).toBeVisible();
  for (const [label, message] of items) {
    const link = summary.getByRole("link", { name: message });
    const id = await fields(page)
      .getByLabel(label, { exact: typeof label === "string" })
      .getAttribute("id");
    await expect(link).toHaveAttribute("href", `#${id}`);
  }
}

test.describe("contact form", () => {
  test(
    "with JavaScript the browser validates on blur once the form is focused, without posting",
    { tag: "@js-only" },
    async ({ page }) => {
      await page.goto("/contact", { waitUntil: "networkidle" });
      // The form's own code loads when it is near (a deferred part): act once React has taken
      // the form over, or a focus before that primes nothing (a busy machine got there first).
      await page.waitForFunction(() => {
        const form = document.getElementById("contact-form");
        return !!form && Object.keys(form).some((key) => key.startsWith("__reactProps"));
      });
      // Hold back the validation chunk (loaded on first focus) so the visitor leaves a field
      // before it arrives: that field must be validated as soon as it does.
      await page.route("**/assets/*.js", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await route.continue();
      });
      const posts: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST") posts.push(request.url());
      });
      const form = fields(page);
      const message = form.getByLabel("Message", { exact: true });
      await message.fill("Too short");
      await message.blur();
      await expectFieldError(page, "Message", "Message must be at least 10 characters");
      await message.fill("Long enough to pass the rule");
      await expect(message).not.toHaveAttribute("aria-invalid", "true");
      // Now loaded: a blur validates at once.
      const email = form.getByLabel("Email", { exact: true });
      await email.fill("not-an-email");
      await email.blur();
      await expectFieldError(page, "Email", "Invalid email address");
      expect(posts).toEqual([]);
    },
  );

  test("invalid input shows the spec's messages next to the fields and in the summary", async ({
    page,
  }) => {
    await page.goto("/contact");
    await expectNoA11yViolations(page);
    await fields(page).getByLabel("Email", { exact: true }).fill("not-an-email");
    await fields(page).getByLabel("Message").fill("Too short");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expectFieldError(page, "Name", "Name is required");
    await expectFieldError(page, "Email", "Invalid email address");
    await expectFieldError(page, "Practice/Company", "Practice/Company is required");
    await expectFieldError(page, "Subject", "Subject is required");
    await expectFieldError(page, "Message", "Message must be at least 10 characters");
    // What was typed is kept.
    await expect(fields(page).getByLabel("Email", { exact: true })).toHaveValue("not-an-email");
    await expect(fields(page).getByLabel("Message")).toHaveValue("Too short");
    await expectSummaryLinks(page, [
      ["Name", "Name is required"],
      ["Email", "Invalid email address"],
      ["Practice/Company", "Practice/Company is required"],
      ["Subject", "Subject is required"],
      ["Message", "Message must be at least 10 characters"],
    ]);
    await expectNoA11yViolations(page);
  });

  test("?subject= prefills the subject; a valid enquiry shows the success text and stores one row", async ({
    page,
  }) => {
    const email = unique("contact");
    await page.goto("/contact?subject=FREE%20Discovery%20Call%20-%20Consultation%20Request");
    await expect(fields(page).getByLabel("Subject")).toHaveValue(
      "FREE Discovery Call - Consultation Request",
    );
    await fields(page).getByLabel("Name").fill("Zoë  Ångström Smith");
    await fields(page).getByLabel("Email", { exact: true }).fill(email);
    await fields(page).getByLabel("Practice/Company").fill("Smile Dental Group");
    await fields(page)
      .getByLabel("Message")
      .fill("We run four practices and want one view of our data.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expectConfirmation(page, "Message sent successfully!", [
      ["We will reply to", email],
      ["Subject", "FREE Discovery Call - Consultation Request"],
    ]);
    // The post went to the form's status area; the redirect keeps it, so the panel is in view.
    if (isNoJs()) await expect(page).toHaveURL(/\/contact\?sent=1#contact-form-status$/);
    await expect(
      page
        .getByText(
          "Thank you for reaching out. We'll contact you within 24 hours to discuss how data can transform your business.",
        )
        .first(),
    ).toBeVisible();
    await expectNoA11yViolations(page);
    const rows = await rowsWithEmail("/api/crm/contacts?unprocessed=true", email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      firstName: "Zoë",
      lastName: "Ångström Smith",
      company: "Smile Dental Group",
      message:
        "Subject: FREE Discovery Call - Consultation Request\n\nWe run four practices and want one view of our data.",
    });
  });
});

test.describe("newsletter section", () => {
  test("invalid input shows the spec's messages beside the fields and in the summary", async ({
    page,
  }) => {
    await page.goto("/newsletter");
    await expectNoA11yViolations(page);
    await fields(page).getByLabel("Full name").fill("J");
    await fields(page).getByLabel("Email address").fill("nope.example.com");
    await page.getByRole("button", { name: "Get Monthly Insights" }).click();
    await expectFieldError(
      page,
      "Full name",
      "Please enter your full name (at least 2 characters)",
    );
    await expectFieldError(page, "Email address", "Invalid email address");
    await expect(fields(page).getByLabel("Email address")).toHaveValue("nope.example.com");
    await expectSummaryLinks(page, [
      ["Full name", "Please enter your full name (at least 2 characters)"],
      ["Email address", "Invalid email address"],
    ]);
    await expectNoA11yViolations(page);
  });

  test("the home page's section signs up; the mailed link confirms; one-click unsubscribes", async ({
    page,
    playwright,
  }) => {
    test.slow(); // a whole story: two sign-ups checked by axe, two mails, confirm and unsubscribe
    const email = unique("news");
    for (let attempt = 0; attempt < 2; attempt++) {
      await page.goto("/");
      const section = page.locator("#newsletter");
      await expect(
        section.getByRole("heading", { name: "Data Intelligence in Your Inbox" }),
      ).toBeVisible();
      await expect(section.getByText("Monthly Newsletter")).toBeVisible();
      await expect(section.getByText("No spam, unsubscribe at any time")).toBeVisible();
      await section.getByLabel("Full name").fill("Łukasz Nowak");
      await section.getByLabel("Email address").fill(email);
      await section.getByRole("button", { name: "Get Monthly Insights" }).click();
      await expectConfirmation(page, "Check your inbox to finish signing up", [
        ["Email sent to", email],
      ]);
      // Double opt-in: the panel says one step is left.
      await expect(
        section.getByText(/^One step is left: .* follow its link to confirm/),
      ).toBeVisible();
      if (isNoJs()) await expect(page).toHaveURL(/\/#newsletter-form-status$/);
      if (attempt === 0) await expectNoA11yViolations(page);
    }
    const rows = await rowsWithEmail("/api/crm/newsletters", email);
    expect(rows).toHaveLength(1);
    // Pending until the subscriber follows the link in the confirmation mail (double opt-in).
    expect(rows[0]).toMatchObject({
      fullName: "Łukasz Nowak",
      subscribed: false,
      status: "pending",
    });
    // An unconfirmed address is not exported.
    expect(await staffGet("/api/crm/newsletters/export")).not.toContain(email);

    const confirmation = await mailTo(email, "Please confirm your subscription");
    await page.goto(linkIn(confirmation, "/newsletter/confirm"));
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(
      page.getByRole("heading", { name: "Your subscription is confirmed" }),
    ).toBeVisible();
    expect((await rowsWithEmail("/api/crm/newsletters", email))[0]).toMatchObject({
      subscribed: true,
      status: "active",
    });
    expect(await staffGet("/api/crm/newsletters/export")).toContain(email);

    // The welcome mail's one-click unsubscribe: a POST with no cookie and no Origin (RFC 8058).
    const welcome = await mailTo(email, "Welcome to Data Intelligence in Your Inbox");
    expect(welcome).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const client = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
    const oneClick = await client.post(linkIn(welcome, "/newsletter/unsubscribe"), {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status()).toBe(200);
    await client.dispose();
    expect((await rowsWithEmail("/api/crm/newsletters", email))[0]).toMatchObject({
      subscribed: false,
      status: "unsubscribed",
    });
    // The person's consent log: the request, the confirmation, then the withdrawal by the link.
    const person = JSON.parse(
      await staffGet(`/api/crm/people/export?email=${encodeURIComponent(email)}`),
    ) as { consents: { purpose: string; granted: boolean; source: string }[] };
    expect(person.consents[0]).toMatchObject({
      purpose: "newsletter",
      granted: false,
      source: "link:unsubscribe (one-click)",
    });
    expect(person.consents.map((c) => c.source)).toContain("link:confirm");
  });
});

test.describe("newsletter from a blog post", () => {
  /** The first post's path, from the public API. */
  /** A shipped post's path: posts other specs publish may be unpublished while this one runs. */
  async function firstPost(page: Page): Promise<string> {
    const body = await (await page.request.get("/api/blog")).json();
    const list = (Array.isArray(body) ? body : Object.values(body).find(Array.isArray)) as {
      slug: string;
    }[];
    const shipped = list.find((post) => SHIPPED_POST_SLUGS.includes(post.slug));
    return `/blog/${shipped!.slug}`;
  }

  test("a sign-up returns to the post, the panel where the form was; Sign up another brings the form back", async ({
    page,
  }) => {
    const post = await firstPost(page);
    const email = unique("post");
    await page.goto(post);
    const section = page.locator("#newsletter");
    await section.getByLabel("Full name").fill("Ada Reader");
    await section.getByLabel("Email address").fill(email);
    await section.getByRole("button", { name: "Get Monthly Insights" }).click();
    await expectConfirmation(page, "Check your inbox to finish signing up", [
      ["Email sent to", email],
    ]);
    expect(new URL(page.url()).pathname).toBe(post);
    // A post runs no framework JavaScript (decision 089): with JavaScript or without, the form is
    // the plain post, and the form comes back on the sign-up page.
    expect(new URL(page.url()).hash).toBe("#newsletter-form-status");
    await section.getByRole("link", { name: "Sign up another address" }).click();
    await expect(section.getByLabel("Full name")).toBeVisible();
    await expect(section.getByLabel("Full name")).toHaveValue("");
    await expect(section.getByRole("alert")).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe("/newsletter");
    expect(await rowsWithEmail("/api/crm/newsletters", email)).toHaveLength(1);
  });

  test(
    "a failed sign-up keeps the way back: fixed on /newsletter, it returns to the post",
    { tag: "@nojs-only" },
    async ({ page }) => {
      const post = await firstPost(page);
      await page.goto(post);
      const section = page.locator("#newsletter");
      await section.getByLabel("Full name").fill("A");
      await section.getByLabel("Email address").fill("not-an-email");
      await section.getByRole("button", { name: "Get Monthly Insights" }).click();
      await expect(page.getByRole("heading", { name: "There is a problem" })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe("/newsletter");
      await section.getByLabel("Full name").fill("Ada Reader");
      await section.getByLabel("Email address").fill(unique("back"));
      await section.getByRole("button", { name: "Get Monthly Insights" }).click();
      await expect(
        page.getByRole("heading", { name: "Check your inbox to finish signing up" }),
      ).toBeFocused();
      expect(new URL(page.url()).pathname).toBe(post);
    },
  );
});

test.describe("DentalIQ registration", () => {
  test("invalid input stays on the form with the spec's messages, and no failure box", async ({
    page,
  }) => {
    await page.goto("/dental-iq#register");
    await expectNoA11yViolations(page);
    await fields(page).getByLabel("Full name").fill("Priya Shah");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expectFieldError(
      page,
      "Practice/Company name",
      "Practice/Company name is required (at least 2 characters)",
    );
    await expectFieldError(
      page,
      "Role/Job title",
      "Role/Job title is required (at least 2 characters)",
    );
    await expectFieldError(page, "Email address", "Enter your email address");
    await expectFieldError(page, "Location", "Location is required (at least 2 characters)");
    await expectFieldError(page, /Practice management system/, "Please select your PMS");
    await expectFieldError(page, "Number of locations", "Please select number of locations");
    await expectFieldError(
      page,
      "Your biggest operational challenge",
      "Please describe your biggest operational challenge (at least 10 characters)",
    );
    await expectFieldError(
      page,
      "Would you be open to a discovery call?",
      "Please select if you'd be open to a discovery call",
    );
    await expect(fields(page).getByLabel("Full name")).toHaveValue("Priya Shah");
    // A mistake is not a failure: the summary, no "Submission Failed" box or toast.
    await expectSummaryLinks(page, [
      ["Practice/Company name", "Practice/Company name is required (at least 2 characters)"],
      [/Practice management system/, "Please select your PMS"],
    ]);
    await expect(page.getByText("Submission Failed")).toHaveCount(0);
    await expect(page.getByText("Please check your details and try again.")).toHaveCount(0);
    await expectNoA11yViolations(page);
  });

  test("a valid application shows the confirmation and stores one row", async ({ page }) => {
    const email = unique("dental");
    await page.goto("/dental-iq#register");
    await fields(page).getByLabel("Full name").fill("Dr Priya Shah");
    await fields(page).getByLabel("Practice/Company name").fill("Shah Dental Care");
    await fields(page).getByLabel("Role/Job title").fill("Principal Dentist");
    await fields(page).getByLabel("Email address").fill(email);
    await fields(page).getByRole("textbox", { name: "Location", exact: true }).fill("Leeds");
    await fields(page)
      .getByLabel(/Practice management system/)
      .selectOption({ label: "Other (specify in the challenge field)" });
    await fields(page).getByLabel("Number of locations").selectOption("4-6");
    await fields(page)
      .getByLabel("Your biggest operational challenge")
      .fill("We use Exact and cannot see no-shows across sites.");
    await fields(page)
      .getByLabel("Would you be open to a discovery call?")
      .selectOption("yes-within-week");
    const challenge = fields(page).getByLabel("Your biggest operational challenge");
    expect((await challenge.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(120);
    // A real choice: unticked until the visitor ticks it.
    const news = fields(page).getByRole("checkbox", {
      name: "Email me DentalIQ news and offers (optional)",
    });
    await expect(news).not.toBeChecked();
    await news.check();
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expectConfirmation(page, "Welcome to DentalIQ Early Access!", [
      ["Practice", "Shah Dental Care"],
      ["We will reply to", email],
      ["DentalIQ news and offers by email", "Yes, you asked for them"],
    ]);
    await expect(page.getByText("Application Submitted Successfully!")).toHaveCount(1);
    await expect(page.getByText("Review within 24 hours")).toBeVisible();
    await expect(page.getByText("Onboarding call with the founder")).toBeVisible();
    await expect(page.getByText("Start the transformation")).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    await expect(toastRegion(page)).not.toContainText("Application Submitted Successfully!");
    if (isNoJs()) await expect(page).toHaveURL(/\/dental-iq\?registered=1#dental-iq-form-status$/);
    await expectNoA11yViolations(page);
    const rows = await rowsWithEmail("/api/crm/dental-registrations?unprocessed=true", email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      fullName: "Dr Priya Shah",
      practiceName: "Shah Dental Care",
      jobTitle: "Principal Dentist",
      location: "Leeds",
      pms: "other",
      locations: "4-6",
      discoveryCall: "yes-within-week",
      marketingOptIn: true,
    });
    expect(rows[0].phone ?? null).toBeNull();
  });
});

test("DentalIQ without the tick: stored as no marketing opt-in, and the panel says so", async ({
  page,
}) => {
  const email = unique("dental-no");
  // At the narrowest width, so the panel (a long address too) is checked not to scroll sideways.
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto("/dental-iq#register");
  const form = fields(page);
  await form.getByLabel("Full name").fill("Sam Jones");
  await form.getByLabel("Practice/Company name").fill("Jones Dental");
  await form.getByLabel("Role/Job title").fill("Manager");
  await form.getByLabel("Email address").fill(email);
  await form.getByRole("textbox", { name: "Location", exact: true }).fill("York");
  await form.getByLabel(/Practice management system/).selectOption("r4");
  await form.getByLabel("Number of locations").selectOption("1");
  await form.getByLabel("Your biggest operational challenge").fill("Too many spreadsheets.");
  await form.getByLabel("Would you be open to a discovery call?").selectOption("maybe");
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expectConfirmation(page, "Welcome to DentalIQ Early Access!", [
    ["We will reply to", email],
    ["DentalIQ news and offers by email", "No"],
  ]);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  const rows = await rowsWithEmail("/api/crm/dental-registrations?unprocessed=true", email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ marketingOptIn: false });
});

test.describe("JSON endpoints", () => {
  const bodies = (email: string) => ({
    "/api/newsletter": { fullName: "Api Person", email },
    "/api/contacts": {
      firstName: "Api",
      lastName: "Person",
      email,
      company: "Api Co",
      message: "Subject: Hi\n\nHello from the API.",
      source: "website",
      sector: "general",
      newsletter: false,
    },
    "/api/dental-iq": {
      fullName: "Api Person",
      practiceName: "Api Dental",
      jobTitle: "Manager",
      email,
      phone: "",
      location: "York",
      pms: "r4",
      locations: "1",
      challenge: "Too many spreadsheets everywhere.",
      discoveryCall: "maybe",
      marketingOptIn: true,
    },
  });
  const lists = {
    "/api/newsletter": "/api/crm/newsletters",
    "/api/contacts": "/api/crm/contacts?unprocessed=true",
    "/api/dental-iq": "/api/crm/dental-registrations?unprocessed=true",
  } as const;
  const firstMessage = {
    "/api/newsletter": ["email", "Invalid email address"],
    "/api/contacts": ["email", "Invalid email address"],
    "/api/dental-iq": ["email", "Valid email address is required"],
  } as const;

  for (const path of ["/api/newsletter", "/api/contacts", "/api/dental-iq"] as const) {
    test(`${path}: 201, 400 with messages, 400 malformed, 403 cross-site (nothing stored), 413, GET 405 @http`, async ({
      request,
    }) => {
      const email = unique("api");
      const created = await request.post(path, { data: bodies(email)[path] });
      expect(created.status(), await created.text()).toBe(201);
      expect(await created.text()).not.toMatch(/token/i);

      const invalid = await request.post(path, { data: { ...bodies(email)[path], email: "bad" } });
      expect(invalid.status()).toBe(400);
      const [field, message] = firstMessage[path];
      expect((await invalid.json()).errors[field]).toEqual([message]);

      const malformed = await request.post(path, {
        headers: { "Content-Type": "application/json" },
        data: "{oops",
      });
      expect(malformed.status()).toBe(400);

      const crossEmail = unique("cross");
      const cross = await request.post(path, {
        headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
        data: bodies(crossEmail)[path],
      });
      expect(cross.status()).toBe(403);

      const huge = await request.post(path, {
        headers: { "Content-Type": "application/json" },
        data: JSON.stringify({ ...bodies(unique("big"))[path], pad: "x".repeat(2 * 1024 * 1024) }),
      });
      expect(huge.status()).toBe(413);

      expect((await request.get(path)).status()).toBe(405);

      expect(await rowsWithEmail(lists[path], email)).toHaveLength(1);
      expect(await rowsWithEmail(lists[path], crossEmail)).toHaveLength(0);
    });
  }
});

test.describe("unsubscribe page", () => {
  test("a wrong token gets a clear message and the page is accessible", async ({ page }) => {
    const response = await page.goto("/newsletter/unsubscribe?token=not-a-real-token");
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: "This unsubscribe link is not valid" }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);
    await expectNoA11yViolations(page);
  });

  test("a one-click POST with a wrong token changes nothing (404) @http", async ({ request }) => {
    const response = await request.post("/newsletter/unsubscribe?token=wrong", {
      form: { "List-Unsubscribe": "One-Click" },
    });
    expect(response.status()).toBe(404);
  });
});
