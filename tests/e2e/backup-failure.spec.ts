/**
 * A backup folder that cannot be written, on a server of this spec's own whose
 * BACKUP_DIR is under a regular file: `npm run backup` (answered by the running server) fails at
 * once naming the folder and the system's error; the System page says so at the top of its backup
 * section and the banner says the last backup failed. JavaScript on and off.
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
  createStaffAccount({
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
