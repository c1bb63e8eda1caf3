/**
 * Shareable preview links of a post (decision 088): a colleague or client without an account
 * reads the post's saved text through a link until it expires (7 days) or is revoked.
 *
 * Token: "pv1.<linkId>.<mac>", mac = base64url HMAC-SHA256(secret, "post-preview.<linkId>.<postId>.
 * <expiresAtMs>"). The row holds the expiry and any revocation; the token is never stored, so
 * reading the table alone does not give a working link, and the CRM can show a link again by
 * signing it anew. The caller passes the secret (utils/secret.server): this model reads no
 * configuration.
 */
import crypto from "node:crypto";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { getDb } from "@db/client.server";
import { type Post, type PostPreviewLink, postPreviewLinks, posts } from "@db/schema";
import { recordAudit } from "./audit.server";

export const PREVIEW_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const TOKEN_PATTERN = /^pv1\.(\d{1,10})\.([A-Za-z0-9_-]{43})$/;

function mac(secret: string, link: Pick<PostPreviewLink, "id" | "postId" | "expiresAt">) {
  return crypto
    .createHmac("sha256", secret)
    .update(`post-preview.${link.id}.${link.postId}.${link.expiresAt.getTime()}`)
    .digest("base64url");
}

export const previewToken = (
  secret: string,
  link: Pick<PostPreviewLink, "id" | "postId" | "expiresAt">,
) => `pv1.${link.id}.${mac(secret, link)}`;

export interface PreviewLinkView {
  id: number;
  token: string;
  createdBy: string;
  createdAt: Date;
  expiresAt: Date;
}

/** A new link for the post (any state), audited; undefined when there is no such post. */
export async function createPreviewLink(
  postId: number,
  actor: string,
  secret: string,
  now = new Date(),
): Promise<PreviewLinkView | undefined> {
  return getDb().transaction(async (tx) => {
    const [post] = await tx.select({ title: posts.title }).from(posts).where(eq(posts.id, postId));
    if (!post) return undefined;
    const [link] = await tx
      .insert(postPreviewLinks)
      .values({
        postId,
        createdBy: actor,
        createdAt: now,
        expiresAt: new Date(now.getTime() + PREVIEW_LINK_TTL_MS),
      })
      .returning();
    await recordAudit(tx, {
      actor,
      action: "post-preview-link-created",
      entityType: "post",
      entityId: postId,
      summary: `Preview link ${link.id} made, until ${link.expiresAt.toISOString()}: ${post.title}`,
    });
    return { ...link, token: previewToken(secret, link) };
  });
}

/** The post's links that still work (not revoked, not expired), newest first. */
export async function listPreviewLinks(
  postId: number,
  secret: string,
  now = new Date(),
): Promise<PreviewLinkView[]> {
  const rows = await getDb()
    .select()
    .from(postPreviewLinks)
    .where(
      and(
        eq(postPreviewLinks.postId, postId),
        isNull(postPreviewLinks.revokedAt),
        gt(postPreviewLinks.expiresAt, now),
      ),
    )
    .orderBy(desc(postPreviewLinks.id));
  return rows.map(({ id, createdBy, createdAt, expiresAt, ...link }) => ({
    id,
    createdBy,
    createdAt,
    expiresAt,
    token: previewToken(secret, { id, expiresAt, postId: link.postId }),
  }));
}

/** Revokes one of the post's links (audited); "missing" when it is not that post's or was revoked. */
export async function revokePreviewLink(
  postId: number,
  linkId: number,
  actor: string,
): Promise<"revoked" | "missing"> {
  if (!Number.isSafeInteger(linkId) || linkId < 1 || linkId > 2_147_483_647) return "missing";
  return getDb().transaction(async (tx) => {
    const [link] = await tx
      .update(postPreviewLinks)
      .set({ revokedAt: new Date(), revokedBy: actor })
      .where(
        and(
          eq(postPreviewLinks.id, linkId),
          eq(postPreviewLinks.postId, postId),
          isNull(postPreviewLinks.revokedAt),
        ),
      )
      .returning();
    if (!link) return "missing";
    await recordAudit(tx, {
      actor,
      action: "post-preview-link-revoked",
      entityType: "post",
      entityId: postId,
      summary: `Preview link ${linkId} revoked`,
    });
    return "revoked";
  });
}

export type PreviewLinkOutcome =
  { status: "ok"; post: Post; expiresAt: Date } | { status: "expired" | "revoked" | "unknown" };

/**
 * What a preview link opens: the post as saved now, or why not. A token that is malformed, does
 * not verify, or names no link is "unknown" (a 404); an expired or revoked one says so (a 410).
 */
export async function readPreviewLink(
  token: string,
  secret: string,
  now = new Date(),
): Promise<PreviewLinkOutcome> {
  const match = TOKEN_PATTERN.exec(token);
  if (!match || Number(match[1]) > 2_147_483_647) return { status: "unknown" };
  const [row] = await getDb()
    .select({ link: postPreviewLinks, post: posts })
    .from(postPreviewLinks)
    .innerJoin(posts, eq(posts.id, postPreviewLinks.postId))
    .where(eq(postPreviewLinks.id, Number(match[1])));
  if (!row) return { status: "unknown" };
  const expected = Buffer.from(mac(secret, row.link));
  const given = Buffer.from(match[2]);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given))
    return { status: "unknown" };
  if (row.link.revokedAt) return { status: "revoked" };
  if (row.link.expiresAt.getTime() <= now.getTime()) return { status: "expired" };
  return { status: "ok", post: row.post, expiresAt: row.link.expiresAt };
}
