/** The dashboard's words (/crm and its tabs: leads, the inboxes, newsletters, activities). */
import { plural } from "~/utils/plural";
import { type BounceKind, SOFT_BOUNCE_LIMIT } from "~/schemas/mail-bounce";
import { pageOf } from "../crm/texts";

export const LEADS_TEXTS = {
  /**
   * The line above a list saying how much of it is shown. Each list's empty state is its own text
   * (LEADS_TEXTS.empty), so a count of nothing is never written as "0 …".
   */
  summary: {
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
  },
  /** A newsletter subscription's state (pending: signed up, not confirmed yet). */
  subscriptionStatus: {
    active: "Active",
    bouncing: "Bouncing",
    pending: "Pending",
    unsubscribed: "Unsubscribed",
  },
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
    // The spec's tab is "Dental Intelligence"; the CRM names the product one way (decision 050).
    dental: "DentalIQ",
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
    leadDeleted: "Lead deleted",
    contactConverted: "Contact converted to lead",
    contactConvertedDescription: "The contact form was processed and linked to the new lead.",
    registrationConverted: "Dental registration converted to lead",
    registrationConvertedDescription: "The registration was processed and linked to the new lead.",
    addedToLead: "Added to existing lead",
    addedToLeadDescription: "The item was processed and added to the lead with the same email.",
    conversionFailed: "Conversion failed",
    unsubscribed: "Subscriber marked unsubscribed",
    alreadyProcessed: "This item has already been processed or no longer exists.",
    contactDeleted: "Contact submission deleted",
    registrationDeleted: "Dental registration deleted",
    newsletterDeleted: "Newsletter subscription deleted",
    activityLogged: "Activity logged successfully",
    activityLogFailed: "Failed to log activity",
    activityDeleted: "Activity deleted",
    exportDone: "Newsletter subscribers exported successfully",
    exportFailed: "Failed to export newsletter subscribers",
    ownerChanged: "Owner changed",
    ownerUnchanged: "Nothing changed: the chosen leads already had that owner",
    ownerChangeFailed: "Failed to change the owner",
    noLeadsChosen: "Tick at least one lead first",
  },
  duplicate: {
    matches: "Matches lead",
  },
  actions: {
    addLead: "Add Lead",
    logActivity: "Log activity",
    convert: "Convert to Lead",
    reply: "Reply by email",
    replyTo: (name: string) => `to ${name}`,
    converting: "Converting...",
    exportCsv: "Export CSV",
    importCsv: "Import CSV",
    exportCsvAll: "Export CSV with the unsubscribed",
    exporting: "Exporting...",
    saveActivity: "Log activity",
    savingActivity: "Logging...",
    openLead: "Open lead",
    /** In a list row, followed by "lead <name>" for screen readers. */
    open: "Open",
    addToLead: "Add to matching lead",
    createSeparate: "Create separate lead",
    unsubscribe: "Mark unsubscribed",
    showAll: "Show all",
    clear: "Clear",
  },
  dashboard: {
    title: "CRM Dashboard",
    statistics: "Statistics",
    followUpsDue: "Follow-ups due",
    myFollowUps: "My follow-ups",
    for: "For:",
    nobodyYet: "nobody yet (unassigned)",
    sections: "CRM sections",
    unmatchedReplies: (count: number) =>
      `${plural(count, "message", "messages")} in the shared mailbox matched no lead.`,
    attachReplies: "Attach them to leads (Unmatched mail)",
  },
  activities: {
    latest: "The latest activities, newest first.",
    older: (page: number, pageCount: number) => `Older activities, page ${page} of ${pageCount}.`,
    minutes: (duration: number) => `${duration} min`,
    plannedDue: "Planned, due",
    by: (name: string) => `by ${name}`,
    pages: "Activity pages",
    latestPage: "Latest",
    newerPage: "Newer",
    olderPage: "Older",
    /** After Latest / Newer / Older, for screen readers. */
    activities: "activities",
    pageOf: (page: number, pageCount: number, total: number) =>
      `Page ${page} of ${pageCount} (${total.toLocaleString("en-GB")} activities)`,
  },
  activityForm: {
    findLead: "Find a lead (name, email or company)",
    matchingLeads: "Matching leads",
    matches: (count: number, query: string) =>
      `${count} ${count === 1 ? "lead matches" : "leads match"} “${query}”: choose one below.`,
    noMatch: (query: string) => `No lead matches “${query}”.`,
    newestListed: "The newest leads are listed; search to find others.",
    selectLead: "Select a lead",
    /** Opened from a lead, whose activity it is: a way to log one for someone else instead. */
    otherLead: "Log it for another lead",
    selectType: "Select a type",
    selectOutcome: "Select an outcome",
  },
  inbox: {
    contacts: "Unprocessed contact forms",
    registrations: "Unprocessed dental registrations",
    /** After Merge / Not a duplicate, for screen readers. */
    duplicateOf: (name: string, email: string, item: string) => ` of ${name} (${email}), ${item}`,
    yes: "Yes",
    no: "No",
    /** The opt-in row once the address is on the DentalIQ news list (decision 080). */
    news: {
      active: "Yes: receives DentalIQ news",
      unsubscribed: "Yes, since unsubscribed from DentalIQ news",
      bouncing: (reason: string | null) =>
        `Yes, but DentalIQ news bounces${reason ? `: ${reason}` : ""}`,
    },
  },
  newsletters: {
    search: "Search subscribers",
    searchLabel: "Search by name or email",
    latest: "Latest 10",
    /** After "Show all", for screen readers. */
    subscribers: "subscribers",
    pages: "Subscriber pages",
  },
  list: {
    search: "Search leads",
    searchLabel: "Search by name, email or company",
    sortBy: "Sort by",
    assignTicked: "Assign the ticked leads",
    assign: "Assign",
    /** After "Export CSV", for screen readers. */
    ofThisList: "of this leads list",
    pages: "Lead pages",
    sorted: " (sorted)",
    sortByColumn: ", sort by this column",
    columns: {
      status: "Status",
      owner: "Owner",
      email: "Email",
      phone: "Phone",
      company: "Company",
      notes: "Notes",
      actions: "Actions",
    },
    tickToAssign: (name: string) => `Tick ${name} to assign`,
    /** After "Open", for screen readers. */
    lead: (name: string) => `lead ${name}`,
    selected: (name: string) => `Selected lead: ${name}`,
    close: "Close",
    /** After "Close", for screen readers. */
    details: "lead details",
    score: (score: number) => `Score: ${score} / 100`,
    activities: (count: number) => `Activities (${count})`,
    plannedDue: (due: string) => `planned, due ${due}`,
    /** After "Log activity", for screen readers. */
    for: (name: string) => `for ${name}`,
  },
  /** /crm/newsletters/{id}/unsubscribe: staff record that a subscriber asked to stop. */
  unsubscribe: {
    title: (email: string) => `Mark ${email} unsubscribed`,
    titleNone: "Mark unsubscribed",
    question: (email: string) => `Mark ${email} unsubscribed?`,
    consequence: (name: string) =>
      `${name} will get no more newsletters, and the withdrawal of their consent is written to their consent log. Only they can subscribe again, through the website.`,
    howTold: "How did they tell us?",
    chooseOne: "Choose one",
    channel: (channel: string) => (channel === "in person" ? "In person" : `By ${channel}`),
    already: "This subscription is already unsubscribed.",
  },
  /** The confirm page a delete falls back to without JavaScript: its title and what it deletes. */
  deletePage: {
    lead: "Delete lead",
    contact: "Delete contact submission",
    registration: "Delete dental registration",
    newsletter: "Delete newsletter subscription",
    activity: "Delete activity",
    contactItem: (firstName: string, lastName: string, email: string) =>
      `Contact form from ${firstName} ${lastName} (${email})`,
    registrationItem: (fullName: string, practiceName: string, email: string) =>
      `Registration from ${fullName}, ${practiceName} (${email})`,
    newsletterItem: (fullName: string, email: string) => `Subscription of ${fullName} (${email})`,
    activityItem: (subject: string) => `Activity: ${subject}`,
  },
  /** The activities table: its caption and column labels. */
  activityColumns: {
    caption: "Activities, newest first",
    lead: "Lead",
    type: "Type",
    subject: "Subject",
    outcome: "Outcome",
    duration: "Duration",
    completed: "Completed",
    actions: "Actions",
  },
  /** The Log activity form's field labels. */
  activityFields: {
    lead: "Lead",
    type: "Type",
    subject: "Subject",
    description: "Description",
    outcome: "Outcome",
    durationMinutes: "Duration (minutes)",
  },
  /** The inbox cards' terms. */
  inboxTerms: {
    duplicate: "Duplicate",
    possibleDuplicates: "Possible duplicates",
    email: "Email",
    company: "Company",
    message: "Message",
    received: "Received",
    practice: "Practice",
    role: "Role",
    phone: "Phone",
    location: "Location",
    pms: "PMS",
    locations: "Locations",
    biggestChallenge: "Biggest challenge",
    discoveryCall: "Discovery call",
    marketingOptIn: "Marketing opt-in",
    registered: "Registered",
  },
  /** The leads list's filters, cells and selected-lead details. */
  listFields: {
    status: "Status",
    allStatuses: "All statuses",
    assignTickedLeadsTo: "Assign ticked leads to",
    name: "Name",
    score: "Score",
    owner: "Owner",
    email: "Email",
    phone: "Phone",
    company: "Company",
    notes: "Notes",
    nextFollowUp: "Next follow-up",
    created: "Created",
    actions: "Actions",
    jobTitle: "Job title",
    industry: "Industry",
    source: "Source",
    allSources: "All sources",
  },
  /** The subscriptions table: its caption and column labels. */
  newsletterColumns: {
    caption: "Newsletter subscriptions",
    name: "Name",
    email: "Email",
    status: "Status",
    subscribed: "Subscribed",
    actions: "Actions",
  },
  /** What a row's button acts on, for screen readers (after "Delete", "Convert to Lead" ...). */
  items: {
    activity: (subject: string) => `activity ${subject}`,
    for: (item: string) => `for ${item}`,
    contactForm: (name: string) => `contact form from ${name}`,
    registration: (name: string) => `registration from ${name}`,
    subscription: (email: string) => `subscription of ${email}`,
  },
  /** The leads list's sort orders. */
  sorts: {
    created: "Created",
    score: "Score",
    name: "Name",
    "follow-up": "Next follow-up",
  },
  sortedBy: (sort: string) => `Leads, sorted by ${sort.toLowerCase()}`,
} as const;

/**
 * Why a subscriber is Bouncing, in words (the subscription keeps a code and the mail server's or
 * provider's own words, schemas/mail-bounce.ts): the kind, then those words when there are some.
 * A refusal at sending is the server's answer itself.
 */
export const BOUNCE_REASON_TEXTS = {
  hard: "Hard bounce reported by the mail provider",
  soft: `${SOFT_BOUNCE_LIMIT} campaigns in a row soft-bounced. Soft bounce reported by the mail provider`,
  refused: "The mail server refused the address",
} as const satisfies Record<BounceKind, string>;

export function bounceReasonText(kind: BounceKind | null, reason: string | null): string | null {
  if (kind === "refused") return reason ?? BOUNCE_REASON_TEXTS.refused;
  if (!kind) return reason;
  return reason ? `${BOUNCE_REASON_TEXTS[kind]}: ${reason}` : BOUNCE_REASON_TEXTS[kind];
}
