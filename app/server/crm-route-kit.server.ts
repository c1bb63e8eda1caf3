/**
 * Shared by the /crm/* page routes (dialogs as pages, confirmations, status/convert posts).
 * They sit in the staff-only route group: its middleware has checked the session, and the staff
 * member comes from the router context (signedInStaff).
 */
import type { SubmissionResult } from "@conform-to/react";
import { type ActionFunctionArgs, type LoaderFunctionArgs, data, href } from "react-router";
import {
  DELETE_KINDS,
  type DeleteKind,
  type Tab,
  dashboardHref,
  deleteHref,
} from "~/components/crm/dashboard-data";
import { CRM_TEXTS } from "~/components/crm/texts";
import { deleteActivity, getActivity } from "~/models/activities.server";
import {
  deleteContactSubmission,
  getContactSubmissionForCrm,
} from "~/models/contact-submissions.server";
import {
  ConversionError,
  convertContact,
  convertRegistration,
  deleteDentalRegistrationAndRescore,
} from "~/models/conversions.server";
import { UnknownLeadError } from "~/models/activities.server";
import { MergeError } from "~/models/lead-merge.server";
import { getDentalRegistrationForCrm } from "~/models/dental-registrations.server";
import { deleteLead, getLead } from "~/models/leads.server";
import { dismissInboxDuplicate } from "~/models/duplicates.server";
import type { InboxKind } from "~/models/inbox.server";
import { parseId } from "~/utils/ids";
import { LEAD_REQUIRED } from "~/schemas/activity";
import { personEmailSchema } from "~/schemas/person";
import {
  deleteNewsletterSubscription,
  getNewsletterSubscriptionForCrm,
} from "~/models/newsletter.server";
import { idParam, notFound } from "~/utils/api.server";
import { signedInStaff } from "~/server/auth.server";
import { type DomainError, isDomainError, refusalOf } from "~/server/domain-errors.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { redirectWithToast } from "~/utils/toast.server";
import { readFormData } from "~/utils/form-data.server";
import { LEADS_TEXTS } from "~/components/leads/texts";
import { LEAD_TEXTS } from "~/components/lead/texts";

export const tabHome = (tab: Tab) => dashboardHref({ tab });

const CRM_HOME = href("/crm");

/** ?returnTo=… on a page URL, only if it is a /crm view (no open redirect). */
export function returnToFromUrl(request: Request, fallback: string): string {
  return safeRedirect(new URL(request.url).searchParams.get("returnTo"), fallback, CRM_HOME);
}

export function returnToFromForm(form: FormData, fallback: string): string {
  return safeRedirect(form.get("returnTo"), fallback, CRM_HOME);
}

/**
 * A post to a CRM page about one item (/crm/…/:id/…): the signed-in staff member, the id, the
 * form, and where to go back (its returnTo when that is a /crm view, else `fallback(id)`).
 */
export async function readItemPost(
  { request, params, context }: ActionFunctionArgs,
  fallback: (id: number) => string,
) {
  const staff = signedInStaff(context);
  const id = idParam(params);
  const form = await readFormData(request);
  return { staff, id, form, returnTo: returnToFromForm(form, fallback(id)) };
}

const DELETABLE: Record<
  DeleteKind,
  {
    tab: Tab;
    title: string;
    question: string;
    done: string;
    describe(id: number): Promise<string | undefined>;
    remove(id: number, actor: string): Promise<boolean>;
  }
