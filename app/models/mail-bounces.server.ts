/**
 * Bounces and complaints a mail provider reports (POST /api/mail/bounces; docs/decisions/074):
 * a hard bounce makes the newsletter subscriber Bouncing (no more campaigns until they confirm a
 * sign-up again), as an SMTP 5xx at sending does; a complaint unsubscribes them, recorded in the
 * consent log; soft bounces stop them after three campaigns in a row. The same on the DentalIQ
 * news list (docs/decisions/080): a report applies to each list the address is on.
 *
 * "In a row" is counted by campaign: a report is put against the newest campaign mail the server
 * accepted for the address, once per campaign however often the provider retried it; the streak
 * goes on only if the campaign before that one to the same address soft-bounced too.
 */
import { and, desc, eq, isNotNull } from "drizzle-orm";
import { getDb } from "@db/client.server";
import { campaignRecipients } from "@db/schema";
import { type BounceReport, SOFT_BOUNCE_LIMIT } from "~/schemas/mail-bounce";
import { normaliseEmail } from "~/utils/email";
import { recordAudit } from "./audit.server";
import { recordConsent } from "./consents.server";
import { MAILING_LISTS, type MailingList } from "./mailing-lists.server";
import { emailIs, subjectHash } from "./people.server";

/** What the report changed: nothing (no subscription), counted, or the subscription stopped. */
export type BounceOutcome =
  "no-subscription" | "bouncing" | "unsubscribed" | "counted" | "already-stopped";

/** The provider's name for the webhook, in the audit trail and the consent log. */
const ACTOR = "mail provider (bounce webhook)";

/** The outcome reported when lists differ: the one that changed most. */
const STRENGTH: BounceOutcome[] = [
  "no-subscription",
  "already-stopped",
  "counted",
  "bouncing",
  "unsubscribed",
];

export async function recordBounce(report: BounceReport): Promise<BounceOutcome> {
  let outcome: BounceOutcome = "no-subscription";
  for (const list of Object.values(MAILING_LISTS)) {
    const one = await recordBounceOn(list, report);
    if (STRENGTH.indexOf(one) > STRENGTH.indexOf(outcome)) outcome = one;
  }
  return outcome;
}

async function recordBounceOn(list: MailingList, report: BounceReport): Promise<BounceOutcome> {
  const email = normaliseEmail(report.email);
  const reason = report.reason ?? null;
  const t = list.table;
  return getDb().transaction(async (tx) => {
    const [row] = await tx.select().from(t).where(emailIs(t.email, email)).for("update");
    if (!row) return "no-subscription";
    if (!row.subscribed) return "already-stopped";
    const audit = (summary: string) =>
      recordAudit(tx, {
        actor: ACTOR,
        action: `bounce-${report.type}`,
        entityType: list.entityType,
        entityId: row.id,
        subjectHash: subjectHash(email),
        summary,
      });

    if (report.type === "complaint") {
      await tx
        .update(t)
        .set({ subscribed: false, unsubscribedAt: new Date() })
        .where(eq(t.id, row.id));
      await recordConsent(tx, {
        email,
        purpose: list.purpose,
        granted: false,
        source: "provider:complaint",
      });
      await audit(`Unsubscribed: the person marked a ${list.name} mail as spam`);
      return "unsubscribed";
    }
    if (row.bouncedAt) return "already-stopped";

    if (report.type === "hard") {
      await tx
        .update(t)
        .set({ bouncedAt: new Date(), bounceKind: "hard", bounceReason: reason })
        .where(eq(t.id, row.id));
      await audit("Bouncing: the mail provider reported a hard bounce");
      return "bouncing";
    }

    // Soft: the newest campaign mail accepted for the address, and the one before it.
    const [latest, previous] = await tx
      .select({ campaignId: campaignRecipients.campaignId })
      .from(campaignRecipients)
      .where(and(eq(campaignRecipients.email, email), isNotNull(campaignRecipients.sentAt)))
      .orderBy(desc(campaignRecipients.sentAt))
      .limit(2);
    if (!latest || latest.campaignId === row.softBounceCampaignId) return "counted";
    const streak =
      previous && previous.campaignId === row.softBounceCampaignId ? row.softBounceStreak + 1 : 1;
    const stops = streak >= SOFT_BOUNCE_LIMIT;
    await tx
      .update(t)
      .set({
        softBounceStreak: streak,
        softBounceCampaignId: latest.campaignId,
        ...(stops
          ? {
              bouncedAt: new Date(),
              bounceKind: "soft",
              bounceReason: reason,
            }
          : {}),
      })
      .where(eq(t.id, row.id));
    if (!stops) return "counted";
    await audit(`Bouncing: soft bounces from ${SOFT_BOUNCE_LIMIT} campaigns in a row`);
    return "bouncing";
  });
}
