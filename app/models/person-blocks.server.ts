/**
 * Why a person's data may not be processed: suppressed (erased, until they come back through a
 * form of their own) or restricted (UK GDPR Article 18), the checks other models call before
 * processing a person (`assertNotSuppressed`, `assertNotRestricted`), and restricting and lifting.
 * docs/decisions/011-gdpr-suppression-and-retention.md
 */
import { eq, inArray } from "drizzle-orm";
import { type Executor, getDb } from "@db/client.server";
import { type PersonRestriction, leads, personRestrictions, suppressions } from "@db/schema";
import { recordAudit } from "./audit.server";
import { subjectHash } from "./person-email.server";
import { normaliseEmail } from "~/utils/email";

/**
 * Staff tried to process a person who is suppressed (erased) or restricted: answered 409. The
 * reason is a code; the kits word it (PERSON_BLOCKED_TEXTS, components/people/texts.ts).
 */
export class PersonBlockedError extends Error {
  constructor(public reason: "suppressed" | "restricted") {
    super(`person ${reason}`);
  }
}

export async function isSuppressed(email: string, db: Executor = getDb()): Promise<boolean> {
  const [row] = await db
    .select({ hash: suppressions.emailHash })
    .from(suppressions)
    .where(eq(suppressions.emailHash, subjectHash(email)));
  return Boolean(row);
}

/** Throws PersonBlockedError("suppressed") when the email was erased and not re-submitted since. */
export async function assertNotSuppressed(email: string, db: Executor = getDb()): Promise<void> {
  if (await isSuppressed(email, db)) {
    throw new PersonBlockedError("suppressed");
  }
}

export async function getRestriction(
  email: string,
  db: Executor = getDb(),
): Promise<PersonRestriction | undefined> {
  const [row] = await db
    .select()
    .from(personRestrictions)
    .where(eq(personRestrictions.email, normaliseEmail(email)));
  return row;
}

/** Throws PersonBlockedError("restricted") while the person's processing is restricted. */
export async function assertNotRestricted(email: string, db: Executor = getDb()): Promise<void> {
  if (await getRestriction(email, db)) {
    throw new PersonBlockedError("restricted");
  }
}

/** The lead's person must not be restricted (before an activity is logged). Unknown ids pass. */
export async function assertLeadNotRestricted(leadId: number, db: Executor = getDb()) {
  const [lead] = await db.select({ email: leads.email }).from(leads).where(eq(leads.id, leadId));
  if (lead) await assertNotRestricted(lead.email, db);
}

/**
 * A status change needs an unrestricted person; other edits (rectification) and an update that
 * leaves the status as it is stay allowed.
 */
export async function assertStatusChangeAllowed(
  leadId: number,
  newStatus: string | undefined,
  db: Executor = getDb(),
): Promise<void> {
  if (newStatus === undefined) return;
  const [lead] = await db
    .select({ email: leads.email, status: leads.status })
    .from(leads)
    .where(eq(leads.id, leadId));
  if (lead && lead.status !== newStatus) await assertNotRestricted(lead.email, db);
}

/** Every restricted address (a short list), for the badges on the dashboard. */
export async function listRestrictedEmails(db: Executor = getDb()): Promise<string[]> {
  const rows = await db.select({ email: personRestrictions.email }).from(personRestrictions);
  return rows.map((r) => r.email);
}

/** Which of these emails are restricted (normalised), for the badges on the CRM lists. */
export async function restrictedAmong(emails: string[], db: Executor = getDb()) {
  const wanted = [...new Set(emails.map(normaliseEmail))];
  if (wanted.length === 0) return new Set<string>();
  const rows = await db
    .select({ email: personRestrictions.email })
    .from(personRestrictions)
    .where(inArray(personRestrictions.email, wanted));
  return new Set(rows.map((r) => r.email));
}

/**
 * The person's own new form submission: accepted, and it lifts a suppression (they came back).
 * Recorded in the audit trail under the person's hash. Pass the transaction that stores the form.
 */
export async function liftSuppressionBySelf(
  db: Executor,
  email: string,
  form: string,
): Promise<boolean> {
  const hash = subjectHash(email);
  const lifted = await db
    .delete(suppressions)
    .where(eq(suppressions.emailHash, hash))
    .returning({ hash: suppressions.emailHash });
  if (lifted.length === 0) return false;
  await recordAudit(db, {
    actor: "visitor",
    action: "suppression-lifted",
    entityType: "person",
    subjectHash: hash,
    summary: `Suppression lifted: the person sent the ${form} form`,
  });
  return true;
}

export async function restrictPerson(
  email: string,
  reason: string,
  actor: string,
): Promise<PersonRestriction> {
  const normalised = normaliseEmail(email);
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .insert(personRestrictions)
      .values({ email: normalised, reason, restrictedBy: actor })
      .onConflictDoUpdate({
        target: personRestrictions.email,
        set: { reason, restrictedBy: actor, restrictedAt: new Date() },
      })
      .returning();
    await recordAudit(tx, {
      actor,
      action: "restricted",
      entityType: "person",
      subjectHash: subjectHash(normalised),
      summary: `Processing restricted: ${reason}`,
    });
    return row;
  });
}

/** Lifts the restriction; false when there was none. The lifting is recorded. */
export async function unrestrictPerson(email: string, actor: string): Promise<boolean> {
  const normalised = normaliseEmail(email);
  return getDb().transaction(async (tx) => {
    const lifted = await tx
      .delete(personRestrictions)
      .where(eq(personRestrictions.email, normalised))
      .returning({ email: personRestrictions.email });
    if (lifted.length === 0) return false;
    await recordAudit(tx, {
      actor,
      action: "unrestricted",
      entityType: "person",
      subjectHash: subjectHash(normalised),
      summary: "Restriction lifted",
    });
    return true;
  });
}
