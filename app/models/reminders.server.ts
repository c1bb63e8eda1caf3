/**
 * Reminders that reach staff by themselves (the runs are pg-boss schedules, job-workers.server.ts):
 *
 * - `sendDailyDigests`: each weekday at 08:00 UK time, every active staff member with reminders on
 *   gets one digest mail, when there is something in it;
 * - `sendReplyReminders`: every 15 minutes, each enquiry or registration that has waited 20 hours
 *   with no staff action is marked reminded and mailed about, in one transaction, exactly once
 *   (the mark is conditional, so two instances or a retried job cannot both send it);
 * - `setReminderMail`: a staff member turns their reminders off or on again (audited).
 *
 * What counts as waiting, and as a staff action: reminder-items.server.ts.
 * docs/decisions/030-reminders.md
 */
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@db/client.server";
import { mailMessages, staffUsers } from "@db/schema";
import { staffMailAddress } from "~/utils/smtp-transport.server";
import { isUkWeekend, ukDay } from "~/utils/uk-dates";
import { recordAudit } from "./audit.server";
import type { InboxKind } from "./inbox.server";
import { mailOutbox } from "./mail.server";
import { replyReminderMail, staffDigestMail } from "./reminder-mail.server";
import {
  claimReminder,
  digestFor,
  isEmptyDigest,
  reminderRecipients,
  waitingForReply,
} from "./reminder-items.server";

export interface DigestRun {
  status: "sent" | "weekend";
  /** Staff members a digest was queued for. */
  queued: number;
  /** Staff members with nothing to be told today. */
  empty: number;
  /** Staff members whose digest for the day was already queued (a retried run). */
  already: number;
}

/** Queues today's digest for every active staff member with reminders on and something to read. */
export async function sendDailyDigests(now = new Date()): Promise<DigestRun> {
  const run: DigestRun = { status: "sent", queued: 0, empty: 0, already: 0 };
  // The schedule is weekdays only; a Friday run retried into Saturday sends nothing either.
  if (isUkWeekend(now)) return { ...run, status: "weekend" };
  const day = ukDay(now);
  const outbox = await mailOutbox();
  await getDb().transaction(async (tx) => {
    // Runs of the same day one after the other, so the "already queued" check below holds even
    // for two at once (the schedule makes one job per day; a retry or a hand run could overlap).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff-digest'))`);
    for (const staff of await reminderRecipients(tx)) {
      const [queued] = await tx
        .select({ id: mailMessages.id })
        .from(mailMessages)
        .where(
          and(
            eq(mailMessages.template, "staff-digest"),
            sql`${mailMessages.params} @> ${JSON.stringify({ id: staff.id, day })}::jsonb`,
          ),
        )
        .limit(1);
      if (queued) {
        run.already += 1;
        continue;
      }
      if (isEmptyDigest(await digestFor(staff, now, tx))) {
        run.empty += 1;
        continue;
      }
      await outbox.enqueue(tx, {
        template: staffDigestMail,
        params: { id: staff.id, day, at: now.toISOString() },
        to: staff.email,
      });
      run.queued += 1;
    }
  });
  return run;
}

export interface ReplyReminderRun {
  /** Items reminded about in this run. */
  reminded: number;
  /** Mails queued (one per item per recipient). */
  mails: number;
}

/**
 * Reminds staff of every enquiry and registration that has waited 20 hours for a reply. Each is
 * marked reminded in the transaction that queues its mails, so it is reminded about once.
 * Recipients: active staff with reminders on; if nobody is, the shared address (NOTIFY_EMAIL),
 * so the reminder still reaches someone.
 */
export async function sendReplyReminders(now = new Date()): Promise<ReplyReminderRun> {
  const run: ReplyReminderRun = { reminded: 0, mails: 0 };
  const outbox = await mailOutbox();
  for (const kind of ["contact", "registration"] as InboxKind[]) {
    for (const item of await waitingForReply(kind, now)) {
      await getDb().transaction(async (tx) => {
        if (!(await claimReminder(kind, item.id, now, tx))) return;
        const staff = await reminderRecipients(tx);
        const to = staff.length ? staff.map((s) => s.email) : [staffMailAddress()];
        for (const address of to)
          await outbox.enqueue(tx, {
            template: replyReminderMail,
            params: { kind, id: item.id },
            to: address,
          });
        run.reminded += 1;
        run.mails += to.length;
      });
    }
  }
  return run;
}

/** Turns a staff member's reminder mail on or off. False when it already was. */
export async function setReminderMail(
  userId: number,
  on: boolean,
  actor: string,
): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [changed] = await tx
      .update(staffUsers)
      .set({ reminderMail: on })
      .where(and(eq(staffUsers.id, userId), eq(staffUsers.reminderMail, !on)))
      .returning({ email: staffUsers.email });
    if (!changed) return false;
    await recordAudit(tx, {
      actor,
      action: "updated",
      entityType: "staff-account",
      entityId: userId,
      changes: { reminderMail: { from: !on, to: on } },
      summary: `${changed.email} turned reminder emails ${on ? "on" : "off"}`,
    });
    return true;
  });
}

/** Whether a staff member gets reminder mail. */
export async function reminderMailOf(userId: number): Promise<boolean> {
  const [row] = await getDb()
    .select({ on: staffUsers.reminderMail })
    .from(staffUsers)
    .where(eq(staffUsers.id, userId));
  return row?.on ?? false;
}
