/**
 * "Send as newsletter": a published post becomes a newsletter campaign draft (admins: campaigns
 * and publishing are theirs, decision 082). The draft is made by the campaigns' own
 * `createCampaign`, then names the post it came from (`campaigns.source_post_id`); an admin reads
 * it, edits it and sends it as any other draft.
 *
 * Subject: the title (cut to the campaign's 150 characters); preview text: the excerpt (cut to
 * 200); body: the post's Markdown, then a link to the post on the site (absolute under
 * PUBLIC_URL), the words of which the caller gives (decision 039: no words in models).
 */
import { eq } from "drizzle-orm";
import { getDb } from "@db/client.server";
import { campaigns, posts } from "@db/schema";
import { recordAudit } from "./audit.server";
import { createCampaign } from "./campaigns.server";
import { publicUrl } from "./mail-links.server";

const SUBJECT_MAX = 150;
const PREVIEW_MAX = 200;
const BODY_MAX = 50_000;

/** Cut at a word's end to at most `max` characters, with an ellipsis when cut. */
export function cutAt(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const room = trimmed.slice(0, max - 1);
  const space = room.lastIndexOf(" ");
  return `${(space > max / 2 ? room.slice(0, space) : room).trimEnd()}…`;
}

export type NewsletterOutcome =
  { status: "drafted"; campaignId: number } | { status: "missing" | "not-published" | "too-long" };

export async function draftNewsletterFromPost(
  postId: number,
  actor: string,
  readOnSite: string,
): Promise<NewsletterOutcome> {
  const [post] = await getDb().select().from(posts).where(eq(posts.id, postId));
  if (!post) return { status: "missing" };
  if (post.state !== "published") return { status: "not-published" };
  const url = `${publicUrl()}/blog/${post.slug}`;
  const body = `${post.content.trim()}\n\n[${readOnSite}](${url})`;
  if (body.length > BODY_MAX) return { status: "too-long" };
  const campaign = await createCampaign(
    {
      subject: cutAt(post.title, SUBJECT_MAX),
      previewText: cutAt(post.excerpt, PREVIEW_MAX),
      body,
      audience: "newsletter",
    },
    actor,
  );
  await getDb().transaction(async (tx) => {
    await tx.update(campaigns).set({ sourcePostId: post.id }).where(eq(campaigns.id, campaign.id));
    await recordAudit(tx, {
      actor,
      action: "post-sent-as-newsletter",
      entityType: "post",
      entityId: post.id,
      summary: `Newsletter draft ${campaign.id} made from the post: ${post.title}`,
    });
  });
  return { status: "drafted", campaignId: campaign.id };
}

/** The post a campaign was made from, for its page: id, title and state. */
export async function sourcePostOf(campaignId: number) {
  const [row] = await getDb()
    .select({ id: posts.id, title: posts.title, slug: posts.slug, state: posts.state })
    .from(campaigns)
    .innerJoin(posts, eq(posts.id, campaigns.sourcePostId))
    .where(eq(campaigns.id, campaignId));
  return row;
}
