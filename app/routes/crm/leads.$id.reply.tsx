/**
 * /crm/leads/{id}/reply: a reply by email to the lead (decision 095). POST sends it through the
 * outbox and returns to the lead's page, where the timeline shows it sending, then sent; a
 * refused post shows the form again here with its messages. GET shows the same form on its own.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, href } from "react-router";
import { CrmFormPage } from "~/components/crm/confirm-page";
import { crmPageTitle } from "~/components/crm/texts";
import { crmMeta } from "~/components/crm/meta";
import { ReplyForm, withSavedReply } from "~/components/lead/reply-form";
import { LEAD_TEXTS, REPLY_TEXTS } from "~/components/lead/texts";
import { ReplyBlocked, ReplyIntro } from "~/components/lead/reply-section";
import { getReplyDraft } from "~/models/lead-replies.server";
import { sharedMailbox } from "~/models/lead-reply-mails.server";
import { getLead } from "~/models/leads.server";
import { leadReplySchema } from "~/schemas/lead-reply";
import { signedInStaff } from "~/server/auth.server";
import { answeredInvalid, markingFailures } from "~/server/answered-invalid.server";
import { sendReplyInWords } from "~/server/lead-reply-send.server";
import { idParam } from "~/utils/api.server";
import { readFormData } from "~/utils/form-data.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/leads.$id.reply";

const leadHref = (id: number) => href("/crm/leads/:id", { id: String(id) });

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  crmMeta(
    matches,
    crmPageTitle(loaderData ? REPLY_TEXTS.pageTitle(loaderData.name) : REPLY_TEXTS.title),
    loaderData?.invalid,
  );

export async function loader({ request, params, context }: Route.LoaderArgs) {
  // ?enquiry=contact-12: a reply started from that enquiry in the inbox, threaded to it.
  const enquiry = new URL(request.url).searchParams.get("enquiry");
  const id = idParam(params);
  const lead = await getLead(id);
  if (!lead) throw data(null, { status: 404 });
  return {
    id,
    name: `${lead.firstName} ${lead.lastName}`.trim(),
    backLabel: LEAD_TEXTS.formPages.backTo(lead.firstName, lead.lastName),
    reply: {
      draft: await getReplyDraft(lead, signedInStaff(context), undefined, enquiry),
      mailbox: sharedMailbox(),
    },
    invalid: answeredInvalid(context),
  };
}

export const action = markingFailures(async ({ request, params, context }: Route.ActionArgs) => {
  const staff = signedInStaff(context);
  const id = idParam(params);
  const form = await readFormData(request);
  if (form.get("intent") === "saved-reply") {
    // Without JavaScript: the form again, the chosen saved reply below what was typed.
    const lead = await getLead(id);
    if (!lead) throw data(null, { status: 404 });
    const draft = await getReplyDraft(lead, staff);
    const chosen = draft.savedReplies.find((saved) => String(saved.id) === form.get("savedReply"));
    const typed = (name: string) => String(form.get(name) ?? "");
    return {
      prefill: {
        to: typed("to"),
        fromName: typed("fromName"),
        subject: typed("subject"),
        body: chosen ? withSavedReply(typed("body"), chosen.body) : typed("body"),
      },
    };
  }
  const submission = parseWithZod(form, { schema: leadReplySchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const lead = await getLead(id);
  if (!lead) throw data(null, { status: 404 });
  const sent = await sendReplyInWords(lead, submission.value, staff);
  if (!sent.ok)
    // The reason on the To field or above the form (an erased address, a restricted person,
    // another member's lead), which keeps the text.
    return data(
      {
        result: submission.reply(
          sent.field
            ? { fieldErrors: { [sent.field]: [sent.message] } }
            : { formErrors: [sent.message] },
        ),
      },
      { status: sent.status },
    );
  return redirectWithToast(`${leadHref(id)}#timeline-title`, {
    title: REPLY_TEXTS.toast.queued,
    description: sent.message.subject,
    variant: "success",
  });
});

export default function LeadReply({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CrmFormPage
      title={REPLY_TEXTS.pageTitle(loaderData.name)}
      returnTo={leadHref(loaderData.id)}
      backLabel={loaderData.backLabel}
    >
      {loaderData.reply.draft.blocked && !actionData ? (
        <ReplyBlocked draft={loaderData.reply.draft} />
      ) : (
        <>
          <ReplyIntro reply={loaderData.reply} />
          <ReplyForm
            leadId={loaderData.id}
            draft={loaderData.reply.draft}
            lastResult={actionData && "result" in actionData ? actionData.result : undefined}
            prefill={actionData && "prefill" in actionData ? actionData.prefill : undefined}
          />
        </>
      )}
    </CrmFormPage>
  );
}
