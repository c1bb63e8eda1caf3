/**
 * Mails to staff about their own account: a security notice (sent by models/staff-notices.server.ts)
 * and the invitation to join the CRM (models/staff-admin.server.ts).
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import { staffInvitations, staffUsers } from "@db/schema";
import { SITE } from "~/config/site";
import { invitationToken } from "./invitation-token.server";
import { invitationUrl, sessionsUrl } from "./mail-links.server";
import { SAMPLE_DATE, SAMPLE_TOKEN, defineMail, formatLondon, idOf, mail } from "./mail-kit.server";
import { STAFF_NOTICE_TEXTS, type StaffNotice } from "./staff-notice-texts";

export const staffNoticeMail = defineMail<{
  email: string;
  text: (typeof STAFF_NOTICE_TEXTS)[StaffNotice];
}>("staff-notice", {
  label: "Your CRM account: a security notice (to the staff member)",
  async load(params, db) {
    const [user] = await db
      .select({ email: staffUsers.email })
      .from(staffUsers)
      .where(eq(staffUsers.id, idOf(params)));
    const text = STAFF_NOTICE_TEXTS[params.notice as StaffNotice];
    return user && text ? { email: user.email, text } : null;
  },
  sample: () => ({
    email: "alex@example.com",
    text: STAFF_NOTICE_TEXTS["second-factor-enrolled"],
  }),
  build: ({ email, text }) =>
    mail(text.subject, [
      { kind: "paragraph", text: `${text.body} (account ${email})` },
      {
        kind: "paragraph",
        text: "If this was not you, tell an admin at once: they can reset your second factor and sign your sessions out.",
      },
      { kind: "button", text: "See your sessions", href: sessionsUrl() },
      { kind: "footer", lines: [SITE.legalName] },
    ]),
});

export const staffInvitationMail = defineMail<{
  role: string;
  invitedBy: string;
  expiresAt: Date;
  token: string;
}>("staff-invitation", {
  label: "Invitation to the CRM (to the new colleague)",
  // Only an open invitation is mailed: a used, revoked or expired one cancels its mail.
  async load(params, db) {
    const [row] = await db
      .select()
      .from(staffInvitations)
      .where(
        and(
          eq(staffInvitations.id, idOf(params)),
          isNull(staffInvitations.usedAt),
          isNull(staffInvitations.revokedAt),
          gt(staffInvitations.expiresAt, new Date()),
        ),
      );
    if (!row?.linkSalt) return null;
    return { ...row, token: invitationToken(row.linkSalt) };
  },
  sample: () => ({
    role: "member",
    invitedBy: "admin@example.com",
    expiresAt: SAMPLE_DATE,
    token: SAMPLE_TOKEN,
  }),
  build: ({ role, invitedBy, expiresAt, token }) =>
    mail(`You are invited to the ${SITE.name} CRM`, [
      { kind: "heading", text: `Join the ${SITE.name} CRM` },
      {
        kind: "paragraph",
        text: `${invitedBy} invited you to the CRM as ${role === "admin" ? "an admin" : "a member"}. Set your password, then set up an authenticator app as your second factor.`,
      },
      {
        kind: "button",
        text: "Set your password",
        href: invitationUrl(token),
      },
      {
        kind: "paragraph",
        text: `The link works once, until ${formatLondon(expiresAt)} (UK time). If you did not expect this invitation, ignore this email.`,
      },
      { kind: "footer", lines: [SITE.legalName] },
    ]),
});
