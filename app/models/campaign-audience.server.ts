/**
 * Who receives a campaign: the audience's subscribed addresses, less anyone restricted or erased
 * (at the freeze), and each recipient's standing again right before their copy goes.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { type Executor, getDb } from "@db/client.server";
import { personRestrictions, suppressions } from "@db/schema";
import type { CampaignAudience } from "./campaign-mails.server";
import { MAILING_LISTS } from "./mailing-lists.server";
import { subjectHash } from "./people.server";

/** The audience's addresses now, before exclusions, each once (normalised). */
export async function audienceEmails(audience: CampaignAudience, db: Executor): Promise<string[]> {
  const list = MAILING_LISTS[audience].table;
  const rows = await db
    .select({ email: sql<string>`lower(trim(${list.email}))` })
    .from(list)
    .where(and(eq(list.subscribed, true), isNull(list.bouncedAt)));
  return rows.map((r) => r.email);
}

/** Why a person must not receive the campaign now, or null when they may. */
export type Exclusion = "unsubscribed" | "restricted" | "erased";

/** Who among `emails` must not receive the campaign now (restricted or erased), and why. */
export async function excludedAmong(
  emails: string[],
  db: Executor,
): Promise<Map<string, Exclusion>> {
  const out = new Map<string, Exclusion>();
  if (!emails.length) return out;
  const restricted = await db.select({ email: personRestrictions.email }).from(personRestrictions);
  const restrictedSet = new Set(restricted.map((r) => r.email));
  const suppressed = new Set(
    (await db.select({ hash: suppressions.emailHash }).from(suppressions)).map((r) => r.hash),
  );
  for (const email of emails) {
    if (suppressed.size && suppressed.has(subjectHash(email))) out.set(email, "erased");
    else if (restrictedSet.has(email)) out.set(email, "restricted");
  }
  return out;
}

/**
 * Right before a recipient's copy goes, in one round trip: their unsubscribe token (the link the
 * mail carries) while they are still subscribed and not bouncing, else why not: unsubscribed (or
 * bouncing), erased, restricted, in that order.
 */
export async function standingOf(
  email: string,
  audience: CampaignAudience,
): Promise<{ token: string; excluded: null } | { token: null; excluded: Exclusion }> {
  const s = MAILING_LISTS[audience].table;
  const [row] = await getDb()
    .select({
      token: sql<string | null>`(select ${s.unsubscribeToken} from ${s}
        where lower(trim(${s.email})) = ${email} and ${s.subscribed} and ${s.bouncedAt} is null
        limit 1)`,
      erased: sql<boolean>`exists (select 1 from ${suppressions}
        where ${suppressions.emailHash} = ${subjectHash(email)})`,
      restricted: sql<boolean>`exists (select 1 from ${personRestrictions}
        where ${personRestrictions.email} = ${email})`,
    })
    .from(sql`(select 1) as one`);
  if (!row?.token) return { token: null, excluded: "unsubscribed" };
  if (row.erased) return { token: null, excluded: "erased" };
  if (row.restricted) return { token: null, excluded: "restricted" };
  return { token: row.token, excluded: null };
}

/** How many people the campaign would go to if it were sent now. */
export async function audienceSize(audience: CampaignAudience): Promise<number> {
  const db = getDb();
  const emails = await audienceEmails(audience, db);
  const excluded = await excludedAmong(emails, db);
  return emails.length - excluded.size;
}

/**
 * The subscriber is "Bouncing" on the campaign's list: left out of later campaigns until they
 * sign up (or tick DentalIQ news) again.
 */
export async function markBouncing(email: string, reason: string, audience: CampaignAudience) {
  const list = MAILING_LISTS[audience].table;
  await getDb()
    .update(list)
    .set({ bouncedAt: new Date(), bounceKind: "refused", bounceReason: reason })
    .where(sql`lower(trim(${list.email})) = ${email}`);
}
