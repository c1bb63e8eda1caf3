/**
 * /crm/staff (admins): invite a colleague (the link goes to them by mail); the invitations not
 * yet answered, each with Resend and Revoke; every staff account with its role, second factor
 * and state: change a role, reset a second factor, deactivate or reactivate. Deactivate, Reset
 * and Revoke lead to a confirmation page first; a deactivated account offers only Reactivate.
 * Plain forms and links: they work without JavaScript.
 */
import { Form, Link, href, useLocation, useNavigation } from "react-router";
import type { PendingInvitation } from "~/models/staff-admin.server";
import { VisuallyHidden } from "~/components/ui/visually-hidden";
import { formatDateTime, isoDateTime } from "../crm/dashboard-data";
import * as controls from "../crm/controls.css";
import * as pageParts from "../crm/page-parts.css";
import * as styles from "./staff.css";
import { STAFF_TEXTS } from "./texts";

export interface StaffAccountView {
  id: number;
  email: string;
  role: string;
  totpEnabledAt: Date | string | null;
  deactivatedAt: Date | string | null;
}

/** An invitation as the page gets it (dates may arrive as strings after serialisation). */
export type InvitationView = Omit<PendingInvitation, "sentAt" | "expiresAt"> & {
  sentAt: Date | string;
  expiresAt: Date | string;
};

const ACTION = href("/crm/staff");

function Action({
  intent,
  id,
  label,
  danger,
  busy,
  extra,
  of,
}: {
  intent: string;
  id: number;
  label: string;
  danger?: boolean;
  busy: boolean;
  extra?: { name: string; value: string };
  /** Completes the button's accessible name (which row it acts on). */
  of?: string;
}) {
  return (
    <Form method="post" action={ACTION}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {extra ? <input type="hidden" name={extra.name} value={extra.value} /> : null}
      <button
        type="submit"
        className={danger ? controls.button.dangerOutline : controls.button.secondary}
        disabled={busy}
      >
        {label}
        {of ? <VisuallyHidden> {of}</VisuallyHidden> : null}
      </button>
    </Form>
  );
}

/** A change that asks first: a link to its confirmation page. */
function ConfirmLink({
  change,
  id,
  label,
  of,
}: {
  change: "deactivate" | "reset-second-factor" | "revoke-invitation";
  id: number;
  label: string;
  of?: string;
}) {
  return (
    <Link
      to={href("/crm/staff/:change/:id", { change, id: String(id) })}
      className={controls.button.dangerOutline}
    >
      {label}
      {of ? <VisuallyHidden> {of}</VisuallyHidden> : null}
    </Link>
  );
}

