/**
 * The CRM's System page: what needs attention, the build and database, each job queue and
 * schedule, mail outcomes, the newest backup and the settings still to make. Server-rendered:
 * nothing on it needs JavaScript; its one form, "Back up now", is a plain post (a pending state
 * with JavaScript, decision 093). Cards with term/definition lists rather than
 * tables, so nothing scrolls sideways at 320 px.
 */
import { Fragment, type ReactNode } from "react";
import { Form, Link, href, useNavigation } from "react-router";
import type { SystemStatus } from "~/models/system.server";
import { reauthHref } from "~/utils/reauth-href";
import { formatDateTime, isoDateTime } from "../crm/dashboard-data";
import * as controls from "../crm/controls.css";
import * as pageParts from "../crm/page-parts.css";
import * as styles from "./system.css";
import {
  CONFIG_GAP_TEXTS,
  ATTENTION_TEXTS,
  SYSTEM_TEXTS,
  bytes,
  duration,
  mailboxErrorInWords,
} from "./texts";

/** The loader's figures (dates survive the trip to the browser as dates). */
export type SystemPageData = SystemStatus;

const T = SYSTEM_TEXTS;

function When({ at }: { at: Date }) {
  return <time dateTime={isoDateTime(at)}>{formatDateTime(at)}</time>;
}

