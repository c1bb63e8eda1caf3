/** The Leads tab: search + status filter (a GET form), lead cards, pages of 50, the selected lead. */
import { Link, href, useNavigate } from "react-router";
import { LEAD_STATUSES, labelOf } from "~/schemas/lead";
import { CrmDialog, DeleteControl, StatusBadge, StatusControl, VisuallyHidden } from "./controls";
import {
  type ActivityView,
  type DashboardData,
  type LeadView,
  dashboardHref,
  formatDate,
  formatDateTime,
  deleteHref,
  withReturnTo,
} from "./dashboard-data";
import * as styles from "./dashboard.css";
import { LOG_ACTIVITY_ACTION } from "./activity-form";
import { ADD_LEAD_ACTION, LeadFormDialog } from "./lead-form";
import { CRM_TEXT } from "./texts";

type LeadsData = Extract<DashboardData, { tab: "leads" }>;

const fullName = (lead: { firstName: string; lastName: string }) =>
  `${lead.firstName} ${lead.lastName}`.trim();

export function LeadsTab({ data, returnTo }: { data: LeadsData; returnTo: string }) {
  const { query, leads: page, selected } = data;
  const filtered = Boolean(query.q || query.status);
  const first = (page.page - 1) * page.pageSize + 1;
  const last = first + page.leads.length - 1;
  return (
    <>
      <div className={styles.toolbar}>
        <form
          method="get"
          action={href("/crm")}
          role="search"
          aria-label="Search leads"
          className={styles.searchForm}
        >
          <div className={styles.inlineField}>
            <label htmlFor="lead-search" className={styles.label}>
              Search by name, email or company
            </label>
            <input
              id="lead-search"
              type="search"
              name="q"
              defaultValue={query.q}
              className={styles.control}
              maxLength={200}
            />
          </div>
          <div className={styles.inlineField}>
            <label htmlFor="lead-status-filter" className={styles.label}>
              Status
            </label>
            <select
              id="lead-status-filter"
              name="status"
              defaultValue={query.status ?? ""}
              className={styles.control}
            >
              <option value="">All statuses</option>
              {LEAD_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {labelOf(status)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={styles.button.secondary}>
            {CRM_TEXT.actions.search}
          </button>
          {filtered ? (
            <Link to={href("/crm")} className={styles.button.secondary}>
              {CRM_TEXT.actions.clear}
            </Link>
          ) : null}
        </form>
        <CrmDialog
          title={CRM_TEXT.actions.addLead}
          triggerLabel={CRM_TEXT.actions.addLead}
          fallbackHref={withReturnTo(ADD_LEAD_ACTION, returnTo)}
        >
          <LeadFormDialog returnTo={returnTo} />
        </CrmDialog>
      </div>

      {selected ? (
        <SelectedLead
          lead={selected.lead}
          activities={selected.activities}
          query={query}
          returnTo={returnTo}
        />
      ) : null}

      <p className={styles.summary} role="status">
        {page.total === 0
          ? filtered
            ? CRM_TEXT.empty.leadsFiltered
            : CRM_TEXT.empty.leads
          : `Showing ${first}–${last} of ${page.total.toLocaleString("en-GB")} leads`}
      </p>
      {page.leads.length ? (
        <ul className={styles.list} aria-label="Leads">
          {page.leads.map((lead) => (
            <li key={lead.id}>
              <LeadCard
                lead={lead}
                selected={selected?.lead.id === lead.id}
                href={dashboardHref({ ...query, lead: lead.id })}
                returnTo={returnTo}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {page.pageCount > 1 ? (
        <nav aria-label="Lead pages" className={styles.pagination}>
          {page.page > 1 ? (
            <Link
              to={dashboardHref({ ...query, lead: undefined, page: page.page - 1 })}
              className={styles.button.secondary}
            >
              Previous<VisuallyHidden> page</VisuallyHidden>
            </Link>
          ) : null}
          <span>
            Page {page.page} of {page.pageCount}
          </span>
          {page.page < page.pageCount ? (
            <Link
              to={dashboardHref({ ...query, lead: undefined, page: page.page + 1 })}
              className={styles.button.secondary}
            >
              Next<VisuallyHidden> page</VisuallyHidden>
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}

function LeadCard({
  lead,
  selected,
  href,
  returnTo,
}: {
  lead: LeadView;
  selected: boolean;
  href: string;
  returnTo: string;
}) {
  const name = fullName(lead);
  const deleteReturn = returnTo.replace(/([?&])lead=\d+&?/, "$1").replace(/[?&]$/, "");
  const navigate = useNavigate();
  // With JavaScript a click anywhere on the card selects it; keyboard and no-JS use the name's link.
  const selectOnClick = (event: React.MouseEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest("a, button, select, input, textarea, label, dialog")) return;
    if (window.getSelection()?.toString()) return; // selecting text is not a click on the card
    navigate(href, { preventScrollReset: true });
  };
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a mouse shortcut only: the card's name is the link for keyboard and no-JS users
    <article
      className={selected ? styles.cardSelected : styles.card}
      aria-labelledby={`lead-${lead.id}-name`}
      data-testid="lead-card"
      onClick={selectOnClick}
    >
      <div className={styles.cardHeader}>
        <h3 id={`lead-${lead.id}-name`} className={styles.cardTitle}>
          <Link
            to={href}
            className={styles.cardLink}
            aria-current={selected ? "true" : undefined}
            preventScrollReset
          >
            {name}
          </Link>
        </h3>
        <StatusBadge status={lead.status} />
        {lead.score > 0 ? <span className={styles.scoreBadge}>Score {lead.score}</span> : null}
      </div>
      <dl className={styles.details}>
        <Detail term="Email">{lead.email}</Detail>
        {lead.phone ? <Detail term="Phone">{lead.phone}</Detail> : null}
        {lead.company ? <Detail term="Company">{lead.company}</Detail> : null}
        {lead.notes ? (
          <Detail term="Notes" prose>
            {lead.notes}
          </Detail>
        ) : null}
        <Detail term="Created">
          <time dateTime={lead.createdAt}>{formatDate(lead.createdAt)}</time>
        </Detail>
      </dl>
      <div className={styles.cardActions}>
        <StatusControl leadId={lead.id} leadName={name} status={lead.status} returnTo={returnTo} />
        <DeleteControl
          action={deleteHref("leads", lead.id)}
          confirmHref={withReturnTo(deleteHref("leads", lead.id), deleteReturn)}
          question={CRM_TEXT.confirm.lead}
          itemLabel={name}
          returnTo={deleteReturn}
        />
      </div>
    </article>
  );
}

function SelectedLead({
  lead,
  activities,
  query,
  returnTo,
}: {
  lead: LeadView;
  activities: ActivityView[];
  query: LeadsData["query"];
  returnTo: string;
}) {
  const name = fullName(lead);
  return (
    <section className={styles.panel} aria-labelledby="selected-lead-title">
      <div className={styles.panelHeader}>
        <h2 id="selected-lead-title" className={styles.cardTitle}>
          Selected lead: {name}
        </h2>
        <Link
          to={dashboardHref({ ...query, lead: undefined })}
          className={styles.button.secondary}
          preventScrollReset
        >
          Close<VisuallyHidden> lead details</VisuallyHidden>
        </Link>
      </div>
      <dl className={styles.details}>
        <Detail term="Status">
          <StatusBadge status={lead.status} />
        </Detail>
        <Detail term="Email">{lead.email}</Detail>
        <Detail term="Phone">{lead.phone ?? "—"}</Detail>
        <Detail term="Company">{lead.company ?? "—"}</Detail>
        <Detail term="Job title">{lead.jobTitle ?? "—"}</Detail>
        <Detail term="Industry">{lead.industry ? labelOf(lead.industry) : "—"}</Detail>
        <Detail term="Source">{lead.source ? labelOf(lead.source) : "—"}</Detail>
        <Detail term="Notes" prose>
          {lead.notes ?? "—"}
        </Detail>
        <Detail term="Created">{formatDate(lead.createdAt)}</Detail>
      </dl>
      <h3 className={styles.subheading}>Score: {lead.score} / 100</h3>
      {lead.scoreReasons.length ? (
        <ul aria-label="Why this score">
          {lead.scoreReasons.map((reason) => (
            <li key={reason.reason}>
              {reason.reason}: +{reason.points}
            </li>
          ))}
        </ul>
      ) : (
        <p>Nothing adds to the score yet.</p>
      )}
      <h3 className={styles.subheading}>Activities ({activities.length})</h3>
      {activities.length ? (
        <ul>
          {activities.map((activity) => (
            <li key={activity.id}>
              <strong>{labelOf(activity.type)}</strong>: {activity.subject}
              {activity.outcome ? ` (${labelOf(activity.outcome)})` : ""} —{" "}
              {formatDateTime(activity.completedDate)} by {activity.createdBy}
              {activity.description ? <p className={styles.prose}>{activity.description}</p> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>{CRM_TEXT.empty.activities}</p>
      )}
      <p>
        <Link
          to={withReturnTo(`${LOG_ACTIVITY_ACTION}?leadId=${lead.id}`, returnTo)}
          className={styles.button.secondary}
        >
          {CRM_TEXT.actions.logActivity}
          <VisuallyHidden> for {name}</VisuallyHidden>
        </Link>
      </p>
    </section>
  );
}

/** One term and its value in a lead's details list. */
function Detail({
  term,
  prose = false,
  children,
}: {
  term: string;
  prose?: boolean;
  children: React.ReactNode;
}) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={prose ? `${styles.definition} ${styles.prose}` : styles.definition}>
        {children}
      </dd>
    </>
  );
}
