/**
 * Everything held on one email address across every table (the person page, the counts before an
 * erasure) and the subject-access export. docs/decisions/011-gdpr-suppression-and-retention.md
 */
import type { PersonRecords } from "~/schemas/person";
import { type SQL, and, desc, eq, inArray, or, sql } from "drizzle-orm";
import { type Executor, getDb } from "@db/client.server";
import {
  type Activity,
  type ErasureCounts,
  type ImportRefusedRow,
  activities,
  auditEvents,
  consentEvents,
  contactSubmissions,
  dentalRegistrations,
  leads,
  newsletterSubscriptions,
  dentaliqSubscribers,
  leadImports,
  campaignRecipients,
  campaigns,
} from "@db/schema";
import { recordAudit } from "./audit.server";
import { getRestriction, isSuppressed } from "./person-blocks.server";
import { emailIs, leadHasEmail, subjectHash } from "./person-email.server";
import { personMessages } from "./person-messages.server";
import { normaliseEmail } from "~/utils/email";

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

export async function recordIds(db: Executor, email: string) {
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

export type RecordIds = Awaited<ReturnType<typeof recordIds>>;

/** The audit rows about the person: their records' rows, their leads' timelines, person rows. */
export function auditCondition(ids: RecordIds, hash: string): SQL {
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
export const rowNames = (row: ImportRefusedRow, email: string) =>
  row.cells.some((cell) => normaliseEmail(cell) === email);

/** The lead imports whose refused rows name the address (the file's cells as they were). */
export function importsNaming(db: Executor, email: string) {
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
