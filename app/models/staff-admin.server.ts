/**
 * Staff management by admins (decision 024): invitations (a single-use link, 48 hours, stored as a
 * hash of its token), role changes, resetting a colleague's second factor, deactivation (its
 * sessions end at once; its history stays). Every change is audited with the admin's email, in
 * the transaction that makes it. The CRM always keeps at least one active admin.
 */
import { and, asc, desc, eq, gt, isNotNull, isNull, notExists, sql } from "drizzle-orm";
import { getDb } from "@db/client.server";
import { type StaffUser, sessions, staffInvitations, staffUsers } from "@db/schema";
import { recordAudit } from "~/models/audit.server";
import {
  StaffError,
  type StaffRole,
  findStaffByEmail,
  hashPassword,
  isStaffRole,
  newPasswordProblem,
} from "~/models/staff.server";
import { normaliseEmail } from "~/utils/email";

export { newPasswordProblem };
import { OwnerError, handOverOpenWork } from "~/models/owners.server";
import { notifyStaff } from "~/models/staff-notices.server";
import { resetSecondFactor } from "~/models/totp.server";
import { hashInvitationToken, invitationToken, newInvitationSalt } from "./invitation-token.server";
import { mailOutbox } from "./mail.server";
import { staffInvitationMail } from "./staff-mails.server";

export const INVITATION_TTL_MS = 48 * 60 * 60 * 1000;

export type StaffAccount = Pick<
  StaffUser,
  "id" | "email" | "role" | "totpEnabledAt" | "deactivatedAt" | "createdAt"
>;

export async function listStaffAccounts(): Promise<StaffAccount[]> {
  return getDb()
    .select({
      id: staffUsers.id,
      email: staffUsers.email,
      role: staffUsers.role,
      totpEnabledAt: staffUsers.totpEnabledAt,
      deactivatedAt: staffUsers.deactivatedAt,
      createdAt: staffUsers.createdAt,
    })
    .from(staffUsers)
    .orderBy(asc(staffUsers.email));
}

/**
 * Invites a colleague: the invitation and its mail, in one transaction. The mail renders the link
 * from the invitation when it is sent (invitation-token.server.ts); nobody else is shown it.
 */
export async function inviteStaff(
  email: string,
  role: StaffRole,
  actor: string,
  now = new Date(),
): Promise<{ id: number; email: string; expiresAt: Date }> {
  const address = normaliseEmail(email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address) || address.length > 320)
    throw new StaffError("Enter the colleague's email address, like name@example.com.");
  if (!isStaffRole(role)) throw new StaffError("Choose admin or member.");
  if (await findStaffByEmail(address))
    throw new StaffError(`${address} already has a staff account.`);
  const linkSalt = newInvitationSalt();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  const outbox = await mailOutbox();
  const invitation = await getDb().transaction(async (tx) => {
    const [row] = await tx
      .insert(staffInvitations)
      .values({
        email: address,
        role,
        linkSalt,
        tokenHash: hashInvitationToken(invitationToken(linkSalt)),
        invitedBy: actor,
        expiresAt,
      })
      .returning();
    await recordAudit(tx, {
      actor,
      action: "invited",
      entityType: "staff-account",
      entityId: row.id,
      summary: `Invited ${address} as ${role}`,
    });
    await outbox.enqueue(tx, {
      template: staffInvitationMail,
      params: { id: row.id },
      to: address,
    });
    return row;
  });
  return { id: invitation.id, email: address, expiresAt };
}

const isToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/** The open invitation a link names (unused, not revoked, unexpired), or undefined. */
export async function findInvitation(token: string, now = new Date()) {
  if (!isToken(token)) return undefined;
  const [row] = await getDb()
    .select()
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.tokenHash, hashInvitationToken(token)),
        isNull(staffInvitations.usedAt),
        isNull(staffInvitations.revokedAt),
        gt(staffInvitations.expiresAt, now),
      ),
    );
  return row;
}

/** Whether a link names an invitation an admin revoked (its page says so, not just "not valid"). */
export async function isRevokedInvitationLink(token: string): Promise<boolean> {
  if (!isToken(token)) return false;
  const [row] = await getDb()
    .select({ id: staffInvitations.id })
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.tokenHash, hashInvitationToken(token)),
        isNull(staffInvitations.usedAt),
        isNotNull(staffInvitations.revokedAt),
      ),
    );
  return Boolean(row);
}

export interface PendingInvitation {
  id: number;
  email: string;
  role: string;
  invitedBy: string;
  /** When its current link was mailed: the first sending, or the latest Resend. */
  sentAt: Date;
  expiresAt: Date;
  expired: boolean;
}

