/**
 * The signed-in dashboard inside the frame (SPEC.md 'Admin area'):
 * the title, the four statistic cards and the follow-ups due on one line, the five tabs as links
 * (?tab=…), and the open tab.
 */
import { Link } from "react-router";
import { ActivitiesTab } from "./activities-tab";
import { type DashboardData, type Tab, TABS, dashboardHref } from "../crm/dashboard-data";
import * as controls from "../crm/controls.css";
import * as pageParts from "../crm/page-parts.css";
import * as styles from "./leads.css";
import { ContactsTab, DentalTab } from "./inbox-tabs";
import { VisuallyHidden } from "../crm/controls";
import { PlannedActivity } from "../lead/follow-ups-section";
import { LeadsTab } from "./leads-tab";
import { NewslettersTab } from "./newsletters-tab";
import { RestrictedEmailsContext } from "../crm/person-link";
import { LEADS_TEXTS } from "./texts";

export type { DashboardData } from "../crm/dashboard-data";

function StatisticCards({ stats }: { stats: DashboardData["stats"] }) {
  const cards = [
    { label: LEADS_TEXTS.stats.totalLeads, value: stats.totalLeads },
    {
      label: LEADS_TEXTS.stats.newLeads,
      value: stats.newLeads,
      hint: LEADS_TEXTS.stats.newLeadsHint,
    },
    {
      label: LEADS_TEXTS.stats.qualifiedLeads,
      value: stats.qualifiedLeads,
      hint: LEADS_TEXTS.stats.qualifiedLeadsHint,
    },
    { label: LEADS_TEXTS.stats.closedWonLeads, value: stats.closedWonLeads },
  ];
  return (
    <section aria-labelledby="crm-statistics-title" className={styles.overviewPart}>
      <h2 id="crm-statistics-title" className={controls.visuallyHidden}>
        {LEADS_TEXTS.dashboard.statistics}
      </h2>
      <ul className={styles.stats}>
        {cards.map((card) => (
          <li key={card.label} className={styles.statCard} data-testid="statistic">
            <p className={styles.statLabel}>{card.label}</p>
            <p className={styles.statValue}>{card.value.toLocaleString("en-GB")}</p>
            {card.hint ? <p className={pageParts.statHint}>{card.hint}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One disclosure's follow-ups, each with "Mark done" (and, for others', whom it is for). */
function DueList({
  items,
  empty,
  returnTo,
  showAssignee = false,
}: {
  items: DashboardData["due"];
  empty: string;
  returnTo: string;
  showAssignee?: boolean;
}) {
  if (!items.length) return <p className={pageParts.statHint}>{empty}</p>;
  return (
    <ul className={pageParts.list}>
      {items.map((activity) => (
        <li key={activity.id} data-testid="due-activity">
          <PlannedActivity
            activity={activity}
            leadName={activity.leadName}
            leadEmail={activity.leadEmail}
            returnTo={returnTo}
          />
          {showAssignee ? (
            <p className={pageParts.statHint}>
              {LEADS_TEXTS.dashboard.for} {activity.assigneeName ?? LEADS_TEXTS.dashboard.nobodyYet}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * "Overdue" and "Due today" with their counts, each opening its list in place: closed, they take
 * one line, so the leads list starts on the first screen. Open, the signed-in person's come first
 * ("My follow-ups"), then the others they may see (everyone's for an admin, the unassigned ones
 * for a member), each naming its assignee.
 */
function DueFollowUps({ data, returnTo }: { data: DashboardData; returnTo: string }) {
  const othersTitle = data.otherDue.everyone
    ? "Everyone else's follow-ups"
    : "Unassigned follow-ups";
  const groups = [
    { id: "overdue", title: "Overdue", overdue: true },
    { id: "due-today", title: "Due today", overdue: false },
  ].map((group) => ({
    ...group,
    mine: data.due.filter((a) => a.overdue === group.overdue),
    others: data.otherDue.items.filter((a) => a.overdue === group.overdue),
    empty: `Nothing ${group.overdue ? "overdue" : "due today"}.`,
  }));
  return (
    <section aria-labelledby="follow-ups-due-title" className={styles.overviewPart}>
      <h2 id="follow-ups-due-title" className={controls.visuallyHidden}>
        {LEADS_TEXTS.dashboard.followUpsDue}
      </h2>
      <div className={styles.dueGroups}>
        {groups.map((group) => (
          <details
            key={group.id}
            className={
              group.overdue && group.mine.length + group.others.length
                ? styles.dueOverdue
                : styles.dueGroup
            }
            data-testid={group.id}
          >
            <summary className={styles.dueSummary}>
              {group.title} ({group.mine.length + group.others.length})
            </summary>
            <section aria-labelledby={`${group.id}-mine-title`} data-testid={`${group.id}-mine`}>
              <h3 id={`${group.id}-mine-title`} className={styles.dueHeading}>
                {LEADS_TEXTS.dashboard.myFollowUps}
              </h3>
              <DueList items={group.mine} empty={group.empty} returnTo={returnTo} />
            </section>
            <section
              aria-labelledby={`${group.id}-others-title`}
              data-testid={`${group.id}-others`}
            >
              <h3 id={`${group.id}-others-title`} className={styles.dueHeading}>
                {othersTitle}
              </h3>
              <DueList items={group.others} empty={group.empty} returnTo={returnTo} showAssignee />
            </section>
          </details>
        ))}
      </div>
    </section>
  );
}

function TabLinks({ current, counts }: { current: Tab; counts: DashboardData["counts"] }) {
  const countOf: Partial<Record<Tab, number>> = {
    contacts: counts.contacts,
    dental: counts.dental,
    activities: counts.due,
  };
  const countLabel: Partial<Record<Tab, string>> = {
    contacts: "unprocessed",
    dental: "unprocessed",
    activities: "follow-ups due",
  };
  return (
    <nav aria-label={LEADS_TEXTS.dashboard.sections}>
      <ul className={styles.tabs}>
        {TABS.map((tab) => (
          <li key={tab}>
            <Link
              to={dashboardHref({ tab })}
              className={styles.tab}
              aria-current={tab === current ? "page" : undefined}
            >
              {LEADS_TEXTS.tabs[tab]}
              {countOf[tab] ? (
                <>
                  {" "}
                  <span className={styles.tabCount}>{countOf[tab]}</span>
                  <VisuallyHidden> {countLabel[tab]}</VisuallyHidden>
                </>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Dashboard({ data }: { data: DashboardData | null }) {
  if (!data) return null;
  // Where forms come back to after a post: this very view (tab, search, page, selection).
  const returnTo = dashboardHref(data.query);
  return (
    <RestrictedEmailsContext.Provider value={new Set(data.restricted ?? [])}>
      {/* The title, the figures and the follow-ups due share one line on a wide screen. */}
      <div className={styles.overview}>
        <h1 className={styles.overviewTitle}>{LEADS_TEXTS.dashboard.title}</h1>
        <StatisticCards stats={data.stats} />
        <DueFollowUps data={data} returnTo={returnTo} />
      </div>
      <TabLinks current={data.tab} counts={data.counts} />
      <section aria-labelledby="crm-tab-title">
        {/* The current tab already names the section on screen. */}
        <h2 id="crm-tab-title" className={controls.visuallyHidden}>
          {LEADS_TEXTS.tabs[data.tab]}
        </h2>
        {data.tab === "leads" ? <LeadsTab data={data} returnTo={returnTo} /> : null}
        {data.tab === "contacts" ? (
          <ContactsTab
            contacts={data.contacts}
            returnTo={returnTo}
            unmatchedReplies={data.unmatchedReplies}
          />
        ) : null}
        {data.tab === "dental" ? (
          <DentalTab registrations={data.registrations} returnTo={returnTo} />
        ) : null}
        {data.tab === "newsletters" ? (
          <NewslettersTab
            newsletters={data.newsletters}
            all={data.all}
            query={data.query}
            returnTo={returnTo}
          />
        ) : null}
        {data.tab === "activities" ? (
          <ActivitiesTab
            page={data.activities}
            leadChoices={data.leadChoices}
            returnTo={returnTo}
          />
        ) : null}
      </section>
    </RestrictedEmailsContext.Provider>
  );
}
