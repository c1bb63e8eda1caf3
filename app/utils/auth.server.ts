/**
 * CONTRACT (implemented by the staff sign-in work): who is signed in.
 * Every /crm loader/action and every /api/crm/* route calls one of these itself.
 */
import { redirect } from "react-router";
import { unauthorized } from "~/utils/api.server";

export interface StaffSession {
  userId: number;
  email: string;
  sessionId: string;
}

/** The signed-in staff member, or null (no cookie, bad signature, revoked or expired session). */
export async function getStaff(_request: Request): Promise<StaffSession | null> {
  return null;
}

/** For /api/crm/*: the staff member, or throws a 401 {"message":"Unauthorized"} Response. */
export async function requireApiStaff(request: Request): Promise<StaffSession> {
  const staff = await getStaff(request);
  if (!staff) throw unauthorized();
  return staff;
}

/** For /crm pages other than /crm itself: the staff member, or throws a redirect to the login at /crm. */
export async function requirePageStaff(request: Request): Promise<StaffSession> {
  const staff = await getStaff(request);
  if (!staff) throw redirect("/crm");
  return staff;
}
