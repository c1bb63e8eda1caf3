/** The dashboard's data and URL state, shared by the loader and the components (types only, from the db and the models). */
import type { ActivityWithLead, DueActivity } from "~/models/activities.server";
import type { DentaliqNews } from "~/models/dentaliq-news.server";
import type { LeadRow } from "~/models/leads.server";
import type { OwnerChoice } from "~/models/owners.server";
import type { Statistics } from "~/models/statistics.server";
import type {
  Activity,
  ContactSubmission,
  DentalRegistration,
  Lead,
  NewsletterSubscription,
} from "@db/schema";
import { href } from "react-router";
import { LEAD_SORTS, LEAD_STATUSES, type LeadSort, type LeadStatus } from "~/schemas/lead";
import { storableOrUndefined } from "~/schemas/safe-text";
import { type OwnerParam, parseOwnerParam } from "~/schemas/owner";
import { parseId } from "~/utils/ids";
import { SOURCE_CATEGORIES, type SourceCategory } from "~/schemas/lead-attribution";

export const TABS = ["leads", "contacts", "dental", "newsletters", "activities"] as const;
export type Tab = (typeof TABS)[number];

/** The leads list's source filter: a category, or "none" (no recorded source). */
export const SOURCE_FILTERS = [...SOURCE_CATEGORIES, "none"] as const;
export type SourceFilter = SourceCategory | "none";

export interface DashboardQuery {
  tab: Tab;
  q: string;
  status?: LeadStatus;
  page: number;
  lead?: number;
  /** Leads table order; created (newest first) when absent. */
  sort?: LeadSort;
  /**
   * Leads: everyone's, Mine, Unassigned or one colleague's (?owner=all|me|none|<id>); absent, the
   * signed-in person's default (leadsOwnerDefault).
   */
  owner?: OwnerParam;
  /** Leads: one original-source category, or "none" for leads with no recorded source. */
  source?: SourceFilter;
  /** Newsletters: "Show all" (paged, searchable) instead of the newest 10. */
  all?: boolean;
}

/**
 * Leads a page of the dashboard's list shows: the first screen holds about fifteen at 1366×768,
 * and each row carries its status form, so 25 keeps the page light (the API pages by 50).
 */
export const LEADS_LIST_PAGE_SIZE = 25;

/** The longest search the CRM takes: the search boxes' maxlength; a longer query is cut. */
export const SEARCH_MAX_LENGTH = 200;

/** The ?q= search as the CRM reads it; one the database cannot take (a NUL) is no search. */
export function searchParam(params: URLSearchParams): string {
  return (storableOrUndefined(params.get("q")) ?? "").slice(0, SEARCH_MAX_LENGTH);
}

export function parseDashboardQuery(params: URLSearchParams): DashboardQuery {
  const tab = (TABS as readonly string[]).includes(params.get("tab") ?? "")
    ? (params.get("tab") as Tab)
    : "leads";
  const status = params.get("status") ?? "";
  const page = Number(params.get("page"));
  const source = params.get("source") ?? "";
  return {
    tab,
    q: searchParam(params),
    status: (LEAD_STATUSES as readonly string[]).includes(status)
      ? (status as LeadStatus)
      : undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    lead: parseId(params.get("lead")),
    sort: (LEAD_SORTS as readonly string[]).includes(params.get("sort") ?? "")
      ? (params.get("sort") as LeadSort)
      : undefined,
    source: (SOURCE_FILTERS as readonly string[]).includes(source)
      ? (source as SourceFilter)
      : undefined,
    all: params.get("all") === "1" || undefined,
    // An owner we cannot read is no filter (a page never fails on its URL).
    owner: parseOwnerParam(params.get("owner")) ?? undefined,
  };
}

/**
 * Whose leads the list shows when the URL does not say: a member starts at their own (Mine), an
 * admin at everyone's (SPEC.md's dashboard; decision 050).
 */
export const leadsOwnerDefault = (role: "admin" | "member"): OwnerParam =>
  role === "admin" ? "all" : "me";

/** /crm?… for a query: defaults are left out so URLs stay short. */
export function dashboardHref(query: Partial<DashboardQuery>): string {
  const params = new URLSearchParams();
  if (query.tab && query.tab !== "leads") params.set("tab", query.tab);
  if (query.q) params.set("q", query.q);
  if (query.status) params.set("status", query.status);
  if (query.owner !== undefined) params.set("owner", String(query.owner));
  if (query.source) params.set("source", query.source);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  if (query.sort && query.sort !== "created") params.set("sort", query.sort);
  if (query.all) params.set("all", "1");
  if (query.lead) params.set("lead", String(query.lead));
  const search = params.toString();
  return search ? `${href("/crm")}?${search}` : href("/crm");
}

