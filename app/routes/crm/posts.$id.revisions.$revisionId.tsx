/**
 * /crm/posts/{id}/revisions/{revisionId}: one save compared with the post now (each field that
 * differs; the body line by line), and Restore this save, a plain form: the restore is itself a
 * save. A member restores only where they may save (decision 082).
 */
import { data, href } from "react-router";
import { crmMeta } from "~/components/crm/meta";
import { crmPageTitle } from "~/components/crm/texts";
import { RevisionPage } from "~/components/posts/revision-page";
import { POST_TEXTS } from "~/components/posts/texts";
import { getPostById, getRevision, restoreRevision } from "~/models/posts.server";
import { markingFailures } from "~/server/answered-invalid.server";
import { ADMINS_ONLY_MESSAGE, signedInStaff } from "~/server/auth.server";
import { memberMayChange } from "~/server/post-api.server";
import { idParam } from "~/utils/api.server";
import { lineDiff } from "~/utils/line-diff";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/posts.$id.revisions.$revisionId";

export const meta: Route.MetaFunction = ({ matches }) =>
  crmMeta(matches, crmPageTitle(POST_TEXTS.compareTitle));

async function requireBoth(params: Record<string, string | undefined>) {
  const post = await getPostById(idParam(params));
  const revision = post ? await getRevision(post.id, idParam(params, "revisionId")) : undefined;
  if (!post || !revision) throw data(null, { status: 404 });
  return { post, revision };
}

const FIELDS = [
  "title",
  "slug",
  "excerpt",
  "category",
  "imageUrl",
  "readTime",
  "metaDescription",
  "authorName",
] as const;

export async function loader({ params, context }: Route.LoaderArgs) {
  const staff = signedInStaff(context);
  const { post, revision } = await requireBoth(params);
  return {
    post: { id: post.id, title: post.title },
    revision: { id: revision.id, savedBy: revision.savedBy, savedAt: revision.savedAt },
    fields: FIELDS.filter((field) => (revision[field] ?? "") !== (post[field] ?? "")).map(
      (field) => ({ field, then: revision[field] ?? "", now: post[field] ?? "" }),
    ),
    body: revision.content === post.content ? [] : lineDiff(revision.content, post.content),
    mayRestore: memberMayChange(staff, post),
  };
}

export const action = markingFailures(async ({ params, context }: Route.ActionArgs) => {
  const staff = signedInStaff(context);
  const { post, revision } = await requireBoth(params);
  if (!memberMayChange(staff, post)) throw data({ message: ADMINS_ONLY_MESSAGE }, { status: 403 });
  const outcome = await restoreRevision(post.id, revision.id, {
    id: staff.userId,
    email: staff.email,
  });
  return redirectWithToast(
    href("/crm/posts/:id", { id: String(post.id) }),
    outcome.status === "saved"
      ? { title: POST_TEXTS.toast.restored, variant: "success" }
      : { title: POST_TEXTS.messages.slugTaken, variant: "default" },
  );
});

export default function Revision({ loaderData }: Route.ComponentProps) {
  return <RevisionPage data={loaderData} />;
}
