/**
 * A person's emails (lead_messages) under the UK GDPR: the ones on their leads, the ones they
 * sent from their address whichever lead holds them (or none: the Unmatched list), and the
 * replies sent to their address. The subject-access export and letter list them; erasure deletes
 * them (their leads' messages go with the leads, the rest here), and a later message from an
 * erased address is never stored (mailbox.server.ts checks the suppression list). Retention: a
 * lead's messages live and go with the lead; unmatched ones are deleted after RETENTION_MONTHS
 * (retention.server.ts). Decisions 096, 101.
 */
import { type SQL, and, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Executor } from "@db/client.server";
import { leadMessages } from "@db/schema";
import type { PersonMessage } from "~/schemas/person";
import { normaliseEmail } from "~/utils/email";

/** SQL: the message is the person's (see the module comment). */
function theirs(email: string, leadIds: number[]): SQL {
  const normalised = normaliseEmail(email);
  return or(
    leadIds.length ? inArray(leadMessages.leadId, leadIds) : undefined,
    and(eq(leadMessages.direction, "in"), eq(leadMessages.fromEmail, normalised)),
    and(
      eq(leadMessages.direction, "out"),
      sql`lower(trim(${leadMessages.recipient})) = ${normalised}`,
    ),
  )!;
}

/** The person's messages, newest first. */
export async function personMessages(
  db: Executor,
  email: string,
  leadIds: number[],
): Promise<PersonMessage[]> {
  const rows = await db
    .select()
    .from(leadMessages)
    .where(theirs(email, leadIds))
    .orderBy(desc(leadMessages.createdAt), desc(leadMessages.id));
  return rows.map((row) => ({
    id: row.id,
    leadId: row.leadId,
    direction: row.direction === "in" ? "received" : "sent",
    fromName: row.fromName,
    fromEmail: row.fromEmail,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    status: row.status,
    sentAt: row.sentAt,
    createdAt: row.createdAt,
  }));
}

/** Erasure: the person's messages that their leads' deletion does not take with it. */
export async function eraseMessages(tx: Executor, email: string): Promise<number> {
  const rows = await tx
    .delete(leadMessages)
    .where(theirs(email, []))
    .returning({ id: leadMessages.id });
  return rows.length;
}

/** Retention: unmatched messages (no lead took them) read before the cutoff. */
export async function pruneUnmatchedMessages(
  tx: Executor,
  cutoff: Date,
  dryRun: boolean,
): Promise<number> {
  const where = and(
    isNull(leadMessages.leadId),
    eq(leadMessages.direction, "in"),
    lt(leadMessages.createdAt, cutoff),
  );
  if (dryRun) {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(leadMessages)
      .where(where);
    return row?.n ?? 0;
  }
  return (await tx.delete(leadMessages).where(where).returning({ id: leadMessages.id })).length;
}
