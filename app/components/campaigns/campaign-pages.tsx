/**
 * The Campaigns pages: the list, the compose form (a plain post: it works without JavaScript,
 * Conform checks it in the browser with the server's schema), the preview at two widths, the
 * test copy, the sending controls and the per-recipient report.
 */
import { BodyHint } from "~/components/images/insert-hint";
import {
  type UploadedView,
  UploadedMarkdown,
  uploadAnswerOf,
} from "~/components/images/image-pages";
import { InsertImageFieldset } from "~/components/images/insert-image";
import { IMAGE_UPLOAD_FIELDS } from "~/schemas/image";
import { type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Fragment, useEffect } from "react";
import { Form, Link, href, useNavigation, useRevalidator } from "react-router";
import { useHydrated } from "~/components/shell/use-hydrated";
import { SelectField, TextAreaField, TextField } from "~/components/forms/fields";
import * as forms from "~/components/forms/forms.css";
import { summaryFromFields } from "~/components/forms/error-summary";
import { CAMPAIGN_AUDIENCES, type CampaignAudience, campaignFormSchema } from "~/schemas/campaign";
import { formatDateTime, isoDateTime } from "../crm/dashboard-data";
import * as controls from "../crm/controls.css";
import * as pageParts from "../crm/page-parts.css";
import { CrmFormHead, postTo, useSendAttempts } from "../crm/form-parts";
import { VisuallyHidden } from "../crm/controls";
import { useUnsavedChangesWarning } from "../forms/unsaved-changes";
import * as styles from "./campaigns.css";
import {
  CAMPAIGN_STATE_TEXTS,
  CAMPAIGN_TEXTS,
  type CampaignStateName,
  RECIPIENT_STATES,
  RECIPIENT_STATE_TEXTS,
  type RecipientStateName,
} from "./texts";

type Counts = Record<RecipientStateName, number> & { total: number };

export interface CampaignView {
  id: number;
  scheduledAt: Date | string | null;
  subject: string;
  previewText: string;
  body: string;
  audience: string;
  state: string;
  createdBy: string;
  createdAt: Date | string;
  sentAt: Date | string | null;
  sendingStartedAt?: Date | string | null;
  inArchive: boolean;
  counts: Counts;
}

const audienceText = (audience: string) =>
  CAMPAIGN_TEXTS.audiences[audience as CampaignAudience] ?? audience;
const stateText = (state: string) => CAMPAIGN_STATE_TEXTS[state as CampaignStateName] ?? state;
const campaignHref = (id: number) => href("/crm/campaigns/:id", { id: String(id) });
/** A draft's edit form: the page's other buttons submit it (`form=`), so they act on what is shown. */
const editFormId = (id: number) => `campaign-${id}`;

/**
 * A key that changes with the saved text: the edit form is drawn again from it after a save that
 * changed it on the server (a picture's Markdown put into the body), as the form keeps what the
 * browser holds otherwise.
 */
function savedKey(c: Pick<CampaignView, "subject" | "previewText" | "body" | "audience">): string {
  let hash = 5381;
  for (const char of JSON.stringify([c.subject, c.previewText, c.body, c.audience]))
    hash = (Math.imul(hash, 33) ^ char.charCodeAt(0)) >>> 0;
  return hash.toString(36);
}

/**
 * A draft that keeps a scheduled time missed it: the job found it too late (CAMPAIGN_LATE_HOURS)
 * and handed it back to staff; back to draft by hand clears the time. The time, else null.
 */
const missedAt = (c: Pick<CampaignView, "state" | "scheduledAt">) =>
  c.state === "draft" ? c.scheduledAt : null;

function StateBadge({ state }: { state: string }) {
  return (
    <span className={state === "sent" ? controls.activeBadge : controls.neutralBadge}>
      {stateText(state)}
    </span>
  );
}

