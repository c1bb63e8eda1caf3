/**
 * The audit trail: who changed which record, when, and how. Every change staff make is recorded
 * through `recordAudit` with the transaction that makes the change, so the two commit together.
 */
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { type Executor, getDb } from "@db/client.server";
import { type AuditChanges, type AuditEvent, auditEvents } from "@db/schema";

export type AuditEntityType =
  | "lead"
  | "activity"
  | "lead-message"
  | "contact-submission"
  | "dental-registration"
  | "newsletter-subscription"
  | "dentaliq-subscriber"
  | "person"
  | "staff-account"
  | "mail"
  | "campaign"
  | "post"
  | "backup"
  | "image";

/**
 * The actor of a change no staff member made: a job the system runs by itself (retention,
 * scheduled work), named, so the audit trail and the timeline say which job it was. Every model
 * function that changes data takes its actor as a required argument: a staff member's email from
 * the route, or this for a job.
 */
export function systemActor(job: string): string {
  return `system (${job})`;
}
export const VISITOR_ACTOR = "visitor";

export interface AuditEntry {
  actor: string;
  action: string;
  entityType: AuditEntityType;
  entityId?: number | null;
  /** The lead whose timeline shows the event. */
  leadId?: number | null;
  changes?: AuditChanges | null;
  summary?: string | null;
  /** For rows about a person rather than one record: `subjectHash(email)` from people.server. */
  subjectHash?: string | null;
}

/** Appends one audit row; pass the transaction that makes the change. */
export async function recordAudit(db: Executor, entry: AuditEntry): Promise<AuditEvent> {
  const [row] = await db
    .insert(auditEvents)
    .values({
      actor: entry.actor,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId ?? null,
      leadId: entry.leadId ?? null,
      changes: entry.changes ?? null,
      summary: entry.summary ?? null,
      subjectHash: entry.subjectHash ?? null,
    })
    .returning();
  return row;
}

/**
 * The fields whose values differ between `before` and `after`, as { field: { from, to } }.
 * Only the keys of `after` are compared; null and undefined count as the same (no value).
 */
export function changedFields<T extends object>(before: T, after: Partial<T>): AuditChanges {
  const changes: AuditChanges = {};
  for (const key of Object.keys(after) as (keyof T & string)[]) {
    const from = before[key] ?? null;
    const to = after[key] ?? null;
    if (!sameValue(from, to)) changes[key] = { from, to };
  }
  return changes;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A lead's audit rows, newest first. */
export function listAuditForLead(leadId: number, db: Executor = getDb()): Promise<AuditEvent[]> {
  return db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.leadId, leadId))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id));
}

/** Audit rows about the given records of one kind, newest first. */
export function listAuditForEntities(
  entityType: AuditEntityType,
  ids: number[],
  db: Executor = getDb(),
): Promise<AuditEvent[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, entityType), inArray(auditEvents.entityId, ids)))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id));
}

/**
 * Blanks what the rows say (changes and summary) and marks them redacted: used when the person
 * they are about is erased. Which record and when stay, so the trail keeps its shape.
 */
export async function redactAudit(db: Executor, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(auditEvents)
    .set({ changes: null, summary: null, redactedAt: new Date() })
    .where(and(inArray(auditEvents.id, ids), isNull(auditEvents.redactedAt)))
    .returning({ id: auditEvents.id });
  return rows.length;
}
