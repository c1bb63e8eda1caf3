/**
 * /crm/staff (admins): every staff account with its role, second factor and state; invite a
 * colleague (the link goes to them by mail); change a role,
 * reset a second factor, deactivate or reactivate. Plain forms: they work without JavaScript.
 */
import { Form, href, useLocation, useNavigation } from "react-router";
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
  /** An active account's open leads and planned follow-ups (what deactivating it hands on). */
  openWork?: { leads: number; followUps: number } | null;
}

const ACTION = href("/crm/staff");

function Action({
  intent,
  id,
  label,
  danger,
  busy,
  extra,
}: {
  intent: string;
  id: number;
  label: string;
  danger?: boolean;
  busy: boolean;
  extra?: { name: string; value: string };
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
      </button>
    </Form>
  );
}

/** Deactivate, handing the account's open leads and planned follow-ups to a colleague or nobody. */
function DeactivateForm({
  account,
  colleagues,
  busy,
}: {
  account: StaffAccountView;
  colleagues: StaffAccountView[];
  busy: boolean;
}) {
  const work = account.openWork ?? { leads: 0, followUps: 0 };
  const selectId = `hand-to-${account.id}`;
  return (
    <Form method="post" action={ACTION} className={controls.searchForm}>
      <input type="hidden" name="intent" value="deactivate" />
      <input type="hidden" name="id" value={account.id} />
      <div className={controls.inlineField}>
        <label htmlFor={selectId} className={`${controls.label} ${styles.wrapAnywhere}`}>
          {STAFF_TEXTS.handOver(account.email, work.leads, work.followUps)}
        </label>
        <select
          id={selectId}
          name="handTo"
          defaultValue="none"
          className={`${controls.control} ${controls.ownerSelect}`}
        >
          <option value="none">{STAFF_TEXTS.nobody}</option>
          {colleagues.map((colleague) => (
            <option key={colleague.id} value={colleague.id}>
              {colleague.email}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={controls.button.dangerOutline} disabled={busy}>
        {STAFF_TEXTS.deactivate}
      </button>
    </Form>
  );
}

export function StaffPage({
  accounts,
  me,
  error,
}: {
  accounts: StaffAccountView[];
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
                  <Action
                    intent="role"
                    id={account.id}
                    busy={busy}
                    label={
                      account.role === "admin" ? STAFF_TEXTS.makeMember : STAFF_TEXTS.makeAdmin
                    }
                    extra={{ name: "role", value: account.role === "admin" ? "member" : "admin" }}
                  />
                  {account.totpEnabledAt ? (
                    <Action
                      intent="reset"
                      id={account.id}
                      busy={busy}
                      label={STAFF_TEXTS.resetSecondFactor}
                    />
                  ) : null}
                  {account.deactivatedAt ? (
                    <Action
                      intent="reactivate"
                      id={account.id}
                      busy={busy}
                      label={STAFF_TEXTS.reactivate}
                    />
                  ) : (
                    <DeactivateForm
                      account={account}
                      colleagues={accounts.filter(
                        (other) => other.id !== account.id && !other.deactivatedAt,
                      )}
                      busy={busy}
                    />
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
