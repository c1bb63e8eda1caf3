/**
 * Re-authentication in the browser, with and without JavaScript (decision 041): past
 * REAUTH_MINUTES, each sensitive step asks "Confirm it is you" once and then returns to what asked
 * for it: an export (the leads list's, a person's subject-access file) goes back to the page the
 * link was on, which downloads the file, with no password left typed in and no old error; a page
 * (erasure, staff management) opens, and the erasure can be made; a change pressed on a page
 * opened before the window ran out is kept and made once confirmed. Client-side links ask with the
 * page's own address, never React Router's `.data` one. The shared e2e server allows 12 hours
 * (one sign-in serves the run), so this spec starts a server of its own with the shortest window,
 * a minute, and lets its sessions (one admin per step, signed in together) age past it.
 */
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { STAFF_PASSWORD, STAFF_TOTP_SECRET } from "./constants";
import { expect, test, waitForHydration } from "./helpers/fixtures";
import { expectNoA11yViolations } from "./helpers/axe";
import { createStaffAccount, uniqueStaffEmail } from "./helpers/crm";
import { type OwnServer, startOwnServer } from "./helpers/own-server";
import { totpCode } from "./helpers/totp";

let server: OwnServer;

test.beforeAll(async ({ browserName: _browser }, testInfo) => {
  testInfo.setTimeout(300_000);
  server = await startOwnServer(testInfo.project.name === "nojs" ? 1 : 0, {
    REAUTH_MINUTES: "1",
  });
});

test.afterAll(async () => {
  await server?.stop();
});

const SECRET_LABEL = "Your password or a 6-digit code";

async function confirmWith(page: Page, secret: string) {
  await expect(page.getByRole("heading", { level: 1, name: "Confirm it is you" })).toBeVisible();
  await page.getByLabel(SECRET_LABEL).fill(secret);
  await page.getByRole("button", { name: "Confirm and continue" }).click();
}

/** Back where the step was asked for: no "Confirm it is you", no password field, no old error. */
async function expectLeftReauth(page: Page) {
  await expect(page.getByRole("heading", { name: "Confirm it is you" })).toHaveCount(0);
  await expect(page.getByLabel(SECRET_LABEL)).toHaveCount(0);
  await expect(page.getByText("That is not your password or a current code.")).toHaveCount(0);
}