export function CampaignsPage({ campaigns }: { campaigns: CampaignView[] }) {
  return (
    <section aria-labelledby="campaigns-title">
      <h1 id="campaigns-title">{CAMPAIGN_TEXTS.title}</h1>
      <p className={pageParts.summary}>{CAMPAIGN_TEXTS.intro}</p>
      <p>
        <Link to={href("/crm/campaigns/new")} className={controls.button.primary}>
          {CAMPAIGN_TEXTS.newCampaign}
        </Link>
      </p>
      {campaigns.length === 0 ? (
        <p className={pageParts.empty}>{CAMPAIGN_TEXTS.none}</p>
      ) : (
        <ul className={pageParts.list} aria-label={CAMPAIGN_TEXTS.list}>
          {campaigns.map((c) => (
            <li key={c.id} className={pageParts.card} data-testid="campaign-row">
              <div className={pageParts.cardHeader}>
                <h2 className={pageParts.cardTitle}>
                  <Link to={campaignHref(c.id)} className={pageParts.cardLink}>
                    {c.subject}
                  </Link>
                </h2>
                <StateBadge state={c.state} />
              </div>
              {missedAt(c) ? (
                <p className={styles.missed} data-testid="campaign-missed">
                  {CAMPAIGN_TEXTS.missedShort(formatDateTime(missedAt(c)!))}
                </p>
              ) : null}
              <p className={pageParts.summary}>{CAMPAIGN_TEXTS.counts(c.counts)}</p>
              <dl className={pageParts.details}>
                <dt className={pageParts.term}>{CAMPAIGN_TEXTS.created}</dt>
                <dd className={pageParts.definition}>
                  <time dateTime={isoDateTime(c.createdAt)}>{formatDateTime(c.createdAt)}</time>
                </dd>
                <dt className={pageParts.term}>{CAMPAIGN_TEXTS.by}</dt>
                <dd className={pageParts.definition}>{c.createdBy}</dd>
                <dt className={pageParts.term}>{CAMPAIGN_TEXTS.audienceLabel}</dt>
                <dd className={pageParts.definition}>{audienceText(c.audience)}</dd>
                <WhenSent campaign={c} />
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A list card's send time: sent, sending since, or scheduled for; nothing for a draft. */
function WhenSent({ campaign: c }: { campaign: CampaignView }) {
  const [label, at] = c.sentAt
    ? [CAMPAIGN_TEXTS.sentOn, c.sentAt]
    : c.state === "scheduled" && c.scheduledAt
      ? [CAMPAIGN_TEXTS.scheduledOn, c.scheduledAt]
      : (c.state === "sending" || c.state === "paused") && c.sendingStartedAt
        ? [CAMPAIGN_TEXTS.startedOn, c.sendingStartedAt]
        : [null, null];
  if (!label || !at) return null;
  return (
    <>
      <dt className={pageParts.term}>{label}</dt>
      <dd className={pageParts.definition} data-testid="campaign-when">
        <time dateTime={isoDateTime(at)}>{formatDateTime(at)}</time>
      </dd>
    </>
  );
}

/** Seconds between two looks at a sending campaign's counts (JavaScript on). */
const REFRESH_SECONDS = 5;

/**
 * While the campaign sends: with JavaScript its counts are read again every few seconds; without,
 * the page never reloads on its own (WCAG 2.2.1) and "Check progress" reloads it.
 */
function SendingProgress({ self, secondsLeft }: { self: string; secondsLeft: number | null }) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  useEffect(() => {
    const timer = setInterval(() => {
      if (revalidator.state === "idle" && document.visibilityState === "visible")
        void revalidator.revalidate();
    }, REFRESH_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [revalidator]);
  return (
    <p data-testid="campaign-estimate">
      {secondsLeft === null ? null : `${CAMPAIGN_TEXTS.timeLeft(secondsLeft)} `}
      {hydrated ? (
        CAMPAIGN_TEXTS.refreshing
      ) : (
        <Link to={self} reloadDocument className={controls.button.secondary}>
          {CAMPAIGN_TEXTS.checkProgress}
        </Link>
      )}
    </p>
  );
}

/** The compose form: new (no campaign) or a draft's edit. */
export function CampaignForm({
  campaign,
  lastResult,
  uploaded,
}: {
  campaign?: Pick<CampaignView, "id" | "subject" | "previewText" | "body" | "audience">;
  lastResult?: SubmissionResult<string[]>;
  /** A picture just uploaded from this form: its Markdown (to paste, or already in the body). */
  uploaded?: UploadedView | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [form, fields] = useForm({
    id: campaign ? editFormId(campaign.id) : "campaign-new",
    lastResult,
    defaultValue: {
      subject: campaign?.subject ?? "",
      previewText: campaign?.previewText ?? "",
      body: campaign?.body ?? "",
      audience: campaign?.audience ?? "newsletter",
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: campaignFormSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const { attempt, formProps } = useSendAttempts(form, lastResult);
  const action = campaign ? campaignHref(campaign.id) : href("/crm/campaigns/new");
  useUnsavedChangesWarning(formProps.id, CAMPAIGN_TEXTS.unsavedLeave);
  return (
    <Form
      method="post"
      action={postTo(action, formProps.id)}
      encType="multipart/form-data"
      {...formProps}
    >
      <CrmFormHead
        formId={formProps.id}
        attempt={attempt}
        summary={summaryFromFields([
          fields.subject,
          fields.previewText,
          fields.body,
          fields.audience,
        ])}
        failedTitle={CAMPAIGN_TEXTS.failed}
        formErrors={form.errors}
        returnTo={action}
      />
      <div className={controls.formGrid}>
        <TextField
          field={fields.subject}
          label={CAMPAIGN_TEXTS.fields.subject}
          autoComplete="off"
        />
        <TextField
          field={fields.previewText}
          label={CAMPAIGN_TEXTS.fields.previewText}
          hint={CAMPAIGN_TEXTS.fields.previewTextHint}
          optional
          autoComplete="off"
        />
        <SelectField
          field={fields.audience}
          label={CAMPAIGN_TEXTS.audienceLabel}
          options={CAMPAIGN_AUDIENCES.map((value) => ({
            value,
            label: CAMPAIGN_TEXTS.audiences[value],
          }))}
        />
      </div>
      <TextAreaField
        field={fields.body}
        label={CAMPAIGN_TEXTS.fields.body}
        hint={<BodyHint hint={CAMPAIGN_TEXTS.fields.bodyHint} mailed uploadHere />}
        rows={14}
      />
      {uploaded ? <UploadedMarkdown {...uploaded} /> : null}
      <InsertImageFieldset
        bodyId={fields.body.id}
        answer={uploadAnswerOf(form, IMAGE_UPLOAD_FIELDS.insert)}
        busy={busy}
        creating={!campaign}
      />
      <div className={controls.formActions}>
        <button
          type="submit"
          name="intent"
          value="save"
          className={controls.button.primary}
          disabled={busy}
        >
          {busy ? CAMPAIGN_TEXTS.saving : campaign ? CAMPAIGN_TEXTS.save : CAMPAIGN_TEXTS.create}
        </button>
      </div>
    </Form>
  );
}

export interface PreviewView {
  subject: string;
  html: string;
  text: string;
}

/** The HTML part at a desktop and a phone width (sandboxed frames: no script runs), and the text. */
export function CampaignPreview({ preview }: { preview: PreviewView }) {
  return (
    <section aria-labelledby="preview-title">
      <h2 id="preview-title">{CAMPAIGN_TEXTS.previewTitle}</h2>
      <p className={pageParts.summary}>{CAMPAIGN_TEXTS.previewIntro}</p>
      <h3>{CAMPAIGN_TEXTS.desktop}</h3>
      <iframe
        title={CAMPAIGN_TEXTS.htmlPartOf(CAMPAIGN_TEXTS.desktop)}
        sandbox=""
        srcDoc={preview.html}
        className={styles.desktopFrame}
      />
      <h3>{CAMPAIGN_TEXTS.phone}</h3>
      <iframe
        title={CAMPAIGN_TEXTS.htmlPartOf(CAMPAIGN_TEXTS.phone)}
        sandbox=""
        srcDoc={preview.html}
        className={styles.phoneFrame}
      />
      <h3>{CAMPAIGN_TEXTS.textPart}</h3>
      <pre className={styles.mailText}>{preview.text}</pre>
    </section>
  );
}

function IntentButton({
  action,
  intent,
  label,
  primary = false,
  formId,
}: {
  action: string;
  intent: string;
  label: string;
  primary?: boolean;
  /** A draft's edit form: the button submits it, so what is on screen is saved first. */
  formId?: string;
}) {
  const navigation = useNavigation();
  const button = (
    <button
      type="submit"
      form={formId}
      name={formId ? "intent" : undefined}
      value={formId ? intent : undefined}
      className={primary ? controls.button.primary : controls.button.secondary}
      disabled={navigation.state === "submitting"}
    >
      {label}
    </button>
  );
  if (formId) return button;
  return (
    <Form method="post" action={action}>
      <input type="hidden" name="intent" value={intent} />
      {button}
    </Form>
  );
}

/** Whether the issue is (or, once sent, will be) in the newsletter's public archive. */
function ArchiveSection({ campaign, action }: { campaign: CampaignView; action: string }) {
  const sent = campaign.state === "sent";
  // DentalIQ news is a mailing to registrants, never in the public archive (decision 080).
  if (campaign.audience === "dentaliq")
    return (
      <section aria-labelledby="archive-title">
        <h2 id="archive-title">{CAMPAIGN_TEXTS.archiveTitle}</h2>
        <p data-testid="campaign-archive">{CAMPAIGN_TEXTS.archiveNotForDentaliq}</p>
      </section>
    );
  return (
    <section aria-labelledby="archive-title">
      <h2 id="archive-title">{CAMPAIGN_TEXTS.archiveTitle}</h2>
      <p data-testid="campaign-archive">
        {!campaign.inArchive ? (
          CAMPAIGN_TEXTS.archiveLeftOut
        ) : sent ? (
          <>
            {CAMPAIGN_TEXTS.archiveShown}{" "}
            <a href={href("/newsletter/archive/:id", { id: String(campaign.id) })}>
              {CAMPAIGN_TEXTS.archiveLink}
            </a>
            .
          </>
        ) : (
          CAMPAIGN_TEXTS.archiveWillBe
        )}
      </p>
      <IntentButton
        action={action}
        intent={campaign.inArchive ? "archive-out" : "archive-in"}
        label={campaign.inArchive ? CAMPAIGN_TEXTS.leaveOut : CAMPAIGN_TEXTS.putBack}
        formId={campaign.state === "draft" ? editFormId(campaign.id) : undefined}
      />
    </section>
  );
}

export interface CampaignPageData {
  campaign: CampaignView;
  preview: PreviewView;
  audienceSize: number;
  staffEmail: string;
  /** While sending: about how long the waiting recipients take; null when not known. */
  secondsLeft: number | null;
  /** The blog post it was made from ("Send as newsletter"), if any. */
  sourcePost?: { id: number; title: string } | null;
  /** A picture uploaded with the last save (the address names it). */
  uploaded?: UploadedView | null;
}

export function CampaignPage({
  data,
  lastResult,
  uploaded,
}: {
  data: CampaignPageData;
  lastResult?: SubmissionResult<string[]>;
  /** A picture uploaded by a refused post (the answer names it). */
  uploaded?: UploadedView;
}) {
  const { campaign, preview } = data;
  const self = campaignHref(campaign.id);
  const id = String(campaign.id);
  const draft = campaign.state === "draft";
  const live = campaign.state === "sending" || campaign.state === "paused";
  const scheduled = campaign.state === "scheduled";
  const over = campaign.state === "sent" || campaign.state === "cancelled";
  return (
    <article aria-labelledby="campaign-title">
      <p>
        <Link to={href("/crm/campaigns")} className={pageParts.cardLink}>
          {CAMPAIGN_TEXTS.back}
        </Link>
      </p>
      <div className={pageParts.cardHeader}>
        <h1 id="campaign-title">{campaign.subject}</h1>
        <StateBadge state={campaign.state} />
      </div>
      {data.sourcePost ? (
        <p data-testid="campaign-source-post">
          {CAMPAIGN_TEXTS.fromPost}{" "}
          <Link to={href("/crm/posts/:id", { id: String(data.sourcePost.id) })}>
            {data.sourcePost.title}
          </Link>
        </p>
      ) : null}
      {missedAt(campaign) ? (
        <p className={styles.missed} role="status" data-testid="campaign-missed">
          {CAMPAIGN_TEXTS.missed(formatDateTime(missedAt(campaign)!))}
        </p>
      ) : null}
      {draft ? null : (
        <section aria-labelledby="progress-title">
          <h2 id="progress-title">
            {over ? CAMPAIGN_TEXTS.deliveryTitle : CAMPAIGN_TEXTS.progressTitle}
          </h2>
          <p role="status" data-testid="campaign-counts">
            {scheduled && campaign.scheduledAt
              ? CAMPAIGN_TEXTS.scheduledFor(formatDateTime(campaign.scheduledAt))
              : CAMPAIGN_TEXTS.counts(campaign.counts)}
          </p>
          {campaign.state === "sending" ? (
            <SendingProgress self={self} secondsLeft={data.secondsLeft} />
          ) : null}
          <div className={controls.formActions}>
            {scheduled ? (
              <IntentButton action={self} intent="unschedule" label={CAMPAIGN_TEXTS.unschedule} />
            ) : null}
            {campaign.state === "sending" ? (
              <IntentButton action={self} intent="pause" label={CAMPAIGN_TEXTS.pause} />
            ) : null}
            {campaign.state === "paused" ? (
              <IntentButton action={self} intent="resume" label={CAMPAIGN_TEXTS.resume} primary />
            ) : null}
            {live || scheduled ? (
              <Link
                to={href("/crm/campaigns/:id/cancel", { id })}
                className={controls.button.secondary}
              >
                {CAMPAIGN_TEXTS.cancel}
              </Link>
            ) : null}
            {campaign.state === "sent" && campaign.counts.failed > 0 ? (
              <Link
                to={href("/crm/campaigns/:id/retry", { id })}
                className={controls.button.secondary}
              >
                {CAMPAIGN_TEXTS.retry(campaign.counts.failed)}
              </Link>
            ) : null}
            {scheduled ? null : (
              <Link
                to={href("/crm/campaigns/:id/recipients", { id })}
                className={controls.button.secondary}
              >
                {CAMPAIGN_TEXTS.report}
              </Link>
            )}
          </div>
        </section>
      )}
      {draft ? (
        <>
          <section aria-labelledby="edit-title">
            <h2 id="edit-title">{CAMPAIGN_TEXTS.editTitle}</h2>
            <CampaignForm
              key={savedKey(campaign)}
              campaign={campaign}
              lastResult={lastResult}
              uploaded={uploaded ?? data.uploaded}
            />
          </section>
          <section aria-labelledby="test-title">
            <h2 id="test-title">{CAMPAIGN_TEXTS.testTitle}</h2>
            <p>{CAMPAIGN_TEXTS.testIntro(data.staffEmail)}</p>
            <IntentButton
              action={self}
              intent="test"
              label={CAMPAIGN_TEXTS.sendTest}
              formId={editFormId(campaign.id)}
            />
          </section>
          <section aria-labelledby="send-title">
            <h2 id="send-title">{CAMPAIGN_TEXTS.sendTitle}</h2>
            {data.audienceSize > 0 ? (
              <>
                <p>{CAMPAIGN_TEXTS.sendIntro(data.audienceSize)}</p>
                <IntentButton
                  action={self}
                  intent="send"
                  label={CAMPAIGN_TEXTS.sendNow}
                  primary
                  formId={editFormId(campaign.id)}
                />
              </>
            ) : (
              <p>{CAMPAIGN_TEXTS.noAudience}</p>
            )}
            <p>
              <Link
                to={href("/crm/campaigns/:id/delete", { id })}
                className={controls.button.secondary}
              >
                {CAMPAIGN_TEXTS.deleteDraft}
              </Link>
            </p>
          </section>
        </>
      ) : null}
      {campaign.state === "cancelled" ? null : <ArchiveSection campaign={campaign} action={self} />}
      <CampaignPreview preview={preview} />
    </article>
  );
}

/** The send page's second choice: a UK date and time (a plain form; errors answered by the server). */
export function ScheduleForm({
  action,
  error,
  value,
}: {
  action: string;
  error?: string;
  value?: string;
}) {
  const navigation = useNavigation();
  return (
    <section aria-labelledby="schedule-title" className={controls.pageSection}>
      <h2 id="schedule-title">{CAMPAIGN_TEXTS.scheduleTitle}</h2>
      <Form method="post" action={action}>
        <input type="hidden" name="intent" value="schedule" />
        <div className={forms.field}>
          <label htmlFor="schedule-at" className={forms.label}>
            {CAMPAIGN_TEXTS.scheduleAt}
          </label>
          <span id="schedule-at-hint" className={forms.hint}>
            {CAMPAIGN_TEXTS.scheduleHint}
          </span>
          <input
            id="schedule-at"
            name="at"
            type="datetime-local"
            required
            defaultValue={value}
            className={forms.control}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "schedule-at-hint schedule-at-error" : "schedule-at-hint"}
          />
          {error ? (
            <p id="schedule-at-error" role="alert" className={controls.formError}>
              {error}
            </p>
          ) : null}
        </div>
        <div className={controls.formActions}>
          <button
            type="submit"
            className={controls.button.secondary}
            disabled={navigation.state === "submitting"}
          >
            {CAMPAIGN_TEXTS.scheduleButton}
          </button>
        </div>
      </Form>
    </section>
  );
}

export interface ReportData {
  campaign: Pick<CampaignView, "id" | "subject" | "state" | "counts"> & {
    unsubscribedAfter: number;
  };
  q: string;
  rows: {
    id: number;
    email: string;
    state: string;
    lastResponse: string | null;
    sentAt: Date | string | null;
  }[];
  total: number;
}

export function RecipientsReport({ data }: { data: ReportData }) {
  const { campaign } = data;
  const id = String(campaign.id);
  const self = href("/crm/campaigns/:id/recipients", { id });
  return (
    <section aria-labelledby="report-title">
      <p>
        <Link to={campaignHref(campaign.id)} className={pageParts.cardLink}>
          {campaign.subject}
        </Link>
      </p>
      <h1 id="report-title">{CAMPAIGN_TEXTS.reportTitle(campaign.subject)}</h1>
      <p className={pageParts.summary}>{CAMPAIGN_TEXTS.reportIntro}</p>
      <h2>{CAMPAIGN_TEXTS.summary}</h2>
      <dl className={pageParts.details} data-testid="report-counts">
        <dt className={pageParts.term}>{CAMPAIGN_TEXTS.report}</dt>
        <dd className={pageParts.definition}>{campaign.counts.total}</dd>
        {RECIPIENT_STATES.map((state) => (
          <Fragment key={state}>
            <dt className={pageParts.term}>{RECIPIENT_STATE_TEXTS[state]}</dt>
            <dd className={pageParts.definition}>{campaign.counts[state]}</dd>
          </Fragment>
        ))}
        <dt className={pageParts.term}>{CAMPAIGN_TEXTS.unsubscribedAfter}</dt>
        <dd className={pageParts.definition} data-testid="unsubscribed-after">
          {campaign.unsubscribedAfter}
        </dd>
      </dl>
      <div className={pageParts.toolbar}>
        <form
          method="get"
          action={self}
          className={controls.searchForm}
          role="search"
          aria-label={CAMPAIGN_TEXTS.searchLabel}
        >
          <div className={controls.inlineField}>
            <label htmlFor="recipient-q" className={controls.label}>
              {CAMPAIGN_TEXTS.search}
            </label>
            <input
              id="recipient-q"
              name="q"
              type="search"
              defaultValue={data.q}
              className={controls.control}
            />
          </div>
          <button type="submit" className={controls.button.secondary}>
            {CAMPAIGN_TEXTS.searchButton}
          </button>
        </form>
        <a
          href={href("/api/crm/campaigns/:id/recipients.csv", { id })}
          className={controls.button.secondary}
          download
        >
          {CAMPAIGN_TEXTS.csv}
        </a>
      </div>
      <p className={pageParts.summary} role="status">
        {data.total === 0
          ? CAMPAIGN_TEXTS.noneFound
          : CAMPAIGN_TEXTS.showing(data.rows.length, data.total)}
      </p>
      {data.rows.length ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>
              <VisuallyHidden>{CAMPAIGN_TEXTS.recipientsTable}</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col">{CAMPAIGN_TEXTS.email}</th>
                <th scope="col">{CAMPAIGN_TEXTS.state}</th>
                <th scope="col">{CAMPAIGN_TEXTS.sentAt}</th>
                <th scope="col">{CAMPAIGN_TEXTS.lastAnswer}</th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <tr key={row.id} data-testid="recipient-row">
                  <td className={styles.breakable}>{row.email}</td>
                  <td>{RECIPIENT_STATE_TEXTS[row.state as RecipientStateName] ?? row.state}</td>
                  <td>
                    {row.sentAt ? (
                      <time dateTime={isoDateTime(row.sentAt)}>{formatDateTime(row.sentAt)}</time>
                    ) : null}
                  </td>
                  <td className={styles.breakable}>{row.lastResponse}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
