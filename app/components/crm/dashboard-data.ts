/** The dashboard's data and URL state, shared by the loader and the components (types only from the db). */
import type {
  Activity,
  ContactSubmission,
  DentalRegistration,
  Lead,
  NewsletterSubscription,
} from "@db/schema";
import { href } from "react-router";
import { LEAD_STATUSES, type LeadStatus } from "~/schemas/lead";
import { parseId } from "~/utils/ids";

export const TABS = ["leads", "contacts", "dental", "newsletters", "activities"] as const;
export type Tab = (typeof TABS)[number];

export interface DashboardQuery {
  tab: Tab;
  q: string;
  status?: LeadStatus;
  page: number;
  lead?: number;
}

export function parseDashboardQuery(params: URLSearchParams): DashboardQuery {
  const tab = (TABS as readonly string[]).includes(params.get("tab") ?? "")
    ? (params.get("tab") as Tab)
    : "leads";
  const status = params.get("status") ?? "";
  const page = Number(params.get("page"));
  return {
    tab,
    q: (params.get("q") ?? "").slice(0, 200),
    status: (LEAD_STATUSES as readonly string[]).includes(status)
      ? (status as LeadStatus)
      : undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    lead: parseId(params.get("lead")),
  };
}

/** /crm?… for a query: defaults are left out so URLs stay short. */
export function dashboardHref(query: Partial<DashboardQuery>): string {
  const params = new URLSearchParams();
  if (query.tab && query.tab !== "leads") params.set("tab", query.tab);
  if (query.q) params.set("q", query.q);
  if (query.status) params.set("status", query.status);
  if (query.page && query.page > 1) params.set("page", String(query.page));
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

/** Date → ISO string, recursively, as JSON does. */
export type Jsonify<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? Jsonify<U>[]
    : T extends object
      ? { [K in keyof T]: Jsonify<T[K]> }
      : T;

export function toJson<T>(value: T): Jsonify<T> {
  return JSON.parse(JSON.stringify(value)) as Jsonify<T>;
}

export type LeadView = Jsonify<Lead>;
export type ActivityView = Jsonify<Activity>;
export type ContactView = Jsonify<ContactSubmission>;
export type RegistrationView = Jsonify<DentalRegistration>;
export type SubscriptionView = Jsonify<
  Pick<NewsletterSubscription, "id" | "email" | "fullName" | "subscribed" | "subscribedAt">
>;
export type ActivityRowView = ActivityView & { leadName: string | null };
export type LeadChoice = { id: number; name: string; email: string };

export interface Statistics {
  totalLeads: number;
  newLeads: number;
  qualifiedLeads: number;
  closedWonLeads: number;
}

interface Base {
  query: DashboardQuery;
  stats: Statistics;
}

export type DashboardData = Base &
  (
    | {
        tab: "leads";
        leads: {
          leads: LeadView[];
          total: number;
          page: number;
          pageSize: number;
          pageCount: number;
        };
        selected: { lead: LeadView; activities: ActivityView[] } | null;
      }
    | { tab: "contacts"; contacts: ContactView[] }
    | { tab: "dental"; registrations: RegistrationView[] }
    | { tab: "newsletters"; newsletters: SubscriptionView[] }
    | { tab: "activities"; activities: ActivityRowView[]; leadChoices: LeadChoice[] }
  );

/** en-GB date, e.g. 21 Nov 2026 (fixed time zone, so server and browser agree). */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Europe/London",
  });
}

export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/London",
  });
}
