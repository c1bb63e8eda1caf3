/**
 * Everything the dashboard shows, for the /crm loader. Reads ?tab, ?q,
 * ?status, ?page and ?lead from the URL and loads only what the open tab needs. Dates become
 * ISO strings so the data is plain JSON.
 */
import { listLatestActivities } from "~/models/activities.server";
import { listContactSubmissionsForCrm } from "~/models/contact-submissions.server";
import { listDentalRegistrationsForCrm } from "~/models/dental-registrations.server";
import { getLeadWithActivities, listLeadChoices, listLeads } from "~/models/leads.server";
import { NEWSLETTER_TAB_ROWS, listNewsletterSubscriptionsForCrm } from "~/models/newsletter.server";
import { getStatistics } from "~/models/statistics.server";
import {
  type DashboardData,
  type DashboardQuery,
  parseDashboardQuery,
  toJson,
} from "~/components/crm/dashboard-data";
import type { StaffSession } from "~/utils/auth.server";

export type { DashboardData } from "~/components/crm/dashboard-data";

/** How many unprocessed contact forms / registrations the tabs show at once. */
export const INBOX_ROWS = 100;

export async function loadDashboard(
  request: Request,
  _staff: StaffSession,
): Promise<DashboardData> {
  const query: DashboardQuery = parseDashboardQuery(new URL(request.url).searchParams);
  const stats = await getStatistics();
  const base = { query, stats };
  switch (query.tab) {
    case "contacts":
      return toJson({
        ...base,
        tab: "contacts" as const,
        contacts: await listContactSubmissionsForCrm({ limit: INBOX_ROWS }),
      });
    case "dental":
      return toJson({
        ...base,
        tab: "dental" as const,
        registrations: await listDentalRegistrationsForCrm({ limit: INBOX_ROWS }),
      });
    case "newsletters":
      return toJson({
        ...base,
        tab: "newsletters" as const,
        newsletters: await listNewsletterSubscriptionsForCrm(NEWSLETTER_TAB_ROWS),
      });
    case "activities":
      return toJson({
        ...base,
        tab: "activities" as const,
        activities: await listLatestActivities(),
        leadChoices: await listLeadChoices(),
      });
    default: {
      // The statistics already counted every lead: an unfiltered list does not count again.
      const [page, selected] = await Promise.all([
        listLeads({
          q: query.q,
          status: query.status,
          page: query.page,
          knownTotal: stats.totalLeads,
        }),
        query.lead ? getLeadWithActivities(query.lead).then((found) => found ?? null) : null,
      ]);
      return toJson({ ...base, tab: "leads" as const, leads: page, selected });
    }
  }
}
