/** /crm/sessions through React Router's own handler: the list, sign out one / all others, the password change. */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditEvents, sessions, staffUsers } from "@db/schema";
import { createSession, findActiveSession, sessionHandle } from "~/models/session.server";
import { hashPassword } from "~/models/staff.server";
import { REMINDER_TEXTS } from "~/schemas/reminder-texts";
import { signIn } from "../../../tests/helpers/crm-session";
import { inProcessHandler } from "../../../tests/helpers/server-build";
import { useTestDb } from "../../../tests/helpers/test-db";

const testDb = useTestDb();
let handle: Awaited<ReturnType<typeof inProcessHandler>>;
beforeAll(async () => {
  handle = await inProcessHandler();
}, 120_000);

const get = (cookie: string) =>
  handle(new Request("http://localhost/crm/sessions", { headers: { Cookie: cookie } }));
const post = (cookie: string, fields: Record<string, string>) =>
  handle(
    new Request("http://localhost/crm/sessions", {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    }),
  );

describe("/crm/sessions", () => {
  it("lists this browser and the others (device, address), signs out one, then all others", async () => {
    const me = await signIn(testDb.db);
    await testDb.db
      .update(sessions)
      .set({
        userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0",
        ipAddress: "203.0.113.7",
      })
      .where(eq(sessions.id, me.sessionId));
    const laptop = await createSession(me.userId, {
      mfa: true,
      userAgent:
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
    });
    const phone = await createSession(me.userId, { mfa: true });

    const page = await get(me.cookie);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Your sessions");
    expect(html).toContain("Firefox on Linux<!-- --> (this browser)");
    expect(html).toContain("Chrome on Windows");
    expect(html).toContain("203.0.113.7");
    expect(html).not.toContain(laptop.id);

    const one = await post(me.cookie, { intent: "end", session: sessionHandle(laptop.id) });
    expect(one.status).toBe(302);
    expect(await findActiveSession(laptop.id)).toBeUndefined();
    expect(await findActiveSession(phone.id)).toBeDefined();

    const others = await post(me.cookie, { intent: "end-others" });
    expect(others.status).toBe(302);
    expect(await findActiveSession(phone.id)).toBeUndefined();
    expect((await get(me.cookie)).status).toBe(200);
  });

  it("changes the password: the current one first, 12+ characters; the other sessions end", async () => {
    const me = await signIn(testDb.db);
    await testDb.db
      .update(staffUsers)
      .set({ passwordHash: await hashPassword("the old long password") })
      .where(eq(staffUsers.id, me.userId));
    const elsewhere = await createSession(me.userId, { mfa: true });

    const wrong = await post(me.cookie, {
      intent: "password",
      currentPassword: "not it",
      newPassword: "a new long password",
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("The current password is not right.");
    const short = await post(me.cookie, {
      intent: "password",
      currentPassword: "the old long password",
      newPassword: "short",
    });
    expect(short.status).toBe(400);
    expect(await findActiveSession(elsewhere.id)).toBeDefined();

    const changed = await post(me.cookie, {
      intent: "password",
      currentPassword: "the old long password",
      newPassword: "a new long password",
    });
    expect(changed.status).toBe(302);
    expect(await findActiveSession(elsewhere.id)).toBeUndefined();
    expect(await findActiveSession(me.sessionId)).toBeDefined();
  });

  it("turns the reminder emails off and on again (audited); a value it does not know is a 400", async () => {
    const me = await signIn(testDb.db);
    expect(await get(me.cookie).then((r) => r.text())).toContain(REMINDER_TEXTS.turnOff);

    const off = await post(me.cookie, { intent: "reminders", reminders: "off" });
    expect(off.status).toBe(302);
    expect(off.headers.get("Location")).toBe("/crm/sessions#reminders");
    const [row] = await testDb.db.select().from(staffUsers).where(eq(staffUsers.id, me.userId));
    expect(row.reminderMail).toBe(false);
    const page = await get(me.cookie).then((r) => r.text());
    expect(page).toContain(REMINDER_TEXTS.off);
    expect(page).toContain(REMINDER_TEXTS.turnOn);

    expect((await post(me.cookie, { intent: "reminders", reminders: "maybe" })).status).toBe(400);
    expect((await post(me.cookie, { intent: "reminders", reminders: "on" })).status).toBe(302);
    const audit = await testDb.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, me.userId))
      .orderBy(auditEvents.id);
    expect(audit.map((a) => a.summary)).toEqual([
      `${me.email} turned reminder emails off`,
      `${me.email} turned reminder emails on`,
    ]);
  });
});
