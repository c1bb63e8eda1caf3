/**
 * A person, as the UK GDPR sees them: everything held on one email address across every table.
 *
 * The person-finding rule (normaliseEmail, app/utils/email.ts: an email matches when, trimmed and
 * lower-cased, it equals the given address trimmed and lower-cased; exact, never a pattern) is
 * applied to the tables here and only here (emailIs, leadHasEmail, sameEmail).
 *
 * Also here: the subject-access export, erasure (one transaction, with an erasure log entry and a
 * suppression), restriction, and the two checks other models call before processing a person
 * (`assertNotSuppressed`, `assertNotRestricted`). docs/decisions/011-gdpr-suppression-and-retention.md
 */
import crypto from "node:crypto";
import type { PersonRecords } from "~/schemas/person";
import { type SQL, type SQLWrapper, and, desc, eq, inArray, or, sql } from "drizzle-orm";
import { type Db, type Executor, getDb, getDbHandle, selectRows } from "@db/client.server";
import {
  type Activity,
  type ErasureCounts,
  type ImportRefusedRow,
  type ErasureLogEntry,
  type PersonRestriction,
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
  campaigns,
} from "@db/schema";
import { recordAudit, redactAudit } from "./audit.server";
import { journalErasure } from "./erasure-journal.server";
import { eraseMessages, personMessages } from "./person-messages.server";
import { subjectKey } from "./subject-key.server";
import { normaliseEmail } from "~/utils/email";

// ---- The rule, in SQL ----

/** SQL: the column holds this person's email (see the rule above). */
export function emailIs(column: SQLWrapper, email: string): SQL {
  return sql`lower(trim(${column})) = ${normaliseEmail(email)}`;
}

/**
 * SQL: the lead holds this address, as its email or one of its additional ones (a merge keeps the
 * other lead's address there), so matching and subject access find it by any of them.
 */
export function leadHasEmail(email: string): SQL {
  const normalised = normaliseEmail(email);
  return or(
    emailIs(leads.email, normalised),
    sql`${leads.additionalEmails} @> array[${normalised}]::text[]`,
  )!;
}

/** SQL: two email columns name the same person (a join; `normalised` already holds the rule). */
export function sameEmail(normalised: SQLWrapper, other: SQLWrapper): SQL {
  return sql`${normalised} = lower(trim(${other}))`;
}

/**
 * The keyed hash that names a person without their email (suppressions, person audit rows):
 * HMAC-SHA256 of the normalised email with the subject key (./subject-key.server), so a leaked table cannot be
 * reversed by hashing guessed addresses.
 */
export function subjectHash(email: string): string {
  return crypto.createHmac("sha256", subjectKey()).update(normaliseEmail(email)).digest("hex");
}

// ---- Why processing is refused ----

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

// ---- Everything held ----

export type { PersonRecords } from "~/schemas/person";

export type PersonCounts = Pick<
  ErasureCounts,
  | "leads"
  | "contactSubmissions"
  | "dentalRegistrations"
  | "newsletterSubscriptions"
  | "activities"
  | "consents"
> & { campaignMails: number; importRefusals: number; messages: number };

async function recordIds(db: Executor, email: string) {
  const [leadRows, contactRows, registrationRows, subscriptionRows] = await Promise.all([
    db.select({ id: leads.id }).from(leads).where(leadHasEmail(email)),
    db
      .select({ id: contactSubmissions.id })
      .from(contactSubmissions)
      .where(emailIs(contactSubmissions.email, email)),
    db
      .select({ id: dentalRegistrations.id })
      .from(dentalRegistrations)
      .where(emailIs(dentalRegistrations.email, email)),
    db
      .select({ id: newsletterSubscriptions.id })
      .from(newsletterSubscriptions)
      .where(emailIs(newsletterSubscriptions.email, email)),
  ]);
  const leadIds = leadRows.map((r) => r.id);
  const activityIds =
    leadIds.length === 0
      ? []
      : (
          await db
            .select({ id: activities.id })
            .from(activities)
            .where(inArray(activities.leadId, leadIds))
        ).map((r) => r.id);
  return {
    leadIds,
    activityIds,
    contactIds: contactRows.map((r) => r.id),
    registrationIds: registrationRows.map((r) => r.id),
    subscriptionIds: subscriptionRows.map((r) => r.id),
  };
}

type RecordIds = Awaited<ReturnType<typeof recordIds>>;

/** The audit rows about the person: their records' rows, their leads' timelines, person rows. */
function auditCondition(ids: RecordIds, hash: string): SQL {
  const about = (type: string, list: number[]) =>
    list.length
      ? and(eq(auditEvents.entityType, type), inArray(auditEvents.entityId, list))
      : undefined;
  return or(
    eq(auditEvents.subjectHash, hash),
    ids.leadIds.length ? inArray(auditEvents.leadId, ids.leadIds) : undefined,
    about("lead", ids.leadIds),
    about("activity", ids.activityIds),
    about("contact-submission", ids.contactIds),
    about("dental-registration", ids.registrationIds),
    about("newsletter-subscription", ids.subscriptionIds),
  )!;
}

/** A lead import's refused row that holds the (normalised) address in one of its cells. */
const rowNames = (row: ImportRefusedRow, email: string) =>
  row.cells.some((cell) => normaliseEmail(cell) === email);

