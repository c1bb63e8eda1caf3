/**
 * /crm/leads/{id}: the lead's page. GET shows it (with ?mergeQ= search results and a
 * ?mergeWith= merge preview); POST intent=edit saves the edit form, intent=merge merges.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, redirect } from "react-router";
import { SEARCH_MAX_LENGTH } from "~/components/crm/dashboard-data";
import { LeadPage } from "~/components/lead/lead-page";
import { CRM_TEXTS, crmPageTitle } from "~/components/crm/texts";
import {
  MERGE_FIELDS,
  type MergeChoices,
  MergeError,
  findMergedInto,
  mergeLeads,
  previewMerge,
} from "~/models/lead-merge.server";
import { CLEARABLE_LEAD_FIELDS, listLeads, updateLead } from "~/models/leads.server";
import { dismissDuplicate, findPossibleDuplicates } from "~/models/duplicates.server";
import { getRestriction } from "~/models/people.server";
import { listOwnerChoices, ownerNames } from "~/models/owners.server";
import { getLeadRecord } from "~/models/timeline.server";
import { getReplyDraft } from "~/models/lead-replies.server";
import { sharedMailbox } from "~/models/lead-reply-mails.server";
import { mergeLeadSchema } from "~/schemas/crm-process";
import { createLeadSchema } from "~/schemas/lead";
import { signedInStaff } from "~/server/auth.server";
import { redirectWithToast } from "~/utils/toast.server";
import { idParam } from "~/utils/api.server";
import { answeredInvalid, markingFailures } from "~/server/answered-invalid.server";
import { replyToDomainError } from "~/server/crm-route-kit.server";
import { crmMeta } from "~/components/crm/meta";
import type { Route } from "./+types/leads.$id";
import { readFormData } from "~/utils/form-data.server";
import { LEAD_TEXTS, duplicateInWords } from "~/components/lead/texts";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  crmMeta(
    matches,
    crmPageTitle(
      loaderData
        ? `${loaderData.page.lead.firstName} ${loaderData.page.lead.lastName}`
        : LEAD_TEXTS.page.title,
    ),
    loaderData?.invalid,
  );

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = idParam(params);
  const staff = signedInStaff(context);
  const record = await getLeadRecord(id, staff);
  if (!record) {
    // A merged lead's old address (a bookmark, an open tab, a link in an email) leads on to the
    // lead it was merged into. 302, not 301: browsers keep a 301 for good, and this answer
    // depends on the session and on data that can still change (the kept lead can be merged
    // again, deleted or erased).
    const keptId = await findMergedInto(id);
    if (keptId) throw redirect(href("/crm/leads/:id", { id: String(keptId) }), 302);
    throw data(null, { status: 404 });
  }
  const url = new URL(request.url);
  const q = (url.searchParams.get("mergeQ") ?? "").trim().slice(0, SEARCH_MAX_LENGTH);
  const mergeWith = Number(url.searchParams.get("mergeWith"));
  const results = q
    ? (await listLeads({ q, pageSize: 11 })).leads
        .filter((other) => other.id !== id)
        .slice(0, 10)
        .map((other) => ({
          id: other.id,
          name: `${other.firstName} ${other.lastName}`.trim(),
          email: other.email,
        }))
    : [];
  let preview = null;
  if (Number.isInteger(mergeWith) && mergeWith > 0 && mergeWith !== id) {
    try {
      const found = await previewMerge(id, mergeWith);
      preview = {
        other: found.other,
        conflicts: found.conflicts,
        moves: found.moves,
        // The newer lead's values are chosen already (the one changed last).
        newer: (found.other.updatedAt > found.keep.updatedAt ? "other" : "keep") as
          "keep" | "other",
      };
    } catch (error) {
      if (!(error instanceof MergeError)) throw error;
    }
  }
  const { timeline, lead } = record;
  const duplicates = (await findPossibleDuplicates(id)).map(duplicateInWords);
  const restricted = Boolean(await getRestriction(lead.email));
  const draft = await getReplyDraft(lead, staff);
  const [choices, names] = await Promise.all([listOwnerChoices(), ownerNames([lead.ownerId])]);
  return {
    page: {
      lead,
      owner: { name: lead.ownerId === null ? null : (names.get(lead.ownerId) ?? null), choices },
      duplicates,
      restricted,
      reply: { draft, mailbox: sharedMailbox() },
      timeline: timeline.map(({ activity: _row, changes: _changes, ...entry }) => entry),
      planned: timeline
        .flatMap((entry) =>
          entry.activity && !entry.activity.completedDate ? [entry.activity] : [],
        )
        .sort((a, b) => (a.dueAt?.getTime() ?? 0) - (b.dueAt?.getTime() ?? 0)),
      merge: {
        open: url.searchParams.has("merge") || Boolean(q) || Boolean(preview),
        q,
        results,
        preview,
      },
    },
    invalid: answeredInvalid(context),
  };
}

export const action = markingFailures(async ({ request, params, context }: Route.ActionArgs) => {
  const staff = signedInStaff(context);
  const id = idParam(params);
  const here = href("/crm/leads/:id", { id: String(id) });
  const form = await readFormData(request);
  if (form.get("intent") === "dismiss-duplicate") {
    const parsed = mergeLeadSchema.safeParse({ otherId: form.get("otherId") });
    const done = parsed.success && (await dismissDuplicate(id, parsed.data.otherId, staff.email));
    return redirectWithToast(
      here,
      done
        ? { title: LEAD_TEXTS.toast.notDuplicate, variant: "success" }
        : { title: CRM_TEXTS.toast.notFound, variant: "destructive" },
    );
  }
  if (form.get("intent") === "merge") {
    const parsed = mergeLeadSchema.safeParse({ otherId: form.get("otherId") });
    if (!parsed.success)
      return redirectWithToast(here, {
        title: LEAD_TEXTS.toast.mergeFailed,
        variant: "destructive",
      });
    // Per field: "keep" (this lead's value) or "other"; anything else counts as not given.
    const choices: MergeChoices = {};
    for (const field of MERGE_FIELDS) {
      const choice = form.get(`choice-${field}`);
      if (choice === "keep" || choice === "other") choices[field] = choice;
    }
    try {
      const lead = await mergeLeads(id, parsed.data.otherId, staff.email, choices);
      return redirectWithToast(here, {
        title: LEAD_TEXTS.toast.leadsMerged,
        description: `${lead.firstName} ${lead.lastName}`,
        variant: "success",
      });
    } catch (error) {
      return replyToDomainError(error, { toast: LEAD_TEXTS.toast.mergeFailed, returnTo: here });
    }
  }
  const submission = parseWithZod(form, { schema: createLeadSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  // The form sends every field: an optional one left empty is cleared.
  const { status: _status, ...values } = submission.value;
  const cleared = CLEARABLE_LEAD_FIELDS.filter((key) => values[key] === undefined);
  let lead;
  try {
    lead = await updateLead(id, values, cleared, staff.email);
  } catch (error) {
    // A restricted person (GDPR): the reason shows above the form, which keeps what was typed.
    return replyToDomainError(error, { form: submission });
  }
  if (!lead) throw data(null, { status: 404 });
  return redirectWithToast(here, {
    title: LEAD_TEXTS.toast.leadSaved,
    description: `${lead.firstName} ${lead.lastName}`,
    variant: "success",
  });
});

export default function LeadRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadPage data={loaderData.page} lastResult={actionData?.result} />;
}
