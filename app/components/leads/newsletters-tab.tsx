/** Newsletters tab: the first 10 subscriptions, Show all (paged, searchable), unsubscribe, delete, Export CSV. */
import { useState } from "react";
import { useHydrated } from "~/components/shell/use-hydrated";
import { exportFilename } from "~/schemas/newsletter-export";
import { toast } from "~/components/toast/use-toast";
import { Link, href } from "react-router";
import { DeleteControl, VisuallyHidden } from "../crm/controls";
import {
  type DashboardQuery,
  type SubscriptionView,
  SEARCH_MAX_LENGTH,
  dashboardHref,
  deleteHref,
  formatDate,
  withReturnTo,
  isoDateTime,
} from "../crm/dashboard-data";
import * as controls from "../crm/controls.css";
import * as pageParts from "../crm/page-parts.css";
import * as styles from "./leads.css";
import { Cell, HeaderCell, Row, Table } from "~/components/ui/table";
import { PersonEmail } from "../crm/person-link";
import { CRM_TEXTS } from "../crm/texts";
import { useIsAdmin } from "../crm/use-staff-role";
import { reauthHref } from "~/utils/reauth-href";
import { LEADS_TEXTS, bounceReasonText } from "./texts";

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
      <a href={reauthHref(EXPORT_URL)} className={controls.button.secondary}>
        {LEADS_TEXTS.actions.exportCsv}
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
      if (response.status === 403) {
        // Not confirmed in the last few minutes: the password or a code first, then the download.
        window.location.assign(reauthHref(EXPORT_URL));
        return;
      }
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
      toast({ title: LEADS_TEXTS.toast.exportDone, variant: "success" });
    } catch (error) {
      console.error(error);
      toast({ title: LEADS_TEXTS.toast.exportFailed, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className={controls.button.secondary} onClick={exportCsv} disabled={busy}>
      {busy ? LEADS_TEXTS.actions.exporting : LEADS_TEXTS.actions.exportCsv}
    </button>
  );
}

/** Why a Bouncing subscriber is left out of campaigns, when known. */
function BounceReason({ subscription }: { subscription: SubscriptionView }) {
  const words = bounceReasonText(subscription.bounceKind, subscription.bounceReason);
  if (!words) return null;
  return (
    <span className={styles.bounceReason} data-testid="bounce-reason">
      {words}
    </span>
  );
}

function SubscriptionTable({ rows, returnTo }: { rows: SubscriptionView[]; returnTo: string }) {
  return (
    <Table
      caption={LEADS_TEXTS.newsletterColumns.caption}
      head={["Name", "Email", "Status", "Subscribed", "Actions"].map((heading) => (
        <HeaderCell key={heading}>{heading}</HeaderCell>
      ))}
    >
      {rows.map((subscription) => (
        <Row key={subscription.id} data-testid="newsletter-row">
          <Cell label={LEADS_TEXTS.newsletterColumns.name}>{subscription.fullName}</Cell>
          <Cell label={LEADS_TEXTS.newsletterColumns.email}>
            <PersonEmail email={subscription.email} />
          </Cell>
          <Cell label={LEADS_TEXTS.newsletterColumns.status}>
            <span
              className={
                subscription.status === "active" ? controls.activeBadge : controls.neutralBadge
              }
            >
              {LEADS_TEXTS.subscriptionStatus[subscription.status]}
            </span>
            {subscription.status === "bouncing" ? (
              <BounceReason subscription={subscription} />
            ) : null}
          </Cell>
          <Cell label={LEADS_TEXTS.newsletterColumns.subscribed}>
            <time dateTime={isoDateTime(subscription.subscribedAt)}>
              {formatDate(subscription.subscribedAt)}
            </time>
          </Cell>
          <Cell label={LEADS_TEXTS.newsletterColumns.actions}>
            <div className={pageParts.cardActions}>
              {subscription.subscribed ? (
                <Link
                  to={withReturnTo(
                    href("/crm/newsletters/:id/unsubscribe", { id: String(subscription.id) }),
                    returnTo,
                  )}
                  className={controls.button.secondary}
                >
                  {LEADS_TEXTS.actions.unsubscribe}
                  <VisuallyHidden> {subscription.email}</VisuallyHidden>
                </Link>
              ) : null}
              <DeleteControl
                action={deleteHref("newsletters", subscription.id)}
                confirmHref={withReturnTo(deleteHref("newsletters", subscription.id), returnTo)}
                question={LEADS_TEXTS.confirm.newsletter}
                itemLabel={LEADS_TEXTS.items.subscription(subscription.email)}
                returnTo={returnTo}
              />
            </div>
          </Cell>
        </Row>
      ))}
    </Table>
  );
}

export function NewslettersTab({
  newsletters,
  all,
  query,
  returnTo,
}: {
  newsletters: SubscriptionView[];
  all: { subscriptions: SubscriptionView[]; total: number; page: number; pageCount: number } | null;
  query: DashboardQuery;
  returnTo: string;
}) {
  const rows = all ? all.subscriptions : newsletters;
  const isAdmin = useIsAdmin();
  return (
    <>
      <div className={pageParts.toolbar}>
        <form
          method="get"
          action={href("/crm")}
          role="search"
          aria-label={LEADS_TEXTS.newsletters.search}
          className={controls.searchForm}
        >
          <input type="hidden" name="tab" value="newsletters" />
          <input type="hidden" name="all" value="1" />
          <div className={controls.inlineField}>
            <label htmlFor="newsletter-search" className={controls.label}>
              {LEADS_TEXTS.newsletters.searchLabel}
            </label>
            <input
              id="newsletter-search"
              type="search"
              name="q"
              defaultValue={query.q}
              maxLength={SEARCH_MAX_LENGTH}
              className={controls.control}
            />
          </div>
          <button type="submit" className={controls.button.secondary}>
            {CRM_TEXTS.actions.search}
          </button>
        </form>
        <div className={pageParts.cardActions}>
          {all ? (
            <Link to={dashboardHref({ tab: "newsletters" })} className={controls.button.secondary}>
              {LEADS_TEXTS.newsletters.latest}
            </Link>
          ) : (
            <Link
              to={dashboardHref({ tab: "newsletters", all: true })}
              className={controls.button.secondary}
            >
              {LEADS_TEXTS.actions.showAll}
              <VisuallyHidden> {LEADS_TEXTS.newsletters.subscribers}</VisuallyHidden>
            </Link>
          )}
          {isAdmin && <ExportButton />}
          {isAdmin && (
            <a
              href={reauthHref(`${EXPORT_URL}?include=unsubscribed`)}
              className={controls.button.secondary}
            >
              {LEADS_TEXTS.actions.exportCsvAll}
            </a>
          )}
        </div>
      </div>
      {all && LEADS_TEXTS.summary.subscriptions(all.total, query.q, all.page, all.pageCount) ? (
        <p className={pageParts.summary} role="status">
          {LEADS_TEXTS.summary.subscriptions(all.total, query.q, all.page, all.pageCount)}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className={pageParts.empty}>{LEADS_TEXTS.empty.newsletters}</p>
      ) : (
        <SubscriptionTable rows={rows} returnTo={returnTo} />
      )}
      {all && all.pageCount > 1 ? (
        <nav aria-label={LEADS_TEXTS.newsletters.pages} className={pageParts.pagination}>
          {all.page > 1 ? (
            <Link
              to={dashboardHref({ ...query, page: all.page - 1 })}
              className={controls.button.secondary}
            >
              {CRM_TEXTS.pages.previous}
              <VisuallyHidden> {CRM_TEXTS.pages.page}</VisuallyHidden>
            </Link>
          ) : null}
          {all.page < all.pageCount ? (
            <Link
              to={dashboardHref({ ...query, page: all.page + 1 })}
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
