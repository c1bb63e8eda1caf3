/** The erasure confirmation: what will go, what stays (a counts-only log and a suppression). */
import { Form, Link, useNavigation, href } from "react-router";
import * as crm from "../crm/dashboard.css";
import { personHref } from "../crm/person-link";
import { RECORD_KINDS } from "./person-view";
import { PERSON_TEXTS } from "./texts";
import * as styles from "./person.css";

export function ConfirmErasePage({
  person,
  counts,
}: {
  person: string;
  counts: Record<(typeof RECORD_KINDS)[number][0], number>;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <section className={crm.pageSection} aria-labelledby="erase-title">
        <h1 id="erase-title">Erase everything held on {person}?</h1>
        <p className={styles.notice}>
          This cannot be undone. Every record below is deleted and the audit trail about them is
          redacted. What stays: an erasure log entry (when, by whom, how many records) and a keyed
          hash of the address so staff cannot add the person again, unless they contact us
          themselves.
        </p>
        <ul>
          {RECORD_KINDS.map(([kind, label]) => (
            <li key={kind}>
              {label}: {counts[kind]}
            </li>
          ))}
        </ul>
        {/* The address names the person too: should the password be asked for again first
            (REAUTH_MINUTES), /crm/reauth returns to this page, not to one without its person. */}
        <Form
          method="post"
          action={`${href("/crm/people/erase")}?${new URLSearchParams({ email: person })}`}
          className={crm.formActions}
        >
          <input type="hidden" name="email" value={person} />
          <button type="submit" className={crm.button.danger} disabled={busy}>
            {busy ? "Erasing..." : PERSON_TEXTS.erase}
          </button>
          <Link to={personHref(person)} className={crm.button.secondary}>
            Cancel
          </Link>
        </Form>
      </section>
    </>
  );
}
