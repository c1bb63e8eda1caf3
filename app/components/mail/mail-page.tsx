/**
 * The CRM's Mail page: every mail in the outbox (queued, sent, failed for good, cancelled) with
 * its recipient, subject, attempts and last error; a filter by state in the URL; Retry for a
 * failed mail (a plain form: it works without JavaScript); links to each template's preview.
 */
import { useEffect, useRef } from "react";
import { Form, Link, href, useNavigation } from "react-router";
import { MAIL_STATUSES, type MailStatus } from "~/schemas/mail";
import { formatDateTime, isoDateTime } from "../crm/dashboard-data";
import * as controls from "../crm/controls.css";
import * as pageParts from "../crm/page-parts.css";
import * as styles from "./mail.css";
import { VisuallyHidden } from "../crm/controls";
import { MAIL_STATUS_TEXTS, MAIL_TEXTS } from "./texts";
import { CRM_TEXTS } from "../crm/texts";

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
    <li className={pageParts.card} data-testid="mail-row">
      <div className={pageParts.cardHeader}>
        <h2 className={pageParts.cardTitle}>{mail.subject}</h2>
        <span className={mail.status === "sent" ? controls.activeBadge : controls.neutralBadge}>
          {statusText(mail.status)}
        </span>
      </div>
      <dl className={pageParts.details}>
        <dt className={pageParts.term}>{MAIL_TEXTS.to}</dt>
        <dd className={pageParts.definition}>{mail.recipient}</dd>
        <dt className={pageParts.term}>{MAIL_TEXTS.kind}</dt>
        <dd className={pageParts.definition}>{mail.templateLabel}</dd>
        <dt className={pageParts.term}>{MAIL_TEXTS.attempts}</dt>
        <dd className={pageParts.definition}>{mail.attempts}</dd>
        {mail.lastError ? (
          <>
            <dt className={pageParts.term}>{MAIL_TEXTS.lastError}</dt>
            <dd className={pageParts.definition}>{mail.lastError}</dd>
          </>
        ) : null}
        <dt className={pageParts.term}>{MAIL_TEXTS.queued}</dt>
        <dd className={pageParts.definition}>
          <time dateTime={isoDateTime(mail.createdAt)}>{formatDateTime(mail.createdAt)}</time>
        </dd>
        {mail.sentAt ? (
          <>
            <dt className={pageParts.term}>{MAIL_TEXTS.sent}</dt>
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
            {MAIL_TEXTS.retry}
            <VisuallyHidden>: {mail.subject}</VisuallyHidden>
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
        <h1 id="mail-title">{MAIL_TEXTS.title}</h1>
        <p className={pageParts.summary}>{MAIL_TEXTS.intro(data.keepDays)}</p>
        <div className={pageParts.toolbar}>
          <form
            method="get"
            action={ACTION}
            className={controls.searchForm}
            role="search"
            aria-label={MAIL_TEXTS.filter}
          >
            <div className={controls.inlineField}>
              <label htmlFor="mail-state" className={controls.label}>
                {MAIL_TEXTS.show}
              </label>
              <select
                id="mail-state"
                name="state"
                defaultValue={data.state ?? ""}
                className={controls.control}
              >
                <option value="">{MAIL_TEXTS.allMail}</option>
                {MAIL_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {MAIL_STATUS_TEXTS[status]}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={controls.button.secondary}>
              {MAIL_TEXTS.show}
            </button>
          </form>
        </div>
        {data.total > 0 ? (
          <p className={pageParts.summary} role="status">
            {MAIL_TEXTS.summary(
              data.total,
              data.state ? MAIL_STATUS_TEXTS[data.state] : null,
              data.page,
              data.pageCount,
            )}
          </p>
        ) : null}
        {data.mail.length === 0 ? (
          <p className={pageParts.empty}>
            {data.state ? MAIL_TEXTS.noneInState : MAIL_TEXTS.noneYet}
          </p>
        ) : (
          <ul className={pageParts.list} aria-label={MAIL_TEXTS.list}>
            {data.mail.map((mail) => (
              <MailCard key={mail.id} mail={mail} returnTo={returnTo} busy={busy} />
            ))}
          </ul>
        )}
        {data.pageCount > 1 ? (
          <nav aria-label={MAIL_TEXTS.pages} className={pageParts.pagination}>
            {data.page > 1 ? (
              <Link to={mailHref(data.state, data.page - 1)} className={controls.button.secondary}>
                {CRM_TEXTS.pages.previous}
                <VisuallyHidden> {CRM_TEXTS.pages.page}</VisuallyHidden>
              </Link>
            ) : null}
            {data.page < data.pageCount ? (
              <Link to={mailHref(data.state, data.page + 1)} className={controls.button.secondary}>
                {CRM_TEXTS.pages.next}
                <VisuallyHidden> {CRM_TEXTS.pages.page}</VisuallyHidden>
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
      <section aria-labelledby="templates-title">
        <h2 id="templates-title">{MAIL_TEXTS.templates}</h2>
        <p className={pageParts.summary}>{MAIL_TEXTS.templatesIntro}</p>
        <ul>
          {data.templates.map((template) => (
            <li key={template.name}>
              <Link
                to={href("/crm/mail/templates/:template", { template: template.name })}
                className={pageParts.cardLink}
              >
                {MAIL_TEXTS.preview(template.label)}
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
  /**
   * The HTML part's body as a block (mailBodyAsBlock, headings below MAIL_PREVIEW_HEADING_LEVEL),
   * drawn in place without JavaScript.
   */
  htmlBlock: string;
  text: string;
}

/**
 * Grows the preview's frame to the whole mail, so its footer is in view rather than below the
 * frame's own scroll; again when the width changes the mail's wrapping. Without JavaScript the
 * frame is hidden and the mail is drawn in place (MailPreview).
 */
function useFrameFitsContent() {
  const ref = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const frame = ref.current;
    if (!frame) return;
    const fit = () => {
      const body = frame.contentDocument?.body;
      if (!body) return;
      const border = frame.offsetHeight - frame.clientHeight;
      frame.style.height = `${body.scrollHeight + border}px`;
    };
    fit();
    frame.addEventListener("load", fit);
    window.addEventListener("resize", fit);
    return () => {
      frame.removeEventListener("load", fit);
      window.removeEventListener("resize", fit);
    };
  }, []);
  return ref;
}

/** The level of the preview's "HTML part" heading, under which the mail's own headings go. */
export const MAIL_PREVIEW_HEADING_LEVEL = 2;

export function MailPreview({ preview }: { preview: MailPreviewData }) {
  const frame = useFrameFitsContent();
  return (
    <section aria-labelledby="preview-title">
      <p>
        <Link to={ACTION} className={pageParts.cardLink}>
          {MAIL_TEXTS.back}
        </Link>
      </p>
      <h1 id="preview-title">{MAIL_TEXTS.preview(preview.label)}</h1>
      <p className={pageParts.summary}>{MAIL_TEXTS.previewIntro}</p>
      <dl className={pageParts.details}>
        <dt className={pageParts.term}>{MAIL_TEXTS.subject}</dt>
        <dd className={pageParts.definition}>{preview.subject}</dd>
      </dl>
      <h2>{MAIL_TEXTS.htmlPart}</h2>
      {/* The sandbox runs no script in the mail's markup; same origin lets this page measure it. */}
      <iframe
        ref={frame}
        title={MAIL_TEXTS.htmlPartOf(preview.label)}
        sandbox="allow-same-origin"
        srcDoc={preview.html}
        className={styles.mailFrame}
      />
      {/* Without script: the mail at its own height in a declarative shadow root, whose styles
          and the page's stay apart, rather than a frame that scrolls inside the page. */}
      <noscript>
        <div
          role="region"
          aria-label={MAIL_TEXTS.htmlPartOf(preview.label)}
          className={styles.mailBlock}
          dangerouslySetInnerHTML={{
            __html: `<template shadowrootmode="open">${preview.htmlBlock}</template>`,
          }}
        />
      </noscript>
      <h2>{MAIL_TEXTS.textPart}</h2>
      <pre className={styles.mailText}>{preview.text}</pre>
    </section>
  );
}
