/** /crm/posts: every post with its state, author and dates, last saved first; search and pages. */
import { searchParam } from "~/components/crm/dashboard-data";
import { crmMeta } from "~/components/crm/meta";
import { crmPageTitle } from "~/components/crm/texts";
import { PostsPage } from "~/components/posts/post-pages";
import { POST_TEXTS } from "~/components/posts/texts";
import { POSTS_PAGE_SIZE, listStaffPosts } from "~/models/posts.server";
import type { Route } from "./+types/posts";

export const meta: Route.MetaFunction = ({ matches }) =>
  crmMeta(matches, crmPageTitle(POST_TEXTS.title));

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const q = searchParam(params);
  const page = Math.min(Math.max(1, Math.trunc(Number(params.get("page")) || 1)), 10_000);
  const { rows, total } = await listStaffPosts({ q, page });
  return { rows, total, page, pageSize: POSTS_PAGE_SIZE, q };
}

export default function Posts({ loaderData }: Route.ComponentProps) {
  return <PostsPage data={loaderData} />;
}
