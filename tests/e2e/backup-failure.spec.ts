/**
 * A backup folder that cannot be written, on a server of this spec's own whose
 * BACKUP_DIR is under a regular file: `npm run backup` (answered by the running server) fails at
 * once naming the folder and the system's error; the System page says so at the top of its backup
 * section and the banner says the last backup failed. "Back up now" on the System page says the
 * same in words, then, once the folder can be written, makes a backup and says which (decision
 * 093). JavaScript on and off.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { STAFF_PASSWORD, STAFF_TOTP_SECRET } from "./constants";
import { expect, test } from "./helpers/fixtures";
import { expectNoA11yViolations } from "./helpers/axe";
import { createStaffAccount, uniqueStaffEmail } from "./helpers/crm";
import { expectNoSidewaysScrollAt320 } from "./helpers/layout";
import { type OwnServer, startOwnServer } from "./helpers/own-server";
import { totpCode } from "./helpers/totp";

// The tests share this spec's server and its folder: one worker, in order.
test.describe.configure({ mode: "serial" });

let server: OwnServer;
let backupDir: string;

test.beforeAll(async ({ browserName: _browser }, testInfo) => {
  testInfo.setTimeout(300_000);
  const slot = testInfo.project.name === "nojs" ? 3 : 2;
  const file = path.resolve(`.e2e/not-a-folder-${slot}`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, "a regular file");
  backupDir = path.join(file, "backups");
  server = await startOwnServer(slot, { BACKUP_DIR: backupDir });
});

test.afterAll(async () => {
  await server?.stop();
});

test("a backup folder that cannot be written fails at once and says why, in the command and on the System page", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: server.dataDir,
    BACKUP_DIR: backupDir,
    LOG_LEVEL: "silent",
  };
  delete env.DATABASE_URL;
  const started = Date.now();
  const run = spawnSync(path.resolve("node_modules/.bin/tsx"), ["scripts/backup.ts"], {
    env,
    encoding: "utf8",
  });
  expect(Date.now() - started).toBeLessThan(25_000);
  expect(run.status).toBe(1);
  expect(run.stderr).toContain(
    `Backup failed: the folder ${backupDir} (BACKUP_DIR) cannot be written`,
  );
  expect(run.stderr).toContain("ENOTDIR");

  const email = uniqueStaffEmail("backup-admin", testInfo.project.name);
  await createStaffAccount({
    email,
    role: "admin",
    totpSecret: STAFF_TOTP_SECRET,
    dataDir: server.dataDir,
  });
  const login = await page.request.post(`${server.url}/api/auth/login`, {
    data: { email, password: STAFF_PASSWORD, code: totpCode(STAFF_TOTP_SECRET) },
  });
  expect(login.status(), await login.text()).toBe(200);
  await page.goto(`${server.url}/crm`);
  await expect(page.getByText(/Needs attention:.*the last backup failed/)).toBeVisible();
  await page.goto(`${server.url}/crm/system`);
  const failure = page.getByTestId("backup-failure");
  await expect(failure).toContainText("The last backup, at");
  await expect(failure).toContainText(`the folder ${backupDir} (BACKUP_DIR) cannot be written`);
  await expectNoA11yViolations(page);
  await expectNoSidewaysScrollAt320(page);
});

test("Back up now says why nothing was made, then makes a backup once the folder can be written", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueStaffEmail("back-up-now", testInfo.project.name);
  await createStaffAccount({
    email,
    role: "admin",
    totpSecret: STAFF_TOTP_SECRET,
    dataDir: server.dataDir,
  });
  const login = await page.request.post(`${server.url}/api/auth/login`, {
    data: { email, password: STAFF_PASSWORD, code: totpCode(STAFF_TOTP_SECRET) },
  });
  expect(login.status(), await login.text()).toBe(200);
  await page.goto(`${server.url}/crm/system`);
  const section = page.getByRole("region", { name: "Last backup" });
  const button = section.getByRole("button", { name: "Back up now" });

  await button.click();
  await expect(page).toHaveURL(/\/crm\/system$/);
  await expect(page.getByText("No backup was made.")).toBeVisible();
  await expect(
    page.getByText("The backup folder cannot be written: the Last backup section below says"),
  ).toBeVisible();
  await expect(page.getByTestId("backup-failure")).toContainText(
    `the folder ${backupDir} (BACKUP_DIR) cannot be written`,
  );

  // The folder is put right: a folder where the regular file was.
  const parent = path.dirname(backupDir);
  fs.rmSync(parent, { force: true });
  fs.mkdirSync(backupDir, { recursive: true, mode: 0o700 });
  try {
    let release = () => {};
    if (javaScriptEnabled) {
      // Held until the pending state is seen, so the check does not race the backup.
      const gate = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/crm/system/backup*", async (route) => {
        await gate;
        await route.continue();
      });
    }
    await page.goto(`${server.url}/crm/system`);
    await button.click();
    if (javaScriptEnabled) {
      await expect(section.getByRole("button", { name: "Backing up…" })).toBeDisabled();
      await expect(section.getByRole("status")).toContainText(
        "Backing up: the database is being copied, compressed and checked.",
      );
      release();
    }
    // The backup itself: seconds, more on a machine busy with other tests.
    await expect(page.getByText("Backup made", { exact: true })).toBeVisible({ timeout: 60_000 });
    const made = fs.readdirSync(backupDir).filter((name) => name.endsWith(".backup"));
    expect(made).toHaveLength(1);
    await expect(page.getByText(new RegExp(`${made[0].replace(/\./g, "\\.")}, \\d`))).toBeVisible();
    await expect(page.getByTestId("backup-failure")).toHaveCount(0);
    await expect(
      page.getByTestId("backup-files").getByRole("listitem").filter({ hasText: made[0] }),
    ).toContainText("Made by hand (Back up now or npm run backup)");
    await expect(section.getByRole("button", { name: "Back up now" })).toBeEnabled();
    await expectNoA11yViolations(page);
    await expectNoSidewaysScrollAt320(page);
  } finally {
    // As the first test expects: a regular file in the folder's way.
    fs.rmSync(parent, { recursive: true, force: true });
    fs.writeFileSync(parent, "a regular file");
  }
});
