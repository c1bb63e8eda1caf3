/**
 * Erasure (UK GDPR Article 17): everything held on the email deleted in one transaction, the audit
 * rows about it redacted, an erasure log entry (counts only) and a suppression written; and what a
 * restore needs to make journalled erasures again. docs/decisions/011-gdpr-suppression-and-retention.md
 */
import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import { type Db, type Executor, getDb, getDbHandle, selectRows } from "@db/client.server";
import {
  type ErasureCounts,
  type ErasureLogEntry,
  activities,
  auditEvents,
  consentEvents,
  contactSubmissions,
  dentalRegistrations,
  erasureLog,
  leads,
  leadMessages,
  mailMessages,
  newsletterSubscriptions,
  dentaliqSubscribers,
  leadImportChanges,
  leadImports,
  personRestrictions,
  suppressions,
  campaignRecipients,
} from "@db/schema";
import { redactAudit } from "./audit.server";
import { journalErasure } from "./erasure-journal.server";
import { eraseMessages } from "./person-messages.server";
import { subjectHash } from "./person-email.server";
import {
  type RecordIds,
  auditCondition,
  importsNaming,
  recordIds,
  rowNames,
} from "./person-records.server";
import { normaliseEmail } from "~/utils/email";

/** Lets a test fail the transaction half-way, to prove nothing half-done stays. */
export interface ErasureHooks {
  afterDeletes?: (tx: Executor) => Promise<void>;
}

/**
 * The outbox rows that name the person: mail to their address, and the staff notifications about
 * their enquiries and registrations (whose subjects carry their name).
 */
async function eraseMail(
  tx: Executor,
  email: string | null,
  ids: { contactIds: number[]; registrationIds: number[] },
): Promise<void> {
  const about = (template: string, recordIds: number[]) =>
    recordIds.length
      ? and(
          eq(mailMessages.template, template),
          inArray(sql<number>`(${mailMessages.params}->>'id')::int`, recordIds),
        )
      : undefined;
  const where = or(
    email === null ? undefined : sql`lower(${mailMessages.recipient}) = ${normaliseEmail(email)}`,
    about("contact-notification", ids.contactIds),
    about("dental-iq-notification", ids.registrationIds),
  );
  if (where) await tx.delete(mailMessages).where(where);
  // Campaign recipient rows keep the campaign's counts but lose the address; one still waiting
  // is skipped.
  if (email !== null)
    await tx
      .update(campaignRecipients)
      .set({
        email: sql`'erased-' || ${campaignRecipients.id}`,
        lastResponse: sql`case when ${campaignRecipients.state} = 'pending' then 'erased' else null end`,
        state: sql`case when ${campaignRecipients.state} = 'pending' then 'skipped' else ${campaignRecipients.state} end`,
      })
      .where(eq(campaignRecipients.email, normaliseEmail(email)));
  // A lead import's refused rows that name them leave its list (its counts stay).
  if (email !== null) {
    const normalised = normaliseEmail(email);
    for (const found of await importsNaming(tx, normalised))
      await tx
        .update(leadImports)
        .set({ refusedRows: found.refusedRows.filter((row) => !rowNames(row, normalised)) })
        .where(eq(leadImports.id, found.id));
  }
}

