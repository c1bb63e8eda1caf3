/**
 * A confirmation as its own page (every destructive change; the delete confirmation without
 * JavaScript): the question, what it does, the change and the safe choice. The safe choice
 * (Cancel, Keep…) has focus when the page opens, so Enter never confirms by accident: `autoFocus`
 * works without JavaScript, and the effect after a client-side navigation.
 */
import { type ReactNode, useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import * as controls from "./controls.css";
import { backLinkLabel } from "./dashboard-data";
import { CRM_TEXTS } from "./texts";

/**
 * The safe choice's ref: focused when the page mounts after a client-side navigation (give the
 * element `autoFocus` too, for the page loaded without JavaScript).
 */
export function useSafeChoiceFocus<T extends HTMLElement>() {
  const safe = useRef<T>(null);
  useEffect(() => safe.current?.focus(), []);
  return safe;
}

export function ConfirmPage({
  question,
  detail,
  error,
  action,
  returnTo,
  confirmLabel,
  busyLabel = confirmLabel,
  cancelLabel,
  fields = {},
  children,
}: {
  question: string;
  detail: ReactNode;
  /** Why the last try was refused (the page is answered again with it). */
  error?: string | null;
  action: string;
  returnTo: string;
  confirmLabel: string;
  busyLabel?: string;
  cancelLabel: string;
  /** Hidden fields the change posts (e.g. an intent). */
  fields?: Record<string, string>;
  /** Fields to fill in before confirming (e.g. who takes over the work). */
  children?: ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const cancel = useSafeChoiceFocus<HTMLAnchorElement>();
  return (
    <section className={controls.pageSection} aria-labelledby="confirm-title">
      <h1 id="confirm-title">{question}</h1>
      <p>{detail}</p>
      {error ? (
        <p role="alert" className={controls.formError}>
          {error}
        </p>
      ) : null}
      <Form method="post" action={action}>
        <input type="hidden" name="returnTo" value={returnTo} />
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {children}
        <div className={controls.formActions}>
          <button type="submit" className={controls.button.danger} disabled={busy}>
            {busy ? busyLabel : confirmLabel}
          </button>
          <Link
            ref={cancel}
            to={returnTo}
            className={controls.button.secondary}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- a destructive confirmation opens on its safe choice (WAI-ARIA alert dialog pattern)
            autoFocus
          >
            {cancelLabel}
          </Link>
        </div>
      </Form>
    </section>
  );
}

/** A delete confirmation as its own page (JavaScript off): the spec's question, Delete and Cancel. */
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
  return (
    <ConfirmPage
      question={question}
      detail={itemLabel}
      action={action}
      returnTo={returnTo}
      confirmLabel={CRM_TEXTS.actions.delete}
      busyLabel={CRM_TEXTS.actions.deleting}
      cancelLabel={CRM_TEXTS.actions.cancel}
    />
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
