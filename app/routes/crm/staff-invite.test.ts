/**
 * An admin invites a colleague through /crm/staff: the answer shows no link; the invitation mail
 * is queued; the link rendered in it opens /crm/join/:token, where the colleague sets a password.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { invitationMailTo } from "../../../tests/helpers/crm-fixtures";
import { signIn } from "../../../tests/helpers/crm-session";
import { inProcessHandler } from "../../../tests/helpers/server-build";
import { useTestDb } from "../../../tests/helpers/test-db";

const testDb = useTestDb();
let handle: Awaited<ReturnType<typeof inProcessHandler>>;
beforeAll(async () => {
  process.env.LOG_LEVEL = "silent";
  handle = await inProcessHandler();
}, 120_000);

const send = (url: string, fields?: Record<string, string>, cookie = "") =>
  handle(
    new Request(`http://localhost${url}`, {
      method: fields ? "POST" : "GET",
      redirect: "manual",
      headers: fields
        ? { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" }
        : { Cookie: cookie },
      body: fields ? new URLSearchParams(fields) : undefined,
    }),
  );

describe("inviting a colleague", () => {
  it("mails the link instead of showing it; the link in the mail lets the colleague join", async () => {
    const admin = await signIn(testDb.db);
    const invited = await send(
      "/crm/staff",
      { intent: "invite", email: "Newcomer@Example.com", role: "member" },
      admin.cookie,
    );
    expect(invited.status).toBe(302);
    expect(invited.headers.get("Location")).toBe("/crm/staff");

    const mail = await invitationMailTo(testDb.db, "newcomer@example.com");
    expect(mail.row.status).toBe("queued");
    expect(mail.path).toMatch(/^\/crm\/join\/[A-Za-z0-9_-]{43}$/);
    const token = mail.path!.slice("/crm/join/".length);
    // Nothing the admin's browser receives carries the token.
    const answer = [...invited.headers.values()].join("\n") + (await invited.text());
    expect(answer).not.toContain(token);
    const page = await (await send("/crm/staff", undefined, admin.cookie)).text();
    expect(page).not.toContain(token);
    expect(page).toContain("Send invitation");

    const join = await send(mail.path!);
    expect(join.status).toBe(200);
    expect(await join.text()).toContain("newcomer@example.com");
    const joined = await send(mail.path!, {
      password: "a long enough password",
      repeat: "a long enough password",
    });
    expect(joined.status).toBe(302);
    expect(joined.headers.get("Location")).toBe("/crm/enrol");
    expect((await send(mail.path!)).status).toBe(410);
  });
});
