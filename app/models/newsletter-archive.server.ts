/**
 * The newsletter's public archive: every issue sent to the newsletter's subscribers, unless staff
 * left it out. Only what every subscriber received is shown: the subject, the preview text and the
 * body, never a recipient, a count or a personal (unsubscribe) link.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { type Executor, getDb } from "@db/client.server";
import { campaigns } from "@db/schema";
import { ARCHIVE_FEED_PATH, ARCHIVE_PATH } from "~/utils/archive-paths";
import { renderMarkdown } from "~/utils/markdown.server";
import { recordAudit } from "./audit.server";
import { notifyPublicPagesChanged } from "./public-pages.server";

/** The archive's pages and its feed: what a page cache drops when an issue comes or goes. */
export const ARCHIVE_PATHS = [ARCHIVE_PATH, ARCHIVE_FEED_PATH] as const;

export interface ArchivedIssue {
  id: number;
  subject: string;
  previewText: string;
  /** ISO 8601. */
  sentAt: string;
}

const inArchive = and(
  eq(campaigns.state, "sent"),
  eq(campaigns.audience, "newsletter"),
  eq(campaigns.inArchive, true),
);

/**
 * An issue's date is the day its sending began: it stays the same when failed recipients are
 * retried (the issue leaves the archive while they are, as it did while it was first sent).
 */
const issueDate = sql<Date | null>`coalesce(${campaigns.sendingStartedAt}, ${campaigns.sentAt})`;

const summary = {
  id: campaigns.id,
  subject: campaigns.subject,
  previewText: campaigns.previewText,
  sentAt: issueDate.mapWith(campaigns.sentAt),
};

const asIssue = (row: {
  id: number;
  subject: string;
  previewText: string;
  sentAt: Date | null;
}) => ({
  ...row,
  sentAt: (row.sentAt ?? new Date(0)).toISOString(),
});

/** The archive's issues, newest first. */
export async function listArchivedIssues(limit = 500): Promise<ArchivedIssue[]> {
  const rows = await getDb()
    .select(summary)
    .from(campaigns)
    .where(inArchive)
    .orderBy(desc(issueDate), desc(campaigns.id))
    .limit(limit);
  return rows.map(asIssue);
}

/** The archive's newest issues with their bodies as HTML, as their pages render them (the feed). */
export async function listArchivedIssuesWithBodies(
  limit: number,
): Promise<(ArchivedIssue & { html: string })[]> {
  const rows = await getDb()
    .select({ ...summary, body: campaigns.body })
    .from(campaigns)
    .where(inArchive)
    .orderBy(desc(issueDate), desc(campaigns.id))
    .limit(limit);
  return rows.map(({ body, ...rest }) => ({ ...asIssue(rest), html: renderMarkdown(body) }));
}

/** One issue of the archive with its body as HTML (the blog's renderer), or null. */
export async function getArchivedIssue(
  id: number,
): Promise<(ArchivedIssue & { html: string }) | null> {
  const [row] = await getDb()
    .select({ ...summary, body: campaigns.body })
    .from(campaigns)
    .where(and(eq(campaigns.id, id), inArchive));
  if (!row) return null;
  const { body, ...rest } = row;
  return { ...asIssue(rest), html: renderMarkdown(body) };
}

/**
 * Puts a campaign in the public archive or leaves it out (a draft: once it is sent). "missing"
 * for no such campaign. Every server's page cache drops the archive's pages.
 */
export async function setInArchive(
  id: number,
  shown: boolean,
  actor: string,
): Promise<"done" | "missing"> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .update(campaigns)
      .set({ inArchive: shown, updatedAt: new Date() })
      .where(eq(campaigns.id, id))
      .returning({ id: campaigns.id });
    if (!row) return "missing";
    await recordAudit(tx, {
      actor,
      action: shown ? "campaign-archived" : "campaign-left-out-of-archive",
      entityType: "campaign",
      entityId: id,
      summary: shown ? "Put in the public archive" : "Left out of the public archive",
    });
    await notifyPublicPagesChanged(tx, ARCHIVE_PATHS);
    return "done";
  });
}

/**
 * Called in the transaction that marks a campaign sent (its issue joins the archive) or sends it
 * again to failed recipients (it leaves until they are done).
 */
export const archiveChanged = (db: Executor) => notifyPublicPagesChanged(db, ARCHIVE_PATHS);
