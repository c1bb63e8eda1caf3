/**
 * Newsletter subscriptions: one row per (lower-cased) address. A repeated signup never adds a
 * row and answers the same whether or not the address was known, so the form cannot be used to
 * find out who subscribes. Each row has a secret unsubscribe token for the link in every mail.
 */
import type { BounceKind } from "~/schemas/mail-bounce";
import crypto from "node:crypto";
import { count, desc, eq, sql } from "drizzle-orm";
import { getDb } from "@db/client.server";
import { type NewsletterSubscription, newsletterSubscriptions } from "@db/schema";
import type { NewsletterInput } from "~/schemas/newsletter";
import { recordConsent, unsubscribeSource } from "./consents.server";
import { couldBeToken } from "./mailing-lists.server";
import { liftSuppressionBySelf } from "./people.server";
import { containsPattern } from "~/utils/like";
import { normaliseEmail } from "~/utils/email";
import { recordAudit } from "./audit.server";
import { mailOutbox } from "./mail.server";
import {
  newsletterAlreadySubscribedMail,
  newsletterConfirmMail,
  newsletterWelcomeMail,
} from "./newsletter-mails.server";
import { type SubmitOptions, runFormFlow } from "./public-forms.server";
import type { LeadAttribution } from "~/schemas/lead-attribution";

export function newUnsubscribeToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

/** How long a confirmation link works, and how often signing up again may mail the address
 * again (the confirmation link while pending, the "already subscribed" notice while active). */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const CONFIRM_RESEND_MS = 10 * 60 * 1000;

/** "bouncing": subscribed, but a campaign mail to it was refused for good (CRM lists only). */
export type SubscriptionStatus = "active" | "bouncing" | "pending" | "unsubscribed";

export function subscriptionStatus(
  row: Pick<NewsletterSubscription, "subscribed" | "unsubscribedAt">,
): SubscriptionStatus {
  if (row.subscribed) return "active";
  return row.unsubscribedAt ? "unsubscribed" : "pending";
}

/**
 * Double opt-in (UK GDPR Art. 7(1): consent the firm can demonstrate). A new or unsubscribed
 * address becomes pending and is mailed a single-use confirmation link valid CONFIRM_TTL_MS; a
 * pending one is mailed again (a fresh link if the old one expired) and an active one is mailed
 * that it is already subscribed (and left as it is), each at most once per CONFIRM_RESEND_MS.
 * The page's answer is the same in every case, so the form cannot tell who subscribes; the mail,
 * read only by the address's owner, says what is true (decision 051). The request is in the
 * consent log with its notice version.
 */
export async function subscribe(
  input: NewsletterInput,
  now = new Date(),
  attribution: LeadAttribution | null = null,
): Promise<NewsletterSubscription> {
  const email = normaliseEmail(input.email);
  const t = newsletterSubscriptions;
  const outbox = await mailOutbox();
  return getDb().transaction(async (tx) => {
    await liftSuppressionBySelf(tx, email, "newsletter");
    await recordConsent(tx, {
      email,
      purpose: "newsletter",
      granted: true,
      source: "form:newsletter (request, awaiting confirmation)",
    });
    const [existing] = await tx.select().from(t).where(eq(t.email, email)).for("update");
    const expires = new Date(now.getTime() + CONFIRM_TTL_MS);
    let row: NewsletterSubscription;
    if (!existing) {
      [row] = await tx
        .insert(t)
        .values({
          email,
          fullName: input.fullName,
          subscribed: false,
          unsubscribeToken: newUnsubscribeToken(),
          confirmToken: newUnsubscribeToken(),
          confirmExpiresAt: expires,
          confirmSentAt: now,
          attribution,
        })
        .returning();
    } else if (
      (existing.subscribed || !existing.unsubscribedAt) &&
      existing.confirmSentAt &&
      now.getTime() - existing.confirmSentAt.getTime() < CONFIRM_RESEND_MS
    ) {
      return existing;
    } else if (existing.subscribed) {
      // Stays as it is (the name too: the form may be sent by anyone); only the notice is sent.
      [row] = await tx
        .update(t)
        .set({ confirmSentAt: now })
        .where(eq(t.id, existing.id))
        .returning();
      await outbox.enqueue(tx, {
        template: newsletterAlreadySubscribedMail,
        params: { id: row.id },
        to: email,
      });
      return row;
    } else {
      const live =
        existing.confirmToken && existing.confirmExpiresAt && existing.confirmExpiresAt > now;
      [row] = await tx
        .update(t)
        .set({
          fullName: input.fullName,
          unsubscribedAt: null,
          confirmToken: live ? existing.confirmToken : newUnsubscribeToken(),
          confirmExpiresAt: live ? existing.confirmExpiresAt : expires,
          confirmSentAt: now,
          attribution,
        })
        .where(eq(t.id, existing.id))
        .returning();
    }
    await outbox.enqueue(tx, {
      template: newsletterConfirmMail,
      params: { id: row.id },
      to: email,
    });
    return row;
  });
}

/** The newsletter form's submission (page and API): honeypot, rate limit, then `subscribe`. */
export function submitNewsletter(input: NewsletterInput, options: SubmitOptions) {
  return runFormFlow<NewsletterSubscription>("newsletter", options, () =>
    subscribe(input, new Date(), options.attribution),
  );
}

/**
 * What a confirmation link stands for now: a sign-up to confirm, or one already confirmed (the
 * address subscribed, or since unsubscribed), or nothing. A confirmed link keeps its token (with
 * no expiry: spent) so that a second visit says what happened instead of "not valid"; signing up
 * again after unsubscribing replaces it.
 */