/** Deletes the given records and redacts their audit rows; the caller's transaction. */
export async function eraseRecords(
  tx: Executor,
  ids: RecordIds,
  email: string | null,
): Promise<ErasureCounts> {
  const hash = email === null ? null : subjectHash(email);
  const auditIds = (
    await tx
      .select({ id: auditEvents.id })
      .from(auditEvents)
      // "-" is no HMAC: without an email only the records' own rows are redacted.
      .where(auditCondition(ids, hash ?? "-"))
  ).map((r) => r.id);
  await redactAudit(tx, auditIds);
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  const activitiesDeleted = ids.activityIds.length
    ? await count(
        tx
          .delete(activities)
          .where(inArray(activities.id, ids.activityIds))
          .returning({ id: activities.id }),
      )
    : 0;
  const contactsDeleted = ids.contactIds.length
    ? await count(
        tx
          .delete(contactSubmissions)
          .where(inArray(contactSubmissions.id, ids.contactIds))
          .returning({ id: contactSubmissions.id }),
      )
    : 0;
  const registrationsDeleted = ids.registrationIds.length
    ? await count(
        tx
          .delete(dentalRegistrations)
          .where(inArray(dentalRegistrations.id, ids.registrationIds))
          .returning({ id: dentalRegistrations.id }),
      )
    : 0;
  const subscriptionsDeleted = ids.subscriptionIds.length
    ? await count(
        tx
          .delete(newsletterSubscriptions)
          .where(inArray(newsletterSubscriptions.id, ids.subscriptionIds))
          .returning({ id: newsletterSubscriptions.id }),
      )
    : 0;
  const leadsDeleted = ids.leadIds.length
    ? await count(
        tx.delete(leads).where(inArray(leads.id, ids.leadIds)).returning({ id: leads.id }),
      )
    : 0;
  const consentsDeleted =
    email === null
      ? 0
      : await count(
          tx
            .delete(consentEvents)
            .where(eq(consentEvents.email, normaliseEmail(email)))
            .returning({ id: consentEvents.id }),
        );
  // What an import kept to undo its changes to these leads holds their old values: gone too.
  if (ids.leadIds.length)
    await tx.delete(leadImportChanges).where(inArray(leadImportChanges.leadId, ids.leadIds));
  if (email !== null) {
    await tx.delete(personRestrictions).where(eq(personRestrictions.email, normaliseEmail(email)));
    await tx
      .delete(dentaliqSubscribers)
      .where(eq(dentaliqSubscribers.email, normaliseEmail(email)));
  }
  await eraseMail(tx, email, ids);
  // Their leads' messages went with the leads; what they wrote or were sent elsewhere goes too.
  if (email !== null) await eraseMessages(tx, email);
  return {
    leads: leadsDeleted,
    contactSubmissions: contactsDeleted,
    dentalRegistrations: registrationsDeleted,
    newsletterSubscriptions: subscriptionsDeleted,
    activities: activitiesDeleted,
    consents: consentsDeleted,
  };
}

/**
 * Erases everything held on the email in one transaction: records deleted, audit rows redacted,
 * an erasure log entry (counts only) and a suppression (the keyed hash) written. On the embedded
 * database the erasure is then journalled outside it, so a restore of an older backup makes it
 * again (erasure-journal.server.ts).
 */
export async function erasePerson(
  email: string,
  actor: string,
  hooks: ErasureHooks = {},
): Promise<ErasureCounts> {
  const handle = getDbHandle();
  const counts = await erasePersonIn(handle.db, email, actor, hooks);
  if (handle.dataDir) journalErasure(subjectHash(normaliseEmail(email)));
  return counts;
}

/** The erasure itself, on the given database (a restore makes journalled erasures again). */
export function erasePersonIn(
  db: Db,
  email: string,
  actor: string,
  hooks: ErasureHooks = {},
): Promise<ErasureCounts> {
  const normalised = normaliseEmail(email);
  return db.transaction(async (tx) => {
    const ids = await recordIds(tx, normalised);
    const counts = await eraseRecords(tx, ids, normalised);
    await hooks.afterDeletes?.(tx);
    await tx.insert(erasureLog).values({ actor, counts });
    await tx
      .insert(suppressions)
      .values({ emailHash: subjectHash(normalised) })
      .onConflictDoNothing();
    return counts;
  });
}

/** Every address held in the tables a person's records live in, normalised (a restore's replay). */
export async function heldEmails(db: Executor): Promise<string[]> {
  const rows = await selectRows<{ email: string }>(
    db,
    sql`
    select lower(trim(email)) as email from ${leads} where email is not null
    union select lower(trim(e)) from ${leads}, unnest(${leads.additionalEmails}) as e
    union select lower(trim(email)) from ${contactSubmissions}
    union select lower(trim(email)) from ${dentalRegistrations}
    union select lower(trim(email)) from ${newsletterSubscriptions}
    union select lower(trim(email)) from ${consentEvents}
    union select lower(trim(email)) from ${personRestrictions}
    union select lower(trim(recipient)) from ${mailMessages}
    union select lower(trim(from_email)) from ${leadMessages} where direction = 'in'
    union select lower(trim(recipient)) from ${leadMessages} where direction = 'out'`,
  );
  return rows.map((r) => r.email);
}

export function listErasures(limit = 200, db: Executor = getDb()): Promise<ErasureLogEntry[]> {
  return db
    .select()
    .from(erasureLog)
    .orderBy(desc(erasureLog.at), desc(erasureLog.id))
    .limit(limit);
}
