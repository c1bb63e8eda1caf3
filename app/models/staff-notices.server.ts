/**
 * Notices to a staff member about their own account (second factor enrolled or reset, a recovery
 * code used, the password changed), mailed through the outbox to the account's own address. The
 * log says only the account id and the kind of notice, never a code, a secret or a link.
 */
import { eq } from "drizzle-orm";
import { getDb } from "@db/client.server";
import { staffUsers } from "@db/schema";
import { log } from "~/utils/log.server";
import { enqueueMail } from "./mail.server";
import { staffNoticeMail } from "./staff-mails.server";
import type { StaffNotice } from "./staff-notice-texts";

export type { StaffNotice } from "./staff-notice-texts";

export async function notifyStaff(userId: number, notice: StaffNotice): Promise<void> {
  const [user] = await getDb()
    .select({ email: staffUsers.email })
    .from(staffUsers)
    .where(eq(staffUsers.id, userId));
  if (!user) return;
  await enqueueMail({ template: staffNoticeMail, params: { id: userId, notice }, to: user.email });
  log.info("staff notice queued", { userId, notice });
}
