/**
 * Newsletter subscriptions. The public subscribe/unsubscribe functions belong to the FORMS work;
 * the CRM-side functions (list, export, delete) are appended at the bottom of this file.
 */
import { desc, eq } from "drizzle-orm";
import { getDb } from "@db/client.server";
import { type NewsletterSubscription, newsletterSubscriptions } from "@db/schema";

// ---- CRM side (issue 5): first 10 newest first, all for the export, delete ----

export const NEWSLETTER_TAB_ROWS = 10;

export type CrmSubscription = Pick<NewsletterSubscription, "id" | "email" | "fullName" | "subscribed" | "subscribedAt">;

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
