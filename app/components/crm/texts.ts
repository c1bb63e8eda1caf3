/** Every CRM text in one place (SPEC.md 'Admin area' and section 8; our wording where the spec has none). */
import { SITE } from "~/config/site";
import { plural } from "~/utils/plural";

/** The document title of a CRM page other than the dashboard. */
export const crmPageTitle = (page: string) => `${page} | CRM | ${SITE.name}`;

/** ", page 2 of 3" only when there is more than one page. */
const pageOf = (page: number, pageCount: number) =>
  pageCount > 1 ? `; page ${page} of ${pageCount}` : "";

/**
 * The line above a list saying how much of it is shown. Each list's empty state is its own text
 * (CRM_TEXT.empty, or the page's), so a count of nothing is never written as "0 …".
 */
export const LIST_SUMMARY = {
  /** "Showing 1 lead", "Showing 12 leads", "Showing 51–100 of 120 leads". */
  leads: (first: number, last: number, total: number) =>
    first === 1 && last === total
      ? `Showing ${plural(total, "lead", "leads")}`
      : `Showing ${first}–${last} of ${plural(total, "lead", "leads")}`,
  /** "1 subscription.", "3 subscriptions match “ann”; page 1 of 2."; nothing when there are none. */
  subscriptions: (total: number, q: string, page: number, pageCount: number) =>
    total === 0
      ? q
        ? `No subscriptions match “${q}”.`
        : ""
      : `${plural(total, "subscription", "subscriptions")}${q ? ` ${total === 1 ? "matches" : "match"} “${q}”` : ""}${pageOf(page, pageCount)}.`,
  /** "1 mail.", "3 mails failed; page 1 of 2."; nothing when there are none (the page says so). */
  mail: (total: number, state: string | null, page: number, pageCount: number) =>
    total === 0
      ? ""
      : `${plural(total, "mail", "mails")}${state ? ` ${state.toLowerCase()}` : ""}${pageOf(page, pageCount)}.`,
} as const;

export const CRM_TEXT = {
  /** A newsletter subscription's state (pending: signed up, not confirmed yet). */
  subscriptionStatus: { active: "Active", pending: "Pending", unsubscribed: "Unsubscribed" },
  stats: {
    totalLeads: "Total Leads",
    newLeads: "New Leads",
    newLeadsHint: "require first contact",
    qualifiedLeads: "Qualified Leads",
    qualifiedLeadsHint: "ready for proposals",
    closedWonLeads: "Won Deals",
  },
  tabs: {
    leads: "Leads",
    contacts: "Contact Forms",
    dental: "Dental Intelligence",
    newsletters: "Newsletters",
    activities: "Activities",
  },
  empty: {
    leads: "No leads yet",
    leadsFiltered: "No leads match your search",
    contacts: "No unprocessed contact forms",
    dental: "No unprocessed dental registrations",
    newsletters: "No newsletter subscriptions",
    activities: "No activities logged yet",
  },
  confirm: {
    lead: "Are you sure you want to delete this lead?",
    contact: "Are you sure you want to delete this contact submission?",
    registration: "Are you sure you want to delete this dental registration?",
    newsletter: "Are you sure you want to delete this newsletter subscription?",
    activity: "Are you sure you want to delete this activity?",
  },
  toast: {
    leadCreated: "Lead created successfully",
    leadCreateFailed: "Failed to create lead",
    leadUpdated: "Lead status updated",
    leadUpdateFailed: "Failed to update lead",
    leadDeleted: "Lead deleted",
    contactConverted: "Contact converted to lead",
    contactConvertedDescription: "The contact form was processed and linked to the new lead.",
    registrationConverted: "Dental registration converted to lead",
    registrationConvertedDescription: "The registration was processed and linked to the new lead.",
    addedToLead: "Added to existing lead",
    addedToLeadDescription: "The item was processed and added to the lead with the same email.",
    conversionFailed: "Conversion failed",
    leadSaved: "Lead updated",
    leadSaveFailed: "Failed to update lead",
    leadsMerged: "Leads merged",
    notDuplicate: "Marked as not a duplicate",
    mergeFailed: "Failed to merge leads",
    followUpDone: "Follow-up completed",
    followUpPlanned: "Follow-up planned",
    followUpPlanFailed: "Failed to plan follow-up",
    followUpFailed: "Failed to complete follow-up",
    unsubscribed: "Subscriber marked unsubscribed",
    alreadyProcessed: "This item has already been processed or no longer exists.",
    contactDeleted: "Contact submission deleted",
    registrationDeleted: "Dental registration deleted",
    newsletterDeleted: "Newsletter subscription deleted",
    activityLogged: "Activity logged successfully",
    activityLogFailed: "Failed to log activity",
    activityDeleted: "Activity deleted",
    notFound: "That item no longer exists",
    exportDone: "Newsletter subscribers exported successfully",
    exportFailed: "Failed to export newsletter subscribers",
    ownerChanged: "Owner changed",
    ownerUnchanged: "Nothing changed: the chosen leads already had that owner",
    ownerChangeFailed: "Failed to change the owner",
    noLeadsChosen: "Tick at least one lead first",
  },
  duplicate: {
    exists: "A lead with this email already exists:",
    createAnyway: "Create a separate lead anyway",
    matches: "Matches lead",
  },
  actions: {
    addLead: "Add Lead",
    logActivity: "Log activity",
    convert: "Convert to Lead",
    converting: "Converting...",
    delete: "Delete",
    deleting: "Deleting...",
    cancel: "Cancel",
    saveStatus: "Save",
    saving: "Saving...",
    exportCsv: "Export CSV",
    exportCsvAll: "Export CSV with the unsubscribed",
    exporting: "Exporting...",
    createLead: "Create Lead",
    creatingLead: "Creating...",
    saveActivity: "Log activity",
    savingActivity: "Logging...",
    search: "Search",
    openLead: "Open lead",
    /** In a list row, followed by "lead <name>" for screen readers. */
    open: "Open",
    saveLead: "Save changes",
    savingLead: "Saving...",
    mergeStart: "Merge with another lead",
    merge: "Merge leads",
    mergeDuplicate: "Merge",
    notDuplicate: "Not a duplicate",
    merging: "Merging...",
    addToLead: "Add to matching lead",
    createSeparate: "Create separate lead",
    complete: "Mark done",
    completing: "Saving...",
    planNext: "Plan next follow-up",
    planFollowUp: "Plan follow-up",
    planning: "Planning...",
    unsubscribe: "Mark unsubscribed",
    showAll: "Show all",
    clear: "Clear",
  },
  /** A CRM address that matches nothing, or a record that no longer exists. */
  notFound: {
    title: "Page not found",
    text: "There is nothing at this address in the CRM. The record may have been deleted, or the link may be wrong.",
    back: "Back to the dashboard",
    signIn: "Go to the CRM sign-in",
  },
  /** Anything else that stops a CRM page (a refusal with a reason shows the reason instead). */
  error: {
    title: "Something went wrong",
    refusedTitle: "We could not accept that request",
    text: "Sorry, we could not show this page. Please try again in a moment.",
  },
} as const;
