/**
 * Newsletter subscriptions: one row per (lower-cased) address. A repeated signup never adds a
 * row and answers the same whether or not the address was known, so the form cannot be used to
 * find out who subscribes. Each row has a secret unsubscribe token for the link in every mail.
 */
import crypto from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import { getDb } from "@db/client.server";
import { type NewsletterSubscription, newsletterSubscriptions } from "@db/schema";
import type { NewsletterInput } from "~/schemas/newsletter";

export const UNSUBSCRIBE_PATH = "/newsletter/unsubscribe";

export function newUnsubscribeToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

/** The link that unsubscribes this token's subscription, on the site's public origin. */
export function unsubscribeUrl(token: string, origin: string): string {
  return `${origin}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}

/**
 * Subscribes the address: creates the row, or re-activates an unsubscribed one (new
 * subscribedAt, the new name), or leaves an active one as it is. The token is kept.
 */
export async function subscribe(input: NewsletterInput): Promise<NewsletterSubscription> {
  const email = input.email.trim().toLowerCase();
  const t = newsletterSubscriptions;
  const [row] = await getDb()
    .insert(t)
    .values({ email, fullName: input.fullName, unsubscribeToken: newUnsubscribeToken() })
    .onConflictDoUpdate({
      target: t.email,
      set: {
        fullName: sql`case when ${t.subscribed} then ${t.fullName} else excluded.full_name end`,
        subscribedAt: sql`case when ${t.subscribed} then ${t.subscribedAt} else now() end`,
        subscribed: sql`true`,
        unsubscribedAt: sql`null`,
      },
    })
    .returning();
  return row;
}

export async function findByToken(token: string): Promise<NewsletterSubscription | undefined> {
  if (!token) return undefined;
  const [row] = await getDb()
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.unsubscribeToken, token))
    .limit(1);
  return row;
}

/** Unsubscribes the token's subscription; false when no subscription has this token. */
export async function unsubscribeByToken(token: string): Promise<boolean> {
  if (!token) return false;
  const t = newsletterSubscriptions;
  const rows = await getDb()
    .update(t)
    .set({
      subscribed: false,
      // An address that is already unsubscribed keeps the date it left.
      unsubscribedAt: sql`coalesce(${t.unsubscribedAt}, now())`,
    })
    .where(eq(t.unsubscribeToken, token))
    .returning({ id: t.id });
  return rows.length > 0;
}

// The CRM side: the tab's first rows, all of them for the API and the export, delete.
export const NEWSLETTER_TAB_ROWS = 10;

export type CrmSubscription = Pick<
  NewsletterSubscription,
  "id" | "email" | "fullName" | "subscribed" | "subscribedAt"
>;

const crmColumns = {
  id: newsletterSubscriptions.id,
  email: newsletterSubscriptions.email,
  fullName: newsletterSubscriptions.fullName,
  subscribed: newsletterSubscriptions.subscribed,
  subscribedAt: newsletterSubscriptions.subscribedAt,
};

/** Newest first; `limit` undefined means all (the API list and the CSV export). */
export function listNewsletterSubscriptionsForCrm(limit?: number): Promise<CrmSubscription[]> {
  const query = getDb()
    .select(crmColumns)
    .from(newsletterSubscriptions)
    .orderBy(desc(newsletterSubscriptions.subscribedAt), desc(newsletterSubscriptions.id));
  return limit === undefined ? query : query.limit(limit);
}

export async function deleteNewsletterSubscription(id: number): Promise<boolean> {
  const deleted = await getDb()
    .delete(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, id))
    .returning({ id: newsletterSubscriptions.id });
  return deleted.length > 0;
}

export async function getNewsletterSubscriptionForCrm(
  id: number,
): Promise<CrmSubscription | undefined> {
  const [row] = await getDb()
    .select(crmColumns)
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, id));
  return row;
}