/** The collections a `/crm/:kind/:id/delete` URL can name (one confirmation route for all). */
export const DELETE_KINDS = [
  "leads",
  "contacts",
  "dental-registrations",
  "newsletters",
  "activities",
] as const;
export type DeleteKind = (typeof DELETE_KINDS)[number];

export const deleteHref = (kind: DeleteKind, id: number) =>
  href("/crm/:kind/:id/delete", { kind, id: String(id) });

/** A CRM page URL that comes back to the given dashboard view afterwards. */
export function withReturnTo(path: string, returnTo: string): string {
  return `${path}${path.includes("?") ? "&" : "?"}returnTo=${encodeURIComponent(returnTo)}`;
}

// Loader data keeps its types on the way to the browser (React Router streams Dates as Dates), so
// the views are the models' own rows, imported as types (erased from the bundle).
export type LeadView = Lead;
export type ActivityView = Activity;
export type LeadRowView = LeadRow;
export type ContactView = ContactSubmission;
/** With the address's DentalIQ news state on the dashboard's tab (absent: never ticked the box). */
export type RegistrationView = DentalRegistration & { news?: DentaliqNews };
export type SubscriptionView = Pick<
  NewsletterSubscription,
  "id" | "email" | "fullName" | "subscribed" | "subscribedAt" | "bounceKind" | "bounceReason"
> & { status: "active" | "bouncing" | "pending" | "unsubscribed" };
export type ActivityRowView = ActivityWithLead;
export type LeadChoice = { id: number; name: string; email: string };
export type OwnerChoiceView = OwnerChoice;

export type { Statistics };

export type DueActivityView = DueActivity;
export type InboxMatch = { id: number; name: string; email: string } | null;
/** A lead an inbox item may be the same person as (beyond its email), and why in words. */
export type InboxDuplicate = {
  id: number;
  name: string;
  email: string;
  company: string | null;
  reasons: string[];
};
export type InboxItem<T> = T & { match: InboxMatch; duplicates: InboxDuplicate[] };

interface Base {
  query: DashboardQuery;
  stats: Statistics;
  /** Addresses whose processing is restricted (normalised): badges on every list. */
  restricted?: string[];
  counts: { contacts: number; dental: number; due: number };
  /** The signed-in person's planned follow-ups due by the end of today, overdue first. */
  due: DueActivityView[];
  /**
   * The others due by then: everyone else's for an admin, the unassigned ones for a member (anyone
   * may take those).
   */
  otherDue: { everyone: boolean; items: DueActivityView[] };
  /** Replies from the shared mailbox that matched no lead, waiting to be attached. */
  unmatchedReplies?: number;
}

export type DashboardData = Base &
  (
    | {
        tab: "leads";
        leads: {
          leads: LeadRowView[];
          total: number;
          page: number;
          pageSize: number;
          pageCount: number;
        };
        selected: { lead: LeadView; activities: ActivityView[] } | null;
        /** Colleagues a lead can be given to (active accounts), for the filter and "Assign to…". */
        owners: OwnerChoiceView[];
        /** The signed-in account ("Mine"). */
        myId: number;
        /** Whose leads are shown when the URL does not say (Mine for a member, all for an admin). */
        ownerDefault: OwnerParam;
      }
    | { tab: "contacts"; contacts: InboxItem<ContactView>[] }
    | { tab: "dental"; registrations: InboxItem<RegistrationView>[] }
    | {
        tab: "newsletters";
        newsletters: SubscriptionView[];
        all: {
          subscriptions: SubscriptionView[];
          total: number;
          page: number;
          pageCount: number;
        } | null;
      }
    | {
        tab: "activities";
        activities: {
          activities: ActivityRowView[];
          total: number;
          page: number;
          pageCount: number;
        };
        leadChoices: LeadChoice[];
      }
  );

/** en-GB dates in UK time (fixed time zone, so server and browser agree); mail uses them too. */
export { formatDate, formatDateTime } from "~/utils/uk-dates";

/** A `<time dateTime>` value: the instant in ISO 8601. */
export const isoDateTime = (value: Date | string): string => new Date(value).toISOString();

/** The words of a link back to `returnTo`: where it leads, so staff know where they return to. */
export function backLinkLabel(returnTo: string): string {
  const url = new URL(returnTo, "http://crm.invalid");
  if (url.pathname.startsWith("/crm/leads/")) return "Back to the lead";
  if (url.pathname === "/crm/people") return "Back to the person record";
  if (url.pathname === "/crm") {
    const tab = url.searchParams.get("tab");
    if (tab === "activities") return "Back to activities";
    if (tab === "contacts") return "Back to contact forms";
    if (tab === "dental") return "Back to DentalIQ registrations";
    if (tab === "newsletters") return "Back to newsletters";
    return "Back to leads";
  }
  return "Back to the dashboard";
}
