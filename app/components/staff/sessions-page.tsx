/**
 * "Your sessions" (ASVS 3.3.4): every browser signed in to this account, with its device, address,
 * when it signed in and when it was last active; sign out one, or all others; the password
 * change, which ends every other session; and the reminder emails, on or off. Plain forms: they
 * work without JavaScript.
 */
import { Form, href, useNavigation } from "react-router";
import { REMINDER_TEXTS } from "~/schemas/reminder-texts";
import { describeDevice } from "~/utils/user-agent";
import { formatDateTime, isoDateTime } from "../crm/dashboard-data";
import * as styles from "../crm/dashboard.css";
import { SESSIONS_TEXTS } from "./texts";

export interface SessionView {
  handle: string;
  current: boolean;
  createdAt: Date | string;
  lastSeenAt: Date | string;
  ipAddress: string | null;
  userAgent: string | null;
}

const ACTION = href("/crm/sessions");

export function SessionsPage({
  sessions,
  limits,
  reminderMail,
  passwordError,
}: {
  sessions: SessionView[];
  limits: { idleMinutes: number; maxHours: number };
  reminderMail: boolean;
  passwordError?: string | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === ACTION;
  const others = sessions.filter((s) => !s.current).length;
  return (
    <>
      <section className={styles.pageSection} aria-labelledby="sessions-title">
        <h1 id="sessions-title">{SESSIONS_TEXTS.title}</h1>
        <p className={styles.summary}>
          {SESSIONS_TEXTS.intro(limits.idleMinutes, limits.maxHours)}
        </p>
        <ul className={styles.list} aria-label={SESSIONS_TEXTS.list}>
          {sessions.map((session) => (
            <li key={session.handle} className={styles.card}>
              <div className={styles.cardHeader}>
                <h2 className={styles.cardTitle}>
                  {describeDevice(session.userAgent)}
                  {session.current ? SESSIONS_TEXTS.thisBrowser : ""}
                </h2>
              </div>
              <dl className={styles.details}>
                <dt className={styles.term}>{SESSIONS_TEXTS.address}</dt>
                <dd className={styles.definition}>
                  {session.ipAddress ?? SESSIONS_TEXTS.notRecorded}
                </dd>
                <dt className={styles.term}>{SESSIONS_TEXTS.signedIn}</dt>
                <dd className={styles.definition}>
                  <time dateTime={isoDateTime(session.createdAt)}>
                    {formatDateTime(session.createdAt)}
                  </time>
                </dd>
                <dt className={styles.term}>{SESSIONS_TEXTS.lastActive}</dt>
                <dd className={styles.definition}>
                  <time dateTime={isoDateTime(session.lastSeenAt)}>
                    {formatDateTime(session.lastSeenAt)}
                  </time>
                </dd>
              </dl>
              {session.current ? null : (
                <Form method="post" action={ACTION} className={styles.cardActions}>
                  <input type="hidden" name="intent" value="end" />
                  <input type="hidden" name="session" value={session.handle} />
                  <button type="submit" className={styles.button.secondary} disabled={busy}>
                    {SESSIONS_TEXTS.signOut}
                    <span className={styles.visuallyHidden}>
                      : {describeDevice(session.userAgent)}
                    </span>
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
        {others > 0 ? (
          <Form method="post" action={ACTION} className={styles.formActions}>
            <input type="hidden" name="intent" value="end-others" />
            <button type="submit" className={styles.button.danger} disabled={busy}>
              {SESSIONS_TEXTS.signOutOthers}
            </button>
          </Form>
        ) : null}
      </section>

      <section className={styles.pageSection} aria-labelledby="password-title">
        <h2 id="password-title">{SESSIONS_TEXTS.passwordTitle}</h2>
        <p className={styles.summary}>{SESSIONS_TEXTS.passwordIntro}</p>
        {passwordError ? (
          <p role="alert" className={styles.formError}>
            {passwordError}
          </p>
        ) : null}
        <Form method="post" action={ACTION}>
          <input type="hidden" name="intent" value="password" />
          <div className={styles.inlineField}>
            <label htmlFor="current-password" className={styles.label}>
              {SESSIONS_TEXTS.currentPassword}
            </label>
            <input
              id="current-password"
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              required
              className={styles.control}
            />
          </div>
          <div className={styles.inlineField}>
            <label htmlFor="new-password" className={styles.label}>
              {SESSIONS_TEXTS.newPassword}
            </label>
            <input
              id="new-password"
              name="newPassword"
              type="password"
              autoComplete="new-password"
              minLength={12}
              required
              className={styles.control}
            />
          </div>
          <div className={styles.formActions}>
            <button type="submit" className={styles.button.primary} disabled={busy}>
              {SESSIONS_TEXTS.changePassword}
            </button>
          </div>
        </Form>
      </section>

      <section className={styles.pageSection} aria-labelledby="reminders-title" id="reminders">
        <h2 id="reminders-title">{REMINDER_TEXTS.title}</h2>
        <p className={styles.summary} data-testid="reminder-setting">
          {reminderMail ? REMINDER_TEXTS.on : REMINDER_TEXTS.off}
        </p>
        <Form method="post" action={ACTION} className={styles.formActions}>
          <input type="hidden" name="intent" value="reminders" />
          <input type="hidden" name="reminders" value={reminderMail ? "off" : "on"} />
          <button type="submit" className={styles.button.secondary} disabled={busy}>
            {reminderMail ? REMINDER_TEXTS.turnOff : REMINDER_TEXTS.turnOn}
          </button>
        </Form>
      </section>
    </>
  );
}
