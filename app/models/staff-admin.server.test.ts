/** Staff management: invitations (single use, 48 hours, hashed), roles, reset, deactivation; all audited. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, staffInvitations } from "@db/schema";
import { invitationMailTo, noticesTo } from "../../tests/helpers/crm-fixtures";
import { useTestDb } from "../../tests/helpers/test-db";
import { createSession, findActiveSession } from "~/models/session.server";
import {
  StaffError,
  createStaffUser,
  findStaffByEmail,
  verifyStaffLogin,
} from "~/models/staff.server";
import {
  INVITATION_TTL_MS,
  acceptInvitation,
  changeStaffRole,
  deactivateStaff,
  findInvitation,
  inviteStaff,
  newPasswordProblem,
  reactivateStaff,
  resetColleagueSecondFactor,
} from "~/models/staff-admin.server";

const testDb = useTestDb();

const ADMIN = "boss@example.com";
const PASSWORD = "a long enough password";

const auditFor = async (entityId: number) =>
  testDb.db.select().from(auditEvents).where(eq(auditEvents.entityId, entityId));

describe("invitations", () => {
  it("mails the link; it works once, within 48 hours; no token is stored; the account is made without a factor", async () => {
    const now = new Date();
    const { id, expiresAt } = await inviteStaff(" New@Example.com ", "member", ADMIN, now);
    expect(expiresAt.getTime() - now.getTime()).toBe(INVITATION_TTL_MS);
    const [row] = await testDb.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.email, "new@example.com"));
    expect(row.id).toBe(id);
    expect((await auditFor(row.id)).map((a) => [a.actor, a.action])).toEqual([[ADMIN, "invited"]]);

    // The mail is queued with the invitation; its link is derived when it is rendered.
    const mail = await invitationMailTo(testDb.db, "new@example.com");
    expect(mail.row).toMatchObject({
      status: "queued",
      params: { id },
      recipient: "new@example.com",
    });
    expect(mail.row.subject).toBe("You are invited to the Durham Data Strategy CRM");
    expect(mail.text).toContain(`${ADMIN} invited you to the CRM as a member.`);
    const token = mail.path!.replace("/crm/join/", "");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Neither the outbox row nor the invitation holds the token.
    expect(JSON.stringify(mail.row)).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token);
    // Rendering again (a retry) gives the same link.
    expect((await invitationMailTo(testDb.db, "new@example.com")).path).toBe(mail.path);

    // after 48 hours the link is dead
    expect(await findInvitation(token, new Date(expiresAt.getTime() + 1))).toBeUndefined();
    await expect(acceptInvitation(token, "password1234")).rejects.toThrow(/most common/);
    const user = await acceptInvitation(token, PASSWORD);
    expect(user).toMatchObject({ email: "new@example.com", role: "member", totpEnabledAt: null });
    expect(await verifyStaffLogin("new@example.com", PASSWORD)).toBeTruthy();
    // single use; a used invitation's mail, not yet sent, is cancelled rather than sent
    expect(await acceptInvitation(token, PASSWORD)).toBeUndefined();
    expect(await findInvitation(token)).toBeUndefined();
    expect((await invitationMailTo(testDb.db, "new@example.com")).path).toBeNull();
  });

  it("an expired invitation's mail is cancelled; each invitation has its own link", async () => {
    const old = await inviteStaff("late@example.com", "admin", ADMIN);
    const first = await invitationMailTo(testDb.db, "late@example.com");
    expect(first.text).toContain("as an admin");
    await testDb.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.id, old.id));
    expect((await invitationMailTo(testDb.db, "late@example.com")).path).toBeNull();
    await inviteStaff("other@example.com", "member", ADMIN);
    const other = await invitationMailTo(testDb.db, "other@example.com");
    expect(other.path).not.toBe(first.path);
  });

  it("refuses an address that already has an account, and passwords under 12 characters or common", async () => {
    await createStaffUser("taken@example.com", PASSWORD);
    await expect(inviteStaff("taken@example.com", "member", ADMIN)).rejects.toThrow(StaffError);
    await expect(inviteStaff("not an address", "member", ADMIN)).rejects.toThrow(StaffError);
    expect(newPasswordProblem("elevenchars")).toMatch(/at least 12/);
    expect(newPasswordProblem("Qwerty123456")).toMatch(/most common/);
    expect(newPasswordProblem("four unrelated words here")).toBeNull();
  });
});

describe("managing accounts", () => {
  it("deactivation ends the sessions at once and stops sign-in; history and audit stay; reactivation undoes it", async () => {
    await createStaffUser(ADMIN, PASSWORD, { role: "admin" });
    const user = await createStaffUser("leaver@example.com", PASSWORD);
    const session = await createSession(user.id, { mfa: true });
    await deactivateStaff(user.id, ADMIN);
    expect(await findActiveSession(session.id)).toBeUndefined();
    expect(await verifyStaffLogin("leaver@example.com", PASSWORD)).toBeUndefined();
    expect(await findStaffByEmail("leaver@example.com")).toMatchObject({
      deactivatedAt: expect.any(Date),
    });
    await reactivateStaff(user.id, ADMIN);
    expect(await verifyStaffLogin("leaver@example.com", PASSWORD)).toBeTruthy();
    expect((await auditFor(user.id)).map((a) => `${a.actor} ${a.action}`)).toEqual([
      `${ADMIN} deactivated`,
      `${ADMIN} reactivated`,
    ]);
  });

  it("role changes are audited with from and to; the last active admin cannot be demoted or deactivated", async () => {
    const only = await createStaffUser("only-admin@example.com", PASSWORD, { role: "admin" });
    const colleague = await createStaffUser("colleague@example.com", PASSWORD);
    await changeStaffRole(colleague.id, "admin", "only-admin@example.com");
    const [audit] = await auditFor(colleague.id);
    expect(audit).toMatchObject({
      actor: "only-admin@example.com",
      action: "role-changed",
      entityType: "staff-account",
      changes: { role: { from: "member", to: "admin" } },
    });
    // two admins now (and boss@ from the test before): demoting one is fine
    await changeStaffRole(only.id, "member", "colleague@example.com");
    expect((await findStaffByEmail("only-admin@example.com"))?.role).toBe("member");
  });

  it("the last active admin cannot be demoted or deactivated", async () => {
    await testDb.truncateAll();
    const admin = await createStaffUser("last@example.com", PASSWORD, { role: "admin" });
    await expect(changeStaffRole(admin.id, "member", "x@example.com")).rejects.toThrow(
      /at least one admin/,
    );
    await expect(deactivateStaff(admin.id, "x@example.com")).rejects.toThrow(/at least one admin/);
  });

  it("resetting a colleague's second factor ends their sessions, sends a notice and is audited", async () => {
    const user = await createStaffUser("lost-phone@example.com", PASSWORD, {
      totpSecret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
    });
    const session = await createSession(user.id, { mfa: true });
    await resetColleagueSecondFactor(user.id, ADMIN);
    expect(await findActiveSession(session.id)).toBeUndefined();
    expect((await findStaffByEmail("lost-phone@example.com"))?.totpEnabledAt).toBeNull();
    expect(await noticesTo(testDb.db, "lost-phone@example.com")).toEqual([
      {
        notice: "second-factor-reset",
        subject: "The second factor of your CRM account was reset",
      },
    ]);
    expect((await auditFor(user.id)).map((a) => a.action)).toEqual(["second-factor-reset"]);
  });
});
