/**
 * The posts API's shared parts (/api/crm/posts…): reading a post from a JSON body with
 * the compose form's schema, the post as the API shows it, what a member may change (decision
 * 082), and outcomes as HTTP answers.
 */
import type { Post } from "@db/schema";
import { POST_TEXTS } from "~/components/posts/texts";
import { toBlogPost } from "~/models/blog.server";
import { type SaveOutcome, getPostById } from "~/models/posts.server";
import { POST_FIELDS, postFormSchema } from "~/schemas/post";
import { apiJson } from "~/utils/api.server";
import type { StaffSession } from "./auth.server";
import { readInput, recordOr404, refusedAnswer } from "./record-api.server";

export { conflict, forbidden } from "./record-api.server";

/** The post in the body, or the 400 to answer (unknown fields are refused by name). */
export const readPostInput = (request: Request) => readInput(request, POST_FIELDS, postFormSchema);

/** The post named by the URL's :id, or a thrown 404. */
export const postOr404 = (params: Record<string, string | undefined>): Promise<Post> =>
  recordOr404(params, getPostById, POST_TEXTS.api.missing);

/**
 * A member drafts: they may change a draft or an unpublished post, and delete a draft of their
 * own; a live or scheduled post is an admin's (what a save changes, the public sees at once).
 */
export function memberMayChange(staff: StaffSession, post: Post, deleting = false): boolean {
  if (staff.role === "admin") return true;
  if (deleting) return post.state === "draft" && post.authorId === staff.userId;
  return post.state === "draft" || post.state === "unpublished";
}

/** The post in the spec's field names (SPEC.md section 6) with its state and dates. */
export function postJson(post: Post) {
  const shown = toBlogPost(post);
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    content: post.content,
    /** As the author set it; null: worked out from the words (`shownReadTime`). */
    readTime: post.readTime,
    shownReadTime: shown.readTime,
    imageUrl: post.imageUrl,
    metaDescription: post.metaDescription,
    authorName: post.authorName,
    authorId: post.authorId,
    state: post.state,
    scheduledAt: post.scheduledAt,
    publishedAt: post.publishedAt,
    publishedLateSeconds: post.publishedLateSeconds,
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
  };
}

/** The words of a post's refusing outcomes (the status is the table's: domain-errors). */
export const POST_REFUSALS = {
  missing: POST_TEXTS.api.missing,
  "not-draft": POST_TEXTS.api.notDraft,
  "slug-taken": POST_TEXTS.messages.slugTaken,
  otherwise: POST_TEXTS.api.notDraft,
  field: { "slug-taken": "slug" },
} as const;

/** A save's outcome as the answer: the post (with `status`), or 400 for a taken slug, or 404. */
export function saveAnswer(outcome: SaveOutcome, status: 200 | 201 = 200) {
  if (outcome.status !== "saved") return refusedAnswer(outcome.status, POST_REFUSALS)!;
  return apiJson({ post: postJson(outcome.post) }, status);
}

/** The post as it is now, as an action's 200 answer. */
export async function postAnswer(id: number) {
  return apiJson({ post: postJson((await getPostById(id))!) });
}