> = {
  leads: {
    tab: "leads",
    title: LEADS_TEXTS.deletePage.lead,
    question: LEADS_TEXTS.confirm.lead,
    done: LEADS_TEXTS.toast.leadDeleted,
    describe: async (id) => {
      const lead = await getLead(id);
      return lead && `${lead.firstName} ${lead.lastName} (${lead.email})`;
    },
    remove: deleteLead,
  },
  contacts: {
    tab: "contacts",
    title: LEADS_TEXTS.deletePage.contact,
    question: LEADS_TEXTS.confirm.contact,
    done: LEADS_TEXTS.toast.contactDeleted,
    describe: async (id) => {
      const contact = await getContactSubmissionForCrm(id);
      return (
        contact &&
        LEADS_TEXTS.deletePage.contactItem(contact.firstName, contact.lastName, contact.email)
      );
    },
    remove: deleteContactSubmission,
  },
  "dental-registrations": {
    tab: "dental",
    title: LEADS_TEXTS.deletePage.registration,
    question: LEADS_TEXTS.confirm.registration,
    done: LEADS_TEXTS.toast.registrationDeleted,
    describe: async (id) => {
      const registration = await getDentalRegistrationForCrm(id);
      return (
        registration &&
        LEADS_TEXTS.deletePage.registrationItem(
          registration.fullName,
          registration.practiceName,
          registration.email,
        )
      );
    },
    remove: deleteDentalRegistrationAndRescore,
  },
  newsletters: {
    tab: "newsletters",
    title: LEADS_TEXTS.deletePage.newsletter,
    question: LEADS_TEXTS.confirm.newsletter,
    done: LEADS_TEXTS.toast.newsletterDeleted,
    describe: async (id) => {
      const subscription = await getNewsletterSubscriptionForCrm(id);
      return (
        subscription &&
        LEADS_TEXTS.deletePage.newsletterItem(subscription.fullName, subscription.email)
      );
    },
    remove: deleteNewsletterSubscription,
  },
  activities: {
    tab: "activities",
    title: LEADS_TEXTS.deletePage.activity,
    question: LEADS_TEXTS.confirm.activity,
    done: LEADS_TEXTS.toast.activityDeleted,
    describe: async (id) => {
      const activity = await getActivity(id);
      return activity && LEADS_TEXTS.deletePage.activityItem(activity.subject);
    },
    remove: deleteActivity,
  },
};

export interface ConfirmDeleteData {
  title: string;
  question: string;
  itemLabel: string;
  action: string;
  returnTo: string;
}

function deletable(params: LoaderFunctionArgs["params"]) {
  const kind = params.kind as DeleteKind;
  if (!DELETE_KINDS.includes(kind)) throw notFound();
  return { kind, config: DELETABLE[kind], id: idParam(params) };
}

/** GET of /crm/:kind/:id/delete: the confirmation page (404 for an unknown kind or id). */
export async function confirmDeleteLoader({
  request,
  params,
}: LoaderFunctionArgs): Promise<ConfirmDeleteData> {
  const { kind, config, id } = deletable(params);
  const itemLabel = await config.describe(id);
  if (!itemLabel) throw notFound();
  return {
    title: config.title,
    question: config.question,
    itemLabel,
    action: deleteHref(kind, id),
    returnTo: returnToFromUrl(request, tabHome(config.tab)),
  };
}

/** POST of /crm/:kind/:id/delete: delete, then back to the tab with a toast. */
export async function deleteAction({
  request,
  params,
  context,
}: ActionFunctionArgs): Promise<Response> {
  const staff = signedInStaff(context);
  const { config, id } = deletable(params);
  const returnTo = returnToFromForm(await readFormData(request), tabHome(config.tab));
  const removed = await config.remove(id, staff.email);
  return redirectWithToast(
    returnTo,
    removed
      ? { title: config.done, variant: "success" }
      : { title: CRM_TEXTS.toast.notFound, variant: "destructive" },
  );
}

/** A GET of a post-only URL (status, convert): back to the dashboard. */
export function postOnlyLoader(tab: Tab): Response {
  return new Response(null, { status: 303, headers: { Location: tabHome(tab) } });
}

/** "Not a duplicate" for an inbox item and one lead it was flagged against, then back with a toast. */
export async function notDuplicateAction(
  kind: InboxKind,
  args: ActionFunctionArgs,
): Promise<Response> {
  const tab = kind === "contact" ? "contacts" : "dental";
  const { staff, id, form, returnTo } = await readItemPost(args, () => tabHome(tab));
  const leadId = parseId(form.get("leadId"));
  const item =
    kind === "contact"
      ? await getContactSubmissionForCrm(id)
      : await getDentalRegistrationForCrm(id);
  const label = !item
    ? ""
    : "fullName" in item
      ? `the DentalIQ registration from ${item.fullName} (${item.email})`
      : `the contact form from ${`${item.firstName} ${item.lastName}`.trim()} (${item.email})`;
  const done =
    item !== undefined &&
    leadId !== undefined &&
    (await dismissInboxDuplicate(kind, id, leadId, label, staff.email));
  return redirectWithToast(
    returnTo,
    done
      ? { title: LEAD_TEXTS.toast.notDuplicate, variant: "success" }
      : { title: CRM_TEXTS.toast.notFound, variant: "destructive" },
  );
}

