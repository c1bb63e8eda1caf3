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
        <h1 id="sessions-title">Your sessions</h1>
        <p className={styles.summary}>
          Each browser signed in to your account. A session ends after {limits.idleMinutes} minutes
          without use and {limits.maxHours} hours after signing in. If you do not recognise one,
          sign it out and change your password.
        </p>
        <ul className={styles.list} aria-label="Signed-in browsers">
          {sessions.map((session) => (
            <li key={session.handle} className={styles.card}>
              <div className={styles.cardHeader}>
                <h2 className={styles.cardTitle}>
                  {describeDevice(session.userAgent)}
                  {session.current ? " (this browser)" : ""}
                </h2>
              </div>
              <dl className={styles.details}>
                <dt className={styles.term}>Address</dt>
                <dd className={styles.definition}>{session.ipAddress ?? "Not recorded"}</dd>
                <dt className={styles.term}>Signed in</dt>
                <dd className={styles.definition}>
                  <time dateTime={isoDateTime(session.createdAt)}>
                    {formatDateTime(session.createdAt)}
                  </time>
                </dd>
                <dt className={styles.term}>Last active</dt>
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
                    Sign out this session
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
              Sign out all other sessions
            </button>
          </Form>
        ) : null}
      </section>

      <section className={styles.pageSection} aria-labelledby="password-title">
        <h2 id="password-title">Change your password</h2>
        <p className={styles.summary}>
          At least 12 characters. Every other session of your account ends; this one stays.
        </p>
        {passwordError ? (
          <p role="alert" className={styles.formError}>
            {passwordError}
          </p>
        ) : null}
        <Form method="post" action={ACTION}>
          <input type="hidden" name="intent" value="password" />
          <div className={styles.inlineField}>
            <label htmlFor="current-password" className={styles.label}>
              Current password
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
              New password
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
              Change password
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
