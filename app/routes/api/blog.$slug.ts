/** GET /api/blog/{slug}: one post with its content; 404 {"message":"Blog post not found"}. */
import { BLOG_TEXTS } from "~/components/blog/texts";
import { getPost } from "~/models/blog.server";
import { apiJson, notFound } from "~/utils/api.server";
import type { Route } from "./+types/blog.$slug";

export async function loader({ params }: Route.LoaderArgs) {
  const post = await getPost(params.slug);
  return post ? apiJson(post) : notFound(BLOG_TEXTS.apiNotFound);
}
