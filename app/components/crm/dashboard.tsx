/**
 * The signed-in dashboard inside the frame (SPEC.md 'Admin area'):
 * the four statistic cards, the five tabs as links (?tab=…), and the open tab.
 */
import { Link } from "react-router";
import { ActivitiesTab } from "./activities-tab";
import { type DashboardData, type Tab, TABS, dashboardHref } from "./dashboard-data";
import * as styles from "./dashboard.css";
import { ContactsTab, DentalTab } from "./inbox-tabs";
import { LeadsTab } from "./leads-tab";
import { NewslettersTab } from "./newsletters-tab";
import { CRM_TEXT } from "./texts";

export type { DashboardData } from "./dashboard-data";

function StatisticCards({ stats }: { stats: DashboardData["stats"] }) {
  const cards = [
    { label: CRM_TEXT.stats.totalLeads, value: stats.totalLeads },
    { label: CRM_TEXT.stats.newLeads, value: stats.newLeads, hint: CRM_TEXT.stats.newLeadsHint },
    {
      label: CRM_TEXT.stats.qualifiedLeads,
      value: stats.qualifiedLeads,
      hint: CRM_TEXT.stats.qualifiedLeadsHint,
    },
    { label: CRM_TEXT.stats.closedWonLeads, value: stats.closedWonLeads },
  ];
  return (
    <section aria-labelledby="crm-statistics-title">
      <h2 id="crm-statistics-title" className={styles.visuallyHidden}>
        Statistics
      </h2>
      <ul className={styles.stats}>
        {cards.map((card) => (
          <li key={card.label} className={styles.statCard} data-testid="statistic">
            <p className={styles.statLabel}>{card.label}</p>
            <p className={styles.statValue}>{card.value.toLocaleString("en-GB")}</p>
            {card.hint ? <p className={styles.statHint}>{card.hint}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function TabLinks({ current }: { current: Tab }) {
  return (
    <nav aria-label="CRM sections">
      <ul className={styles.tabs}>
        {TABS.map((tab) => (
          <li key={tab}>
            <Link
              to={dashboardHref({ tab })}
              className={styles.tab}
              aria-current={tab === current ? "page" : undefined}
            >
              {CRM_TEXT.tabs[tab]}
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
    <>
      <StatisticCards stats={data.stats} />
      <TabLinks current={data.tab} />
      <section aria-labelledby="crm-tab-title">
        <h2 id="crm-tab-title">{CRM_TEXT.tabs[data.tab]}</h2>
        {data.tab === "leads" ? <LeadsTab data={data} returnTo={returnTo} /> : null}
        {data.tab === "contacts" ? (
          <ContactsTab contacts={data.contacts} returnTo={returnTo} />
        ) : null}
        {data.tab === "dental" ? (
          <DentalTab registrations={data.registrations} returnTo={returnTo} />
        ) : null}
        {data.tab === "newsletters" ? (
          <NewslettersTab newsletters={data.newsletters} returnTo={returnTo} />
        ) : null}
        {data.tab === "activities" ? (
          <ActivitiesTab
            activities={data.activities}
            leadChoices={data.leadChoices}
            returnTo={returnTo}
          />
        ) : null}
      </section>
    </>
  );
}