function Terms({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={pageParts.details}>
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt className={pageParts.term}>{term}</dt>
          <dd className={pageParts.definition}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={pageParts.card}>
      <h2 id={id} className={pageParts.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The shared mailbox (IMAP_URL): when it was last read, and any outage with its next attempt. */
function MailboxSection({ mailbox }: { mailbox: NonNullable<SystemPageData["mailbox"]> }) {
  return (
    <Section id="system-mailbox" title={T.mailbox.title}>
      <Terms
        rows={[
          [
            T.mailbox.lastRead,
            mailbox.readAt ? <When key="read" at={mailbox.readAt} /> : T.mailbox.never,
          ],
          ...(mailbox.failingSince
            ? ([
                [T.mailbox.failingSince, <When key="since" at={mailbox.failingSince} />],
                [T.mailbox.attempts, mailbox.failures],
                [T.mailbox.error, mailbox.lastError ? mailboxErrorInWords(mailbox.lastError) : ""],
                ...(mailbox.nextAttemptAt
                  ? [[T.mailbox.nextAttempt, <When key="next" at={mailbox.nextAttemptAt} />]]
                  : []),
              ] as [string, ReactNode][])
            : []),
        ]}
      />
      {mailbox.failingSince ? null : <p>{T.mailbox.ok}</p>}
    </Section>
  );
}

/** "Back up now": a plain form post; while it runs (JavaScript on) the button waits and says so. */
function BackUpNow() {
  const navigation = useNavigation();
  const action = href("/crm/system/backup");
  const busy = navigation.state !== "idle" && navigation.formAction === action;
  return (
    <div data-testid="back-up-now">
      <h3>{T.backUpNow.title}</h3>
      <p>{T.backUpNow.intro}</p>
      <Form method="post" action={action}>
        <button type="submit" className={controls.button.primary} disabled={busy}>
          {busy ? T.backUpNow.pending : T.backUpNow.button}
        </button>
      </Form>
      <p role="status">{busy ? T.backUpNow.progress : null}</p>
    </div>
  );
}

export function SystemPage({ data }: { data: SystemPageData }) {
  const { build, database, backup, mail } = data;
  return (
    <>
      <h1>{T.title}</h1>
      <p className={pageParts.summary}>{T.intro}</p>
      <div className={pageParts.list}>
        <Section id="system-attention" title={T.attention.title}>
          {data.attention.length === 0 ? (
            <p data-testid="system-attention">{T.attention.none}</p>
          ) : (
            <ul data-testid="system-attention">
              {data.attention.map((reason) => (
                <li key={reason}>{ATTENTION_TEXTS[reason]}</li>
              ))}
            </ul>
          )}
        </Section>

        <Section id="system-build" title={T.build.title}>
          <Terms
            rows={[
              [T.build.version, build.version],
              [T.build.commit, build.commit ?? T.build.unknown],
              [T.build.node, build.node],
              [T.build.database, T.build.databaseKind[database.kind]],
              [T.build.size, bytes(database.bytes)],
              [T.build.uptime, duration(data.uptimeSeconds)],
            ]}
          />
        </Section>

        <Section id="system-queues" title={T.queues.title}>
          <p className={pageParts.summary}>{T.queues.intro}</p>
          <ul className={styles.cards}>
            {data.queues.map((queue) => (
              <li key={queue.name} data-testid="system-queue">
                <h3 className={pageParts.cardTitle}>{T.queues.names[queue.name] ?? queue.name}</h3>
                <Terms
                  rows={[
                    [T.queues.waiting, queue.waiting],
                    [T.queues.active, queue.active],
                    [T.queues.failed, queue.failed],
                    [
                      T.queues.oldest,
                      queue.oldestWaitingSeconds === null
                        ? T.queues.none
                        : duration(queue.oldestWaitingSeconds),
                    ],
                  ]}
                />
              </li>
            ))}
          </ul>
        </Section>

        <Section id="system-schedules" title={T.schedules.title}>
          <ul className={styles.cards}>
            {data.schedules.map((schedule) => (
              <li key={schedule.name} data-testid="system-schedule">
                <h3 className={pageParts.cardTitle}>
                  {T.queues.names[schedule.name] ?? schedule.name}
                </h3>
                <Terms
                  rows={[
                    [
                      T.schedules.when,
                      T.schedules.cron[schedule.cron] ??
                        `${schedule.cron}${T.schedules.inZone(schedule.tz)}`,
                    ],
                    [
                      T.schedules.lastRun,
                      schedule.lastRun ? <When at={schedule.lastRun.at} /> : T.schedules.never,
                    ],
                    ...(schedule.lastRun
                      ? ([[T.schedules.result, T.schedules.results[schedule.lastRun.result]]] as [
                          string,
                          ReactNode,
                        ][])
                      : []),
                    [
                      T.schedules.nextRun,
                      schedule.nextRun ? <When at={schedule.nextRun} /> : T.queues.none,
                    ],
                  ]}
                />
                {schedule.failing ? (
                  <p className={controls.neutralBadge}>{T.schedules.failing}</p>
                ) : null}
              </li>
            ))}
          </ul>
        </Section>

        <Section id="system-mail" title={T.mail.title}>
          <Terms
            rows={[
              [T.mail.sent, mail.sent24h],
              [T.mail.failed, mail.failed24h],
              [T.mail.failedWaiting, mail.failedWaiting],
              [T.mail.queued, mail.queued],
            ]}
          />
          <p>
            <Link to={href("/crm/mail")} className={pageParts.cardLink}>
              {T.mail.link}
            </Link>
          </p>
        </Section>

        {data.mailbox ? <MailboxSection mailbox={data.mailbox} /> : null}

        <Section id="system-backup" title={T.backup.title}>
          {backup.failure ? (
            <div role="alert" data-testid="backup-failure">
              <p>{T.backup.failed(formatDateTime(new Date(backup.failure.at)))}</p>
              <p className={styles.breakable}>{backup.failure.error}</p>
            </div>
          ) : null}
          {database.kind === "postgres" ? (
            <p>{T.backup.postgres}</p>
          ) : backup.latest ? (
            <>
              <Terms
                rows={[
                  [T.backup.file, backup.latest.name],
                  [T.backup.kind, T.backup.kinds[backup.latest.kind]],
                  [T.backup.made, <When key="made" at={backup.latest.time} />],
                  [T.backup.size, bytes(backup.latest.bytes)],
                  [T.backup.dir, backup.dir],
                  [
                    T.backup.copied,
                    data.gaps.includes("backup-command")
                      ? T.backup.copiedNo
                      : {
                          copied: T.backup.copiedYes,
                          failed: T.backup.copiedFailed,
                          unknown: T.backup.copiedPending,
                        }[backup.copy],
                  ],
                ]}
              />
              <p>
                <a
                  href={reauthHref(href("/api/crm/backups/:name", { name: backup.latest.name }))}
                  className={controls.button.secondary}
                >
                  {T.backup.download}
                </a>
              </p>
              <p>{T.backup.downloadNote}</p>
              <h3>{T.backup.allTitle}</h3>
              <ul data-testid="backup-files">
                {backup.files.map((file) => (
                  <li key={file.name} className={styles.breakable}>
                    {file.name}: {T.backup.kinds[file.kind]}, <When at={file.time} />,{" "}
                    {bytes(file.bytes)}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>{T.backup.none}</p>
          )}
          {backup.stale && backup.latest ? <p>{T.backup.stale}</p> : null}
          {database.kind === "embedded" ? <BackUpNow /> : null}
          {backup.setAside.length ? (
            <>
              <h3>{T.backup.setAsideTitle}</h3>
              <ul data-testid="set-aside">
                {backup.setAside.map((d) => (
                  <li key={d.dir} className={styles.breakable}>
                    {T.backup.setAside(d.dir, formatDateTime(d.deletedAfter))}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </Section>

        <Section id="system-config" title={T.config.title}>
          {data.gaps.length === 0 ? (
            <p>{T.config.none}</p>
          ) : (
            <ul data-testid="system-config">
              {data.gaps.map((gap) => (
                <li key={gap}>
                  {CONFIG_GAP_TEXTS[gap].what} {CONFIG_GAP_TEXTS[gap].fix}
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
    </>
  );
}
