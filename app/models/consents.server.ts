/**
 * The consent log: append-only rows (purpose, granted or withdrawn, when, source, notice version).
 * Rows are never updated; erasure of the person deletes them.
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import { type Executor, getDb } from "@db/client.server";
import { type ConsentEvent, campaigns, consentEvents } from "@db/schema";
import { CONSENT_NOTICES, type ConsentPurpose } from "~/schemas/consent-texts";
import { consentSourceParts } from "~/schemas/consent-log-texts";
import type { WITHDRAWAL_CHANNELS } from "~/schemas/person";
import { recordAudit } from "./audit.server";
import { MAILING_LISTS } from "./mailing-lists.server";
import { subjectHash } from "./people.server";
import { normaliseEmail } from "~/utils/email";

export interface ConsentInput {
  email: string;
  purpose: ConsentPurpose;
  granted: boolean;
  /** "form:newsletter", "form:dental-iq", unsubscribeSource(…) or "staff:<email> (<channel>)". */
  source: string;
  noticeVersion?: string;
}

/**
 * An unsubscribe's source: the campaign whose mail held the link, and whether the mail program's
 * one-click button (RFC 8058) sent it rather than the person on our page.
 */
export function unsubscribeSource(campaignId?: number, oneClick = false): string {
  const notes = [campaignId ? `campaign ${campaignId}` : "", oneClick ? "one-click" : ""];
  const said = notes.filter(Boolean).join(", ");
  return said ? `link:unsubscribe (${said})` : "link:unsubscribe";
}

/** Appends one consent row; pass the transaction that stores the form's record. */
export async function recordConsent(db: Executor, input: ConsentInput): Promise<ConsentEvent> {
  const [row] = await db
    .insert(consentEvents)
    .values({
      email: normaliseEmail(input.email),
      purpose: input.purpose,
      granted: input.granted,
      source: input.source,
      noticeVersion: input.noticeVersion ?? CONSENT_NOTICES[input.purpose].version,
    })
    .returning();
  return row;
}

/** Every consent row of the person, newest first. */
export function listConsents(email: string, db: Executor = getDb()): Promise<ConsentEvent[]> {
  return db
    .select()
    .from(consentEvents)
    .where(eq(consentEvents.email, normaliseEmail(email)))
    .orderBy(desc(consentEvents.at), desc(consentEvents.id));
}

/** The subjects of the campaigns whose mail held the unsubscribe links of these rows, by id. */
export async function consentCampaignSubjects(
  events: readonly Pick<ConsentEvent, "source">[],
  db: Executor = getDb(),
): Promise<Record<number, string>> {
  const ids = [
    ...new Set(
      events.flatMap((e) => {
        const id = consentSourceParts(e.source).campaignId;
        return id === undefined ? [] : [id];
      }),
    ),
  ];
  if (ids.length === 0) return {};
  const rows = await db
    .select({ id: campaigns.id, subject: campaigns.subject })
    .from(campaigns)
    .where(inArray(campaigns.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, r.subject]));
}

/** The latest row per purpose: what the person currently agrees to. */
export function currentConsents(events: ConsentEvent[]): ConsentEvent[] {
  const latest = new Map<string, ConsentEvent>();
  for (const event of events) if (!latest.has(event.purpose)) latest.set(event.purpose, event);
  return [...latest.values()];
}

type WithdrawalChannel = (typeof WITHDRAWAL_CHANNELS)[number];

/**
 * A withdrawal the person made by phone or email, recorded by staff on their behalf. Withdrawing
 * the newsletter or DentalIQ news consent also unsubscribes the address from that mailing.
 */
export function recordStaffWithdrawal(
  email: string,
  purpose: ConsentPurpose,
  channel: WithdrawalChannel,
  staffEmail: string,
): Promise<ConsentEvent> {
  const normalised = normaliseEmail(email);
  return getDb().transaction(async (tx) => {
    const row = await recordConsent(tx, {
      email: normalised,
      purpose,
      granted: false,
      source: `staff:${staffEmail} (${channel})`,
    });
    // Withdrawing a mailing's consent also stops the mailing (the same rule for both lists).
    const list = MAILING_LISTS[purpose === "newsletter" ? "newsletter" : "dentaliq"].table;
    await tx
      .update(list)
      .set({ subscribed: false, unsubscribedAt: new Date() })
      .where(and(eq(list.email, normalised), eq(list.subscribed, true)));
    await recordAudit(tx, {
      actor: staffEmail,
      action: "consent-withdrawn",
      entityType: "person",
      subjectHash: subjectHash(normalised),
      summary: `Consent withdrawn (${purpose}) by ${channel}`,
    });
    return row;
  });
}
