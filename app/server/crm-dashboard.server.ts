/**
 * Everything the dashboard shows, for the /crm loader. Reads ?tab, ?q,
 * ?status, ?page and ?lead from the URL and loads only what the open tab needs. Dates become
 * ISO strings so the data is plain JSON.
 */
import { LATEST_ACTIVITIES, listActivities, listDueActivities } from "~/models/activities.server";
import { listContactSubmissionsForCrm } from "~/models/contact-submissions.server";
import { listDentalRegistrationsForCrm } from "~/models/dental-registrations.server";
import { dentaliqNewsOfMany } from "~/models/dentaliq-news.server";
import {
  type LeadMatch,
  findLeadsByEmails,
  getLeadWithActivities,
  listLeadChoices,
  listLeads,
} from "~/models/leads.server";
import { normaliseEmail } from "~/utils/email";
import {
  NEWSLETTER_TAB_ROWS,
  listNewsletterPage,
  listNewsletterSubscriptionsForCrm,
} from "~/models/newsletter.server";
import { listOwnerChoices } from "~/models/owners.server";
import { listRestrictedEmails } from "~/models/people.server";
import { splitFullName } from "~/models/conversions.server";
import { type PersonFacts, findInboxDuplicates } from "~/models/duplicates.server";
import type { InboxKind } from "~/models/inbox.server";
import { resolveOwner } from "~/schemas/owner";
import { getStatistics, getTabCounts } from "~/models/statistics.server";
import {
  type DashboardData,
  type DashboardQuery,
  type ContactView,
  type InboxDuplicate,
  type RegistrationView,
  leadsOwnerDefault,
  LEADS_LIST_PAGE_SIZE,
  parseDashboardQuery,
} from "~/components/crm/dashboard-data";
import type { StaffSession } from "~/server/auth.server";
import { countUnmatched } from "~/models/mailbox.server";
import { duplicateInWords } from "~/components/lead/texts";

export type { DashboardData } from "~/components/crm/dashboard-data";

/** How many unprocessed contact forms / registrations the tabs show at once. */
export const INBOX_ROWS = 100;

/**
 * Each inbox item with the lead its email already belongs to ("Matches lead NAME"), and the other
 * leads that may be the same person by the lead page's rules (phone, name, surname and company).
 */
async function withMatches<T extends { id: number; email: string }>(
  items: T[],
  kind: InboxKind,
  facts: (item: T) => PersonFacts,
): Promise<(T & { match: LeadMatch | null; duplicates: InboxDuplicate[] })[]> {
  const [matches, duplicates] = await Promise.all([
    findLeadsByEmails(items.map((item) => item.email)),
    findInboxDuplicates(
      kind,
      items.map((item) => ({ id: item.id, ...facts(item) })),
    ),
  ]);
  return items.map((item) => {
    const match = matches.get(normaliseEmail(item.email)) ?? null;
    return {
      ...item,
      match,
      duplicates: (duplicates.get(item.id) ?? [])
        .filter((duplicate) => duplicate.id !== match?.id)
        .map(duplicateInWords),
    };
  });
}

const contactFacts = (contact: ContactView): PersonFacts => ({
  emails: [contact.email],
  phone: null,
  firstName: contact.firstName,
  lastName: contact.lastName,
  company: contact.company,
});
const registrationFacts = (registration: RegistrationView): PersonFacts => ({
  emails: [registration.email],
  phone: registration.phone,
  ...splitFullName(registration.fullName),
  company: registration.practiceName,
});

/** What the open tab shows (the shared figures and follow-ups load beside it). */
async function loadTab(query: DashboardQuery, staff: StaffSession) {
  switch (query.tab) {
    case "contacts":
      return {
        tab: "contacts" as const,
        contacts: await withMatches(
          await listContactSubmissionsForCrm({ limit: INBOX_ROWS }),
          "contact",
          contactFacts,
        ),
      };
    case "dental": {
      const rows = await listDentalRegistrationsForCrm({ limit: INBOX_ROWS });
      const news = await dentaliqNewsOfMany(rows.map((row) => row.email));
      return {
        tab: "dental" as const,
        registrations: await withMatches(
          rows.map((row) => ({ ...row, news: news.get(normaliseEmail(row.email)) })),
          "registration",
          registrationFacts,
        ),
      };
    }
    case "newsletters": {
      const [newsletters, all] = await Promise.all([
        listNewsletterSubscriptionsForCrm(NEWSLETTER_TAB_ROWS),
        query.all ? listNewsletterPage({ q: query.q, page: query.page }) : null,
      ]);
      return { tab: "newsletters" as const, newsletters, all };
    }
    case "activities": {
      const [activities, leadChoices] = await Promise.all([
        listActivities({ page: query.page, pageSize: LATEST_ACTIVITIES }),
        listLeadChoices(),
      ]);
      return { tab: "activities" as const, activities, leadChoices };
    }
    default: {
      const ownerDefault = leadsOwnerDefault(staff.role);
      const [page, selected, owners] = await Promise.all([
        listLeads({
          q: query.q,
          status: query.status,
          owner: resolveOwner(query.owner ?? ownerDefault, staff.userId),
          page: query.page,
          pageSize: LEADS_LIST_PAGE_SIZE,
          sort: query.sort,
          sourceCategory: query.source,
        }),
        query.lead ? getLeadWithActivities(query.lead).then((found) => found ?? null) : null,
        listOwnerChoices(),
      ]);
      return {
        tab: "leads" as const,
        leads: page,
        selected,
        owners,
        myId: staff.userId,
        ownerDefault,
      };
    }
  }
}

export async function loadDashboard(request: Request, staff: StaffSession): Promise<DashboardData> {
  const query: DashboardQuery = parseDashboardQuery(new URL(request.url).searchParams);
  const [stats, counts, allDue, restricted, tab, unmatchedReplies] = await Promise.all([
    getStatistics(),
    getTabCounts(),
    listDueActivities(),
    listRestrictedEmails(),
    loadTab(query, staff),
    countUnmatched(),
  ]);
  // "My follow-ups" first; then everyone else's for an admin, the unassigned ones for a member.
  const everyone = staff.role === "admin";
  const due = allDue.filter((a) => a.assigneeId === staff.userId);
  const otherDue = {
    everyone,
    items: allDue.filter(
      (a) => a.assigneeId !== staff.userId && (everyone || a.assigneeId === null),
    ),
  };
  return { query, stats, counts, due, otherDue, restricted, unmatchedReplies, ...tab };
}
