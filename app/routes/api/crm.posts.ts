/**
 * GET /api/crm/posts?q=&page=: the posts, last changed first (25 a page), for any staff member.
 * POST /api/crm/posts {title, slug?, excerpt?, category, content?, readTime?, imageUrl?,
 * metaDescription?, authorName?} → 201 {"post": {…, "id", "state": "draft"}}.
 */
import { searchParam } from "~/components/crm/dashboard-data";
import { POSTS_PAGE_SIZE, createPost, listStaffPosts } from "~/models/posts.server";
import { readPostInput, saveAnswer } from "~/server/post-api.server";
import { signedInStaff } from "~/server/auth.server";
import { apiJson, methodNotAllowed } from "~/utils/api.server";
import type { Route } from "./+types/crm.posts";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = searchParam(url.searchParams);
  const page = Math.min(Math.max(1, Math.trunc(Number(url.searchParams.get("page")) || 1)), 10_000);
  const { rows, total } = await listStaffPosts({ q, page });
  return apiJson({ posts: rows, total, page, pageSize: POSTS_PAGE_SIZE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = signedInStaff(context);
  if (request.method !== "POST") return methodNotAllowed();
  const { input, response } = await readPostInput(request);
  if (response) return response;
  return saveAnswer(await createPost(input, { id: staff.userId, email: staff.email }), 201);
}