function Invitations({ invitations, busy }: { invitations: InvitationView[]; busy: boolean }) {
  return (
    <section className={controls.pageSection} aria-labelledby="invitations-title">
      <h2 id="invitations-title">{STAFF_TEXTS.invitationsTitle}</h2>
      <p className={pageParts.summary}>{STAFF_TEXTS.invitationsIntro}</p>
      {invitations.length === 0 ? (
        <p>{STAFF_TEXTS.noInvitations}</p>
      ) : (
        <ul className={pageParts.list} aria-label={STAFF_TEXTS.invitationsTitle}>
          {invitations.map((invitation) => (
            <li key={invitation.id} className={pageParts.card}>
              <div className={pageParts.cardHeader}>
                <h3 className={`${pageParts.cardTitle} ${styles.wrapAnywhere}`}>
                  {invitation.email}
                </h3>
              </div>
              <dl className={pageParts.details}>
                <dt className={pageParts.term}>{STAFF_TEXTS.role}</dt>
                <dd className={pageParts.definition}>
                  {invitation.role === "admin" ? STAFF_TEXTS.admin : STAFF_TEXTS.member}
                </dd>
                <dt className={pageParts.term}>{STAFF_TEXTS.invitedBy}</dt>
                <dd className={`${pageParts.definition} ${styles.wrapAnywhere}`}>
                  {invitation.invitedBy}
                </dd>
                <dt className={pageParts.term}>{STAFF_TEXTS.sent}</dt>
                <dd className={pageParts.definition}>
                  <time dateTime={isoDateTime(invitation.sentAt)}>
                    {formatDateTime(invitation.sentAt)}
                  </time>
                </dd>
                <dt className={pageParts.term}>
                  {invitation.expired ? STAFF_TEXTS.expiredOn : STAFF_TEXTS.expires}
                </dt>
                <dd className={pageParts.definition} data-testid="invitation-expiry">
                  <time dateTime={isoDateTime(invitation.expiresAt)}>
                    {formatDateTime(invitation.expiresAt)}
                  </time>
                  {invitation.expired ? (
                    <strong className={styles.expired}> {STAFF_TEXTS.expired}</strong>
                  ) : null}
                </dd>
              </dl>
              <div className={pageParts.cardActions}>
                <Action
                  intent="resend"
                  id={invitation.id}
                  busy={busy}
                  label={STAFF_TEXTS.resend}
                  of={STAFF_TEXTS.of(invitation.email)}
                />
                <ConfirmLink
                  change="revoke-invitation"
                  id={invitation.id}
                  label={STAFF_TEXTS.revoke}
                  of={STAFF_TEXTS.of(invitation.email)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function StaffPage({
  accounts,
  invitations,
  me,
  error,
}: {
  accounts: StaffAccountView[];
  invitations: InvitationView[];
  me: number;
  error?: string | null;
}) {
  const navigation = useNavigation();
  // A sent invitation comes back as a redirect (a new location): the form starts empty again,
  // as it does without JavaScript; a refused one keeps what was typed.
  const { key } = useLocation();
  const busy = navigation.state === "submitting" && navigation.formAction === ACTION;
  return (
    <>
      <h1>{STAFF_TEXTS.title}</h1>
      <section className={controls.pageSection} aria-labelledby="invite-title">
        <h2 id="invite-title">{STAFF_TEXTS.inviteTitle}</h2>
        <p className={pageParts.summary}>{STAFF_TEXTS.inviteIntro}</p>
        {error ? (
          <p role="alert" className={controls.formError}>
            {error}
          </p>
        ) : null}
        <Form key={key} method="post" action={ACTION}>
          <input type="hidden" name="intent" value="invite" />
          <div className={controls.inlineField}>
            <label htmlFor="invite-email" className={controls.label}>
              {STAFF_TEXTS.inviteEmail}
            </label>
            <input
              id="invite-email"
              name="email"
              type="email"
              autoComplete="off"
              required
              className={controls.control}
            />
          </div>
          <div className={controls.inlineField}>
            <label htmlFor="invite-role" className={controls.label}>
              {STAFF_TEXTS.role}
            </label>
            <select id="invite-role" name="role" defaultValue="member" className={controls.control}>
              <option value="member">{STAFF_TEXTS.member}</option>
              <option value="admin">{STAFF_TEXTS.adminRole}</option>
            </select>
          </div>
          <div className={controls.formActions}>
            <button type="submit" className={controls.button.primary} disabled={busy}>
              {STAFF_TEXTS.sendInvitation}
            </button>
          </div>
        </Form>
      </section>

      <Invitations invitations={invitations} busy={busy} />

      <section aria-labelledby="staff-title">
        <h2 id="staff-title">{STAFF_TEXTS.accounts}</h2>
        <ul className={pageParts.list} aria-label={STAFF_TEXTS.accounts}>
          {accounts.map((account) => (
            <li key={account.id} className={pageParts.card}>
              <div className={pageParts.cardHeader}>
                <h3 className={pageParts.cardTitle}>
                  {account.email}
                  {account.id === me ? STAFF_TEXTS.you : ""}
                </h3>
              </div>
              <dl className={pageParts.details}>
                <dt className={pageParts.term}>{STAFF_TEXTS.role}</dt>
                <dd className={pageParts.definition}>
                  {account.role === "admin" ? STAFF_TEXTS.admin : STAFF_TEXTS.member}
                </dd>
                <dt className={pageParts.term}>{STAFF_TEXTS.secondFactor}</dt>
                <dd className={pageParts.definition}>
                  {account.totpEnabledAt ? STAFF_TEXTS.setUp : STAFF_TEXTS.notSetUp}
                </dd>
                <dt className={pageParts.term}>{STAFF_TEXTS.state}</dt>
                <dd className={pageParts.definition}>
                  {account.deactivatedAt ? STAFF_TEXTS.deactivated : STAFF_TEXTS.active}
                </dd>
              </dl>
              {account.id === me ? null : (
                <div className={pageParts.cardActions}>
                  {account.deactivatedAt ? (
                    // Nothing but Reactivate: a deactivated account can neither sign in to enrol
                    // again nor act with a new role, and the server refuses both (decision 045).
                    <Action
                      intent="reactivate"
                      id={account.id}
                      busy={busy}
                      label={STAFF_TEXTS.reactivate}
                    />
                  ) : (
                    <>
                      <Action
                        intent="role"
                        id={account.id}
                        busy={busy}
                        label={
                          account.role === "admin" ? STAFF_TEXTS.makeMember : STAFF_TEXTS.makeAdmin
                        }
                        extra={{
                          name: "role",
                          value: account.role === "admin" ? "member" : "admin",
                        }}
                      />
                      {account.totpEnabledAt ? (
                        <ConfirmLink
                          change="reset-second-factor"
                          id={account.id}
                          label={STAFF_TEXTS.resetSecondFactor}
                        />
                      ) : null}
                      <ConfirmLink
                        change="deactivate"
                        id={account.id}
                        label={STAFF_TEXTS.deactivate}
                      />
                    </>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
