/**
 * The System page's Shared mailbox section, JavaScript on and off, on a server of this spec's own
 * whose IMAP_URL is a real IMAP server the spec starts (Dovecot, tests/helpers/dovecot.ts): once
 * the server has read the mailbox the page says when, that it is read as mail arrives, and names
 * its schedule in words; with the mail server stopped, it says since when the mailbox cannot be
 * read, how many attempts failed, the error in words and when it tries again. axe finds nothing;
 * nothing scrolls sideways at 320 px.
 */
import { type Cookie, type Page, request } from "@playwright/test";
import { STAFF_PASSWORD, STAFF_TOTP_SECRET } from "./constants";
import { expect, test } from "./helpers/fixtures";
import { expectNoA11yViolations } from "./helpers/axe";
import { createStaffAccount, uniqueStaffEmail } from "./helpers/crm";
import { expectNoSidewaysScrollAt320 } from "./helpers/layout";
import { type OwnServer, startOwnServer } from "./helpers/own-server";
import { totpCode } from "./helpers/totp";
import { type TestDovecot, startTestDovecot } from "../helpers/dovecot";

// The second test stops the mail server the first one reads: one worker, in order.
test.describe.configure({ mode: "serial" });

let server: OwnServer;
let imap: TestDovecot;
let adminCookies: Cookie[];

test.beforeAll(async ({ browserName: _browser }, testInfo) => {
  testInfo.setTimeout(300_000);
  imap = await startTestDovecot();
  server = await startOwnServer(testInfo.project.name === "nojs" ? 5 : 4, { IMAP_URL: imap.url });
  const email = uniqueStaffEmail("mailbox-admin", testInfo.project.name);
  await createStaffAccount({
    email,
    role: "admin",
    totpSecret: STAFF_TOTP_SECRET,
    dataDir: server.dataDir,
  });
  const api = await request.newContext();
  try {
    const login = await api.post(`${server.url}/api/auth/login`, {
      data: { email, password: STAFF_PASSWORD, code: totpCode(STAFF_TOTP_SECRET) },
    });
    expect(login.status(), await login.text()).toBe(200);
    adminCookies = (await api.storageState()).cookies;
  } finally {
    await api.dispose();
  }
});

test.afterAll(async () => {
  await server?.stop();
  await imap?.stop();
});

/** Signed in as this spec's admin (signed in once: a code is accepted once). */
async function signInAsAdmin(page: Page) {
  await page.context().addCookies(adminCookies);
}

/** The page loaded again until the section says `text` (the server reads in the background). */
async function systemPageSaying(page: Page, text: string | RegExp) {
  const section = page.getByRole("region", { name: "Shared mailbox" });
  await expect(async () => {
    await page.goto(`${server.url}/crm/system`);
    await expect(section).toContainText(text, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  return section;
}

/** "6 Dec 2026, 14:05": a time the page shows in UK time. */
const AT = String.raw`\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}`;

test("says when the shared mailbox was last read, and that it is read as mail arrives", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  const section = await systemPageSaying(page, new RegExp(`Last read\\s*${AT}`));
  await expect(section).toContainText("Read as mail arrives, and every minute.");
  await expect(section).not.toContainText("Not read yet");
  await expect(section).not.toContainText("Cannot be read since");
  await expect(page.getByRole("region", { name: "Schedules" })).toContainText("Every minute");
  await expect(page.getByRole("region", { name: "Needs attention" })).not.toContainText(
    "shared mailbox",
  );
  await expectNoA11yViolations(page);
  await expectNoSidewaysScrollAt320(page);
});

test("says since when the mailbox cannot be read, why in words, and when it tries again", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  // The mail server goes away: the server's open connection drops and its next attempt is refused.
  await imap.stop();
  const section = await systemPageSaying(page, new RegExp(`Cannot be read since\\s*${AT}`));
  await expect(section).toContainText(new RegExp(`Last read\\s*${AT}`));
  await expect(section).toContainText(/Failed attempts in a row\s*[1-9]/);
  await expect(section).toContainText(
    /Last error\s*The mail server refused the connection: nothing answers at that address and port \(ECONNREFUSED\)/,
  );
  await expect(section).toContainText(new RegExp(`Next attempt\\s*${AT}`));
  await expect(section).not.toContainText("Read as mail arrives");
  // The banner waits until the mailbox has gone unread for 15 minutes.
  await expect(page.getByRole("region", { name: "Needs attention" })).not.toContainText(
    "shared mailbox",
  );
  await expectNoA11yViolations(page);
  await expectNoSidewaysScrollAt320(page);
});
