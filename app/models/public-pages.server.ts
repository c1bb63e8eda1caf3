/**
 * Telling every server process that public pages changed, so each page cache drops its copies at
 * once: a NOTIFY on PUBLIC_PAGES_CHANNEL, sent in the transaction that made the change (delivered
 * only when it commits), received by every process listening on the same database
 * (app/server/app.ts). The payload is the list of path prefixes whose pages changed.
 */
import { sql } from "drizzle-orm";
import type { Executor } from "@db/client.server";

export const PUBLIC_PAGES_CHANNEL = "public_pages_changed";

export async function notifyPublicPagesChanged(
  db: Executor,
  prefixes: readonly string[],
): Promise<void> {
  await db.execute(sql`select pg_notify(${PUBLIC_PAGES_CHANNEL}, ${JSON.stringify(prefixes)})`);
}

/** The prefixes of a notification's payload; nothing for a payload that is not such a list. */
export function changedPrefixes(payload: string): string[] {
  try {
    const value: unknown = JSON.parse(payload);
    return Array.isArray(value)
      ? value.filter((p): p is string => typeof p === "string" && p.startsWith("/"))
      : [];
  } catch {
    return [];
  }
}
