/**
 * The CRM's Mail page: every mail in the outbox (queued, sent, failed for good, cancelled) with
 * its recipient, subject, attempts and last error; a filter by state in the URL; Retry for a
 * failed mail (a plain form: it works without JavaScript); links to each template's preview.
 */
import { Form, Link, href, useNavigation } from "react-router";
import { MAIL_STATUSES, MAIL_STATUS_TEXT, type MailStatus } from "~/schemas/mail";
import { formatDateTime, isoDateTime } from "../crm/dashboard-data";
import * as controls from "../crm/controls.css";
import * as styles from "./mail.css";
import * as pageParts from "../crm/page-parts.css";
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

const statusText = (status: string) => MAIL_STATUS_TEXT[status as MailStatus] ?? status;

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
    <li className={pageParts.card} data-testid="mail-row">
      <div className={pageParts.cardHeader}>
        <h2 className={pageParts.cardTitle}>{mail.subject}</h2>
        <span className={mail.status === "sent" ? controls.activeBadge : controls.neutralBadge}>
          {statusText(mail.status)}
        </span>
      </div>
      <dl className={pageParts.details}>
        <dt className={pageParts.term}>To</dt>
        <dd className={pageParts.definition}>{mail.recipient}</dd>
        <dt className={pageParts.term}>Kind</dt>
        <dd className={pageParts.definition}>{mail.templateLabel}</dd>
        <dt className={pageParts.term}>Attempts</dt>
        <dd className={pageParts.definition}>{mail.attempts}</dd>
        {mail.lastError ? (
          <>
            <dt className={pageParts.term}>Last error</dt>
            <dd className={pageParts.definition}>{mail.lastError}</dd>
          </>
        ) : null}
        <dt className={pageParts.term}>Queued</dt>
        <dd className={pageParts.definition}>
          <time dateTime={isoDateTime(mail.createdAt)}>{formatDateTime(mail.createdAt)}</time>
        </dd>
        {mail.sentAt ? (
          <>
            <dt className={pageParts.term}>Sent</dt>
            <dd className={pageParts.definition}>
              <time dateTime={isoDateTime(mail.sentAt)}>{formatDateTime(mail.sentAt)}</time>
            </dd>
          </>
        ) : null}
      </dl>
      {mail.status === "failed" ? (
        <Form method="post" action={ACTION} className={pageParts.cardActions}>
          <input type="hidden" name="id" value={mail.id} />
          <input type="hidden" name="returnTo" value={returnTo} />
          <button type="submit" className={controls.button.secondary} disabled={busy}>
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
        <p className={pageParts.summary}>
          Every mail the site sends goes through this outbox and is tried again for more than a day
          if the mail server refuses it. Sent, failed and cancelled mail is kept for {data.keepDays}{" "}
          days.
        </p>
        <div className={pageParts.toolbar}>
          <form
            method="get"
            action={ACTION}
            className={controls.searchForm}
            role="search"
            aria-label="Filter mail"
          >
            <div className={controls.inlineField}>
              <label htmlFor="mail-state" className={controls.label}>
                Show
              </label>
              <select
                id="mail-state"
                name="state"
                defaultValue={data.state ?? ""}
                className={controls.control}
              >
                <option value="">All mail</option>
                {MAIL_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {MAIL_STATUS_TEXT[status]}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={controls.button.secondary}>
              Show
            </button>
          </form>
        </div>
        {data.total > 0 ? (
          <p className={pageParts.summary} role="status">
            {LIST_SUMMARY.mail(
              data.total,
              data.state ? MAIL_STATUS_TEXT[data.state] : null,
              data.page,
              data.pageCount,
            )}
          </p>
        ) : null}
        {data.mail.length === 0 ? (
          <p className={pageParts.empty}>
            {data.state ? "No mail in this state." : "No mail has been sent yet."}
          </p>
        ) : (
          <ul className={pageParts.list} aria-label="Mail, the newest first">
            {data.mail.map((mail) => (
              <MailCard key={mail.id} mail={mail} returnTo={returnTo} busy={busy} />
            ))}
          </ul>
        )}
        {data.pageCount > 1 ? (
          <nav aria-label="Mail pages" className={pageParts.pagination}>
            {data.page > 1 ? (
              <Link to={mailHref(data.state, data.page - 1)} className={controls.button.secondary}>
                Previous<VisuallyHidden> page</VisuallyHidden>
              </Link>
            ) : null}
            {data.page < data.pageCount ? (
              <Link to={mailHref(data.state, data.page + 1)} className={controls.button.secondary}>
                Next<VisuallyHidden> page</VisuallyHidden>
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
      <section aria-labelledby="templates-title">
        <h2 id="templates-title">Templates</h2>
        <p className={pageParts.summary}>
          Each kind of mail, rendered with made-up sample data (no real person, address or link).
        </p>
        <ul>
          {data.templates.map((template) => (
            <li key={template.name}>
              <Link
                to={href("/crm/mail/templates/:template", { template: template.name })}
                className={pageParts.cardLink}
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
        <Link to={ACTION} className={pageParts.cardLink}>
          Back to Mail
        </Link>
      </p>
      <h1 id="preview-title">Preview: {preview.label}</h1>
      <p className={pageParts.summary}>
        Rendered with made-up sample data: no real person, address or working link.
      </p>
      <dl className={pageParts.details}>
        <dt className={pageParts.term}>Subject</dt>
        <dd className={pageParts.definition}>{preview.subject}</dd>
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
