/**
 * /crm/system through React Router's own handler: a member gets the CRM's 403; an admin gets the
 * page with its figures (version, Node, database, queues, schedules, mail, backup, settings to
 * make), and the one-line banner on every CRM page while mail has failed for good (never for a
 * member).
 */
import { QUEUES } from "~/models/jobs.server";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailMessages, mailboxCursors } from "@db/schema";
import { forgetAttentionReasons } from "~/models/system.server";
import { version } from "../../../package.json";
import { signIn } from "../../../tests/helpers/crm-session";
import { inProcessHandler } from "../../../tests/helpers/server-build";
import { useTestDb } from "../../../tests/helpers/test-db";

const testDb = useTestDb();
let handle: Awaited<ReturnType<typeof inProcessHandler>>;
const backups = fs.mkdtempSync(path.join(os.tmpdir(), "system-page-"));

beforeAll(async () => {
  process.env.LOG_LEVEL = "silent";
  process.env.BACKUP_DIR = backups;
  handle = await inProcessHandler();
}, 120_000);

afterAll(() => {
  delete process.env.BACKUP_DIR;
  fs.rmSync(backups, { recursive: true, force: true });
});

beforeEach(async () => {
  await testDb.truncateAll();
  forgetAttentionReasons();
});

const get = (cookie: string, url: string) =>
  handle(new Request(`http://localhost${url}`, { headers: { Cookie: cookie } }));

describe("/crm/system", () => {
  it("is for admins only: a member gets 403 in the CRM frame, and no System link", async () => {
    const member = await signIn(testDb.db, undefined, { role: "member" });
    const response = await get(member.cookie, "/crm/system");
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toContain("Only an admin can do this.");
    expect(html).toContain(">Logout<");
    expect(html).not.toContain('href="/crm/system"');
  });

  it("shows an admin the build, database, queues, schedules, mail, backup and missing settings", async () => {
    const admin = await signIn(testDb.db);
    const response = await get(admin.cookie, "/crm/system");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>System | CRM | Durham Data Strategy</title>");
    expect(html).toContain("<h1>System</h1>");
    expect(html).toContain(`>${version}<`);
    expect(html).toContain(`>${process.versions.node}<`);
    expect(html).toContain(
      testDb.kind === "pglite" ? ">Embedded (PGlite, in DATA_DIR)<" : ">PostgreSQL<",
    );
    expect(html).toMatch(/>Database size<\/dt><dd[^>]*>\d[\d.,]* (KB|MB|GB)</);
    expect(html.match(/data-testid="system-queue"/g)).toHaveLength(Object.keys(QUEUES).length);
    expect(html).toContain("Retention (erases data past its period)");
    expect(html).toContain(">Every day at 03:30 UK time<");
    expect(html).toContain(">Not run yet<");
    expect(html).toContain(">Sent in the last 24 hours<");
    if (testDb.kind === "pglite") expect(html).toContain("No backup yet.");
    else expect(html).toContain("pg_dump");
    expect(html).toContain("Set SMTP_URL");
    expect(html).toContain("Nothing needs attention.");
    expect(html).not.toContain('data-testid="system-banner"');
    // Admins are offered the page in the CRM's menu.
    expect(html).toMatch(/<a [^>]*href="\/crm\/system"[^>]*>System<\/a>/);
  });

  it("shows the banner on every CRM page for an admin while mail has failed for good", async () => {
    const admin = await signIn(testDb.db);
    const member = await signIn(testDb.db, "member@example.com", { role: "member" });
    await testDb.db.insert(mailMessages).values({
      messageId: `${crypto.randomUUID()}@test`,
      template: "staff-notice",
      params: {},
      recipient: "someone@example.com",
      subject: "A notice",
      status: "failed",
      attempts: 15,
    });
    for (const page of ["/crm", "/crm/pipeline", "/crm/mail"]) {
      const html = await (await get(admin.cookie, page)).text();
      expect(html).toContain('data-testid="system-banner"');
      expect(html).toContain("mail that failed for good.");
      expect(html).toMatch(/<a [^>]*href="\/crm\/system"[^>]*>See what to do<\/a>/);
    }
    const memberPage = await (await get(member.cookie, "/crm")).text();
    expect(memberPage).not.toContain('data-testid="system-banner"');

    const system = await (await get(admin.cookie, "/crm/system")).text();
    expect(system).toMatch(/Failed for good, waiting for a Retry<\/dt><dd[^>]*>1</);
    expect(system).not.toContain("Nothing needs attention.");
  });

  it("says when the shared mailbox was last read, its outage, and the banner once it lasts", async () => {
    const admin = await signIn(testDb.db);
    process.env.IMAP_URL = "imap://hello:pw-never-shown-4711@127.0.0.1:9/INBOX";
    try {
      const hour = 3_600_000;
      await testDb.db.insert(mailboxCursors).values({
        mailbox: "INBOX",
        uidValidity: "1",
        readAt: new Date(Date.now() - hour),
        failingSince: new Date(Date.now() - 0.9 * hour),
        failures: 6,
        lastError: "ECONNREFUSED",
        failedAt: new Date(Date.now() - 0.1 * hour),
      });
      const html = await (await get(admin.cookie, "/crm/system")).text();
      expect(html).toContain(">Shared mailbox</h2>");
      expect(html).toMatch(/>Last read<\/dt><dd[^>]*><time dateTime="[^"]+">/);
      expect(html).toMatch(/>Cannot be read since<\/dt><dd[^>]*><time /);
      expect(html).toMatch(/>Failed attempts in a row<\/dt><dd[^>]*>6</);
      expect(html).toMatch(
        />Last error<\/dt><dd[^>]*>The mail server refused the connection: nothing answers at that address and port \(ECONNREFUSED\)</,
      );
      expect(html).toMatch(/>Next attempt<\/dt><dd[^>]*><time /);
      expect(html).toContain("the shared mailbox not read in the last 15 minutes.");
      expect(html).not.toContain("pw-never-shown-4711");
    } finally {
      delete process.env.IMAP_URL;
    }
  });

  it("Back up now: offered to an admin on the embedded database; a post says the result in words", async () => {
    const admin = await signIn(testDb.db);
    const page = await (await get(admin.cookie, "/crm/system")).text();
    if (testDb.kind === "pglite") {
      expect(page).toMatch(/<form [^>]*action="\/crm\/system\/backup" method="post"/);
      expect(page).toContain(">Back up now</button>");
    } else expect(page).not.toContain('action="/crm/system/backup"');

    // The test database lives in memory, not in a folder: refused, and the page says why.
    const post = await handle(
      new Request("http://localhost/crm/system/backup", {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: admin.cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: "",
      }),
    );
    expect(post.status).toBe(302);
    expect(post.headers.get("Location")).toBe("/crm/system");
    const toast = (post.headers.get("Set-Cookie") ?? "").split(";")[0];
    const after = await (await get(`${admin.cookie}; ${toast}`, "/crm/system")).text();
    expect(after).toContain("No backup was made.");
    expect(after).toContain("This site&#x27;s database is not the embedded one");

    // A GET goes to the page that holds the button; a member may not post.
    const open = await get(admin.cookie, "/crm/system/backup");
    expect(open.status).toBe(302);
    expect(open.headers.get("Location")).toBe("/crm/system");
    const member = await signIn(testDb.db, "member2@example.com", { role: "member" });
    const refused = await handle(
      new Request("http://localhost/crm/system/backup", {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: member.cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: "",
      }),
    );
    expect(refused.status).toBe(403);
  });
});
