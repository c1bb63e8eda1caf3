/**
 * GET /api/crm/backups/:name through React Router's own handler: an admin downloads a backup from
 * BACKUP_DIR, byte for byte, never cached, and the download is in the audit trail; any name that
 * is not a backup there is a 404 (paths, half-written and hidden files included); a member gets
 * 403; opened in the window, a missing backup returns to the System page with a notice.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditEvents } from "@db/schema";
import { forgetAttentionReasons } from "~/models/system.server";
import { NO_SUCH_BACKUP } from "./crm.backups.$name";
import { signIn } from "../../../tests/helpers/crm-session";
import { inProcessHandler } from "../../../tests/helpers/server-build";
import { useTestDb } from "../../../tests/helpers/test-db";

const testDb = useTestDb();
let handle: Awaited<ReturnType<typeof inProcessHandler>>;
const backups = fs.mkdtempSync(path.join(os.tmpdir(), "backup-download-"));
const NAME = "dds-2026-11-28T02-30-00.000Z-scheduled.backup";
const BYTES = Buffer.from("DDS-BACKUP 1\n… the archive's bytes …\u0000\u00ff");

beforeAll(async () => {
  process.env.LOG_LEVEL = "silent";
  process.env.BACKUP_DIR = backups;
  fs.writeFileSync(path.join(backups, NAME), BYTES, { mode: 0o600 });
  fs.writeFileSync(path.join(backups, `${NAME}.partial`), "half");
  fs.writeFileSync(path.join(backups, ".hidden.backup"), "hidden");
  fs.writeFileSync(path.join(path.dirname(backups), "outside.backup"), "outside");
  handle = await inProcessHandler();
}, 120_000);

afterAll(() => {
  delete process.env.BACKUP_DIR;
  fs.rmSync(backups, { recursive: true, force: true });
  fs.rmSync(path.join(path.dirname(backups), "outside.backup"), { force: true });
});

beforeEach(async () => {
  await testDb.truncateAll();
  forgetAttentionReasons();
});

const get = (cookie: string, name: string, headers: Record<string, string> = {}) =>
  handle(
    new Request(`http://localhost/api/crm/backups/${name}`, {
      redirect: "manual",
      headers: { Cookie: cookie, ...headers },
    }),
  );

describe("GET /api/crm/backups/:name", () => {
  it("gives an admin the backup's bytes as an uncached download, recorded in the audit trail", async () => {
    const admin = await signIn(testDb.db);
    const response = await get(admin.cookie, NAME);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="${NAME}"`);
    expect(response.headers.get("Content-Type")).toBe("application/octet-stream");
    expect(response.headers.get("Content-Length")).toBe(String(BYTES.length));
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(Buffer.from(await response.arrayBuffer()).equals(BYTES)).toBe(true);
    const audit = await testDb.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityType, "backup"));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor: admin.email,
      action: "downloaded",
      summary: `Backup ${NAME} downloaded`,
    });
  });

  it("answers 404 for anything that is not a backup in the folder, and records nothing", async () => {
    const admin = await signIn(testDb.db);
    for (const name of [
      "dds-2020-01-01T00-00-00.000Z.backup",
      `${NAME}.partial`,
      ".hidden.backup",
      "..%2Foutside.backup",
      "%2E%2E%2Foutside.backup",
      "status.json",
    ]) {
      const response = await get(admin.cookie, name);
      expect(response.status, name).toBe(404);
      expect(await response.json()).toEqual({ message: NO_SUCH_BACKUP });
    }
    expect(await testDb.db.select().from(auditEvents)).toHaveLength(0);
  });

  it("sends a browser that opened a missing backup back to the System page with the reason", async () => {
    const admin = await signIn(testDb.db);
    const response = await get(admin.cookie, "dds-2020-01-01T00-00-00.000Z.backup", {
      "Sec-Fetch-Mode": "navigate",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/crm/system");
    const page = await handle(
      new Request("http://localhost/crm/system", {
        headers: {
          Cookie: `${admin.cookie}; ${response.headers.get("Set-Cookie")!.split(";")[0]}`,
        },
      }),
    );
    expect(await page.text()).toContain(NO_SUCH_BACKUP.replace(/'/g, "&#x27;"));
  });

  it("refuses a member (403) and a request without a session (401)", async () => {
    const member = await signIn(testDb.db, undefined, { role: "member" });
    expect((await get(member.cookie, NAME)).status).toBe(403);
    expect((await get("", NAME)).status).toBe(401);
  });
});

describe("the System page", () => {
  it("links the newest backup's download through the password check (embedded only)", async () => {
    const admin = await signIn(testDb.db);
    const html = await (
      await handle(
        new Request("http://localhost/crm/system", { headers: { Cookie: admin.cookie } }),
      )
    ).text();
    const link = `href="/crm/reauth?returnTo=${encodeURIComponent(`/api/crm/backups/${NAME}`)}"`;
    if (testDb.kind === "pglite") {
      expect(html).toContain(link);
      expect(html).toContain(">Download this backup<");
    } else {
      // On PostgreSQL the app makes no backups: the page says so and offers none.
      expect(html).not.toContain(">Download this backup<");
    }
  });
});
