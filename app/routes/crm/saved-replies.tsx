/**
 * /crm/saved-replies: the team's saved replies (snippets for the reply form). POST intent=create
 * adds one, intent=update {id} changes it, intent=delete {id} deletes it; each then back here
 * with a toast; a refused form comes back with its messages and what was typed. Decision 101.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, href } from "react-router";
import { crmMeta } from "~/components/crm/meta";
import { crmPageTitle } from "~/components/crm/texts";
import { SavedRepliesPage } from "~/components/lead/saved-replies-page";
import { SAVED_REPLY_TEXTS } from "~/components/lead/texts";
import {
  createSavedReply,
  deleteSavedReply,
  listSavedReplies,
  updateSavedReply,
} from "~/models/saved-replies.server";
import { savedReplySchema } from "~/schemas/lead-reply";
import { answeredInvalid, markingFailures } from "~/server/answered-invalid.server";
import { signedInStaff } from "~/server/auth.server";
import { readFormData } from "~/utils/form-data.server";
import { parseId } from "~/utils/ids";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/saved-replies";

const HERE = href("/crm/saved-replies");

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  crmMeta(matches, crmPageTitle(SAVED_REPLY_TEXTS.title), loaderData?.invalid);

export async function loader({ context }: Route.LoaderArgs) {
  const replies = await listSavedReplies();
  return {
    replies: replies.map(({ id, title, body }) => ({ id, title, body })),
    invalid: answeredInvalid(context),
  };
}

const gone = () =>
  redirectWithToast(HERE, { title: SAVED_REPLY_TEXTS.toast.gone, variant: "destructive" });

export const action = markingFailures(async ({ request, context }: Route.ActionArgs) => {
  const staff = signedInStaff(context);
  const form = await readFormData(request);
  const intent = form.get("intent");
  const id = parseId(String(form.get("id") ?? ""));
  if (intent === "delete") {
    if (!id || !(await deleteSavedReply(id))) return gone();
    return redirectWithToast(HERE, { title: SAVED_REPLY_TEXTS.toast.deleted, variant: "success" });
  }
  if (intent === "update" && !id) return gone();
  const submission = parseWithZod(form, { schema: savedReplySchema });
  if (submission.status !== "success")
    return data(
      {
        answer: {
          formId: intent === "update" ? `saved-reply-${id}` : "saved-reply-new",
          result: submission.reply(),
        },
      },
      { status: 400 },
    );
  if (intent === "update") {
    if (!(await updateSavedReply(id!, submission.value))) return gone();
    return redirectWithToast(HERE, { title: SAVED_REPLY_TEXTS.toast.saved, variant: "success" });
  }
  await createSavedReply(submission.value, staff.email);
  return redirectWithToast(HERE, { title: SAVED_REPLY_TEXTS.toast.created, variant: "success" });
});

export default function SavedReplies({ loaderData, actionData }: Route.ComponentProps) {
  return <SavedRepliesPage replies={loaderData.replies} answer={actionData?.answer} />;
}
