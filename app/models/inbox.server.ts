/**
 * The CRM inbox rule shared by contact enquiries and DentalIQ registrations: items wait
 * unprocessed, newest first, until staff convert them to (or link them with) a lead, which marks
 * them processed exactly once.
 */
import { and, desc, eq } from "drizzle-orm";
import { type Executor, getDb } from "@db/client.server";
import { contactSubmissions, dentalRegistrations } from "@db/schema";

/** The inbox's two kinds of item: a contact enquiry or a DentalIQ registration. */
export type InboxKind = "contact" | "registration";

type InboxTable = typeof contactSubmissions | typeof dentalRegistrations;

export function inboxOf<T extends InboxTable>(table: T) {
  type Row = T["$inferSelect"];
  // drizzle cannot type a query over a union of tables: one view of the shared columns.
  const t = table as typeof contactSubmissions;
  return {
    /** Newest first; only the ones not yet processed when `unprocessedOnly`. */
    list({
      unprocessedOnly = true,
      limit = 100,
    }: { unprocessedOnly?: boolean; limit?: number } = {}): Promise<Row[]> {
      return getDb()
        .select()
        .from(t)
        .where(unprocessedOnly ? eq(t.processed, false) : undefined)
        .orderBy(desc(t.createdAt), desc(t.id))
        .limit(limit) as Promise<Row[]>;
    },

    async get(id: number, db: Executor = getDb()): Promise<Row | undefined> {
      const [row] = await db.select().from(t).where(eq(t.id, id));
      return row as Row | undefined;
    },

    /** Marks an unprocessed item processed and linked to `leadId`. False when there was none to mark. */
    async markProcessed(id: number, leadId: number, db: Executor = getDb()): Promise<boolean> {
      const updated = await db
        .update(t)
        .set({ processed: true, leadId, processedAt: new Date() })
        .where(and(eq(t.id, id), eq(t.processed, false)))
        .returning({ id: t.id });
      return updated.length > 0;
    },

    /** Deletes the item; `leadId` is the lead it was linked to, if any. */
    async remove(
      id: number,
      db: Executor = getDb(),
    ): Promise<{ deleted: boolean; leadId: number | null }> {
      const [deleted] = await db.delete(t).where(eq(t.id, id)).returning({ leadId: t.leadId });
      return { deleted: Boolean(deleted), leadId: deleted?.leadId ?? null };
    },
  };
}
