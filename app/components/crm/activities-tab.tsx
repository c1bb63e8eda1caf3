/** Activities tab: the latest 20, Log Activity, delete. */
import { labelOf } from "~/schemas/lead";
import { ActivityFormDialog, LOG_ACTIVITY_ACTION } from "./activity-form";
import { CrmDialog, DeleteControl } from "./controls";
import {
  type ActivityRowView,
  type LeadChoice,
  deleteHref,
  formatDateTime,
  withReturnTo,
} from "./dashboard-data";
import * as styles from "./dashboard.css";
import { CRM_TEXT } from "./texts";

export function ActivitiesTab({
  activities,
  leadChoices,
  returnTo,
}: {
  activities: ActivityRowView[];
  leadChoices: LeadChoice[];
  returnTo: string;
}) {
  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.summary}>The latest activities, newest first.</p>
        <CrmDialog
          title={CRM_TEXT.actions.logActivity}
          triggerLabel={CRM_TEXT.actions.logActivity}
          fallbackHref={withReturnTo(LOG_ACTIVITY_ACTION, returnTo)}
        >
          <ActivityFormDialog leads={leadChoices} returnTo={returnTo} />
        </CrmDialog>
      </div>
      {activities.length === 0 ? (
        <p className={styles.empty}>{CRM_TEXT.empty.activities}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.visuallyHidden}>Latest activities</caption>
            <thead>
              <tr>
                <th scope="col" className={styles.th}>
                  Lead
                </th>
                <th scope="col" className={styles.th}>
                  Type
                </th>
                <th scope="col" className={styles.th}>
                  Subject
                </th>
                <th scope="col" className={styles.th}>
                  Outcome
                </th>
                <th scope="col" className={styles.th}>
                  Duration
                </th>
                <th scope="col" className={styles.th}>
                  Completed
                </th>
                <th scope="col" className={styles.th}>
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {activities.map((activity) => (
                <tr key={activity.id} data-testid="activity-row">
                  <td className={styles.td}>{activity.leadName ?? "—"}</td>
                  <td className={styles.td}>{labelOf(activity.type)}</td>
                  <td className={styles.td}>
                    {activity.subject}
                    {activity.description ? (
                      <p className={styles.prose}>{activity.description}</p>
                    ) : null}
                  </td>
                  <td className={styles.td}>
                    {activity.outcome ? labelOf(activity.outcome) : "—"}
                  </td>
                  <td className={styles.td}>
                    {activity.duration ? `${activity.duration} min` : "—"}
                  </td>
                  <td className={styles.td}>
                    <time dateTime={activity.completedDate}>
                      {formatDateTime(activity.completedDate)}
                    </time>
                    <br />
                    <span className={styles.statHint}>by {activity.createdBy}</span>
                  </td>
                  <td className={styles.td}>
                    <DeleteControl
                      action={deleteHref("activities", activity.id)}
                      confirmHref={withReturnTo(deleteHref("activities", activity.id), returnTo)}
                      question={CRM_TEXT.confirm.activity}
                      itemLabel={`activity ${activity.subject}`}
                      returnTo={returnTo}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
