/**
 * Saved replies: snippets the team keeps and picks on the reply form, "{first name}" filled with
 * the lead's first name. Any staff member adds, changes and deletes them (/crm/saved-replies).
 * Decision 101.
 */
import { asc, eq } from "drizzle-orm";
import { type Executor, getDb } from "@db/client.server";
import { type SavedReply, savedReplies } from "@db/schema";

/** Written in a saved reply where the lead's first name goes. */
export const FIRST_NAME_PLACEHOLDER = "{first name}";

/** The saved reply's text for this lead: each "{first name}" (any case) becomes theirs. */
export function fillSavedReply(body: string, firstName: string): string {
  return body.replace(/\{first name\}/gi, () => firstName.trim() || "there");
}

export function listSavedReplies(db: Executor = getDb()): Promise<SavedReply[]> {
  return db.select().from(savedReplies).orderBy(asc(savedReplies.title), asc(savedReplies.id));
}

export interface SavedReplyInput {
  title: string;
  body: string;
}

export async function createSavedReply(input: SavedReplyInput, actor: string) {
  const [row] = await getDb()
    .insert(savedReplies)
    .values({ ...input, createdBy: actor })
    .returning();
  return row;
}

/** The changed saved reply; undefined when it is gone. */
export async function updateSavedReply(id: number, input: SavedReplyInput) {
  const [row] = await getDb()
    .update(savedReplies)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(savedReplies.id, id))
    .returning();
  return row;
}

/** Whether there was one to delete. */
export async function deleteSavedReply(id: number): Promise<boolean> {
  const rows = await getDb()
    .delete(savedReplies)
    .where(eq(savedReplies.id, id))
    .returning({ id: savedReplies.id });
  return rows.length > 0;
}
