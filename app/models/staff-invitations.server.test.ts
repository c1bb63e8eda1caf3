/**
 * Pending invitations (decision 045): listed until answered or revoked, expired ones marked;
 * Resend mails a new link through the outbox and the old one stops working; Revoke withdraws the
 * link, which then says so. A deactivated account refuses a role change and a second-factor reset.
 */
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, mailMessages, staffInvitations } from "@db/schema";
import { MAIL_TEMPLATES } from "~/models/mail-templates.server";
import { createStaffUser, findStaffByEmail } from "~/models/staff.server";
import {
  INVITATION_TTL_MS,
  acceptInvitation,
  changeStaffRole,
  deactivateStaff,
  findInvitation,
  findPendingInvitation,
  inviteStaff,
  isRevokedInvitationLink,
  listPendingInvitations,
  resendInvitation,
  resetColleagueSecondFactor,
  revokeInvitation,
} from "~/models/staff-admin.server";
import { useTestDb } from "../../tests/helpers/test-db";

const testDb = useTestDb();

const ADMIN = "boss@example.com";
const PASSWORD = "a long enough password";

/** Every invitation mail to an address, oldest first, with the link each renders now. */
async function invitationMails(email: string) {
  const rows = await testDb.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.recipient, email), eq(mailMessages.template, "staff-invitation")))
    .orderBy(asc(mailMessages.id));
  return Promise.all(
    rows.map(async (row) => {
      const rendered = await MAIL_TEMPLATES["staff-invitation"].render(row.params, testDb.db);
      const match = rendered && /\/crm\/join\/([A-Za-z0-9_-]{43})/.exec(rendered.text);
      return { row, token: match ? match[1] : null };
    }),
  );
}

const auditActions = async (id: number) =>
  (await testDb.db.select().from(auditEvents).where(eq(auditEvents.entityId, id))).map(
    (a) => `${a.actor} ${a.action}`,
  );

