/** The Leads tab: search, status filter and sort (a GET form), the leads table, pages of 25 (LEADS_LIST_PAGE_SIZE), Export CSV, the selected lead. */
import { useState } from "react";
import { Link, href } from "react-router";
import { Cell, Clip, HeaderCell, Row, Table } from "~/components/ui/table";
import { outcomeLabel } from "~/schemas/activity";
import { LEAD_SORTS, LEAD_STATUSES, type LeadSort, labelOf } from "~/schemas/lead";
import {
  CodeFilter,
  CrmDialog,
  DeleteControl,
  StatusBadge,
  StatusControl,
  VisuallyHidden,
} from "../crm/controls";
import { OwnerFilter, OwnerSelect, ownerLabel } from "../crm/owner-controls";
import { PersonEmail, RestrictedMark } from "../crm/person-link";
import {
  type ActivityView,
  type DashboardData,
  type LeadRowView,
  type LeadView,
  SEARCH_MAX_LENGTH,
  dashboardHref,
  formatDate,
  formatDateTime,
  deleteHref,
  withReturnTo,
  isoDateTime,
  SOURCE_FILTERS,
} from "../crm/dashboard-data";
import type { SourceCategory } from "~/schemas/lead-attribution";
import { DueTime } from "../crm/due-time";
import { ScoreReasons } from "../lead/score-section";
import * as controls from "../crm/controls.css";
import * as pageParts from "../crm/page-parts.css";
import * as styles from "./leads.css";
import { LOG_ACTIVITY_ACTION } from "./activity-form";
import { ADD_LEAD_ACTION, LeadFormDialog } from "../lead/lead-form";
import { CRM_TEXTS } from "../crm/texts";
import { useIsAdmin } from "../crm/use-staff-role";
import { reauthHref } from "~/utils/reauth-href";
import { LEADS_TEXTS } from "./texts";
import { LEAD_SOURCE_TEXTS, LEAD_TEXTS } from "../lead/texts";

type LeadsData = Extract<DashboardData, { tab: "leads" }>;

const fullName = (lead: { firstName: string; lastName: string }) =>
  `${lead.firstName} ${lead.lastName}`.trim();

/** The bulk "Assign to…" form; the rows' checkboxes join it by its id (no form inside a form). */
const BULK_FORM = "bulk-assign";

