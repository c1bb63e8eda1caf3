/**
 * /crm/posts/new: the compose form. POST intent=save creates the draft and opens it; intent=preview
 * shows what the form holds at two widths, the text kept in the form (nothing saved).
 */
import { Link, href } from "react-router";
import { crmMeta } from "~/components/crm/meta";
import { crmPageTitle } from "~/components/crm/texts";
import * as pageParts from "~/components/crm/page-parts.css";
import { PostForm, PostPreview } from "~/components/posts/post-pages";
import { POST_TEXTS } from "~/components/posts/texts";
import { createPost } from "~/models/posts.server";
import { answeredInvalid, markingFailures } from "~/server/answered-invalid.server";
import { signedInStaff } from "~/server/auth.server";
import {
  bounce,
  previewOf,
  readPostPage,
  slugTakenErrors,
  takeCoverUpload,
} from "~/server/post-page.server";
import { readFormData } from "~/utils/form-data.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/posts.new";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  crmMeta(matches, crmPageTitle(POST_TEXTS.newTitle), loaderData?.invalid);

/** Whether the last post was refused (the title says so first, without JavaScript). */
export const loader = ({ context }: Route.LoaderArgs) => ({ invalid: answeredInvalid(context) });

export const action = markingFailures(async ({ request, context }: Route.ActionArgs) => {
  const staff = signedInStaff(context);
  const form = await readFormData(request);
  const coverErrors = await takeCoverUpload(form, staff.email);
  const submission = readPostPage(form);
  if (submission.status !== "success" || coverErrors)
    return bounce(submission, 400, coverErrors ? { fieldErrors: coverErrors } : {});
  const { input } = submission.value;
  if (form.get("intent") === "preview") return bounce(submission, 200, {}, previewOf(input));
  const saved = await createPost(input, { id: staff.userId, email: staff.email });
  if (saved.status !== "saved") return bounce(submission, 400, slugTakenErrors);
  return redirectWithToast(href("/crm/posts/:id", { id: String(saved.post.id) }), {
    title: POST_TEXTS.toast.created,
    variant: "success",
  });
});

export default function NewPost({ actionData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="new-post-title">
      <p>
        <Link to={href("/crm/posts")} className={pageParts.cardLink}>
          {POST_TEXTS.back}
        </Link>
      </p>
      <h1 id="new-post-title">{POST_TEXTS.newTitle}</h1>
      <PostForm lastResult={actionData?.result} />
      {actionData?.preview ? <PostPreview preview={actionData.preview} /> : null}
    </section>
  );
}
