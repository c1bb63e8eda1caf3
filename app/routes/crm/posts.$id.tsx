/**
 * /crm/posts/{id}: the post's state and dates (a late scheduled publish says by how much), the
 * edit form, its saves, and for admins Publish now, Schedule and Unpublish (decision 082).
 * POST intent=save | preview | publish | schedule | unpublish | newsletter | share-link |
 * revoke-link:{id}, all
 * from the one form, so what it holds is always sent: preview shows it without saving; publish,
 * schedule, unpublish and a new preview link refuse while it differs from the saved post (only
 * saved text goes out), keeping what was typed. The post's working preview links (decision 088)
 * are listed with their expiry; any staff member makes or revokes one.
 */
import { type ShouldRevalidateFunctionArgs, data, href } from "react-router";
import { crmMeta } from "~/components/crm/meta";
import { crmPageTitle } from "~/components/crm/texts";
import { PostPage, isPreviewPost } from "~/components/posts/post-pages";
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
import { previewLinkUrl } from "~/models/mail-links.server";
import { draftNewsletterFromPost } from "~/models/post-newsletter.server";
import {
  createPreviewLink,
  listPreviewLinks,
  revokePreviewLink,
} from "~/models/post-previews.server";
import { findStaffById } from "~/models/staff.server";
import { pageRefusal } from "~/server/domain-errors.server";
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
import { getSessionSecret } from "~/utils/secret.server";
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
    previewLinks: (await listPreviewLinks(post.id, getSessionSecret())).map((link) => ({
      id: link.id,
      url: previewLinkUrl(link.token),
      createdBy: link.createdBy,
      expiresAt: link.expiresAt,
    })),
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
  const T = POST_TEXTS.toast;
  const submission = readPostPage(form);
  // Revoking a link does not depend on the text: done first, the typed text kept if unsaved.
  const revoke = /^revoke-link:(\d{1,10})$/.exec(intent);
  if (revoke) {
    const outcome = await revokePreviewLink(post.id, Number(revoke[1]), staff.email);
    const title = outcome === "revoked" ? T.linkRevoked : T.linkMissing;
    if (submission.status !== "success") return bounce(submission, 400, {});
    // The list below the form, drawn again, shows the link gone.
    if (differsFromSaved(submission.value.input, post)) return bounce(submission, 200, {});
    return redirectWithToast(self, {
      title,
      variant: outcome === "revoked" ? "success" : "default",
    });
  }
  if (submission.status !== "success" || coverErrors)
    return bounce(submission, 400, coverErrors ? { fieldErrors: coverErrors } : {});
  const { input, scheduleAt } = submission.value;
  if (intent === "preview") return bounce(submission, 200, {}, previewOf(input));

  if (intent === "newsletter") {
    // A campaign is sent by admins, as a post is published (decision 082); from saved text only.
    if (staff.role !== "admin")
      return bounce(submission, 403, { formErrors: [ADMINS_ONLY_MESSAGE] });
    if (differsFromSaved(input, post))
      return bounce(submission, 409, { formErrors: [POST_TEXTS.unsavedNewsletter] });
    const made = await draftNewsletterFromPost(post.id, staff.email, POST_TEXTS.readOnSite);
    if (made.status !== "drafted")
      return bounce(submission, made.status === "too-long" ? 400 : 409, {
        formErrors: [
          made.status === "too-long" ? POST_TEXTS.newsletterTooLong : POST_TEXTS.newsletterNotLive,
        ],
      });
    return redirectWithToast(href("/crm/campaigns/:id", { id: String(made.campaignId) }), {
      title: T.newsletterDrafted,
      variant: "success",
    });
  }

  if (intent === "share-link") {
    // The link shows the saved post: made only when the form holds nothing else.
    if (differsFromSaved(input, post))
      return bounce(submission, 409, { formErrors: [POST_TEXTS.unsavedLink] });
    await createPreviewLink(post.id, staff.email, getSessionSecret());
    return redirectWithToast(`${self}#preview-links-title`, {
      title: T.linkMade,
      variant: "success",
    });
  }

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
      pageRefusal(outcome)
        ? { title: T.refused, variant: "default" }
        : { title: done, variant: "success" },
    );
  }

  if (!memberMayChange(staff, post))
    return bounce(submission, 403, { formErrors: [ADMINS_ONLY_MESSAGE] });
  const saved = await updatePost(post.id, input, { id: staff.userId, email: staff.email });
  if (saved.status === "slug-taken") return bounce(submission, 400, slugTakenErrors);
  return redirectWithToast(self, { title: T.saved, variant: "success" });
});

/** Drawing the preview as the author types changes nothing: the page's data is not read again. */
export function shouldRevalidate({
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return isPreviewPost(formData) ? false : defaultShouldRevalidate;
}

export default function PostRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PostPage data={loaderData} lastResult={actionData?.result} preview={actionData?.preview} />
  );
}
