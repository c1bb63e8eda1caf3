/** Activities tab: the latest 20 first, older ones in pages; Log Activity, delete. */
import { Link, href } from "react-router";
import { outcomeLabel } from "~/schemas/activity";
import { labelOf } from "~/schemas/lead";
import { ActivityFormDialog, LOG_ACTIVITY_ACTION } from "./activity-form";
import { CrmDialog, DeleteControl, VisuallyHidden } from "../crm/controls";
import {
  type ActivityRowView,
  type LeadChoice,
  dashboardHref,
  deleteHref,
  formatDateTime,
  withReturnTo,
  isoDateTime,
} from "../crm/dashboard-data";
import * as controls from "../crm/controls.css";
import * as pageParts from "../crm/page-parts.css";
import { Cell, HeaderCell, Row, Table } from "~/components/ui/table";
import { RestrictedMark } from "../crm/person-link";
import { LEADS_TEXTS } from "./texts";

export function ActivitiesTab({
  page,
  leadChoices,
  returnTo,
}: {
  page: { activities: ActivityRowView[]; total: number; page: number; pageCount: number };
  leadChoices: LeadChoice[];
  returnTo: string;
}) {
  const { activities } = page;
  return (
    <>
      <div className={pageParts.toolbar}>
        <p className={pageParts.summary}>
          {page.page === 1
            ? LEADS_TEXTS.activities.latest
            : LEADS_TEXTS.activities.older(page.page, page.pageCount)}
        </p>
        <CrmDialog
          title={LEADS_TEXTS.actions.logActivity}
          triggerLabel={LEADS_TEXTS.actions.logActivity}
          fallbackHref={withReturnTo(LOG_ACTIVITY_ACTION, returnTo)}
        >
          <ActivityFormDialog leads={leadChoices} returnTo={returnTo} />
        </CrmDialog>
      </div>
      {activities.length === 0 ? (
        <p className={pageParts.empty}>{LEADS_TEXTS.empty.activities}</p>
      ) : (
        <Table
          caption={LEADS_TEXTS.activityColumns.caption}
          head={["Lead", "Type", "Subject", "Outcome", "Duration", "Completed", "Actions"].map(
            (heading) => (
              <HeaderCell key={heading}>{heading}</HeaderCell>
            ),
          )}
        >
          {activities.map((activity) => (
            <Row key={activity.id} data-testid="activity-row">
              <Cell label={LEADS_TEXTS.activityColumns.lead}>
                {activity.leadName ? (
                  <Link
                    to={href("/crm/leads/:id", { id: String(activity.leadId) })}
                    className={pageParts.cardLink}
                  >
                    {activity.leadName}
                  </Link>
                ) : (
                  "—"
                )}
                <RestrictedMark email={activity.leadEmail} />
              </Cell>
              <Cell label={LEADS_TEXTS.activityColumns.type}>{labelOf(activity.type)}</Cell>
              <Cell label={LEADS_TEXTS.activityColumns.subject}>
                {activity.subject}
                {activity.description ? (
                  <p className={pageParts.prose}>{activity.description}</p>
                ) : null}
              </Cell>
              <Cell label={LEADS_TEXTS.activityColumns.outcome}>
                {activity.outcome ? outcomeLabel(activity.outcome) : "—"}
              </Cell>
              <Cell label={LEADS_TEXTS.activityColumns.duration}>
                {activity.duration ? LEADS_TEXTS.activities.minutes(activity.duration) : "—"}
              </Cell>
              <Cell label={LEADS_TEXTS.activityColumns.completed}>
                {activity.completedDate ? (
                  <time dateTime={isoDateTime(activity.completedDate)}>
                    {formatDateTime(activity.completedDate)}
                  </time>
                ) : (
                  <>
                    {LEADS_TEXTS.activities.plannedDue}{" "}
                    {activity.dueAt ? (
                      <time dateTime={isoDateTime(activity.dueAt)}>
                        {formatDateTime(activity.dueAt)}
                      </time>
                    ) : (
                      "—"
                    )}
                  </>
                )}
                <br />
                <span className={pageParts.statHint}>
                  {LEADS_TEXTS.activities.by(activity.createdBy)}
                </span>
              </Cell>
              <Cell label={LEADS_TEXTS.activityColumns.actions}>
                <DeleteControl
                  action={deleteHref("activities", activity.id)}
                  confirmHref={withReturnTo(deleteHref("activities", activity.id), returnTo)}
                  question={LEADS_TEXTS.confirm.activity}
                  itemLabel={LEADS_TEXTS.items.activity(activity.subject)}
                  returnTo={returnTo}
                />
              </Cell>
            </Row>
          ))}
        </Table>
      )}
      {page.pageCount > 1 ? (
        <nav aria-label={LEADS_TEXTS.activities.pages} className={pageParts.pagination}>
          {page.page > 1 ? (
            <Link
              to={dashboardHref({ tab: "activities", page: page.page - 1 })}
              className={controls.button.secondary}
            >
              {page.page === 2
                ? LEADS_TEXTS.activities.latestPage
                : LEADS_TEXTS.activities.newerPage}
              <VisuallyHidden> {LEADS_TEXTS.activities.activities}</VisuallyHidden>
            </Link>
          ) : null}
          <span>{LEADS_TEXTS.activities.pageOf(page.page, page.pageCount, page.total)}</span>
          {page.page < page.pageCount ? (
            <Link
              to={dashboardHref({ tab: "activities", page: page.page + 1 })}
              className={controls.button.secondary}
            >
              {LEADS_TEXTS.activities.olderPage}
              <VisuallyHidden> {LEADS_TEXTS.activities.activities}</VisuallyHidden>
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
