/**
 * The CRM's Mail page: every mail in the outbox (queued, sent, failed for good, cancelled) with
 * its recipient, subject, attempts and last error; a filter by state in the URL; Retry for a
 * failed mail (a plain form: it works without JavaScript); links to each template's preview.
 */
import { Form, Link, href, useNavigation } from "react-router";
import { MAIL_STATUSES, MAIL_STATUS_TEXTS, type MailStatus } from "~/schemas/mail";
import { formatDateTime, isoDateTime } from "../crm/dashboard-data";
import * as styles from "../crm/dashboard.css";
import { VisuallyHidden } from "../crm/controls";
import { LIST_SUMMARY } from "../crm/texts";

export interface MailRowView {
  id: number;
  templateLabel: string;
  recipient: string;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date | string;
  sentAt: Date | string | null;
}

export interface MailPageData {
  mail: MailRowView[];
  total: number;
  page: number;
  pageCount: number;
  state: MailStatus | null;
  templates: { name: string; label: string }[];
  keepDays: number;
}

const ACTION = href("/crm/mail");

export function mailHref(state: MailStatus | null, page = 1): string {
  const params = new URLSearchParams();
  if (state) params.set("state", state);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${ACTION}?${query}` : ACTION;
}

const statusText = (status: string) => MAIL_STATUS_TEXTS[status as MailStatus] ?? status;

function MailCard({
  mail,
  returnTo,
  busy,
}: {
  mail: MailRowView;
  returnTo: string;
  busy: boolean;
}) {
  return (
    <li className={styles.card} data-testid="mail-row">
      <div className={styles.cardHeader}>
        <h2 className={styles.cardTitle}>{mail.subject}</h2>
        <span className={mail.status === "sent" ? styles.activeBadge : styles.neutralBadge}>
          {statusText(mail.status)}
        </span>
      </div>
      <dl className={styles.details}>
        <dt className={styles.term}>To</dt>
        <dd className={styles.definition}>{mail.recipient}</dd>
        <dt className={styles.term}>Kind</dt>
        <dd className={styles.definition}>{mail.templateLabel}</dd>
        <dt className={styles.term}>Attempts</dt>
        <dd className={styles.definition}>{mail.attempts}</dd>
        {mail.lastError ? (
          <>
            <dt className={styles.term}>Last error</dt>
            <dd className={styles.definition}>{mail.lastError}</dd>
          </>
        ) : null}
        <dt className={styles.term}>Queued</dt>
        <dd className={styles.definition}>
          <time dateTime={isoDateTime(mail.createdAt)}>{formatDateTime(mail.createdAt)}</time>
        </dd>
        {mail.sentAt ? (
          <>
            <dt className={styles.term}>Sent</dt>
            <dd className={styles.definition}>
              <time dateTime={isoDateTime(mail.sentAt)}>{formatDateTime(mail.sentAt)}</time>
            </dd>
          </>
        ) : null}
      </dl>
      {mail.status === "failed" ? (
        <Form method="post" action={ACTION} className={styles.cardActions}>
          <input type="hidden" name="id" value={mail.id} />
          <input type="hidden" name="returnTo" value={returnTo} />
          <button type="submit" className={styles.button.secondary} disabled={busy}>
            Retry<VisuallyHidden>: {mail.subject}</VisuallyHidden>
          </button>
        </Form>
      ) : null}
    </li>
  );
}

export function MailPage({ data }: { data: MailPageData }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === ACTION;
  const returnTo = mailHref(data.state, data.page);
  return (
    <>
      <section aria-labelledby="mail-title">
        <h1 id="mail-title">Mail</h1>
        <p className={styles.summary}>
          Every mail the site sends goes through this outbox and is tried again for more than a day
          if the mail server refuses it. Sent, failed and cancelled mail is kept for {data.keepDays}{" "}
          days.
        </p>
        <div className={styles.toolbar}>
          <form
            method="get"
            action={ACTION}
            className={styles.searchForm}
            role="search"
            aria-label="Filter mail"
          >
            <div className={styles.inlineField}>
              <label htmlFor="mail-state" className={styles.label}>
                Show
              </label>
              <select
                id="mail-state"
                name="state"
                defaultValue={data.state ?? ""}
                className={styles.control}
              >
                <option value="">All mail</option>
                {MAIL_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {MAIL_STATUS_TEXTS[status]}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={styles.button.secondary}>
              Show
            </button>
          </form>
        </div>
        {data.total > 0 ? (
          <p className={styles.summary} role="status">
            {LIST_SUMMARY.mail(
              data.total,
              data.state ? MAIL_STATUS_TEXTS[data.state] : null,
              data.page,
              data.pageCount,
            )}
          </p>
        ) : null}
        {data.mail.length === 0 ? (
          <p className={styles.empty}>
            {data.state ? "No mail in this state." : "No mail has been sent yet."}
          </p>
        ) : (
          <ul className={styles.list} aria-label="Mail, the newest first">
            {data.mail.map((mail) => (
              <MailCard key={mail.id} mail={mail} returnTo={returnTo} busy={busy} />
            ))}
          </ul>
        )}
        {data.pageCount > 1 ? (
          <nav aria-label="Mail pages" className={styles.pagination}>
            {data.page > 1 ? (
              <Link to={mailHref(data.state, data.page - 1)} className={styles.button.secondary}>
                Previous<VisuallyHidden> page</VisuallyHidden>
              </Link>
            ) : null}
            {data.page < data.pageCount ? (
              <Link to={mailHref(data.state, data.page + 1)} className={styles.button.secondary}>
                Next<VisuallyHidden> page</VisuallyHidden>
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
      <section aria-labelledby="templates-title">
        <h2 id="templates-title">Templates</h2>
        <p className={styles.summary}>
          Each kind of mail, rendered with made-up sample data (no real person, address or link).
        </p>
        <ul>
          {data.templates.map((template) => (
            <li key={template.name}>
              <Link
                to={href("/crm/mail/templates/:template", { template: template.name })}
                className={styles.cardLink}
              >
                Preview: {template.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

export interface MailPreviewData {
  label: string;
  subject: string;
  html: string;
  text: string;
}

export function MailPreview({ preview }: { preview: MailPreviewData }) {
  return (
    <section aria-labelledby="preview-title">
      <p>
        <Link to={ACTION} className={styles.cardLink}>
          Back to Mail
        </Link>
      </p>
      <h1 id="preview-title">Preview: {preview.label}</h1>
      <p className={styles.summary}>
        Rendered with made-up sample data: no real person, address or working link.
      </p>
      <dl className={styles.details}>
        <dt className={styles.term}>Subject</dt>
        <dd className={styles.definition}>{preview.subject}</dd>
      </dl>
      <h2>HTML part</h2>
      {/* sandbox="": the mail's markup runs no script and cannot reach this page. */}
      <iframe
        title={`HTML part: ${preview.label}`}
        sandbox=""
        srcDoc={preview.html}
        className={styles.mailFrame}
      />
      <h2>Plain-text part</h2>
      <pre className={styles.mailText}>{preview.text}</pre>
    </section>
  );
}