/** Not used, not revoked, and its address has no account yet. */
const pendingInvitation = () =>
  and(
    isNull(staffInvitations.usedAt),
    isNull(staffInvitations.revokedAt),
    notExists(
      getDb()
        .select({ id: staffUsers.id })
        .from(staffUsers)
        .where(eq(staffUsers.email, staffInvitations.email)),
    ),
  );

const asPending = (row: typeof staffInvitations.$inferSelect, now: Date): PendingInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  invitedBy: row.invitedBy,
  sentAt: row.resentAt ?? row.createdAt,
  expiresAt: row.expiresAt,
  expired: row.expiresAt.getTime() <= now.getTime(),
});

/**
 * Invitations nobody has answered, the latest sent first. Expired ones stay listed, marked
 * expired, until an admin resends or revokes them (decision 045): a link that ran out is exactly
 * the one somebody needs to see.
 */
export async function listPendingInvitations(now = new Date()): Promise<PendingInvitation[]> {
  const rows = await getDb()
    .select()
    .from(staffInvitations)
    .where(pendingInvitation())
    .orderBy(
      desc(sql`coalesce(${staffInvitations.resentAt}, ${staffInvitations.createdAt})`),
      desc(staffInvitations.id),
    );
  return rows.map((row) => asPending(row, now));
}

/** One pending invitation (expired or not), or undefined. */
export async function findPendingInvitation(
  id: number,
  now = new Date(),
): Promise<PendingInvitation | undefined> {
  const [row] = await getDb()
    .select()
    .from(staffInvitations)
    .where(and(eq(staffInvitations.id, id), pendingInvitation()));
  return row ? asPending(row, now) : undefined;
}

/** Why an invitation could not be resent or revoked: it was used, revoked or answered already. */
export type InvitationRefusal = "not-pending";

/**
 * Mails a pending invitation again with a new link for another 48 hours: a new salt, so the old
 * link stops working; through the outbox like the first, in the same transaction.
 */
export async function resendInvitation(
  id: number,
  actor: string,
  now = new Date(),
): Promise<
  { ok: true; email: string; expiresAt: Date } | { ok: false; reason: InvitationRefusal }
> {
  const linkSalt = newInvitationSalt();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  const outbox = await mailOutbox();
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .update(staffInvitations)
      .set({
        linkSalt,
        tokenHash: hashInvitationToken(invitationToken(linkSalt)),
        expiresAt,
        resentAt: now,
      })
      .where(and(eq(staffInvitations.id, id), pendingInvitation()))
      .returning();
    if (!row) return { ok: false as const, reason: "not-pending" as const };
    await recordAudit(tx, {
      actor,
      action: "invitation-resent",
      entityType: "staff-account",
      entityId: row.id,
      summary: `Resent the invitation to ${row.email} with a new link`,
    });
    await outbox.enqueue(tx, {
      template: staffInvitationMail,
      params: { id: row.id },
      to: row.email,
    });
    return { ok: true as const, email: row.email, expiresAt };
  });
}

/** Withdraws a pending invitation: its link stops working, and a mail not yet sent is cancelled. */
export async function revokeInvitation(
  id: number,
  actor: string,
  now = new Date(),
): Promise<{ ok: true; email: string } | { ok: false; reason: InvitationRefusal }> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .update(staffInvitations)
      .set({ revokedAt: now })
      .where(and(eq(staffInvitations.id, id), pendingInvitation()))
      .returning();
    if (!row) return { ok: false as const, reason: "not-pending" as const };
    await recordAudit(tx, {
      actor,
      action: "invitation-revoked",
      entityType: "staff-account",
      entityId: row.id,
      summary: `Revoked the invitation to ${row.email}`,
    });
    return { ok: true as const, email: row.email };
  });
}

/**
 * The invitee sets a password: the account is made (without a second factor, so its first
 * sign-in leads to the enrolment) and the link is spent. Undefined when the link is not open.
 */
export async function acceptInvitation(
  token: string,
  password: string,
  now = new Date(),
): Promise<StaffUser | undefined> {
  const problem = newPasswordProblem(password);
  if (problem) throw new StaffError(problem);
  const invitation = await findInvitation(token, now);
  if (!invitation) return undefined;
  const passwordHash = await hashPassword(password);
  return getDb().transaction(async (tx) => {
    const spent = await tx
      .update(staffInvitations)
      .set({ usedAt: now })
      .where(
        and(
          eq(staffInvitations.id, invitation.id),
          isNull(staffInvitations.usedAt),
          isNull(staffInvitations.revokedAt),
        ),
      )
      .returning({ id: staffInvitations.id });
    if (spent.length !== 1) return undefined;
    const [user] = await tx
      .insert(staffUsers)
      .values({ email: invitation.email, passwordHash, role: invitation.role })
      .onConflictDoNothing()
      .returning();
    if (!user) throw new StaffError(`${invitation.email} already has a staff account.`);
    await recordAudit(tx, {
      actor: invitation.email,
      action: "joined",
      entityType: "staff-account",
      entityId: user.id,
      summary: `Accepted the invitation from ${invitation.invitedBy}`,
    });
    return user;
  });
}

