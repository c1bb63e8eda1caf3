/**
 * /preview?token=…: a post's shareable preview (decision 088), for a colleague or client without
 * an account: the post as last saved, whatever its state. A secret link: never stored by the page
 * cache or a CDN (`private, no-store`, decision 051), kept out of search engines (meta robots and
 * X-Robots-Tag) and out of referrers. An expired or revoked link answers 410 in words, anything
 * else that is not a working link 404.
 */
import { data, isRouteErrorResponse, useRouteError } from "react-router";
import * as styles from "~/components/blog/blog.css";
import { PostView } from "~/components/blog/post-view";
import { PREVIEW_LINK_TEXTS as T } from "~/components/blog/texts";
import { renderedPostOf } from "~/models/blog.server";
import { readPreviewLink } from "~/models/post-previews.server";
import { PRIVATE_CACHE_CONTROL } from "~/server/page-cache";
import { secretLinkMeta } from "~/utils/meta";
import { getSessionSecret } from "~/utils/secret.server";
import type { Route } from "./+types/post-preview";

const PRIVATE_HEADERS = { "Cache-Control": PRIVATE_CACHE_CONTROL, "X-Robots-Tag": "noindex" };

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const link = await readPreviewLink(token, getSessionSecret());
  if (link.status === "ok")
    return data(
      { post: renderedPostOf(link.post), expiresAt: link.expiresAt.toISOString() },
      { headers: PRIVATE_HEADERS },
    );
  throw data(
    { reason: link.status },
    { status: link.status === "unknown" ? 404 : 410, headers: PRIVATE_HEADERS },
  );
}

export const headers: Route.HeadersFunction = () => PRIVATE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  secretLinkMeta(loaderData ? `${T.title}: ${loaderData.post.title}` : T.title);

const until = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Europe/London",
});

export default function PostPreviewPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <div className={styles.container}>
        <p className={styles.stateBox} role="note" data-testid="preview-banner">
          <strong>{T.banner}</strong> {T.until(until.format(new Date(loaderData.expiresAt)))}
        </p>
      </div>
      <PostView post={loaderData.post} />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const gone = isRouteErrorResponse(error) && error.status === 410;
  const reason = isRouteErrorResponse(error) ? (error.data as { reason?: string })?.reason : "";
  return (
    <section className={styles.article} aria-labelledby="preview-gone-title">
      <div className={styles.container}>
        <div className={styles.stateBox}>
          <h1 id="preview-gone-title" className={styles.stateTitle}>
            {gone ? T.goneTitle : T.unknownTitle}
          </h1>
          <p>{gone ? (reason === "revoked" ? T.revoked : T.expired) : T.unknown}</p>
        </div>
      </div>
    </section>
  );
}
