/** Newsletters tab: the first 10 subscriptions, delete, and Export CSV. */
import { useState } from "react";
import { useHydrated } from "~/components/shell/use-hydrated";
import { exportFilename } from "~/schemas/newsletter-export";
import { toast } from "~/components/toast/use-toast";
import { DeleteControl } from "./controls";
import { type SubscriptionView, deleteHref, formatDate, withReturnTo } from "./dashboard-data";
import * as styles from "./dashboard.css";
import { CRM_TEXT } from "./texts";

export const EXPORT_URL = "/api/crm/newsletters/export";

/** The file name the server gives in Content-Disposition (fallback: today's date). */
function filenameFrom(response: Response): string {
  const match = /filename="?([^";]+)"?/.exec(response.headers.get("Content-Disposition") ?? "");
  return match?.[1] ?? exportFilename();
}

/**
 * Without JavaScript a plain link (the session cookie authorises it). With JavaScript: the bearer
 * token from /api/auth/status, then the CSV as a download, with the spec's toasts.
 */
function ExportButton() {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  if (!hydrated) {
    return (
      <a href={EXPORT_URL} className={styles.button.secondary} download>
        {CRM_TEXT.actions.exportCsv}
      </a>
    );
  }
  async function exportCsv() {
    setBusy(true);
    try {
      const status = await fetch("/api/auth/status", { credentials: "include" });
      if (!status.ok) throw new Error(`${status.status}: ${status.statusText}`);
      const { token } = (await status.json()) as { token?: string };
      const response = await fetch(EXPORT_URL, {
        credentials: "include",
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
      if (!response.ok)
        throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = filenameFrom(response);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      toast({ title: CRM_TEXT.toast.exportDone, variant: "success" });
    } catch (error) {
      console.error(error);
      toast({ title: CRM_TEXT.toast.exportFailed, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className={styles.button.secondary} onClick={exportCsv} disabled={busy}>
      {busy ? CRM_TEXT.actions.exporting : CRM_TEXT.actions.exportCsv}
    </button>
  );
}

export function NewslettersTab({
  newsletters,
  returnTo,
}: {
  newsletters: SubscriptionView[];
  returnTo: string;
}) {
  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.summary}>
          The {newsletters.length > 0 ? "latest " : ""}newsletter subscriptions, newest first.
        </p>
        <ExportButton />
      </div>
      {newsletters.length === 0 ? (
        <p className={styles.empty}>{CRM_TEXT.empty.newsletters}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.visuallyHidden}>Newsletter subscriptions</caption>
            <thead>
              <tr>
                <th scope="col" className={styles.th}>
                  Name
                </th>
                <th scope="col" className={styles.th}>
                  Email
                </th>
                <th scope="col" className={styles.th}>
                  Status
                </th>
                <th scope="col" className={styles.th}>
                  Subscribed
                </th>
                <th scope="col" className={styles.th}>
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {newsletters.map((subscription) => (
                <tr key={subscription.id} data-testid="newsletter-row">
                  <td className={styles.td}>{subscription.fullName}</td>
                  <td className={styles.td}>{subscription.email}</td>
                  <td className={styles.td}>
                    <span
                      className={subscription.subscribed ? styles.activeBadge : styles.neutralBadge}
                    >
                      {subscription.subscribed ? "Active" : "Unsubscribed"}
                    </span>
                  </td>
                  <td className={styles.td}>
                    <time dateTime={subscription.subscribedAt}>
                      {formatDate(subscription.subscribedAt)}
                    </time>
                  </td>
                  <td className={styles.td}>
                    <DeleteControl
                      action={deleteHref("newsletters", subscription.id)}
                      confirmHref={withReturnTo(
                        deleteHref("newsletters", subscription.id),
                        returnTo,
                      )}
                      question={CRM_TEXT.confirm.newsletter}
                      itemLabel={`subscription of ${subscription.email}`}
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