export function LeadsTab({ data, returnTo }: { data: LeadsData; returnTo: string }) {
  const { query, leads: page, selected, owners, myId, ownerDefault } = data;
  const isAdmin = useIsAdmin();
  // Whose leads are shown: the URL's choice, or the signed-in person's default (Mine for a member).
  const owner = query.owner ?? ownerDefault;
  const filtered = Boolean(query.q || query.status || query.source || owner !== ownerDefault);
  const first = (page.page - 1) * page.pageSize + 1;
  const last = first + page.leads.length - 1;
  return (
    <>
      <div className={pageParts.toolbar}>
        <form
          // A new form for each query: after Clear or Back, the fields show the list's filters,
          // not what was last chosen in them (they are uncontrolled).
          key={filterKey(query, owner)}
          method="get"
          action={href("/crm")}
          role="search"
          aria-label={LEADS_TEXTS.list.search}
          className={`${controls.searchForm} ${controls.filterBar}`}
        >
          <div className={controls.inlineField}>
            <label htmlFor="lead-search" className={controls.label}>
              {LEADS_TEXTS.list.searchLabel}
            </label>
            <input
              id="lead-search"
              type="search"
              name="q"
              defaultValue={query.q}
              className={controls.control}
              maxLength={SEARCH_MAX_LENGTH}
            />
          </div>
          <CodeFilter
            id="lead-status-filter"
            name="status"
            label={LEADS_TEXTS.listFields.status}
            value={query.status ?? ""}
            anyLabel={LEADS_TEXTS.listFields.allStatuses}
            codes={LEAD_STATUSES}
          />
          <OwnerFilter
            id="lead-owner-filter"
            value={owner}
            owners={owners}
            myId={myId}
            everyoneValue="all"
          />
          <CodeFilter
            id="lead-source-filter"
            name="source"
            label={LEADS_TEXTS.listFields.source}
            value={query.source ?? ""}
            anyLabel={LEADS_TEXTS.listFields.allSources}
            codes={SOURCE_FILTERS}
            labelFor={sourceFilterLabel}
          />
          <div className={controls.inlineField}>
            <label htmlFor="lead-sort" className={controls.label}>
              {LEADS_TEXTS.list.sortBy}
            </label>
            <select
              id="lead-sort"
              name="sort"
              defaultValue={query.sort ?? "created"}
              className={controls.control}
            >
              {LEAD_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={controls.button.secondary}>
            {CRM_TEXTS.actions.search}
          </button>
          {filtered ? (
            <Link to={href("/crm")} className={controls.button.secondary}>
              {LEADS_TEXTS.actions.clear}
            </Link>
          ) : null}
        </form>
      </div>

      {selected ? (
        <SelectedLead
          lead={selected.lead}
          activities={selected.activities}
          query={query}
          returnTo={returnTo}
        />
      ) : null}

      {/* The count, the bulk "Assign", Add Lead and the export share one line: the list starts on the first screen. */}
      <div className={styles.summaryLine}>
        <p className={pageParts.summary} role="status">
          {page.total === 0
            ? filtered
              ? LEADS_TEXTS.empty.leadsFiltered
              : LEADS_TEXTS.empty.leads
            : LEADS_TEXTS.summary.leads(first, last, page.total)}
        </p>
        {page.leads.length ? (
          <form
            id={BULK_FORM}
            method="post"
            action={href("/crm/leads/assign")}
            className={`${controls.searchForm} ${controls.filterBar}`}
            aria-label={LEADS_TEXTS.list.assignTicked}
          >
            <input type="hidden" name="returnTo" value={returnTo} />
            <OwnerSelect
              id="bulk-owner"
              label={LEADS_TEXTS.listFields.assignTickedLeadsTo}
              owners={owners}
              defaultValue={myId}
            />
            <button type="submit" className={controls.button.secondary}>
              {LEADS_TEXTS.list.assign}
            </button>
          </form>
        ) : null}
        <div className={`${styles.summaryActions} ${controls.filterBar}`}>
          <CrmDialog
            title={LEADS_TEXTS.actions.addLead}
            triggerLabel={LEADS_TEXTS.actions.addLead}
            fallbackHref={withReturnTo(ADD_LEAD_ACTION, returnTo)}
          >
            <LeadFormDialog returnTo={returnTo} />
          </CrmDialog>
          {/* A plain download link: the session cookie signs it, with or without JavaScript. */}
          {isAdmin && (
            <a
              href={reauthHref(exportHref({ ...query, owner }))}
              className={controls.button.secondary}
            >
              {LEADS_TEXTS.actions.exportCsv}
              <VisuallyHidden> {LEADS_TEXTS.list.ofThisList}</VisuallyHidden>
            </a>
          )}
          {isAdmin && (
            <Link to={href("/crm/imports")} className={controls.button.secondary}>
              {LEADS_TEXTS.actions.importCsv}
            </Link>
          )}
        </div>
      </div>
      {page.leads.length ? (
        <LeadsTable
          leads={page.leads}
          query={query}
          selectedId={selected?.lead.id}
          returnTo={returnTo}
        />
      ) : null}
      {page.pageCount > 1 ? (
        <nav aria-label={LEADS_TEXTS.list.pages} className={pageParts.pagination}>
          {page.page > 1 ? (
            <Link
              to={dashboardHref({ ...query, lead: undefined, page: page.page - 1 })}
              className={controls.button.secondary}
            >
              {CRM_TEXTS.pages.previous}
              <VisuallyHidden> {CRM_TEXTS.pages.page}</VisuallyHidden>
            </Link>
          ) : null}
          <span>{CRM_TEXTS.pages.pageOf(page.page, page.pageCount)}</span>
          {page.page < page.pageCount ? (
            <Link
              to={dashboardHref({ ...query, lead: undefined, page: page.page + 1 })}
              className={controls.button.secondary}
            >
              {CRM_TEXTS.pages.next}
              <VisuallyHidden> {CRM_TEXTS.pages.page}</VisuallyHidden>
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}

const filterKey = (query: LeadsData["query"], owner: unknown) =>
  JSON.stringify([query.q, query.status, query.source, owner, query.sort]);

/** The export of the list as shown: same search, filter and order, every page. */
function exportHref(query: LeadsData["query"]): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status) params.set("status", query.status);
  if (query.source) params.set("source", query.source);
  if (query.owner !== undefined && query.owner !== "all") params.set("owner", String(query.owner));
  if (query.sort) params.set("sort", query.sort);
  const search = params.toString();
  return `${href("/api/crm/leads/export")}${search ? `?${search}` : ""}`;
}

const SORT_LABELS: Record<LeadSort, string> = LEADS_TEXTS.sorts;

/** Original source in words: a category, or the leads made before sources were kept. */
const sourceFilterLabel = (source: string) =>
  source === "none" ? LEAD_TEXTS.source.unknown : LEAD_SOURCE_TEXTS[source as SourceCategory];

/** A column header that sorts the table by its column (a link, so it works without JavaScript). */
function SortHeader({ sort, query }: { sort: LeadSort; query: LeadsData["query"] }) {
  const current = (query.sort ?? "created") === sort;
  return (
    <HeaderCell
      sort={
        current ? (sort === "name" || sort === "follow-up" ? "ascending" : "descending") : undefined
      }
    >
      <Link
        to={dashboardHref({ ...query, sort, page: 1, lead: undefined })}
        className={pageParts.cardLink}
        preventScrollReset
      >
        {SORT_LABELS[sort]}
        <VisuallyHidden>
          {current ? LEADS_TEXTS.list.sorted : LEADS_TEXTS.list.sortByColumn}
        </VisuallyHidden>
      </Link>
    </HeaderCell>
  );
}

/**
 * A lead's notes in the list: the first line; the whole text shows beside it on hover or when it
 * has focus (and Escape hides it again), and is read as the line's description.
 */
function NotesPreview({ leadId, notes }: { leadId: number; notes: string }) {
  const [dismissed, setDismissed] = useState(false);
  const id = `lead-notes-${leadId}`;
  /* eslint-disable jsx-a11y/no-static-element-interactions -- the Escape key of a tooltip's trigger */
  return (
    <span
      className={styles.notes}
      data-dismissed={dismissed || undefined}
      onMouseLeave={() => setDismissed(false)}
    >
      <span
        // Focusable so keyboard users can read the whole note as mouse users do (a tooltip's
        // trigger); Escape is the tooltip's own key.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className={styles.notesTrigger}
        aria-describedby={id}
        onKeyDown={(event) => {
          if (event.key === "Escape") setDismissed(true);
        }}
        onBlur={() => setDismissed(false)}
      >
        <Clip>{notes.split("\n")[0]}</Clip>
      </span>
      <span role="tooltip" id={id} className={styles.notesFull}>
        {notes}
      </span>
    </span>
  );
  /* eslint-enable jsx-a11y/no-static-element-interactions */
}

/**
 * The leads list: a dense table on a wide screen (one line per lead, so a 1366×768 screen shows
 * more than fifteen), stacked labelled blocks on a phone. A column is one header and one cell.
 */
function LeadsTable({
  leads,
  query,
  selectedId,
  returnTo,
}: {
  leads: LeadRowView[];
  query: LeadsData["query"];
  selectedId?: number;
  returnTo: string;
}) {
  const deleteReturn = returnTo.replace(/([?&])lead=\d+&?/, "$1").replace(/[?&]$/, "");
  return (
    <Table
      density="compact"
      caption={LEADS_TEXTS.sortedBy(SORT_LABELS[query.sort ?? "created"])}
      head={
        <>
          <SortHeader sort="name" query={query} />
          <HeaderCell>{LEADS_TEXTS.list.columns.status}</HeaderCell>
          <SortHeader sort="score" query={query} />
          <HeaderCell>{LEADS_TEXTS.list.columns.owner}</HeaderCell>
          <HeaderCell>{LEADS_TEXTS.list.columns.email}</HeaderCell>
          <HeaderCell>{LEADS_TEXTS.list.columns.phone}</HeaderCell>
          <HeaderCell>{LEADS_TEXTS.list.columns.company}</HeaderCell>
          <HeaderCell>{LEADS_TEXTS.list.columns.notes}</HeaderCell>
          <SortHeader sort="follow-up" query={query} />
          <SortHeader sort="created" query={query} />
          <HeaderCell>{LEADS_TEXTS.list.columns.actions}</HeaderCell>
        </>
      }
    >
      {leads.map((lead) => {
        const name = fullName(lead);
        const selected = selectedId === lead.id;
        return (
          <Row key={lead.id} selected={selected} data-testid="lead-row">
            <Cell label={LEADS_TEXTS.listFields.name}>
              <span className={styles.nameLine}>
                {/* Joins the "Assign to…" form above the table by its id. */}
                <input
                  type="checkbox"
                  name="leadId"
                  value={lead.id}
                  form={BULK_FORM}
                  id={`assign-${lead.id}`}
                  aria-label={LEADS_TEXTS.list.tickToAssign(name)}
                  className={styles.checkbox}
                />
                <Link
                  to={dashboardHref({ ...query, lead: lead.id })}
                  className={pageParts.cardLink}
                  aria-current={selected ? "true" : undefined}
                  preventScrollReset
                >
                  <Clip max="medium" shrink={false} title={name}>
                    {name}
                  </Clip>
                </Link>
                <RestrictedMark email={lead.email} />
              </span>
            </Cell>
            <Cell label={LEADS_TEXTS.listFields.status}>
              <StatusControl
                leadId={lead.id}
                leadName={name}
                status={lead.status}
                returnTo={returnTo}
                compact
              />
            </Cell>
            <Cell label={LEADS_TEXTS.listFields.score}>
              {lead.score > 0 ? <span className={controls.scoreBadge}>{lead.score}</span> : null}
            </Cell>
            <Cell label={LEADS_TEXTS.listFields.owner}>
              <Clip max="medium" shrink={false} title={ownerLabel(lead.ownerName)}>
                {ownerLabel(lead.ownerName)}
              </Clip>
            </Cell>
            <Cell label={LEADS_TEXTS.listFields.email}>
              <a href={`mailto:${lead.email}`} className={pageParts.cardLink}>
                <Clip max="large" min="medium" title={lead.email}>
                  {lead.email}
                </Clip>
              </a>
            </Cell>
            <Cell label={LEADS_TEXTS.listFields.phone}>
              {lead.phone ? (
                <a href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`} className={pageParts.cardLink}>
                  {lead.phone}
                </a>
              ) : (
                "—"
              )}
            </Cell>
            <Cell label={LEADS_TEXTS.listFields.company}>
              {lead.company ? <Clip title={lead.company}>{lead.company}</Clip> : "—"}
            </Cell>
            <Cell label={LEADS_TEXTS.listFields.notes}>
              {lead.notes ? <NotesPreview leadId={lead.id} notes={lead.notes} /> : "—"}
            </Cell>
            <Cell label={LEADS_TEXTS.listFields.nextFollowUp}>
              {lead.nextFollowUp ? <DueTime due={lead.nextFollowUp} /> : "—"}
            </Cell>
            <Cell label={LEADS_TEXTS.listFields.created}>
              <time dateTime={isoDateTime(lead.createdAt)}>{formatDate(lead.createdAt)}</time>
            </Cell>
            <Cell label={LEADS_TEXTS.listFields.actions}>
              <div className={styles.rowActions}>
                <Link
                  to={href("/crm/leads/:id", { id: String(lead.id) })}
                  className={controls.smallButton.secondary}
                >
                  {LEADS_TEXTS.actions.open}
                  <VisuallyHidden> {LEADS_TEXTS.list.lead(name)}</VisuallyHidden>
                </Link>
                <DeleteControl
                  action={deleteHref("leads", lead.id)}
                  confirmHref={withReturnTo(deleteHref("leads", lead.id), deleteReturn)}
                  question={LEADS_TEXTS.confirm.lead}
                  itemLabel={name}
                  returnTo={deleteReturn}
                  small
                />
              </div>
            </Cell>
          </Row>
        );
      })}
    </Table>
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
    <section className={pageParts.panel} aria-labelledby="selected-lead-title">
      <div className={styles.panelHeader}>
        <h2 id="selected-lead-title" className={pageParts.cardTitle}>
          {LEADS_TEXTS.list.selected(name)}
        </h2>
        <Link
          to={dashboardHref({ ...query, lead: undefined })}
          className={controls.button.secondary}
          preventScrollReset
        >
          {LEADS_TEXTS.list.close}
          <VisuallyHidden> {LEADS_TEXTS.list.details}</VisuallyHidden>
        </Link>
      </div>
      <dl className={pageParts.details}>
        <Detail term={LEADS_TEXTS.listFields.status}>
          <StatusBadge status={lead.status} />
        </Detail>
        <Detail term={LEADS_TEXTS.listFields.email}>
          <PersonEmail email={lead.email} />
        </Detail>
        <Detail term={LEADS_TEXTS.listFields.phone}>{lead.phone ?? "—"}</Detail>
        <Detail term={LEADS_TEXTS.listFields.company}>{lead.company ?? "—"}</Detail>
        <Detail term={LEADS_TEXTS.listFields.jobTitle}>{lead.jobTitle ?? "—"}</Detail>
        <Detail term={LEADS_TEXTS.listFields.industry}>
          {lead.industry ? labelOf(lead.industry) : "—"}
        </Detail>
        <Detail term={LEADS_TEXTS.listFields.source}>
          {lead.source ? labelOf(lead.source) : "—"}
        </Detail>
        <Detail term={LEADS_TEXTS.listFields.notes} prose>
          {lead.notes ?? "—"}
        </Detail>
        <Detail term={LEADS_TEXTS.listFields.created}>{formatDate(lead.createdAt)}</Detail>
      </dl>
      <h3 className={pageParts.subheading}>{LEADS_TEXTS.list.score(lead.score)}</h3>
      <ScoreReasons lead={lead} />
      <h3 className={pageParts.subheading}>{LEADS_TEXTS.list.activities(activities.length)}</h3>
      {activities.length ? (
        <ul>
          {activities.map((activity) => (
            <li key={activity.id}>
              <strong>{labelOf(activity.type)}</strong>: {activity.subject}
              {activity.outcome ? ` (${outcomeLabel(activity.outcome)})` : ""} —{" "}
              {activity.completedDate
                ? formatDateTime(activity.completedDate)
                : LEADS_TEXTS.list.plannedDue(
                    activity.dueAt ? formatDateTime(activity.dueAt) : "—",
                  )}{" "}
              {LEADS_TEXTS.activities.by(activity.createdBy)}
              {activity.description ? (
                <p className={pageParts.prose}>{activity.description}</p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>{LEADS_TEXTS.empty.activities}</p>
      )}
      <p>
        <Link
          to={withReturnTo(`${LOG_ACTIVITY_ACTION}?leadId=${lead.id}`, returnTo)}
          className={controls.button.secondary}
        >
          {LEADS_TEXTS.actions.logActivity}
          <VisuallyHidden> {LEADS_TEXTS.list.for(name)}</VisuallyHidden>
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
      <dt className={pageParts.term}>{term}</dt>
      <dd className={prose ? `${pageParts.definition} ${pageParts.prose}` : pageParts.definition}>
        {children}
      </dd>
    </>
  );
}
