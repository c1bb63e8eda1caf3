/**
 * The CRM System page, JavaScript on and off: with mail that failed for good (seeded by the e2e
 * server's start script, tests/e2e/seed-failed-mail.ts) an admin sees the one-line banner on the
 * dashboard, follows it to the System page and finds the reason there with the build, queues,
 * schedules, mail, backup and settings to make; axe finds nothing; nothing scrolls sideways at
 * 320 px; the newest backup downloads from it. A member's 403 is tested in app/routes/crm/system.test.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { E2E_DATA_DIR } from "./constants";
import { expect, test } from "./helpers/fixtures";
import { expectNoA11yViolations } from "./helpers/axe";
import { signIn, useStaffSession } from "./helpers/crm";
import { expectNoSidewaysScrollAt320 } from "./helpers/layout";

test("an admin is told something needs attention and sees the System page", async ({ page }) => {
  await signIn(page);
  const banner = page.getByTestId("system-banner");
  await expect(banner).toContainText("Needs attention:");
  await expect(banner).toContainText("mail that failed for good");
  await expectNoSidewaysScrollAt320(page);

  await banner.getByRole("link", { name: "See what to do" }).click();
  await expect(page).toHaveURL(/\/crm\/system$/);
  await expect(page.getByRole("heading", { level: 1, name: "System" })).toBeVisible();
  await expect(page).toHaveTitle(/^System \| CRM \| /);

  const attention = page.getByRole("region", { name: "Needs attention" });
  await expect(attention).toContainText("mail that failed for good");
  const build = page.getByRole("region", { name: "Build and server" });
  await expect(build).toContainText("Embedded (PGlite, in DATA_DIR)");
  await expect(build).toContainText(/Database size\s*\d[\d.,]* (KB|MB|GB)/);
  // Mail, dead mail, retention, staff digest, reply reminders, campaigns, lead imports, backups,
  // scheduled posts, the shared mailbox.
  await expect(page.getByTestId("system-queue")).toHaveCount(10);
  // Retention, staff digest, reply reminders, and the nightly backup (embedded database).
  await expect(page.getByTestId("system-schedule")).toHaveCount(4);
  await expect(page.getByRole("region", { name: "Schedules" })).toContainText(
    "Every day at 03:30 UK time",
  );
  await expect(page.getByRole("region", { name: "Mail" })).toContainText(
    /Failed for good, waiting for a Retry\s*[1-9]/,
  );
  await expect(page.getByRole("region", { name: "Settings to make" })).toContainText(
    "Set BACKUP_COMMAND",
  );
  // The CRM's menu offers the page to an admin.
  await expect(
    page
      .getByRole("navigation", { name: "CRM pages" })
      .filter({ visible: true })
      .getByRole("link", {
        name: "System",
        exact: true,
      }),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await expectNoSidewaysScrollAt320(page);
});

test("an admin downloads the newest backup from the System page", async ({ page }, testInfo) => {
  // The server's backup folder (DATA_DIR/backups): a backup newer than any other.
  const name = `dds-${new Date().toISOString().replace(/:/g, "-").replace("Z", `${testInfo.parallelIndex}Z`)}.backup`;
  const bytes = `DDS-BACKUP 1\n${testInfo.project.name}`;
  const folder = path.join(E2E_DATA_DIR, "backups");
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, name), bytes, { mode: 0o600 });
  // An older scheduled one beside it: each backup is listed with its kind.
  const scheduled = `dds-2020-01-0${1 + testInfo.parallelIndex}T02-30-00.000Z-scheduled.backup`;
  fs.writeFileSync(path.join(folder, scheduled), bytes, { mode: 0o600 });
  fs.utimesSync(path.join(folder, scheduled), new Date("2020-01-01"), new Date("2020-01-01"));
  try {
    await useStaffSession(page);
    await page.goto("/crm/system");
    const section = page.getByRole("region", { name: "Last backup" });
    await expect(section).toContainText(name);
    await expect(section).toContainText(
      "Made by hand (Back up now or npm run backup): kept 90 days, then pruned",
    );
    const files = page.getByTestId("backup-files");
    await expect(files.getByRole("listitem").filter({ hasText: name })).toContainText(
      "Made by hand",
    );
    await expect(files.getByRole("listitem").filter({ hasText: scheduled })).toContainText(
      "Scheduled (pruned by BACKUP_KEEP",
    );
    // Signed in a moment ago: no password asked, the file arrives and the page stays.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      section.getByRole("link", { name: "Download this backup" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(name);
    expect(fs.readFileSync(await download.path(), "utf8")).toBe(bytes);
    await expect(page).toHaveURL(/\/crm\/system$/);
  } finally {
    fs.rmSync(path.join(folder, name), { force: true });
    fs.rmSync(path.join(folder, scheduled), { force: true });
  }
});
