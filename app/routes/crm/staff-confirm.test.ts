/**
 * The Staff page's changes as plain posts (decision 045): pending invitations listed, Resend and
 * Revoke; Deactivate and Reset second factor only through their confirmation pages; a
 * deactivated account offers only Reactivate and the server refuses the rest.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { staffInvitations, staffUsers } from "@db/schema";
import { invitationMailTo } from "../../../tests/helpers/crm-fixtures";
import { TEST_TOTP_SECRET, signIn } from "../../../tests/helpers/crm-session";
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

const account = async (email: string) =>
  (await testDb.db.select().from(staffUsers).where(eq(staffUsers.email, email)))[0];

describe("pending invitations on the Staff page", () => {
  it("lists an invitation; Resend mails a new link and kills the old; Revoke asks, then the link says it was withdrawn", async () => {
    const admin = await signIn(testDb.db);
    await send(
      "/crm/staff",
      { intent: "invite", email: "typo@exmaple.com", role: "admin" },
      admin.cookie,
    );
    const [row] = await testDb.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.email, "typo@exmaple.com"));
    const page = await (await send("/crm/staff", undefined, admin.cookie)).text();
    expect(page).toContain("Pending invitations");
    expect(page).toContain("typo@exmaple.com");
    expect(page).toContain(admin.email);
    const oldPath = (await invitationMailTo(testDb.db, "typo@exmaple.com")).path!;

    const resent = await send("/crm/staff", { intent: "resend", id: String(row.id) }, admin.cookie);
    expect(resent.status).toBe(302);
    expect(resent.headers.get("Location")).toBe("/crm/staff");
    expect((await send(oldPath)).status).toBe(410);
    const newPath = (await invitationMailTo(testDb.db, "typo@exmaple.com")).path!;
    expect(newPath).not.toBe(oldPath);
    expect((await send(newPath)).status).toBe(200);

    const confirm = await send(`/crm/staff/revoke-invitation/${row.id}`, undefined, admin.cookie);
    expect(confirm.status).toBe(200);
    const confirmPage = await confirm.text();
    expect(confirmPage).toContain("Revoke the invitation to typo@exmaple.com?");
    expect(confirmPage).toMatch(/<a[^>]*autofocus[^>]*>Keep the invitation<\/a>/);
    // Only the GET so far: nothing changed.
    expect((await send(newPath)).status).toBe(200);

    const revoked = await send(`/crm/staff/revoke-invitation/${row.id}`, {}, admin.cookie);
    expect(revoked.status).toBe(302);
    expect(revoked.headers.get("Location")).toBe("/crm/staff");
    const gone = await send(newPath);
    expect(gone.status).toBe(410);
    expect(await gone.text()).toContain("This invitation was withdrawn by an admin");
    expect(await (await send("/crm/staff", undefined, admin.cookie)).text()).not.toContain(
      "typo@exmaple.com",
    );
    // A second revoke or a resend of it is refused with words, not done twice.
    const again = await send(`/crm/staff/revoke-invitation/${row.id}`, undefined, admin.cookie);
    expect(again.status).toBe(302);
    const refusedResend = await send(
      "/crm/staff",
      { intent: "resend", id: String(row.id) },
      admin.cookie,
    );
    expect(refusedResend.status).toBe(400);
    expect(await refusedResend.text()).toContain("That invitation is no longer pending");
  });
});

describe("deactivation and a second factor's reset", () => {
  it("ask first on a page opening on the safe choice; the plain Staff page post no longer does them", async () => {
    const admin = await signIn(testDb.db);
    const colleague = await signIn(testDb.db, "colleague@example.com", { role: "member" });

    for (const intent of ["deactivate", "reset"]) {
      const direct = await send(
        "/crm/staff",
        { intent, id: String(colleague.userId) },
        admin.cookie,
      );
      expect(direct.status).toBe(400);
    }
    expect(await account("colleague@example.com")).toMatchObject({ deactivatedAt: null });

    const resetPage = await send(
      `/crm/staff/reset-second-factor/${colleague.userId}`,
      undefined,
      admin.cookie,
    );
    const resetHtml = await resetPage.text();
    expect(resetHtml).toContain("Reset the second factor of colleague@example.com?");
    expect(resetHtml).toMatch(/<a[^>]*autofocus[^>]*>Keep it<\/a>/);
    const reset = await send(
      `/crm/staff/reset-second-factor/${colleague.userId}`,
      {},
      admin.cookie,
    );
    expect(reset.status).toBe(302);
    expect((await account("colleague@example.com")).totpEnabledAt).toBeNull();

    const deactivatePage = await (
      await send(`/crm/staff/deactivate/${colleague.userId}`, undefined, admin.cookie)
    ).text();
    expect(deactivatePage).toContain("Deactivate colleague@example.com?");
    expect(deactivatePage).toMatch(/<a[^>]*autofocus[^>]*>Keep active<\/a>/);
    expect(deactivatePage).toContain("On deactivation, give colleague@example.com");
    const deactivated = await send(
      `/crm/staff/deactivate/${colleague.userId}`,
      { handTo: String(admin.userId) },
      admin.cookie,
    );
    expect(deactivated.status).toBe(302);
    expect(deactivated.headers.get("Location")).toBe("/crm/staff");
    expect((await account("colleague@example.com")).deactivatedAt).toBeInstanceOf(Date);
  });

  it("a deactivated account offers only Reactivate; the server refuses Make an admin and Reset", async () => {
    const admin = await signIn(testDb.db);
    const [gone] = await testDb.db
      .insert(staffUsers)
      .values({
        email: "left@example.com",
        passwordHash: "not-used",
        role: "member",
        totpSecret: TEST_TOTP_SECRET,
        totpEnabledAt: new Date(),
        deactivatedAt: new Date(),
      })
      .returning();
    const html = await (await send("/crm/staff", undefined, admin.cookie)).text();
    const card = html.slice(html.indexOf("left@example.com"));
    const cardEnd = card.indexOf("</li>");
    expect(card.slice(0, cardEnd)).toContain("Reactivate");
    expect(card.slice(0, cardEnd)).not.toContain("Make an admin");
    expect(card.slice(0, cardEnd)).not.toContain("Reset second factor");

    const role = await send(
      "/crm/staff",
      { intent: "role", id: String(gone.id), role: "admin" },
      admin.cookie,
    );
    expect(role.status).toBe(400);
    expect(await role.text()).toContain("That account is deactivated: reactivate it first.");
    const reset = await send(`/crm/staff/reset-second-factor/${gone.id}`, {}, admin.cookie);
    expect(reset.status).toBe(302);
    expect(
      await send(`/crm/staff/reset-second-factor/${gone.id}`, undefined, admin.cookie),
    ).toHaveProperty("status", 302);
    expect(await account("left@example.com")).toMatchObject({
      role: "member",
      totpEnabledAt: expect.any(Date),
    });
  });
});