describe("pending invitations", () => {
  it("are listed with address, role, who invited, when sent and when they expire; expired ones are marked; answered ones go", async () => {
    const sent = new Date(Date.now() - 60_000);
    const fresh = await inviteStaff("fresh@example.com", "admin", ADMIN, sent);
    const stale = await inviteStaff("stale@example.com", "member", "other-admin@example.com");
    await testDb.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.id, stale.id));
    const answered = await inviteStaff("answered@example.com", "member", ADMIN);

    const listed = await listPendingInvitations();
    expect(listed.map((i) => i.email)).toEqual([
      "answered@example.com",
      "stale@example.com",
      "fresh@example.com",
    ]);
    expect(listed.find((i) => i.id === fresh.id)).toMatchObject({
      role: "admin",
      invitedBy: ADMIN,
      expired: false,
      expiresAt: fresh.expiresAt,
    });
    expect(listed.find((i) => i.id === fresh.id)!.sentAt.getTime()).toBeGreaterThan(0);
    expect(listed.find((i) => i.id === stale.id)).toMatchObject({
      invitedBy: "other-admin@example.com",
      expired: true,
    });

    const [mail] = await invitationMails("answered@example.com");
    await acceptInvitation(mail.token!, PASSWORD);
    expect((await listPendingInvitations()).map((i) => i.id)).not.toContain(answered.id);
    expect(await findPendingInvitation(answered.id)).toBeUndefined();

    // A second invitation to an address that has since joined is not pending either.
    await inviteStaff("twice@example.com", "member", ADMIN);
    const second = await inviteStaff("twice@example.com", "member", ADMIN);
    const [first] = await invitationMails("twice@example.com");
    await acceptInvitation(first.token!, PASSWORD);
    expect((await listPendingInvitations()).map((i) => i.email)).not.toContain("twice@example.com");
    expect((await resendInvitation(second.id, ADMIN)).ok).toBe(false);
  });

  it("Resend mails a new link for another 48 hours through the outbox; the old link stops working", async () => {
    const invited = await inviteStaff("resend@example.com", "member", ADMIN);
    const [firstMail] = await invitationMails("resend@example.com");
    const oldToken = firstMail.token!;
    expect(await findInvitation(oldToken)).toBeTruthy();

    const later = new Date(Date.now() + 60 * 60 * 1000);
    const resent = await resendInvitation(invited.id, ADMIN, later);
    expect(resent).toEqual({
      ok: true,
      email: "resend@example.com",
      expiresAt: new Date(later.getTime() + INVITATION_TTL_MS),
    });
    const mails = await invitationMails("resend@example.com");
    expect(mails).toHaveLength(2);
    expect(mails[1].row).toMatchObject({ status: "queued", params: { id: invited.id } });
    const newToken = mails[1].token!;
    expect(newToken).not.toBe(oldToken);
    expect(await findInvitation(oldToken, later)).toBeUndefined();
    expect(await isRevokedInvitationLink(oldToken)).toBe(false);
    expect(await acceptInvitation(oldToken, PASSWORD, later)).toBeUndefined();
    expect(await findInvitation(newToken, later)).toMatchObject({ email: "resend@example.com" });
    expect(await findPendingInvitation(invited.id, later)).toMatchObject({
      sentAt: later,
      expired: false,
    });
    expect(await auditActions(invited.id)).toEqual([
      `${ADMIN} invited`,
      `${ADMIN} invitation-resent`,
    ]);
    expect(await acceptInvitation(newToken, PASSWORD, later)).toMatchObject({
      email: "resend@example.com",
    });
  });

  it("Resend brings an expired invitation back with a working link", async () => {
    const invited = await inviteStaff("expired@example.com", "admin", ADMIN);
    await testDb.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.id, invited.id));
    expect(await findPendingInvitation(invited.id)).toMatchObject({ expired: true });
    expect((await resendInvitation(invited.id, ADMIN)).ok).toBe(true);
    const mails = await invitationMails("expired@example.com");
    expect(await findInvitation(mails[1].token!)).toMatchObject({ role: "admin" });
  });

  it("Revoke stops the link, says it was revoked, cancels an unsent mail and takes it off the list; once only", async () => {
    const invited = await inviteStaff("mistyped@exmaple.com", "member", ADMIN);
    const [mail] = await invitationMails("mistyped@exmaple.com");
    const token = mail.token!;
    expect(await isRevokedInvitationLink(token)).toBe(false);

    expect(await revokeInvitation(invited.id, ADMIN)).toEqual({
      ok: true,
      email: "mistyped@exmaple.com",
    });
    expect(await findInvitation(token)).toBeUndefined();
    expect(await isRevokedInvitationLink(token)).toBe(true);
    expect(await acceptInvitation(token, PASSWORD)).toBeUndefined();
    expect(await findStaffByEmail("mistyped@exmaple.com")).toBeUndefined();
    // The queued mail renders nothing now: the outbox cancels it rather than send a dead link.
    expect((await invitationMails("mistyped@exmaple.com"))[0].token).toBeNull();
    expect((await listPendingInvitations()).map((i) => i.id)).not.toContain(invited.id);
    expect(await auditActions(invited.id)).toEqual([
      `${ADMIN} invited`,
      `${ADMIN} invitation-revoked`,
    ]);

    expect(await revokeInvitation(invited.id, ADMIN)).toEqual({
      ok: false,
      reason: "not-pending",
    });
    expect(await resendInvitation(invited.id, ADMIN)).toEqual({
      ok: false,
      reason: "not-pending",
    });
    expect(await revokeInvitation(999_999, ADMIN)).toEqual({ ok: false, reason: "not-pending" });
  });
});

describe("a deactivated account", () => {
  it("refuses a role change and a second-factor reset until it is reactivated", async () => {
    await createStaffUser("admin-two@example.com", PASSWORD, { role: "admin" });
    const user = await createStaffUser("gone@example.com", PASSWORD, {
      totpSecret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
    });
    await deactivateStaff(user.id, ADMIN);
    expect(await changeStaffRole(user.id, "admin", ADMIN)).toBe("deactivated");
    expect(await resetColleagueSecondFactor(user.id, ADMIN)).toBe("deactivated");
    expect(await findStaffByEmail("gone@example.com")).toMatchObject({
      role: "member",
      totpEnabledAt: expect.any(Date),
    });
    // (Invitations and accounts share the audit's entity type, so ids overlap: look by action.)
    const actions = await auditActions(user.id);
    expect(actions).toContain(`${ADMIN} deactivated`);
    expect(actions).not.toContain(`${ADMIN} role-changed`);
    expect(actions).not.toContain(`${ADMIN} second-factor-reset`);
  });
});
