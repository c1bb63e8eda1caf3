/** GET /api/blog: the posts, newest first, with the list fields of SPEC.md section 7. */
import { listPosts } from "~/models/blog.server";
import { apiJson } from "~/utils/api.server";

export async function loader() {
  return apiJson(await listPosts());
}
