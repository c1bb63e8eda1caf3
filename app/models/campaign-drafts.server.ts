/**
 * Campaign drafts: writing, changing and deleting a draft, the test copy, and the campaigns with
 * their recipients per state. Which state allows which change: `campaignMay` (decision 092).
 */
import { and, count, desc, eq, inArray } from "drizzle-orm";
import { type Executor, getDb } from "@db/client.server";
import { type Campaign, campaignRecipients, campaigns } from "@db/schema";
import { CAMPAIGN_CHANGES_FROM, type CampaignState, campaignMay } from "~/schemas/campaign";
import { recordAudit } from "./audit.server";
import {
  type CampaignAudience,
  type CampaignContent,
  campaignTestMail,
} from "./campaign-mails.server";
import { mailOutbox } from "./mail.server";

export type { CampaignAudience, CampaignContent, CampaignState };
export type RecipientState = "pending" | "sent" | "failed" | "bounced" | "skipped";

export async function createCampaign(content: CampaignContent, actor: string): Promise<Campaign> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .insert(campaigns)
      .values({ ...content, createdBy: actor })
      .returning();
    await recordAudit(tx, {
      actor,
      action: "campaign-created",
      entityType: "campaign",
      entityId: row.id,
      summary: "Campaign drafted",
    });
    return row;
  });
}

/** Only a draft changes; "not-draft" once sending started (the frozen mail is what went out). */
export async function updateCampaign(
  id: number,
  content: CampaignContent,
  actor: string,
): Promise<"updated" | "not-draft" | "missing"> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for("update");
    if (!row) return "missing";
    if (!campaignMay("edit", row.state)) return "not-draft";
    await tx
      .update(campaigns)
      .set({ ...content, updatedAt: new Date() })
      .where(eq(campaigns.id, id));
    await recordAudit(tx, {
      actor,
      action: "campaign-edited",
      entityType: "campaign",
      entityId: id,
      summary: "Campaign edited",
    });
    return "updated";
  });
}

/**
 * Deletes a draft (nobody received anything: it has no recipient rows); "not-draft" for any
 * other state, whose record is the log of what went out. The audit row keeps its subject.
 */
export async function deleteDraft(
  id: number,
  actor: string,
): Promise<"deleted" | "not-draft" | "missing"> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for("update");
    if (!row) return "missing";
    if (!campaignMay("delete", row.state)) return "not-draft";
    const deleted = await tx
      .delete(campaigns)
      .where(and(eq(campaigns.id, id), inArray(campaigns.state, [...CAMPAIGN_CHANGES_FROM.delete])))
      .returning({ id: campaigns.id });
    if (!deleted.length) return "not-draft";
    await recordAudit(tx, {
      actor,
      action: "campaign-deleted",
      entityType: "campaign",
      entityId: id,
      summary: `Draft deleted: ${row.subject}`,
    });
    return "deleted";
  });
}

export async function getCampaign(id: number, db: Executor = getDb()) {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  return row;
}

/** Queues the test copy to the staff member who asked (through the outbox; never counted). */
export async function sendTestCopy(id: number, to: string, actor: string): Promise<boolean> {
  const outbox = await mailOutbox();
  return getDb().transaction(async (tx) => {
    const [row] = await tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, id));
    if (!row) return false;
    await outbox.enqueue(tx, { template: campaignTestMail, params: { id }, to });
    await recordAudit(tx, {
      actor,
      action: "campaign-test-sent",
      entityType: "campaign",
      entityId: id,
      summary: "Test copy sent to its author",
    });
    return true;
  });
}

export type RecipientCounts = Record<RecipientState, number> & { total: number };

const emptyCounts = (): RecipientCounts => ({
  total: 0,
  pending: 0,
  sent: 0,
  failed: 0,
  bounced: 0,
  skipped: 0,
});

export async function recipientCounts(
  campaignId: number,
  db: Executor = getDb(),
): Promise<RecipientCounts> {
  const rows = await db
    .select({ state: campaignRecipients.state, n: count() })
    .from(campaignRecipients)
    .where(eq(campaignRecipients.campaignId, campaignId))
    .groupBy(campaignRecipients.state);
  const counts = emptyCounts();
  for (const { state, n } of rows) {
    counts[state as RecipientState] = Number(n);
    counts.total += Number(n);
  }
  return counts;
}

export type CampaignListRow = Campaign & { counts: RecipientCounts };

/** Every campaign, newest first, with its recipients per state. */
export async function listCampaigns(): Promise<CampaignListRow[]> {
  const db = getDb();
  const rows = await db
    .select()
    .from(campaigns)
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id));
  const tallies = await db
    .select({ id: campaignRecipients.campaignId, state: campaignRecipients.state, n: count() })
    .from(campaignRecipients)
    .groupBy(campaignRecipients.campaignId, campaignRecipients.state);
  return rows.map((row) => {
    const counts = emptyCounts();
    for (const t of tallies.filter((t) => t.id === row.id)) {
      counts[t.state as RecipientState] = Number(t.n);
      counts.total += Number(t.n);
    }
    return { ...row, counts };
  });
}
