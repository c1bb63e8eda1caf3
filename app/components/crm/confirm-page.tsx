/** A delete confirmation as its own page (JavaScript off): the spec's question, Delete and Cancel. */
import { Form, Link, useNavigation } from "react-router";
import * as controls from "./controls.css";
import { backLinkLabel } from "./dashboard-data";
import { CRM_TEXTS } from "./texts";

export function ConfirmDeletePage({
  question,
  itemLabel,
  action,
  returnTo,
}: {
  question: string;
  itemLabel: string;
  action: string;
  returnTo: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <>
      <section className={controls.pageSection} aria-labelledby="confirm-title">
        <h1 id="confirm-title">{question}</h1>
        <p>{itemLabel}</p>
        <Form method="post" action={action} className={controls.formActions}>
          <input type="hidden" name="returnTo" value={returnTo} />
          <button type="submit" className={controls.button.danger} disabled={busy}>
            {busy ? CRM_TEXTS.actions.deleting : CRM_TEXTS.actions.delete}
          </button>
          <Link to={returnTo} className={controls.button.secondary}>
            {CRM_TEXTS.actions.cancel}
          </Link>
        </Form>
      </section>
    </>
  );
}

/** A dialog's form as its own page (Add Lead, Log Activity, Plan follow-up). */
export function CrmFormPage({
  title,
  returnTo,
  backLabel,
  children,
}: {
  title: string;
  returnTo: string;
  /** The back link's words when the page knows better (e.g. "Back to Jane Tester"). */
  backLabel?: string;
  children: React.ReactNode;
}) {
  return (
    <>
      <section className={controls.pageSection} aria-labelledby="form-page-title">
        <p>
          <Link to={returnTo}>{backLabel ?? backLinkLabel(returnTo)}</Link>
        </p>
        <h1 id="form-page-title">{title}</h1>
        {children}
      </section>
    </>
  );
}