async function accountOrFail(userId: number): Promise<StaffUser> {
  const [user] = await getDb().select().from(staffUsers).where(eq(staffUsers.id, userId));
  if (!user) throw new StaffError("There is no such staff account.");
  return user;
}

async function activeAdminCount(): Promise<number> {
  const [row] = await getDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, "admin"), isNull(staffUsers.deactivatedAt)));
  return row?.n ?? 0;
}

const isActiveAdmin = (user: StaffUser) => user.role === "admin" && !user.deactivatedAt;

/** What a change refuses on a deactivated account (reactivate it first; decision 045). */
export type AccountRefusal = "deactivated";

export async function changeStaffRole(
  userId: number,
  role: StaffRole,
  actor: string,
): Promise<AccountRefusal | null> {
  if (!isStaffRole(role)) throw new StaffError("Choose admin or member.");
  const user = await accountOrFail(userId);
  if (user.deactivatedAt) return "deactivated";
  if (user.role === role) return null;
  if (isActiveAdmin(user) && (await activeAdminCount()) <= 1)
    throw new StaffError("The CRM needs at least one admin: make someone else an admin first.");
  await getDb().transaction(async (tx) => {
    await tx.update(staffUsers).set({ role }).where(eq(staffUsers.id, userId));
    await recordAudit(tx, {
      actor,
      action: "role-changed",
      entityType: "staff-account",
      entityId: userId,
      changes: { role: { from: user.role, to: role } },
      summary: `${user.email} is now ${role === "admin" ? "an admin" : "a member"}`,
    });
  });
  return null;
}

/**
 * Deactivates an account: it cannot sign in, its sessions end now, its history stays. Its open
 * leads and planned follow-ups go to `handTo` (a colleague's id, or null: unassigned), each
 * audited, in the same transaction.
 */
export async function deactivateStaff(
  userId: number,
  actor: string,
  now = new Date(),
  handTo: number | null = null,
) {
  const user = await accountOrFail(userId);
  if (user.deactivatedAt) return;
  if (isActiveAdmin(user) && (await activeAdminCount()) <= 1)
    throw new StaffError("The CRM needs at least one admin: make someone else an admin first.");
  await getDb().transaction(async (tx) => {
    const handed = await handOverOpenWork(userId, handTo, actor, tx).catch((error: unknown) => {
      throw error instanceof OwnerError ? new StaffError(error.message) : error;
    });
    await tx.update(staffUsers).set({ deactivatedAt: now }).where(eq(staffUsers.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    const [to] =
      handTo === null
        ? []
        : await tx
            .select({ email: staffUsers.email })
            .from(staffUsers)
            .where(eq(staffUsers.id, handTo));
    await recordAudit(tx, {
      actor,
      action: "deactivated",
      entityType: "staff-account",
      entityId: userId,
      summary: `Deactivated ${user.email}; ${handed.leads} open ${handed.leads === 1 ? "lead" : "leads"} and ${handed.followUps} planned ${handed.followUps === 1 ? "follow-up" : "follow-ups"} handed to ${to?.email ?? "nobody (unassigned)"}`,
    });
  });
}

export async function reactivateStaff(userId: number, actor: string) {
  const user = await accountOrFail(userId);
  if (!user.deactivatedAt) return;
  await getDb().transaction(async (tx) => {
    await tx.update(staffUsers).set({ deactivatedAt: null }).where(eq(staffUsers.id, userId));
    await recordAudit(tx, {
      actor,
      action: "reactivated",
      entityType: "staff-account",
      entityId: userId,
      summary: `Reactivated ${user.email}`,
    });
  });
}

/** A colleague lost their phone: their factor goes, their sessions end, they enrol again. */
export async function resetColleagueSecondFactor(
  userId: number,
  actor: string,
): Promise<AccountRefusal | null> {
  const user = await accountOrFail(userId);
  // A deactivated account cannot sign in to enrol again: reactivate it first.
  if (user.deactivatedAt) return "deactivated";
  await resetSecondFactor(userId);
  await recordAudit(getDb(), {
    actor,
    action: "second-factor-reset",
    entityType: "staff-account",
    entityId: userId,
    summary: `Reset the second factor of ${user.email}`,
  });
  await notifyStaff(userId, "second-factor-reset");
  return null;
}