/** The lead imports whose refused rows name the address (the file's cells as they were). */
function importsNaming(db: Executor, email: string) {
  return db
    .select({
      id: leadImports.id,
      fileName: leadImports.fileName,
      createdAt: leadImports.createdAt,
      headers: leadImports.headers,
      refusedRows: leadImports.refusedRows,
    })
    .from(leadImports)
    .where(
      sql`exists (select 1 from jsonb_array_elements(${leadImports.refusedRows}) r, jsonb_array_elements_text(r->'cells') c where lower(trim(c)) = ${email})`,
    )
    .orderBy(desc(leadImports.id));
}

/** Everything held on the email, each list newest first. */
export async function findPerson(email: string, db: Executor = getDb()): Promise<PersonRecords> {
  const normalised = normaliseEmail(email);
  const ids = await recordIds(db, normalised);
  const [leadRows, contactRows, registrationRows, subscriptionRows, activityRows, consentRows] =
    await Promise.all([
      db.select().from(leads).where(leadHasEmail(normalised)).orderBy(desc(leads.createdAt)),
      db
        .select()
        .from(contactSubmissions)
        .where(emailIs(contactSubmissions.email, normalised))
        .orderBy(desc(contactSubmissions.createdAt)),
      db
        .select()
        .from(dentalRegistrations)
        .where(emailIs(dentalRegistrations.email, normalised))
        .orderBy(desc(dentalRegistrations.createdAt)),
      db
        .select()
        .from(newsletterSubscriptions)
        .where(emailIs(newsletterSubscriptions.email, normalised)),
      ids.leadIds.length
        ? db
            .select()
            .from(activities)
            .where(inArray(activities.leadId, ids.leadIds))
            .orderBy(desc(activities.createdAt))
        : Promise.resolve([] as Activity[]),
      db
        .select()
        .from(consentEvents)
        .where(eq(consentEvents.email, normalised))
        .orderBy(desc(consentEvents.at), desc(consentEvents.id)),
    ]);
  const campaignMails = await db
    .select({
      id: campaignRecipients.id,
      subject: campaigns.subject,
      state: campaignRecipients.state,
      sentAt: campaignRecipients.sentAt,
    })
    .from(campaignRecipients)
    .innerJoin(campaigns, eq(campaigns.id, campaignRecipients.campaignId))
    .where(eq(campaignRecipients.email, normalised))
    .orderBy(desc(campaignRecipients.id));
  const importRefusals = (await importsNaming(db, normalised)).flatMap((found) =>
    found.refusedRows
      .filter((row) => rowNames(row, normalised))
      .map((refused) => ({
        id: found.id,
        fileName: found.fileName,
        importedAt: found.createdAt,
        line: refused.line,
        row: refused.cells.map((cell, i) => `${found.headers[i] ?? `Column ${i + 1}`}: ${cell}`),
      })),
  );
  const auditTrail = await db
    .select()
    .from(auditEvents)
    .where(auditCondition(ids, subjectHash(normalised)))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id));
  return {
    email: normalised,
    leads: leadRows,
    contactSubmissions: contactRows,
    dentalRegistrations: registrationRows,
    // The tokens are credentials (unsubscribe, confirm the sign-up), not data about the person.
    newsletterSubscriptions: subscriptionRows.map(
      ({ unsubscribeToken: _token, confirmToken: _confirm, ...rest }) => rest,
    ),
    dentaliqNews: (
      await db.select().from(dentaliqSubscribers).where(eq(dentaliqSubscribers.email, normalised))
    ).map(({ unsubscribeToken: _token, ...rest }) => rest),
    activities: activityRows,
    consents: consentRows,
    campaignMails,
    importRefusals,
    messages: await personMessages(db, normalised, ids.leadIds),
    restriction: (await getRestriction(normalised, db)) ?? null,
    suppressed: await isSuppressed(normalised, db),
    auditTrail,
  };
}

export function personCounts(person: PersonRecords): PersonCounts {
  return {
    leads: person.leads.length,
    contactSubmissions: person.contactSubmissions.length,
    dentalRegistrations: person.dentalRegistrations.length,
    newsletterSubscriptions: person.newsletterSubscriptions.length,
    activities: person.activities.length,
    consents: person.consents.length,
    campaignMails: person.campaignMails.length,
    importRefusals: person.importRefusals.length,
    messages: person.messages.length,
  };
}

// ---- Subject-access export ----

export type SubjectAccessExport = Omit<PersonRecords, "suppressed"> & { generatedAt: string };

/** The export, recorded in the audit trail (who exported whose data, when) in one transaction. */
export function exportPerson(
  email: string,
  actor: string,
  format: "json" | "page",
  now = new Date(),
): Promise<SubjectAccessExport> {
  return getDb().transaction(async (tx) => {
    const { suppressed: _suppressed, ...person } = await findPerson(email, tx);
    await recordAudit(tx, {
      actor,
      action: "exported",
      entityType: "person",
      subjectHash: subjectHash(person.email),
      summary:
        format === "json"
          ? "Subject-access export (JSON file)"
          : "Subject-access export (printed page)",
    });
    return { generatedAt: now.toISOString(), ...person };
  });
}

export function subjectAccessFilename(now = new Date()): string {
  return `subject-access-${now.toISOString().slice(0, 10)}.json`;
}

// ---- Erasure ----

/** Lets a test fail the transaction half-way, to prove nothing half-done stays. */
export interface ErasureHooks {
  afterDeletes?: (tx: Executor) => Promise<void>;
}

/** Deletes the given records and redacts their audit rows; the caller's transaction. */
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

export { type RecordIds };

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

// ---- Restriction ----

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
