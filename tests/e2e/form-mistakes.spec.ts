/**
 * One behaviour for a mistake, whoever finds it (SPEC.md sections 5 and 8): a form sent with
 * mistakes shows the error summary (focused, linking to each field) and the field messages, and
 * never a failure toast or box; those are for real failures (a server error here). What has focus
 * or was jumped to stays below the sticky header and inside the window.
 */
import { type Page, expect, test } from "./helpers/fixtures";
import { expectNoA11yViolations } from "./helpers/axe";

const isNoJs = () => test.info().project.name === "nojs";

const FORMS = [
  {
    name: "newsletter",
    path: "/newsletter",
    form: "form#newsletter-form",
    submit: "Get Monthly Insights",
    failureTitle: "Subscription failed",
    failureText: "Please try again later.",
    errors: [
      ["Full name", "Please enter your full name (at least 2 characters)"],
      ["Email address", "Enter your email address"],
    ],
    valid: { "Full name": "Ada Lovelace", "Email address": "ada@example.com" },
  },
  {
    name: "contact",
    path: "/contact",
    form: "form#contact-form",
    submit: "Send Message",
    failureTitle: "Failed to send message",
    failureText: "Please try again later.",
    errors: [
      ["Name", "Name is required"],
      ["Email", "Enter your email address"],
      ["Practice/Company", "Practice/Company is required"],
      ["Subject", "Subject is required"],
      ["Message", "Message must be at least 10 characters"],
    ],
    valid: {
      Name: "Ada Lovelace",
      Email: "ada@example.com",
      "Practice/Company": "Analytical Engines",
      Subject: "Hello",
      Message: "We would like to talk about our data.",
    },
  },
  {
    name: "DentalIQ",
    path: "/dental-iq",
    form: "form#dental-iq-form",
    submit: "Submit Application",
    failureTitle: "Submission Failed",
    failureText: "Please check your details and try again.",
    errors: [
      ["Full name", "Full name is required (at least 2 characters)"],
      ["Practice/Company name", "Practice/Company name is required (at least 2 characters)"],
      ["Role/Job title", "Role/Job title is required (at least 2 characters)"],
      ["Email address", "Enter your email address"],
      ["Location", "Location is required (at least 2 characters)"],
      ["Practice management system (PMS)", "Please select your PMS"],
      ["Number of locations", "Please select number of locations"],
      [
        "Your biggest operational challenge",
        "Please describe your biggest operational challenge (at least 10 characters)",
      ],
      [
        "Would you be open to a discovery call?",
        "Please select if you'd be open to a discovery call",
      ],
    ],
    valid: {
      "Full name": "Dr Ada Lovelace",
      "Practice/Company name": "Lovelace Dental",
      "Role/Job title": "Principal Dentist",
      "Email address": "ada@example.com",
      Location: "Durham",
      "Practice management system (PMS)": "r4",
      "Number of locations": "2-3",
      "Your biggest operational challenge": "No single view of no-shows across sites.",
      "Would you be open to a discovery call?": "maybe",
    },
  },
] as const;

const summaryOf = (page: Page) =>
  page
    .getByRole("alert")
    .filter({ has: page.getByRole("heading", { name: "There is a problem" }) });

/** The sticky header's bottom edge, in viewport coordinates. */
async function headerBottom(page: Page): Promise<number> {
  const box = await page.locator("header").first().boundingBox();
  return box ? box.y + box.height : 0;
}

/** The element lies fully below the sticky header and inside the window (polled: smooth scrolling). */
async function expectInView(page: Page, selector: string | ReturnType<Page["locator"]>) {
  const target = typeof selector === "string" ? page.locator(selector) : selector;
  await expect
    .poll(async () => {
      const box = await target.boundingBox();
      const viewport = page.viewportSize();
      if (!box || !viewport) return "not rendered";
      const top = await headerBottom(page);
      if (box.y < top)
        return `top ${Math.round(box.y)} above the header's bottom ${Math.round(top)}`;
      if (box.y + box.height > viewport.height)
        return `bottom ${Math.round(box.y + box.height)} below the window (${viewport.height})`;
      return "in view";
    })
    .toBe("in view");
}