test("past the window each step asks once, then returns to its page with the file downloaded or the page open", async ({
  browser,
  javaScriptEnabled,
}, testInfo) => {
  test.setTimeout(240_000);
  const project = testInfo.project.name;
  const people = {
    listed: `reauth.list-${project}@example.com`,
    access: `reauth.access-${project}@example.com`,
    erased: `reauth.erased-${project}@example.com`,
    kept: `reauth.kept-${project}@example.com`,
  };
  // One admin per step, each signed in now: the sessions age past the window together.
  async function adminPage(label: string) {
    const email = uniqueStaffEmail(label, project);
    await createStaffAccount({
      email,
      role: "admin",
      totpSecret: STAFF_TOTP_SECRET,
      dataDir: server.dataDir,
    });
    const context = await browser.newContext({ javaScriptEnabled, acceptDownloads: true });
    const page = await context.newPage();
    const login = await page.request.post(`${server.url}/api/auth/login`, {
      data: { email, password: STAFF_PASSWORD, code: totpCode(STAFF_TOTP_SECRET) },
    });
    expect(login.status(), await login.text()).toBe(200);
    return page;
  }
  const exporter = await adminPage("reauth-export");
  const access = await adminPage("reauth-access");
  const eraser = await adminPage("reauth-erase");
  const staff = await adminPage("reauth-staff");
  const lingerer = await adminPage("reauth-kept");
  for (const [name, email] of Object.entries(people)) {
    const created = await exporter.request.post(`${server.url}/api/crm/leads`, {
      data: { firstName: "Reauth", lastName: name, email },
    });
    expect(created.status(), await created.text()).toBe(201);
  }

  // An erasure page opened while the sign-in is recent, its button pressed after the window.
  const keptPage = `/crm/people/erase?email=${encodeURIComponent(people.kept)}`;
  await lingerer.goto(`${server.url}${keptPage}`);
  await expect(
    lingerer.getByRole("heading", { level: 1, name: `Erase everything held on ${people.kept}?` }),
  ).toBeVisible();
  if (javaScriptEnabled) await waitForHydration(lingerer);

  // An import's mapping page opened while the sign-in is recent.
  const importer = await adminPage("reauth-import");
  const imported = `reauth.import-${project}@example.com`;
  await importer.goto(`${server.url}/crm/imports/new`);
  await importer.getByLabel("CSV file").setInputFiles({
    name: "kept.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`Email,First name,Last name,Company\r\n${imported},Kim,Kept,Keptco`),
  });
  await importer.getByLabel("Lawful basis: where the list came from").fill("Kept start list");
  await importer.getByRole("button", { name: "Upload and map columns" }).click();
  await expect(importer.getByLabel("Column: Company")).toHaveValue("company");
  if (javaScriptEnabled) await waitForHydration(importer);

  // The sign-in's code counts for one minute (REAUTH_MINUTES=1): wait it out.
  await exporter.waitForTimeout(61_000);

  // 1. The leads list's export, filtered; a mistyped password first.
  const list = `/crm?q=${encodeURIComponent(people.listed)}`;
  await exporter.goto(`${server.url}${list}`);
  if (javaScriptEnabled) await waitForHydration(exporter);
  await exporter.getByRole("link", { name: "Export CSV of this leads list" }).click();
  await expect(exporter).toHaveURL(/\/crm\/reauth\?returnTo=%2Fapi%2Fcrm%2Fleads%2Fexport%3Fq%3D/);
  await expect(exporter.getByLabel(SECRET_LABEL)).toBeFocused();
  await expectNoA11yViolations(exporter);
  await confirmWith(exporter, "not the password at all");
  await expect(exporter.getByRole("alert")).toContainText("That is not your password");
  await expect(exporter.getByLabel(SECRET_LABEL)).toHaveValue("");
  const listFile = exporter.waitForEvent("download");
  await confirmWith(exporter, STAFF_PASSWORD);
  const downloaded = await listFile;
  expect(downloaded.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(fs.readFileSync(await downloaded.path(), "utf8")).toContain(people.listed);
  await expect(exporter).toHaveURL(
    new RegExp(`${list.replace(/[?]/g, "\\?")}&download=%2Fapi%2Fcrm%2Fleads%2Fexport`),
  );
  await expect(exporter.getByRole("heading", { level: 1, name: "CRM Dashboard" })).toBeVisible();
  await expect(exporter.getByText("Confirmed: your download has started")).toBeVisible();
  await expectLeftReauth(exporter);

  // 2. A person's subject-access file, from their page.
  const personPage = `/crm/people?email=${encodeURIComponent(people.access)}`;
  await access.goto(`${server.url}${personPage}`);
  if (javaScriptEnabled) await waitForHydration(access);
  await access.getByRole("link", { name: "Download data (JSON)" }).click();
  const accessFile = access.waitForEvent("download");
  await confirmWith(access, STAFF_PASSWORD);
  const accessDownload = await accessFile;
  expect(fs.readFileSync(await accessDownload.path(), "utf8")).toContain(people.access);
  await expect(access).toHaveURL(
    `${server.url}${personPage}&download=${encodeURIComponent(`/api/crm/people/export?email=${encodeURIComponent(people.access)}`)}`,
  );
  await expect(access.getByRole("link", { name: "Download data (JSON)" })).toBeVisible();
  await expectLeftReauth(access);

  // 3. Erasure: the client-side link asks with the page's own address, then the page opens and
  // the erasure is made.
  const erasePage = `/crm/people/erase?email=${encodeURIComponent(people.erased)}`;
  await eraser.goto(`${server.url}/crm/people?email=${encodeURIComponent(people.erased)}`);
  if (javaScriptEnabled) await waitForHydration(eraser);
  await eraser.getByRole("link", { name: "Erase this person" }).click();
  await expect(eraser).toHaveURL(
    `${server.url}/crm/reauth?returnTo=${encodeURIComponent(erasePage)}`,
  );
  await confirmWith(eraser, STAFF_PASSWORD);
  await expect(eraser).toHaveURL(`${server.url}${erasePage}`);
  await expect(
    eraser.getByRole("heading", { level: 1, name: `Erase everything held on ${people.erased}?` }),
  ).toBeVisible();
  await expectLeftReauth(eraser);
  if (javaScriptEnabled) await waitForHydration(eraser);
  await eraser.getByRole("button", { name: "Erase this person" }).click();
  await expect(eraser.getByText("Person erased").first()).toBeVisible();

  // 4. The staff page, from the header's link.
  await staff.goto(`${server.url}/crm`);
  if (javaScriptEnabled) await waitForHydration(staff);
  await staff.getByRole("banner").getByRole("link", { name: "Staff", exact: true }).click();
  await expect(staff).toHaveURL(
    `${server.url}/crm/reauth?returnTo=${encodeURIComponent("/crm/staff")}`,
  );
  await confirmWith(staff, STAFF_PASSWORD);
  await expect(staff).toHaveURL(`${server.url}/crm/staff`);
  await expect(staff.getByRole("heading", { name: "Staff accounts" })).toBeVisible();
  await expectLeftReauth(staff);

  // 5. The erasure pressed past the window: asked once, then made, and the admin sees it done.
  await lingerer.getByRole("button", { name: "Erase this person" }).click();
  await expect(
    lingerer.getByText("Your change is kept: it is made as soon as you confirm."),
  ).toBeVisible();
  await confirmWith(lingerer, STAFF_PASSWORD);
  await expect(lingerer).toHaveURL(
    `${server.url}/crm/people?email=${encodeURIComponent(people.kept)}`,
  );
  await expect(lingerer.getByText("Person erased").first()).toBeVisible();
  await expectLeftReauth(lingerer);
  const gone = await lingerer.request.get(
    `${server.url}/api/crm/leads?q=${encodeURIComponent(people.kept)}`,
  );
  expect(await gone.json()).toEqual([]);

  // 6. The import's Start pressed past the window, the Company column just set to be ignored
  // (no new preview): kept with that mapping, made once confirmed, and the import's page opens.
  await importer.getByLabel("Column: Company").selectOption("");
  await importer.getByRole("button", { name: "Start import" }).click();
  await expect(
    importer.getByText("Your change is kept: it is made as soon as you confirm."),
  ).toBeVisible();
  await confirmWith(importer, STAFF_PASSWORD);
  await expect(importer).toHaveURL(new RegExp(`^${server.url}/crm/imports/\\d+$`));
  await expect(importer.getByText("Import started").first()).toBeVisible();
  await expectLeftReauth(importer);
  await expect
    .poll(
      async () => {
        const found = await importer.request.get(
          `${server.url}/api/crm/leads?q=${encodeURIComponent(imported)}`,
        );
        return ((await found.json()) as { company: string | null }[]).map((l) => l.company);
      },
      { timeout: 30_000 },
    )
    .toEqual([null]);

  // Confirmed a moment ago: a download goes straight on, the page staying where it is.
  const again = exporter.waitForEvent("download");
  await exporter.goto(`${server.url}${list}`);
  await exporter.getByRole("link", { name: "Export CSV of this leads list" }).click();
  await again;
  await expect(exporter.getByRole("heading", { level: 1, name: "CRM Dashboard" })).toBeVisible();

  for (const page of [exporter, access, eraser, staff, lingerer, importer])
    await page.context().close();
});
