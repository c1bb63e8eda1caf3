/**
 * DentalIQ news (docs/decisions/080): the registrants who ticked "Email me DentalIQ news and
 * offers", the audience of a "dentaliq" campaign. One row per address with its own unsubscribe
 * token, as a newsletter subscription; ticking the box again (a new registration) subscribes the
 * address again and clears a bounce. The consent log holds the evidence of each tick and
 * withdrawal ("dentaliq-updates").
 */
import type { BounceKind } from "~/schemas/mail-bounce";
import { eq, inArray } from "drizzle-orm";
import { type Executor, getDb } from "@db/client.server";
import { type DentaliqSubscriber, dentaliqSubscribers } from "@db/schema";
import { normaliseEmail } from "~/utils/email";
import { recordConsent, unsubscribeSource } from "./consents.server";
import { couldBeToken } from "./mailing-lists.server";
import { newUnsubscribeToken } from "./newsletter.server";

/** Subscribes the address (a registration with the box ticked), inside the caller's transaction. */
export async function subscribeToDentaliqNews(db: Executor, email: string): Promise<void> {
  const again = {
    subscribed: true,
    subscribedAt: new Date(),
    unsubscribedAt: null,
    bouncedAt: null,
    bounceKind: null,
    bounceReason: null,
    softBounceStreak: 0,
    softBounceCampaignId: null,
  };
  await db
    .insert(dentaliqSubscribers)
    .values({ ...again, email: normaliseEmail(email), unsubscribeToken: newUnsubscribeToken() })
    .onConflictDoUpdate({ target: dentaliqSubscribers.email, set: again });
}

export async function findDentaliqByToken(token: string): Promise<DentaliqSubscriber | undefined> {
  if (!couldBeToken(token)) return undefined;
  const [row] = await getDb()
    .select()
    .from(dentaliqSubscribers)
    .where(eq(dentaliqSubscribers.unsubscribeToken, token));
  return row;
}

/** Stops DentalIQ news for the token's address, recorded in the consent log (naming the campaign). */
export async function unsubscribeDentaliqByToken(
  token: string,
  campaignId?: number,
  /** Sent by the mail program's one-click button (RFC 8058), not from our page. */
  oneClick = false,
): Promise<"unsubscribed" | "already" | "invalid"> {
  if (!couldBeToken(token)) return "invalid";
  const t = dentaliqSubscribers;
  return getDb().transaction(async (tx) => {
    const [row] = await tx.select().from(t).where(eq(t.unsubscribeToken, token)).for("update");
    if (!row) return "invalid";
    if (!row.subscribed) return "already";
    await tx
      .update(t)
      .set({ subscribed: false, unsubscribedAt: new Date() })
      .where(eq(t.id, row.id));
    await recordConsent(tx, {
      email: row.email,
      purpose: "dentaliq-updates",
      granted: false,
      source: unsubscribeSource(campaignId, oneClick),
    });
    return "unsubscribed";
  });
}

export type DentaliqNews = {
  status: "active" | "bouncing" | "unsubscribed";
  /** Why it is Bouncing (the server's refusal or the provider's report); null otherwise. */
  bounceKind: BounceKind | null;
  bounceReason: string | null;
};

const newsOf = (row: DentaliqSubscriber): DentaliqNews =>
  !row.subscribed
    ? { status: "unsubscribed", bounceKind: null, bounceReason: null }
    : row.bouncedAt
      ? { status: "bouncing", bounceKind: row.bounceKind, bounceReason: row.bounceReason }
      : { status: "active", bounceKind: null, bounceReason: null };

/** The addresses' DentalIQ news states for the CRM, by normalised address (absent: never ticked). */
export async function dentaliqNewsOfMany(emails: string[]): Promise<Map<string, DentaliqNews>> {
  const wanted = [...new Set(emails.map(normaliseEmail))];
  if (!wanted.length) return new Map();
  const rows = await getDb()
    .select()
    .from(dentaliqSubscribers)
    .where(inArray(dentaliqSubscribers.email, wanted));
  return new Map(rows.map((row) => [row.email, newsOf(row)]));
}

/** The address's DentalIQ news state, or null when it never ticked the box. */
export async function dentaliqNewsOf(email: string): Promise<DentaliqNews | null> {
  return (await dentaliqNewsOfMany([email])).get(normaliseEmail(email)) ?? null;
}
