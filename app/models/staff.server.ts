/**
 * Staff accounts: the admin CLI (scripts/admin.ts) makes the first admin and stays for recovery.
 * Each account is an admin or a member (STAFF_ROLES); what only admins may do is guarded by the
 * admin-only route groups (app/server/auth.server.ts).
 */
import { hash, verify } from "@node-rs/argon2";
import { and, asc, eq, ne } from "drizzle-orm";
import { getDb } from "@db/client.server";
import { type StaffUser, sessions, staffUsers } from "@db/schema";
import { isCommonPassword } from "~/utils/common-passwords.server";
import { normaliseEmail } from "~/utils/email";
import { sealTotpSecret } from "./totp-secret-box.server";

export const MIN_PASSWORD_LENGTH = 12;

/** Admins manage staff, export, and answer subject access, erasure and restriction; members do the rest. */
export const STAFF_ROLES = ["admin", "member"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: unknown): value is StaffRole =>
  (STAFF_ROLES as readonly unknown[]).includes(value);

/** argon2id with the library's defaults (memory-hard; 19 MiB, t=2). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export class StaffError extends Error {}

/** Why a new password is refused, or null: 12+ characters, not one of the most common ones. */
export function newPasswordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH)
    return `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > 1024) return "Use at most 1024 characters.";
  if (isCommonPassword(password))
    return "That password is one of the most common ones: choose another.";
  return null;
}

function checkPassword(password: string) {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new StaffError(`The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`);
  }
}

export async function createStaffUser(
  email: string,
  password: string,
  { role = "member", totpSecret }: { role?: StaffRole; totpSecret?: string } = {},
): Promise<StaffUser> {
  const address = normaliseEmail(email);
  if (!isStaffRole(role))
    throw new StaffError(`"${String(role)}" is not a role (admin or member).`);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address))
    throw new StaffError(`"${email}" is not an email address.`);
  checkPassword(password);
  if (await findStaffByEmail(address))
    throw new StaffError(`A staff account for ${address} already exists.`);
  const [user] = await getDb()
    .insert(staffUsers)
    .values({
      email: address,
      passwordHash: await hashPassword(password),
      role,
      // A known secret (CLI only, for automated set-ups) is enrolled at once.
      ...(totpSecret ? { totpSecret: sealTotpSecret(totpSecret), totpEnabledAt: new Date() } : {}),
    })
    .returning();
  return user;
}

export async function findStaffByEmail(email: string): Promise<StaffUser | undefined> {
  const [user] = await getDb()
    .select()
    .from(staffUsers)
    .where(eq(staffUsers.email, normaliseEmail(email)));
  return user;
}

export async function findStaffById(id: number): Promise<StaffUser | undefined> {
  const [user] = await getDb().select().from(staffUsers).where(eq(staffUsers.id, id));
  return user;
}

// A fixed hash to verify against when the email is unknown, so timing does not reveal accounts.
let dummyHash: Promise<string> | undefined;

/** The user when the email and password match, otherwise undefined. */
export async function verifyStaffLogin(
  email: string,
  password: string,
): Promise<StaffUser | undefined> {
  const user = await findStaffByEmail(email);
  if (!user) {
    dummyHash ??= hashPassword("not-a-real-password-for-timing");
    await verify(await dummyHash, password).catch(() => false);
    return undefined;
  }
  const ok = await verify(user.passwordHash, password).catch(() => false);
  // A deactivated account cannot sign in (the hash is still checked: the same time either way).
  return ok && !user.deactivatedAt ? user : undefined;
}

export async function listStaff(): Promise<
  Pick<StaffUser, "id" | "email" | "role" | "totpEnabledAt" | "createdAt">[]
> {
  return getDb()
    .select({
      id: staffUsers.id,
      email: staffUsers.email,
      role: staffUsers.role,
      totpEnabledAt: staffUsers.totpEnabledAt,
      createdAt: staffUsers.createdAt,
    })
    .from(staffUsers)
    .orderBy(asc(staffUsers.email));
}

export async function setStaffPassword(email: string, password: string): Promise<void> {
  checkPassword(password);
  const user = await findStaffByEmail(email);
  if (!user) throw new StaffError(`No staff account for ${normaliseEmail(email)}.`);
  const passwordHash = await hashPassword(password);
  // A new password ends every session: whoever knew the old one is signed out everywhere.
  await getDb().transaction(async (tx) => {
    await tx.update(staffUsers).set({ passwordHash }).where(eq(staffUsers.id, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
  });
}

/** Deleting an account also ends its sessions (foreign key cascade). */
export async function deleteStaff(email: string): Promise<void> {
  const deleted = await getDb()
    .delete(staffUsers)
    .where(eq(staffUsers.email, normaliseEmail(email)))
    .returning();
  if (deleted.length === 0) throw new StaffError(`No staff account for ${normaliseEmail(email)}.`);
}

/**
 * A staff member changes their own password (the current one first): every other session of the
 * account ends, this browser's stays. False when the current password is wrong.
 */
export async function changeOwnPassword(
  userId: number,
  currentPassword: string,
  newPassword: string,
  keepSessionId: string,
): Promise<boolean> {
  const user = await findStaffById(userId);
  if (!user || !(await verify(user.passwordHash, currentPassword).catch(() => false))) return false;
  const problem = newPasswordProblem(newPassword);
  if (problem) throw new StaffError(problem);
  const passwordHash = await hashPassword(newPassword);
  await getDb().transaction(async (tx) => {
    await tx.update(staffUsers).set({ passwordHash }).where(eq(staffUsers.id, userId));
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
  });
  return true;
}
