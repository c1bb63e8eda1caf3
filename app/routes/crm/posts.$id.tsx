/**
 * /crm/posts/{id}: the post's state and dates (a late scheduled publish says by how much), the
 * edit form, its saves, and for admins Publish now, Schedule and Unpublish (decision 082).
 * POST intent=save | preview | publish | schedule | unpublish, all from the one form, so what it
 * holds is always sent: preview shows it without saving; publish, schedule and unpublish refuse
 * while it differs from the saved post (only saved text goes out), keeping what was typed.
 */
import { data, href } from "react-router";
import { crmMeta } from "~/components/crm/meta";
import { crmPageTitle } from "~/components/crm/texts";
import { PostPage } from "~/components/posts/post-pages";
import { POST_TEXTS } from "~/components/posts/texts";
import {
  getPostById,
  isSchedulableTime,
  listRevisions,
  publishPost,
  schedulePost,
  unpublishPost,
  updatePost,
} from "~/models/posts.server";
import { findStaffById } from "~/models/staff.server";
import { answeredInvalid, markingFailures } from "~/server/answered-invalid.server";
import { ADMINS_ONLY_MESSAGE, signedInStaff } from "~/server/auth.server";
import { memberMayChange } from "~/server/post-api.server";
import {
  bounce,
  differsFromSaved,
  previewOf,
  readPostPage,
  slugTakenErrors,
  takeCoverUpload,
} from "~/server/post-page.server";
import { idParam } from "~/utils/api.server";
import { readFormData } from "~/utils/form-data.server";
import { redirectWithToast } from "~/utils/toast.server";
import { fromUkLocal } from "~/utils/uk-dates";
import type { Route } from "./+types/posts.$id";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  crmMeta(matches, crmPageTitle(loaderData?.post.title ?? POST_TEXTS.title), loaderData?.invalid);

async function requirePost(params: Record<string, string | undefined>) {
  const post = await getPostById(idParam(params));
  if (!post) throw data(null, { status: 404 });
  return post;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const staff = signedInStaff(context);
  const post = await requirePost(params);
  const revisions = await listRevisions(post.id);
  return {
    post: {
      ...post,
      authorEmail: post.authorId ? ((await findStaffById(post.authorId))?.email ?? null) : null,
    },
    revisions: revisions.map(({ id, savedBy, savedAt }) => ({ id, savedBy, savedAt })),
    isAdmin: staff.role === "admin",
    memberLocked: !memberMayChange(staff, post),
    invalid: answeredInvalid(context),
  };
}

const STATE_INTENTS = ["publish", "schedule", "unpublish"];

export const action = markingFailures(async ({ request, params, context }: Route.ActionArgs) => {
  const staff = signedInStaff(context);
  const post = await requirePost(params);
  const self = href("/crm/posts/:id", { id: String(post.id) });
  const form = await readFormData(request);
  const coverErrors = await takeCoverUpload(form, staff.email);
  const intent = String(form.get("intent") ?? "save");
  const submission = readPostPage(form);
  if (submission.status !== "success" || coverErrors)
    return bounce(submission, 400, coverErrors ? { fieldErrors: coverErrors } : {});
  const { input, scheduleAt } = submission.value;
  if (intent === "preview") return bounce(submission, 200, {}, previewOf(input));

  const T = POST_TEXTS.toast;
  if (STATE_INTENTS.includes(intent)) {
    if (staff.role !== "admin")
      return bounce(submission, 403, { formErrors: [ADMINS_ONLY_MESSAGE] });
    if (differsFromSaved(input, post))
      return bounce(submission, 409, { formErrors: [POST_TEXTS.unsaved] });
    if (intent !== "unpublish" && post.content.trim() === "")
      return bounce(submission, 400, {
        fieldErrors: { content: [POST_TEXTS.messages.contentMissing] },
      });
    let outcome;
    if (intent === "schedule") {
      const at = scheduleAt ? fromUkLocal(scheduleAt) : null;
      if (!at || !isSchedulableTime(at))
        return bounce(submission, 400, {
          fieldErrors: { scheduleAt: [POST_TEXTS.messages.scheduleAt] },
        });
      outcome = await schedulePost(post.id, at, staff.email);
    } else if (intent === "publish") outcome = await publishPost(post.id, staff.email);
    else outcome = await unpublishPost(post.id, staff.email);
    const done = { publish: T.published, schedule: T.scheduled, unpublish: T.unpublished }[
      intent as "publish" | "schedule" | "unpublish"
    ];
    return redirectWithToast(
      self,
      outcome === "done"
        ? { title: done, variant: "success" }
        : { title: T.refused, variant: "default" },
    );
  }

  if (!memberMayChange(staff, post))
    return bounce(submission, 403, { formErrors: [ADMINS_ONLY_MESSAGE] });
  const saved = await updatePost(post.id, input, { id: staff.userId, email: staff.email });
  if (saved.status === "slug-taken") return bounce(submission, 400, slugTakenErrors);
  return redirectWithToast(self, { title: T.saved, variant: "success" });
});

export default function PostRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PostPage data={loaderData} lastResult={actionData?.result} preview={actionData?.preview} />
  );
}