export type ConfirmLinkState = "confirm" | "subscribed" | "unsubscribed" | "invalid" | "expired";
export type ConfirmOutcome = Exclude<ConfirmLinkState, "confirm"> | "confirmed";

function confirmLinkStateOf(row: NewsletterSubscription | undefined, now: Date): ConfirmLinkState {
  if (!row) return "invalid";
  if (row.subscribed) return "subscribed";
  if (!row.confirmExpiresAt) return row.confirmedAt ? "unsubscribed" : "invalid";
  return row.confirmExpiresAt <= now ? "expired" : "confirm";
}

/**
 * Follows a confirmation link: the pending subscription becomes active (the link is spent: its
 * expiry cleared), the confirmation goes in the consent log, and the welcome mail is queued. A
 * spent link changes nothing and answers what it finds: pressing the button twice is harmless.
 */
export async function confirmByToken(token: string, now = new Date()): Promise<ConfirmOutcome> {
  if (!couldBeToken(token)) return "invalid";
  const t = newsletterSubscriptions;
  const outbox = await mailOutbox();
  return getDb().transaction(async (tx) => {
    const [row] = await tx.select().from(t).where(eq(t.confirmToken, token)).for("update");
    const state = confirmLinkStateOf(row, now);
    if (state !== "confirm") return state;
    await tx
      .update(t)
      .set({
        subscribed: true,
        subscribedAt: now,
        confirmedAt: now,
        unsubscribedAt: null,
        confirmExpiresAt: null,
        // A confirmed address receives mail again, so it is not bouncing any more.
        bouncedAt: null,
        bounceKind: null,
        bounceReason: null,
        softBounceStreak: 0,
        softBounceCampaignId: null,
        // Its limit was for the confirmation: the first "already subscribed" notice may go at once.
        confirmSentAt: null,
      })
      .where(eq(t.id, row.id));
    await recordConsent(tx, {
      email: row.email,
      purpose: "newsletter",
      granted: true,
      source: "link:confirm",
    });
    await outbox.enqueue(tx, {
      template: newsletterWelcomeMail,
      params: { id: row.id },
      to: row.email,
    });
    return "confirmed";
  });
}

/** What the confirmation page shows for a token (GET: changes nothing). */
export async function findConfirmLink(
  token: string,
  now = new Date(),
): Promise<{ state: ConfirmLinkState; email?: string }> {
  if (!couldBeToken(token)) return { state: "invalid" };
  const [row] = await getDb()
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.confirmToken, token))
    .limit(1);
  const state = confirmLinkStateOf(row, now);
  return state === "invalid" ? { state } : { state, email: row.email };
}

export async function findByToken(token: string): Promise<NewsletterSubscription | undefined> {
  if (!couldBeToken(token)) return undefined;
  const [row] = await getDb()
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.unsubscribeToken, token))
    .limit(1);
  return row;
}

export type UnsubscribeOutcome = "unsubscribed" | "already" | "invalid";

/**
 * Unsubscribes the token's subscription. "already" when it was not subscribed (a second click,
 * or a sign-up never confirmed): nothing to withdraw, the date it left is kept.
 */
export async function unsubscribeByToken(
  token: string,
  /** The campaign whose mail held the link: the consent log names it. */
  campaignId?: number,
  /** Sent by the mail program's one-click button (RFC 8058), not from our page. */
  oneClick = false,
): Promise<UnsubscribeOutcome> {
  if (!couldBeToken(token)) return "invalid";
  const t = newsletterSubscriptions;
  return getDb().transaction(async (tx) => {
    const [before] = await tx
      .select({ email: t.email, subscribed: t.subscribed, unsubscribedAt: t.unsubscribedAt })
      .from(t)
      .where(eq(t.unsubscribeToken, token))
      .for("update");
    if (!before) return "invalid";
    if (before.unsubscribedAt && !before.subscribed) return "already";
    await tx
      .update(t)
      .set({ subscribed: false, unsubscribedAt: new Date() })
      .where(eq(t.unsubscribeToken, token));
    if (!before.subscribed) return "already";
    await recordConsent(tx, {
      email: before.email,
      purpose: "newsletter",
      granted: false,
      source: unsubscribeSource(campaignId, oneClick),
    });
    return "unsubscribed";
  });
}

// The CRM side: the tab's first rows, all of them for the API and the export, delete.
export const NEWSLETTER_TAB_ROWS = 10;

export type CrmSubscription = Pick<
  NewsletterSubscription,
  "id" | "email" | "fullName" | "subscribed" | "subscribedAt" | "bounceKind" | "bounceReason"
> & { status: SubscriptionStatus };

const crmColumns = {
  id: newsletterSubscriptions.id,
  email: newsletterSubscriptions.email,
  fullName: newsletterSubscriptions.fullName,
  subscribed: newsletterSubscriptions.subscribed,
  subscribedAt: newsletterSubscriptions.subscribedAt,
  /** Why it is Bouncing (the server's refusal, or the provider's report); null otherwise. */
  bounceKind: sql<BounceKind | null>`case when ${newsletterSubscriptions.subscribed} then ${newsletterSubscriptions.bounceKind} end`,
  bounceReason: sql<
    string | null
  >`case when ${newsletterSubscriptions.subscribed} then ${newsletterSubscriptions.bounceReason} end`,
  status: sql<SubscriptionStatus>`case when ${newsletterSubscriptions.subscribed} and ${newsletterSubscriptions.bouncedAt} is not null then 'bouncing' when ${newsletterSubscriptions.subscribed} then 'active' when ${newsletterSubscriptions.unsubscribedAt} is null then 'pending' else 'unsubscribed' end`,
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
