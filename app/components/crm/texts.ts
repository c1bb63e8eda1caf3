/**
 * The CRM frame's and its shared controls' words (SPEC.md 'Admin area' and section 8; our wording
 * where the spec has none). Each page's words are in its feature's texts.ts (leads, lead, pipeline,
 * reports, people, staff, mail, sign-in).
 */
import { SITE } from "~/config/site";

/** The document title of a CRM page other than the dashboard. */
export const crmPageTitle = (page: string) => `${page} | CRM | ${SITE.name}`;

/** "; page 2 of 3" only when there is more than one page. */
export const pageOf = (page: number, pageCount: number) =>
  pageCount > 1 ? `; page ${page} of ${pageCount}` : "";

export const CRM_TEXTS = {
  actions: {
    delete: "Delete",
    deleting: "Deleting...",
    cancel: "Cancel",
    saveStatus: "Save",
    saving: "Saving...",
    search: "Search",
  },
  toast: {
    notFound: "That item no longer exists",
  },
  /** A CRM address that matches nothing, or a record that no longer exists. */
  notFound: {
    title: "Page not found",
    text: "There is nothing at this address in the CRM. The record may have been deleted, or the link may be wrong.",
    back: "Back to leads",
    signIn: "Go to the CRM sign-in",
  },
  /** Anything else that stops a CRM page (a refusal with a reason shows the reason instead). */
  error: {
    title: "Something went wrong",
    refusedTitle: "We could not accept that request",
    text: "Sorry, we could not show this page. Please try again in a moment.",
  },
  /** The frame around every CRM page: skip link, header, navigation. */
  frame: {
    skipLink: "Skip to main content",
    heading: "CRM",
    /** The header's navigation landmark, and the button that opens it on a narrow screen. */
    navigation: "CRM pages",
    menu: "Menu",
    leads: "Leads",
    signedInAs: "Signed in as",
    pipeline: "Pipeline",
    reports: "Reports",
    posts: "Posts",
    sessions: "Your sessions",
    signIns: "Sign-in history",
    people: "People (UK GDPR)",
    staff: "Staff",
    mail: "Mail",
    campaigns: "Campaigns",
    system: "System",
    logout: "Logout",
    loggingOut: "Logging out...",
    loading: "Loading...",
  },
  dialog: { close: "Close" },
  /** The status select: "Status" and, for screen readers, " of <lead>". */
  status: {
    label: "Status",
    of: (leadName: string) => `of ${leadName}`,
    statusOf: (leadName: string) => `status of ${leadName}`,
  },
  owner: {
    label: "Owner",
    everyone: "Everyone's",
    mine: "Mine",
    unassigned: "Unassigned",
  },
  person: {
    restricted: "Restricted",
    record: "Person record",
    /** After "Person record", for screen readers. */
    recordOf: (email: string) => `(UK GDPR) of ${email}`,
  },
  /** A list's page links: "Previous" and "Next", each followed by " page" for screen readers. */
  pages: {
    previous: "Previous",
    next: "Next",
    page: "page",
    pageOf: (page: number, pageCount: number) => `Page ${page} of ${pageCount}`,
  },
} as const;
