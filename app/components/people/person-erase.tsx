/** The erasure confirmation: what will go, what stays (a counts-only log and a suppression). */
import { Form, Link, useNavigation, href } from "react-router";
import * as controls from "../crm/controls.css";
import { personHref } from "../crm/person-link";
import { RECORD_KINDS } from "./person-view";
import { PERSON_TEXTS } from "./texts";
import * as styles from "./person.css";
import { CRM_TEXTS } from "../crm/texts";
import { useSafeChoiceFocus } from "../crm/confirm-page";

export function ConfirmErasePage({
  person,
  counts,
}: {
  person: string;
  counts: Record<(typeof RECORD_KINDS)[number][0], number>;
}) {
  const busy = useNavigation().state === "submitting";
  // The page opens on Cancel, so Enter never erases by accident (decision 046).
  const cancel = useSafeChoiceFocus<HTMLAnchorElement>();
  return (
    <>
      <section className={controls.pageSection} aria-labelledby="erase-title">
        <h1 id="erase-title">{PERSON_TEXTS.erasePage.title(person)}</h1>
        <p className={styles.notice}>{PERSON_TEXTS.erasePage.notice}</p>
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
          className={controls.formActions}
        >
          <input type="hidden" name="email" value={person} />
          <button type="submit" className={controls.button.danger} disabled={busy}>
            {busy ? PERSON_TEXTS.erasePage.erasing : PERSON_TEXTS.erase}
          </button>
          <Link
            ref={cancel}
            to={personHref(person)}
            className={controls.button.secondary}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- a destructive confirmation opens on its safe choice
            autoFocus
          >
            {CRM_TEXTS.actions.cancel}
          </Link>
        </Form>
      </section>
    </>
  );
}
