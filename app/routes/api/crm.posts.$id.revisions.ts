/** GET /api/crm/posts/{id}/revisions: every save of the post, newest first, with who and when. */
import { listRevisions } from "~/models/posts.server";
import { postOr404 } from "~/server/post-api.server";
import { apiJson } from "~/utils/api.server";
import type { Route } from "./+types/crm.posts.$id.revisions";

export async function loader({ params }: Route.LoaderArgs) {
  const post = await postOr404(params);
  return apiJson({ revisions: await listRevisions(post.id) });
}
