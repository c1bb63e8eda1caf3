/** POST /crm/activities/{id}/complete: the "Mark done" form of a planned follow-up. */
import { href } from "react-router";
import { parseWithZod } from "@conform-to/zod/v4";
import { CRM_TEXTS } from "~/components/crm/texts";
import { completeActivity } from "~/models/activities.server";
import { completeActivitySchema } from "~/schemas/activity";
import { redirectWithToast } from "~/utils/toast.server";
import { postOnlyLoader, readItemPost, replyToDomainError } from "~/server/crm-route-kit.server";
import type { Route } from "./+types/activities.$id.complete";
import { LEAD_TEXTS } from "~/components/lead/texts";

export const loader = () => postOnlyLoader("activities");

export async function action(args: Route.ActionArgs) {
  const { staff, id, form, returnTo } = await readItemPost(args, () => href("/crm"));
  const submission = parseWithZod(form, { schema: completeActivitySchema });
  if (submission.status !== "success") {
    const first = Object.values(submission.error ?? {}).flat()[0];
    return redirectWithToast(returnTo, {
      title: LEAD_TEXTS.toast.followUpFailed,
      ...(first ? { description: first } : {}),
      variant: "destructive",
    });
  }
  try {
    const activity = await completeActivity(id, submission.value, staff.email);
    if (!activity)
      return redirectWithToast(returnTo, {
        title: CRM_TEXTS.toast.notFound,
        variant: "destructive",
      });
    return redirectWithToast(returnTo, {
      title: LEAD_TEXTS.toast.followUpDone,
      description: activity.subject,
      variant: "success",
      // Still needs following up: offer to plan the next one.
      ...(activity.outcome === "follow-up-needed"
        ? {
            link: {
              href: `${href("/crm/leads/:id/follow-ups/new", { id: String(activity.leadId) })}?returnTo=${encodeURIComponent(returnTo)}`,
              label: LEAD_TEXTS.actions.planNext,
            },
          }
        : {}),
    });
  } catch (error) {
    return replyToDomainError(error, { toast: LEAD_TEXTS.toast.followUpFailed, returnTo });
  }
}
