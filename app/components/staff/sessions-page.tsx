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
      <section className={controls.pageSection} aria-labelledby="sessions-title">
        <h1 id="sessions-title">{SESSIONS_TEXTS.title}</h1>
        <p className={pageParts.summary}>
          {SESSIONS_TEXTS.intro(limits.idleMinutes, limits.maxHours)}
        </p>
        <ul className={pageParts.list} aria-label={SESSIONS_TEXTS.list}>
          {sessions.map((session) => (
            <li key={session.handle} className={pageParts.card}>
              <div className={pageParts.cardHeader}>
                <h2 className={pageParts.cardTitle}>
                  {describeDevice(session.userAgent)}
                  {session.current ? SESSIONS_TEXTS.thisBrowser : ""}
                </h2>
              </div>
              <dl className={pageParts.details}>
                <dt className={pageParts.term}>{SESSIONS_TEXTS.address}</dt>
                <dd className={pageParts.definition}>
                  {session.ipAddress ?? SESSIONS_TEXTS.notRecorded}
                </dd>
                <dt className={pageParts.term}>{SESSIONS_TEXTS.signedIn}</dt>
                <dd className={pageParts.definition}>
                  <time dateTime={isoDateTime(session.createdAt)}>
                    {formatDateTime(session.createdAt)}
                  </time>
                </dd>
                <dt className={pageParts.term}>{SESSIONS_TEXTS.lastActive}</dt>
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
                    {SESSIONS_TEXTS.signOut}
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
              {SESSIONS_TEXTS.signOutOthers}
            </button>
          </Form>
        ) : null}
      </section>

      <section className={controls.pageSection} aria-labelledby="password-title">
        <h2 id="password-title">{SESSIONS_TEXTS.passwordTitle}</h2>
        <p className={pageParts.summary}>{SESSIONS_TEXTS.passwordIntro}</p>
        {passwordError ? (
          <p role="alert" className={controls.formError}>
            {passwordError}
          </p>
        ) : null}
        <Form method="post" action={ACTION}>
          <input type="hidden" name="intent" value="password" />
          <div className={controls.inlineField}>
            <label htmlFor="current-password" className={controls.label}>
              {SESSIONS_TEXTS.currentPassword}
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
              {SESSIONS_TEXTS.newPassword}
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
              {SESSIONS_TEXTS.changePassword}
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
