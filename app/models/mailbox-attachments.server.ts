/**
 * The files attached to messages read from the shared mailbox (decision 100): listed on the lead's
 * timeline without their bytes, and read one at a time for a download.
 */
import { eq, inArray, isNotNull, sql } from "drizzle-orm";
import { type Executor, getDb } from "@db/client.server";
import { leadMessageAttachments, leadMessages } from "@db/schema";

export interface AttachmentSummary {
  id: number;
  messageId: number;
  filename: string;
  contentType: string;
  size: number;
  /** False: over the size limit, listed but not kept. */
  kept: boolean;
}

/** The attachments of these messages (no bytes), in the order they came. */
export function listAttachments(
  messageIds: number[],
  db: Executor = getDb(),
): Promise<AttachmentSummary[]> {
  if (!messageIds.length) return Promise.resolve([]);
  return db
    .select({
      id: leadMessageAttachments.id,
      messageId: leadMessageAttachments.messageId,
      filename: leadMessageAttachments.filename,
      contentType: leadMessageAttachments.contentType,
      size: leadMessageAttachments.size,
      kept: sql<boolean>`${leadMessageAttachments.content} is not null`,
    })
    .from(leadMessageAttachments)
    .where(inArray(leadMessageAttachments.messageId, messageIds))
    .orderBy(leadMessageAttachments.id);
}

/** One kept attachment with its bytes and the lead its message belongs to; undefined if none. */
export async function getAttachment(id: number, db: Executor = getDb()) {
  const [row] = await db
    .select({
      filename: leadMessageAttachments.filename,
      contentType: leadMessageAttachments.contentType,
      content: leadMessageAttachments.content,
      leadId: leadMessages.leadId,
    })
    .from(leadMessageAttachments)
    .innerJoin(leadMessages, eq(leadMessages.id, leadMessageAttachments.messageId))
    .where(
      sql`${leadMessageAttachments.id} = ${id} and ${isNotNull(leadMessageAttachments.content)}`,
    );
  return row?.content ? { ...row, content: row.content } : undefined;
}
