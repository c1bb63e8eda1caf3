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
import * as controls from "../crm/controls.css";
import * as pageParts from "../crm/page-parts.css";

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
      <section className={controls.pageSection} aria-labelledby="sessions-title">
        <h1 id="sessions-title">Your sessions</h1>
        <p className={pageParts.summary}>
          Each browser signed in to your account. A session ends after {limits.idleMinutes} minutes
          without use and {limits.maxHours} hours after signing in. If you do not recognise one,
          sign it out and change your password.
        </p>
        <ul className={pageParts.list} aria-label="Signed-in browsers">
          {sessions.map((session) => (
            <li key={session.handle} className={pageParts.card}>
              <div className={pageParts.cardHeader}>
                <h2 className={pageParts.cardTitle}>
                  {describeDevice(session.userAgent)}
                  {session.current ? " (this browser)" : ""}
                </h2>
              </div>
              <dl className={pageParts.details}>
                <dt className={pageParts.term}>Address</dt>
                <dd className={pageParts.definition}>{session.ipAddress ?? "Not recorded"}</dd>
                <dt className={pageParts.term}>Signed in</dt>
                <dd className={pageParts.definition}>
                  <time dateTime={isoDateTime(session.createdAt)}>
                    {formatDateTime(session.createdAt)}
                  </time>
                </dd>
                <dt className={pageParts.term}>Last active</dt>
                <dd className={pageParts.definition}>
                  <time dateTime={isoDateTime(session.lastSeenAt)}>
                    {formatDateTime(session.lastSeenAt)}
                  </time>
                </dd>
              </dl>
              {session.current ? null : (
                <Form method="post" action={ACTION} className={pageParts.cardActions}>
                  <input type="hidden" name="intent" value="end" />
                  <input type="hidden" name="session" value={session.handle} />
                  <button type="submit" className={controls.button.secondary} disabled={busy}>
                    Sign out this session
                    <span className={controls.visuallyHidden}>
                      : {describeDevice(session.userAgent)}
                    </span>
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
        {others > 0 ? (
          <Form method="post" action={ACTION} className={controls.formActions}>
            <input type="hidden" name="intent" value="end-others" />
            <button type="submit" className={controls.button.danger} disabled={busy}>
              Sign out all other sessions
            </button>
          </Form>
        ) : null}
      </section>

      <section className={controls.pageSection} aria-labelledby="password-title">
        <h2 id="password-title">Change your password</h2>
        <p className={pageParts.summary}>
          At least 12 characters. Every other session of your account ends; this one stays.
        </p>
        {passwordError ? (
          <p role="alert" className={controls.formError}>
            {passwordError}
          </p>
        ) : null}
        <Form method="post" action={ACTION}>
          <input type="hidden" name="intent" value="password" />
          <div className={controls.inlineField}>
            <label htmlFor="current-password" className={controls.label}>
              Current password
            </label>
            <input
              id="current-password"
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              required
              className={controls.control}
            />
          </div>
          <div className={controls.inlineField}>
            <label htmlFor="new-password" className={controls.label}>
              New password
            </label>
            <input
              id="new-password"
              name="newPassword"
              type="password"
              autoComplete="new-password"
              minLength={12}
              required
              className={controls.control}
            />
          </div>
          <div className={controls.formActions}>
            <button type="submit" className={controls.button.primary} disabled={busy}>
              Change password
            </button>
          </div>
        </Form>
      </section>

      <section className={controls.pageSection} aria-labelledby="reminders-title" id="reminders">
        <h2 id="reminders-title">{REMINDER_TEXTS.title}</h2>
        <p className={pageParts.summary} data-testid="reminder-setting">
          {reminderMail ? REMINDER_TEXTS.on : REMINDER_TEXTS.off}
        </p>
        <Form method="post" action={ACTION} className={controls.formActions}>
          <input type="hidden" name="intent" value="reminders" />
          <input type="hidden" name="reminders" value={reminderMail ? "off" : "on"} />
          <button type="submit" className={controls.button.secondary} disabled={busy}>
            {reminderMail ? REMINDER_TEXTS.turnOff : REMINDER_TEXTS.turnOn}
          </button>
        </Form>
      </section>
    </>
  );
}
