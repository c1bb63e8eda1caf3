/**
 * Newsletter subscriptions: one row per (lower-cased) address. A repeated signup never adds a
 * row and answers the same whether or not the address was known, so the form cannot be used to
 * find out who subscribes. Each row has a secret unsubscribe token for the link in every mail.
 */
import crypto from "node:crypto";
import { count, desc, eq, sql } from "drizzle-orm";
import { getDb } from "@db/client.server";
import { type NewsletterSubscription, newsletterSubscriptions } from "@db/schema";
import type { NewsletterInput } from "~/schemas/newsletter";
import { recordConsent } from "./consents.server";
import { liftSuppressionBySelf } from "./people.server";
import { containsPattern } from "~/utils/like";
import { recordAudit } from "./audit.server";

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
  return getDb().transaction(async (tx) => {
    await liftSuppressionBySelf(tx, email, "newsletter");
    // Each signup is a consent given to the wording shown, even when the address was active.
    await recordConsent(tx, {
      email,
      purpose: "newsletter",
      granted: true,
      source: "form:newsletter",
    });
    const [row] = await tx
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
  });
}

/** Tokens are base64url (newUnsubscribeToken): anything else, e.g. a NUL, matches no row. */
const couldBeToken = (token: string) => /^[A-Za-z0-9_-]{1,200}$/.test(token);

export async function findByToken(token: string): Promise<NewsletterSubscription | undefined> {
  if (!couldBeToken(token)) return undefined;
  const [row] = await getDb()
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.unsubscribeToken, token))
    .limit(1);
  return row;
}

/** Unsubscribes the token's subscription; false when no subscription has this token. */
export async function unsubscribeByToken(token: string): Promise<boolean> {
  if (!couldBeToken(token)) return false;
  const t = newsletterSubscriptions;
  return getDb().transaction(async (tx) => {
    const [before] = await tx
      .select({ email: t.email, subscribed: t.subscribed })
      .from(t)
      .where(eq(t.unsubscribeToken, token))
      .for("update");
    if (!before) return false;
    await tx
      .update(t)
      .set({
        subscribed: false,
        // An address that is already unsubscribed keeps the date it left.
        unsubscribedAt: sql`coalesce(${t.unsubscribedAt}, now())`,
      })
      .where(eq(t.unsubscribeToken, token));
    // Withdrawn once: a second click on the link changes nothing.
    if (before.subscribed) {
      await recordConsent(tx, {
        email: before.email,
        purpose: "newsletter",
        granted: false,
        source: "link:unsubscribe",
      });
    }
    return true;
  });
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

export function deleteNewsletterSubscription(id: number, actor: string): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [deleted] = await tx
      .delete(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.id, id))
      .returning({ id: newsletterSubscriptions.id });
    if (!deleted) return false;
    await recordAudit(tx, {
      actor,
      action: "deleted",
      entityType: "newsletter-subscription",
      entityId: id,
      summary: `Newsletter subscription #${id} deleted`,
    });
    return true;
  });
}

/** Staff mark a subscriber unsubscribed (e.g. asked by phone); undefined for an unknown id. */
export function unsubscribeByStaff(
  id: number,
  actor: string,
): Promise<CrmSubscription | undefined> {
  return getDb().transaction(async (tx) => {
    const [before] = await tx
      .select(crmColumns)
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.id, id))
      .for("update");
    if (!before) return undefined;
    if (!before.subscribed) return before;
    const [after] = await tx
      .update(newsletterSubscriptions)
      .set({ subscribed: false, unsubscribedAt: new Date() })
      .where(eq(newsletterSubscriptions.id, id))
      .returning(crmColumns);
    await recordAudit(tx, {
      actor,
      action: "unsubscribed",
      entityType: "newsletter-subscription",
      entityId: id,
      changes: { subscribed: { from: true, to: false } },
      summary: `${before.email} marked unsubscribed by staff`,
    });
    return after;
  });
}

export const NEWSLETTER_PAGE_SIZE = 50;

/** "Show all": every subscription, newest first, searchable by name or email, in pages. */
export async function listNewsletterPage({
  q = "",
  page = 1,
  pageSize = NEWSLETTER_PAGE_SIZE,
}: {
  q?: string;
  page?: number;
  pageSize?: number;
}): Promise<{
  subscriptions: CrmSubscription[];
  total: number;
  page: number;
  pageCount: number;
}> {
  const db = getDb();
  const text = q.trim();
  const where = text
    ? sql`(${newsletterSubscriptions.fullName} || ' ' || ${newsletterSubscriptions.email}) ilike ${containsPattern(text)}`
    : undefined;
  const total = Number(
    (await db.select({ n: count() }).from(newsletterSubscriptions).where(where))[0].n,
  );
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const subscriptions = await db
    .select(crmColumns)
    .from(newsletterSubscriptions)
    .where(where)
    .orderBy(desc(newsletterSubscriptions.subscribedAt), desc(newsletterSubscriptions.id))
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  return { subscriptions, total, page: current, pageCount };
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
