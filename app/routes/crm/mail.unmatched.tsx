/**
 * /crm/mail/unmatched: mail from the shared mailbox that matched no lead; POST messageId and
 * leadEmail attaches one to the lead with that address (audited), then back here with a toast;
 * a member attaches only to their own or unassigned leads (decision 101).
 */
import { z } from "zod";
import { UNMATCHED_ACTION, UnmatchedPage } from "~/components/mail/unmatched-page";
import { UNMATCHED_TEXTS } from "~/components/mail/texts";
import { crmPageTitle } from "~/components/crm/texts";
import { crmMeta } from "~/components/crm/meta";
import { findLeadByEmail } from "~/models/leads.server";
import { attachMessageToLead } from "~/models/lead-threads.server";
import { listUnmatched } from "~/models/mailbox.server";
import { replyToDomainError } from "~/server/crm-route-kit.server";
import { signedInStaff } from "~/server/auth.server";
import { readFormData } from "~/utils/form-data.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/mail.unmatched";

export const meta: Route.MetaFunction = ({ matches }) =>
  crmMeta(matches, crmPageTitle(UNMATCHED_TEXTS.title));

const attachSchema = z.object({
  messageId: z.coerce.number().int().positive().max(2_147_483_647),
  leadEmail: z.string().trim().min(1).max(320),
});

export async function loader() {
  const rows = await listUnmatched();
  return {
    messages: rows.map((row) => ({
      id: row.id,
      fromEmail: row.fromEmail,
      fromName: row.fromName,
      subject: row.subject,
      body: row.body,
      at: row.sentAt ?? row.createdAt,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = signedInStaff(context);
  const parsed = attachSchema.safeParse(Object.fromEntries(await readFormData(request)));
  const lead = parsed.success ? await findLeadByEmail(parsed.data.leadEmail) : undefined;
  if (!parsed.success || !lead)
    return redirectWithToast(UNMATCHED_ACTION, {
      title: UNMATCHED_TEXTS.toast.noLead,
      variant: "destructive",
    });
  try {
    const outcome = await attachMessageToLead(parsed.data.messageId, lead.id, staff);
    return redirectWithToast(
      UNMATCHED_ACTION,
      outcome === "attached"
        ? { title: UNMATCHED_TEXTS.toast.attached, variant: "success" }
        : { title: UNMATCHED_TEXTS.toast.gone, variant: "destructive" },
    );
  } catch (error) {
    // A member and a lead someone else owns: its emails are its owner's (decision 101).
    return replyToDomainError(error, {
      toast: UNMATCHED_TEXTS.toast.notYours,
      returnTo: UNMATCHED_ACTION,
    });
  }
}

export default function Unmatched({ loaderData }: Route.ComponentProps) {
  return <UnmatchedPage messages={loaderData.messages} />;
}