for (const spec of FORMS) {
  test.describe(`${spec.name} form`, () => {
    test("sent empty before any field is focused: the summary and field messages, no failure toast or box", async ({
      page,
    }) => {
      await page.goto(spec.path);
      const form = page.locator(spec.form);
      // Pressing the button does not focus a field, so the validation code has not loaded:
      // with JavaScript this is the server's 400 answer, without it the re-rendered page.
      await form.getByRole("button", { name: spec.submit }).click();
      const summary = summaryOf(page);
      await expect(summary).toBeVisible();
      if (!isNoJs()) await expect(summary).toBeFocused();
      for (const [label, message] of spec.errors) {
        const control = form.getByLabel(label, { exact: true });
        await expect(control).toHaveAttribute("aria-invalid", "true");
        const id = await control.getAttribute("id");
        await expect(summary.getByRole("link", { name: message })).toHaveAttribute(
          "href",
          `#${id}`,
        );
        await expect(form.locator(`[id="${id}-error"]`)).toHaveText(message);
      }
      await expect(page).toHaveTitle(/^Error: /);
      await expect(page.getByText(spec.failureTitle, { exact: true })).toHaveCount(0);
      await expect(page.getByRole("region", { name: "Notifications (F8)" })).not.toContainText(
        spec.failureTitle,
      );
      await expectInView(page, summary.getByRole("heading", { name: "There is a problem" }));
      await expectNoA11yViolations(page);
    });

    test(
      "the summary follows the fixes, and its links put the field in view",
      { tag: "@js-only" },
      async ({ page }) => {
        await page.goto(spec.path);
        const form = page.locator(spec.form);
        await form.getByRole("button", { name: spec.submit }).click();
        const summary = summaryOf(page);
        await expect(summary).toBeFocused();
        const [firstLabel, firstMessage] = spec.errors[0];
        const [secondLabel, secondMessage] = spec.errors[1];
        // The link moves focus to its field, fully visible below the sticky header.
        await summary.getByRole("link", { name: secondMessage }).click();
        const second = form.getByLabel(secondLabel, { exact: true });
        await expect(second).toBeFocused();
        await expectInView(page, second);
        // Fixing a field takes it off the summary; the others stay.
        await form.getByLabel(firstLabel, { exact: true }).fill("Ada Lovelace");
        await expect(summary.getByRole("link", { name: firstMessage })).toHaveCount(0);
        await expect(summary.getByRole("link", { name: secondMessage })).toBeVisible();
        await expect(page).toHaveTitle(/^Error: /);
      },
    );

    test(
      "a server failure shows the spec's failure toast and keeps what was typed",
      { tag: "@js-only" },
      async ({ page }) => {
        await page.goto(spec.path);
        await page.route(
          (url) => url.pathname.endsWith(".data"),
          (route) =>
            route.request().method() === "POST"
              ? route.fulfill({ status: 500, body: "Internal Server Error" })
              : route.continue(),
        );
        const form = page.locator(spec.form);
        for (const [label, value] of Object.entries(spec.valid)) {
          const control = form.getByLabel(label, { exact: true });
          if ((await control.evaluate((el) => el.tagName)) === "SELECT")
            await control.selectOption(value);
          else await control.fill(value);
        }
        await form.getByRole("button", { name: spec.submit }).click();
        const toasts = page.getByRole("region", { name: "Notifications (F8)" });
        await expect(toasts.getByText(spec.failureTitle)).toBeVisible();
        await expect(toasts.getByText(spec.failureText)).toBeVisible();
        await expect(summaryOf(page)).toHaveCount(0);
        const [label, value] = Object.entries(spec.valid)[0];
        await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
      },
    );
  });
}

test.describe("on a phone (390×844)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const spec of FORMS) {
    test(`${spec.name}: the error page shows the summary within the first screen`, async ({
      page,
    }) => {
      await page.goto(spec.path);
      const form = page.locator(spec.form);
      await form.getByRole("button", { name: spec.submit }).click();
      const summary = summaryOf(page);
      await expect(summary).toBeVisible();
      // Without JavaScript the answer is a new page, which opens at the form's anchor.
      if (isNoJs()) expect(new URL(page.url()).hash).not.toBe("");
      await expectInView(page, summary.getByRole("heading", { name: "There is a problem" }));
    });
  }
});

test("the DentalIQ confirmation heading lands below the sticky header", async ({ page }) => {
  await page.goto("/dental-iq");
  const form = page.locator("form#dental-iq-form");
  const valid = FORMS[2].valid;
  for (const [label, value] of Object.entries(valid)) {
    const control = form.getByLabel(label, { exact: true });
    if ((await control.evaluate((el) => el.tagName)) === "SELECT")
      await control.selectOption(value);
    else
      await control.fill(label === "Email address" ? `confirm-${Date.now()}@example.com` : value);
  }
  await form.getByRole("button", { name: "Submit Application" }).click();
  const heading = page.getByRole("heading", { name: "Welcome to DentalIQ Early Access!" });
  await expect(heading).toBeVisible();
  if (!isNoJs()) await expect(heading).toBeFocused();
  await expectInView(page, heading);
});
