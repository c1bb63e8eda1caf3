/**
 * POST /api/crm/posts/{id}/{publish | schedule | unpublish}, admins only (decision 082):
 * `publish` puts it live now; `schedule` takes {"at": ISO 8601 date and time with its offset},
 * within the next year; `unpublish` takes a live post off the site (or cancels a schedule).
 * 409 when the post's state does not allow it; publishing needs a title and a body.
 */
import { z } from "zod";
import { POST_TEXTS } from "~/components/posts/texts";
import { isSchedulableTime, publishPost, schedulePost, unpublishPost } from "~/models/posts.server";
import { postAnswer, postOr404 } from "~/server/post-api.server";
import { refusedAnswer } from "~/server/record-api.server";
import { signedInStaff } from "~/server/auth.server";
import {
  methodNotAllowed,
  notFound,
  readJson,
  unknownFieldsError,
  validationError,
} from "~/utils/api.server";
import type { Route } from "./+types/crm.posts.$id.$action";

/** Nothing to GET here: the actions are POSTs. */
export const loader = () => methodNotAllowed();

const scheduleSchema = z.object({ at: z.iso.datetime({ offset: true }) });

/** The body's {"at"} as a time staff may schedule for, or null. */
function scheduleTime(body: Record<string, unknown>): Date | null {
  const parsed = scheduleSchema.safeParse(body);
  const at = parsed.success ? new Date(parsed.data.at) : null;
  return at && isSchedulableTime(at) ? at : null;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = signedInStaff(context);
  if (request.method !== "POST") return methodNotAllowed();
  if (!["publish", "schedule", "unpublish"].includes(params.action))
    return notFound(POST_TEXTS.api.unknownAction);
  const post = await postOr404(params);

  let outcome;
  if (params.action === "unpublish") {
    outcome = await unpublishPost(post.id, staff.email);
  } else {
    if (post.content.trim() === "")
      return validationError({ content: [POST_TEXTS.messages.contentMissing] });
    if (params.action === "publish") {
      outcome = await publishPost(post.id, staff.email);
    } else {
      const body = await readJson(request);
      const unknown = unknownFieldsError(body, ["at"]);
      if (unknown) return unknown;
      const at = scheduleTime(body);
      if (!at) return validationError({ at: [POST_TEXTS.api.scheduleAt] });
      outcome = await schedulePost(post.id, at, staff.email);
    }
  }
  const refused = params.action === "unpublish" ? "notPublished" : "alreadyPublished";
  return (
    refusedAnswer(outcome, {
      missing: POST_TEXTS.api.missing,
      otherwise: POST_TEXTS.api[refused],
    }) ?? postAnswer(post.id)
  );
}