const CONVERTIBLE = {
  contact: {
    tab: "contacts",
    convert: convertContact,
    title: LEADS_TEXTS.toast.contactConverted,
    description: LEADS_TEXTS.toast.contactConvertedDescription,
  },
  registration: {
    tab: "dental",
    convert: convertRegistration,
    title: LEADS_TEXTS.toast.registrationConverted,
    description: LEADS_TEXTS.toast.registrationConvertedDescription,
  },
} as const;

/** Convert to Lead (one transaction in the model), then back to the tab with a toast. */
export async function convertAction(
  kind: keyof typeof CONVERTIBLE,
  args: ActionFunctionArgs,
): Promise<Response> {
  const item = CONVERTIBLE[kind];
  const { staff, id, form, returnTo } = await readItemPost(args, () => tabHome(item.tab));
  const mode = form.get("mode") === "new" ? "new" : "match";
  try {
    const { lead, merged } = await item.convert(id, mode, staff.email);
    return redirectWithToast(returnTo, {
      title: merged ? LEADS_TEXTS.toast.addedToLead : item.title,
      description: merged
        ? `${LEADS_TEXTS.toast.addedToLeadDescription} (${lead.firstName} ${lead.lastName})`
        : `${item.description} (${lead.firstName} ${lead.lastName})`,
      variant: "success",
      link: {
        href: href("/crm/leads/:id", { id: String(lead.id) }),
        label: LEADS_TEXTS.actions.openLead,
      },
    });
  } catch (error) {
    return replyToDomainError(error, { toast: LEADS_TEXTS.toast.conversionFailed, returnTo });
  }
}

/** The staff member and the person's ?email= of a /crm/people/* page; 404 for a bad address. */
export function requirePersonPage({ url, context }: LoaderFunctionArgs | ActionFunctionArgs) {
  const staff = signedInStaff(context);
  const parsed = personEmailSchema.safeParse({ email: url.searchParams.get("email") ?? "" });
  if (!parsed.success) throw data(null, { status: 404 });
  return { staff, email: parsed.data.email };
}

// ---- One reply for the models' domain errors (the status and field table: domain-errors) ----

/** The page's words where the model's message is not for staff. */
function pageMessage(error: DomainError): string {
  if (error instanceof UnknownLeadError) return LEAD_REQUIRED;
  if (error instanceof MergeError) return CRM_TEXTS.toast.notFound;
  if (error instanceof ConversionError) return LEADS_TEXTS.toast.alreadyProcessed;
  return refusalOf(error).message;
}

interface ConformSubmission {
  reply(options: {
    formErrors?: string[];
    fieldErrors?: Record<string, string[]>;
  }): SubmissionResult<string[]>;
}

/** The form again: the message on the field to blame (`fields` renames one) or above the form. */
interface FormReply<Extra> {
  form: ConformSubmission;
  fields?: Record<string, string>;
  /** Sent with the result (what the page needs to draw the form again). */
  extra?: Extra;
}
/** Back to `returnTo`, the toast titled `toast` and the message as its description. */
interface ToastReply {
  toast: string;
  returnTo: string;
}
/** The page's own way of saying no (staff pages): given the message and the status. */
interface RefuseReply<R> {
  refuse: (message: string, status: number) => R;
}

/**
 * A page action's answer when its model refuses (a domain error): with the error's status, the
 * form again, a toast, or the page's own message. Any other error is rethrown.
 */
export function replyToDomainError<Extra extends object = object>(
  error: unknown,
  reply: FormReply<Extra>,
): ReturnType<typeof data<{ result: SubmissionResult<string[]> } & Extra>>;
export function replyToDomainError(error: unknown, reply: ToastReply): Promise<Response>;
export function replyToDomainError<R>(error: unknown, reply: RefuseReply<R>): R;
export function replyToDomainError(
  error: unknown,
  reply: FormReply<object> | ToastReply | RefuseReply<unknown>,
) {
  if (!isDomainError(error)) throw error;
  const { status, field } = refusalOf(error);
  const message = pageMessage(error);
  if ("refuse" in reply) return reply.refuse(message, status);
  if ("toast" in reply)
    return redirectWithToast(reply.returnTo, {
      title: reply.toast,
      description: message,
      variant: "destructive",
    });
  const errors = field
    ? { fieldErrors: { [reply.fields?.[field] ?? field]: [message] } }
    : { formErrors: [message] };
  return data({ result: reply.form.reply(errors), ...reply.extra }, { status });
}
