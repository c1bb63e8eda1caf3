/**
 * Notices to a staff member about their own account (second factor enrolled or reset, a recovery
 * code used, …). The mail queue is being built separately; until it lands, a notice is logged
 * (the account id and the kind of notice, never a code, a secret or a link), and this one
 * function is where it will be enqueued as mail.
 */
import { log } from "~/utils/log.server";

export type StaffNotice =
  "second-factor-enrolled" | "second-factor-reset" | "recovery-code-used" | "password-changed";

export interface SentNotice {
  userId: number;
  notice: StaffNotice;
}

/** What was "sent" in this process, newest last (tests read it; bounded). */
export const sentNotices: SentNotice[] = [];

export async function notifyStaff(userId: number, notice: StaffNotice): Promise<void> {
  sentNotices.push({ userId, notice });
  if (sentNotices.length > 100) sentNotices.shift();
  log.info("staff notice", { userId, notice });
}
