/**
 * Pages behind secret links and the newsletter sign-up's answer (item 17),
 * JavaScript on and off: the sign-up says one step is left; the confirmation, unsubscribe and
 * invitation pages are `private, no-store` and never come from the page cache, on a first visit
 * and after the link is used; a used link shows what it did (no button), and pressing a stale
 * button again says the true state; signing up again mails what is true (decision 051).
 */
import { type APIRequestContext, type Page, expect, request, test } from "./helpers/fixtures";
import { countMailsTo, invitationLinkIn, linkIn, mailTo } from "./helpers/mail";
import { signIn } from "./helpers/crm";
import { E2E_BASE_URL } from "./constants";

const PRIVATE = "private, no-store";
const unique = (label: string) =>
  `${label}-${test.info().project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Two visits with no cookie, like a CDN or a second reader: both rendered, neither shared. */
async function expectNeverCached(path: string, status = 200) {
  const visitor: APIRequestContext = await request.newContext({ baseURL: E2E_BASE_URL });
  try {
    for (let visit = 0; visit < 2; visit++) {
      const response = await visitor.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(status);
      expect(response.headers()["cache-control"], path).toBe(PRIVATE);
      expect(response.headers()["x-page-cache"], path).toBeUndefined();
      expect(response.headers()["etag"], path).toBeUndefined();
    }
  } finally {
    await visitor.dispose();
  }
}

/** The page a browser got is private too (not only what a bare request gets). */
async function gotoPrivate(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.headers()["cache-control"], path).toBe(PRIVATE);
  expect(response?.headers()["x-page-cache"], path).toBeUndefined();
}

async function signUp(page: Page, email: string) {
  await page.goto("/newsletter");
  const form = page.locator("form#newsletter-form");
  await form.getByLabel("Full name").fill("Nora Newman");
  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Get Monthly Insights" }).click();
  // The answer says plainly that the sign-up is not finished.
  const heading = page.getByRole("heading", { name: "Check your inbox to finish signing up" });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page.getByText(/^One step is left: open the email we have sent/)).toBeVisible();
  await expect(page.locator("dd", { hasText: email })).toBeVisible();
  await expect(page.getByText("Welcome to Data Intelligence in Your Inbox!")).toHaveCount(0);
}

test("confirm link: never cached; used, it says the address is subscribed, and a second press too", async ({
  page,
}) => {
  const email = unique("confirm");
  await signUp(page, email);
  const link = linkIn(
    await mailTo(email, "Please confirm your subscription"),
    "/newsletter/confirm",
  );
  await expectNeverCached(link);

  // The link open in two tabs; the first confirms.
  await gotoPrivate(page, link);
  const stale = await page.context().newPage();
  await stale.goto(link);
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("heading", { name: "Your subscription is confirmed" })).toBeVisible();
  await expect(page.getByText(/Welcome to Data Intelligence in Your Inbox!/)).toBeVisible();

  // The second tab's button, pressed after: the true state, not "link not valid".
  await stale.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(stale.getByRole("heading", { level: 1, name: "You are subscribed" })).toBeVisible();
  await expect(stale.getByText(/not valid/)).toHaveCount(0);
  await stale.close();

  // A later visit: the real state, no button, still private.
  await gotoPrivate(page, link);
  await expect(page.getByRole("heading", { level: 1, name: "You are subscribed" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Confirm my subscription" })).toHaveCount(0);
  await expectNeverCached(link);
  // One welcome mail: pressing twice sent nothing more.
  await mailTo(email, "Welcome to Data Intelligence in Your Inbox");
  expect(countMailsTo(email, "Welcome to Data Intelligence in Your Inbox")).toBe(1);
});

test("unsubscribe link: never cached; used, it says the address is unsubscribed; the old confirm link says it was used", async ({
  page,
}) => {
  const email = unique("leave");
  await signUp(page, email);
  const confirm = linkIn(
    await mailTo(email, "Please confirm your subscription"),
    "/newsletter/confirm",
  );
  await page.goto(confirm);
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("heading", { name: "Your subscription is confirmed" })).toBeVisible();
  const welcome = await mailTo(email, "Welcome to Data Intelligence in Your Inbox");
  // The welcome mail has a way back to the site.
  expect(welcome).toMatch(/Visit Durham Data Strategy: https?:\/\/[^/\s]+\//);
  const link = linkIn(welcome, "/newsletter/unsubscribe");
  await expectNeverCached(link);

  await gotoPrivate(page, link);
  const stale = await page.context().newPage();
  await stale.goto(link);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You have been unsubscribed" })).toBeVisible();

  await stale.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(
    stale.getByRole("heading", { level: 1, name: "You are unsubscribed" }),
  ).toBeVisible();
  await stale.close();

  await gotoPrivate(page, link);
  await expect(page.getByRole("heading", { level: 1, name: "You are unsubscribed" })).toBeVisible();
  await expect(page.getByText(/is not subscribed to the monthly newsletter/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Subscribe again" })).toHaveAttribute(
    "href",
    "/newsletter",
  );
  await expectNeverCached(link);

  // The confirmation link cannot subscribe the address again, and says why.
  await gotoPrivate(page, confirm);
  await expect(
    page.getByRole("heading", { level: 1, name: "This link has been used" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Confirm my subscription" })).toHaveCount(0);
});

test("signing up again: the same answer on the page; pending, no second mail within the limit; subscribed, an 'already subscribed' mail", async ({
  page,
}) => {
  const email = unique("again");
  await signUp(page, email);
  await mailTo(email, "Please confirm your subscription");
  await signUp(page, email);
  // Within the resend limit (10 minutes) the link is not mailed again.
  await page.waitForTimeout(1000);
  expect(countMailsTo(email, "Please confirm your subscription")).toBe(1);

  const confirm = linkIn(
    await mailTo(email, "Please confirm your subscription"),
    "/newsletter/confirm",
  );
  await page.goto(confirm);
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("heading", { name: "Your subscription is confirmed" })).toBeVisible();

  // Subscribed: the page answers as for anyone (it must not tell who subscribes); the mail,
  // read only by the address's owner, says it is already subscribed.
  await signUp(page, email);
  const notice = await mailTo(
    email,
    "You are already subscribed to Data Intelligence in Your Inbox",
  );
  expect(notice).toContain("It is already subscribed, so nothing has changed");
  expect(countMailsTo(email, "Please confirm your subscription")).toBe(1);
});

test("the invitation page is never cached, before and after it is used", async ({
  page,
  browser,
}) => {
  test.slow(); // an invitation through the Staff page, then the colleague's own browser
  await expectNeverCached(`/crm/join/${"x".repeat(43)}`, 410);
  const invitee = unique("invitee");
  await signIn(page, "/crm/staff");
  await page.getByLabel("Colleague's email").fill(invitee);
  await page.getByLabel("Role").selectOption("member");
  await page.getByRole("button", { name: "Send invitation" }).click();
  const link = invitationLinkIn(await mailTo(invitee, "You are invited to the"));
  await expectNeverCached(link);

  const theirs = await browser.newContext({
    baseURL: E2E_BASE_URL,
    javaScriptEnabled: test.info().project.name !== "nojs",
  });
  const colleague = await theirs.newPage();
  const first = await colleague.goto(link);
  expect(first?.headers()["cache-control"]).toBe(PRIVATE);
  await colleague.getByLabel("New password").fill("correct horse battery staple");
  await colleague.getByLabel("The same password again").fill("correct horse battery staple");
  await colleague.getByRole("button", { name: "Set password" }).click();
  await expect(colleague).toHaveURL(/\/crm\/enrol$/);
  await theirs.close();
  // Spent: it says so (410), and is still rendered for each visit.
  await expectNeverCached(link, 410);
});
