/**
 * GET /api/crm/posts/{id}: the post. PUT: its new content (a revision; a member may change a
 * draft or an unpublished post, 403 for a live or scheduled one). DELETE: a draft only (409 for
 * any other: unpublish it instead); a member deletes only a draft of their own.
 */
import { deletePost, updatePost } from "~/models/posts.server";
import {
  POST_REFUSALS,
  forbidden,
  memberMayChange,
  postJson,
  postOr404,
  readPostInput,
  saveAnswer,
} from "~/server/post-api.server";
import { refusedAnswer } from "~/server/record-api.server";
import { signedInStaff } from "~/server/auth.server";
import { apiJson, methodNotAllowed } from "~/utils/api.server";
import type { Route } from "./+types/crm.posts.$id";

export async function loader({ params }: Route.LoaderArgs) {
  return apiJson({ post: postJson(await postOr404(params)) });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = signedInStaff(context);
  if (request.method !== "PUT" && request.method !== "DELETE") return methodNotAllowed();
  const post = await postOr404(params);
  if (request.method === "DELETE") {
    if (!memberMayChange(staff, post, true)) return forbidden();
    const outcome = await deletePost(post.id, staff.email);
    return refusedAnswer(outcome, POST_REFUSALS) ?? new Response(null, { status: 204 });
  }
  if (!memberMayChange(staff, post)) return forbidden();
  const { input, response } = await readPostInput(request);
  if (response) return response;
  return saveAnswer(await updatePost(post.id, input, { id: staff.userId, email: staff.email }));
}
