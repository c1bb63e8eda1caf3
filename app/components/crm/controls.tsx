/**
 * The CRM's enhanced controls. Each renders a plain link or form first (server, no JavaScript)
 * and turns into the in-place version once the browser has hydrated:
 *   - CrmDialog: a link to the dialog's page → a button opening a native <dialog>;
 *   - DeleteControl: a link to the confirmation page → a confirm <dialog> with the same question;
 *   - StatusControl: select + Save button (never saves on a change of the select alone);
 *   - PostButton: a one-button form (e.g. Convert to Lead) with a pending label.
 * Enhanced posts go through fetchers; the actions answer with a redirect carrying a flash toast,
 * so the dashboard's loaders revalidate (lists and statistics refresh) and the toast shows.
 */
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link, href, useFetcher, useLocation } from "react-router";
import { useHydrated } from "~/components/shell/use-hydrated";
import { LEAD_STATUSES, labelOf } from "~/schemas/lead";
import * as controls from "./controls.css";
import { CRM_TEXTS } from "./texts";
import { VisuallyHidden } from "~/components/ui/visually-hidden";

export { VisuallyHidden } from "~/components/ui/visually-hidden";

/** Closes an open <dialog> whenever the location changes (a successful post redirects). */
function useCloseOnNavigation(ref: React.RefObject<HTMLDialogElement | null>) {
  const location = useLocation();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog?.open) return;
    dialog.close();
    // The next opening starts with an empty form (Conform listens to the reset).
    for (const form of dialog.querySelectorAll("form")) form.reset();
  }, [location.key, ref]);
}

export function CrmDialog({
  title,
  triggerLabel,
  fallbackHref,
  children,
}: {
  title: string;
  triggerLabel: string;
  fallbackHref: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useCloseOnNavigation(ref);
  if (!hydrated) {
    return (
      <Link to={fallbackHref} className={controls.button.primary}>
        {triggerLabel}
      </Link>
    );
  }
  return (
    <>
      <button
        type="button"
        className={controls.button.primary}
        aria-haspopup="dialog"
        onClick={() => ref.current?.showModal()}
      >
        {triggerLabel}
      </button>
      <dialog ref={ref} className={controls.dialog} aria-labelledby={titleId}>
        <div className={controls.dialogHeader}>
          <h2 id={titleId} className={controls.dialogTitle}>
            {title}
          </h2>
          <button
            type="button"
            className={controls.button.secondary}
            onClick={() => ref.current?.close()}
          >
            {CRM_TEXTS.dialog.close}
          </button>
        </div>
        {children}
      </dialog>
    </>
  );
}

export function DeleteControl({
  action,
  confirmHref,
  question,
  itemLabel,
  returnTo,
  small = false,
}: {
  /** The URL the delete form posts to (its GET is the confirmation page). */
  action: string;
  confirmHref: string;
  question: string;
  /** What is deleted, e.g. the lead's name: completes the button's accessible name. */
  itemLabel: string;
  returnTo: string;
  /** In a dense table row. */
  small?: boolean;
}) {
  const hydrated = useHydrated();
  const fetcher = useFetcher();
  const triggerClass = small ? controls.smallButton.dangerOutline : controls.button.dangerOutline;
  const ref = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useCloseOnNavigation(ref);
  const busy = fetcher.state !== "idle";
  const label = (
    <>
      {CRM_TEXTS.actions.delete}
      <VisuallyHidden> {itemLabel}</VisuallyHidden>
    </>
  );
  if (!hydrated) {
    return (
      <Link to={confirmHref} className={triggerClass}>
        {label}
      </Link>
    );
  }
  return (
    <>
      <button
        type="button"
        className={triggerClass}
        aria-haspopup="dialog"
        onClick={() => {
          ref.current?.showModal();
          // The dialog opens on its safe choice, so Enter never deletes by accident. React's
          // autoFocus acts only when an element mounts, not when its dialog opens later.
          cancel.current?.focus();
        }}
      >
        {label}
      </button>
      <dialog ref={ref} className={controls.dialog} aria-labelledby={titleId} role="alertdialog">
        <h2 id={titleId} className={controls.dialogTitle}>
          {question}
        </h2>
        <p>{itemLabel}</p>
        <fetcher.Form
          method="post"
          action={action}
          preventScrollReset
          className={controls.formActions}
        >
          <input type="hidden" name="returnTo" value={returnTo} />
          <button type="submit" className={controls.button.danger} disabled={busy}>
            {busy ? CRM_TEXTS.actions.deleting : CRM_TEXTS.actions.delete}
          </button>
          <button
            ref={cancel}
            type="button"
            className={controls.button.secondary}
            onClick={() => ref.current?.close()}
          >
            {CRM_TEXTS.actions.cancel}
          </button>
        </fetcher.Form>
      </dialog>
    </>
  );
}

export function StatusControl({
  leadId,
  leadName,
  status,
  returnTo,
  compact = false,
}: {
  leadId: number;
  leadName: string;
  status: string;
  returnTo: string;
  /** In a dense table row: the label only for screen readers, small select and Save on one line. */
  compact?: boolean;
}) {
  const fetcher = useFetcher();
  const busy = fetcher.state !== "idle";
  const id = `status-${leadId}`;
  // The status changes only when the Save button is pressed (with or without JavaScript), never
  // on a change of the select: arrow keys move through its options without saving anything.
  // While the choice is on its way it stays on screen; afterwards the stored status shows, so a
  // refused change (a restricted person) does not stay.
  const [choice, setChoice] = useState(status);
  useEffect(() => {
    if (fetcher.state === "idle") setChoice(status);
  }, [fetcher.state, status]);
  return (
    <fetcher.Form
      method="post"
      // Without JavaScript the page after the redirect keeps this fragment: it opens at this
      // select rather than at the top of a long list.
      action={`${href("/crm/leads/:id/status", { id: String(leadId) })}#${id}`}
      preventScrollReset
      className={compact ? controls.compactForm : controls.searchForm}
    >
      <input type="hidden" name="returnTo" value={returnTo} />
      <div className={controls.inlineField}>
        <label htmlFor={id} className={compact ? controls.visuallyHidden : controls.label}>
          {CRM_TEXTS.status.label}
          <VisuallyHidden> {CRM_TEXTS.status.of(leadName)}</VisuallyHidden>
        </label>
        <select
          id={id}
          name="status"
          className={compact ? controls.smallControl : controls.control}
          value={choice}
          aria-busy={busy}
          onChange={(event) => setChoice(event.currentTarget.value)}
        >
          {LEAD_STATUSES.map((value) => (
            <option key={value} value={value}>
              {labelOf(value)}
            </option>
          ))}
        </select>
      </div>
      {/* Busy, not disabled: a disabled button drops focus to the page's top (decision 038). */}
      <button
        type="submit"
        className={compact ? controls.smallButton.secondary : controls.button.secondary}
        aria-disabled={busy}
        onClick={(event) => {
          if (busy) event.preventDefault();
        }}
      >
        {busy ? CRM_TEXTS.actions.saving : CRM_TEXTS.actions.saveStatus}
        <VisuallyHidden> {CRM_TEXTS.status.statusOf(leadName)}</VisuallyHidden>
      </button>
    </fetcher.Form>
  );
}

export function PostButton({
  action,
  label,
  pendingLabel,
  itemLabel,
  returnTo,
  fields = {},
  secondary = false,
}: {
  action: string;
  label: string;
  pendingLabel: string;
  itemLabel: string;
  returnTo: string;
  /** Extra hidden fields, e.g. a conversion's mode. */
  fields?: Record<string, string>;
  secondary?: boolean;
}) {
  const fetcher = useFetcher();
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={action} preventScrollReset>
      <input type="hidden" name="returnTo" value={returnTo} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        className={secondary ? controls.button.secondary : controls.button.primary}
        disabled={busy}
      >
        {busy ? pendingLabel : label}
        <VisuallyHidden> {itemLabel}</VisuallyHidden>
      </button>
    </fetcher.Form>
  );
}

export function StatusBadge({ status }: { status: string }) {
  const variant = (
    status in controls.statusBadge ? status : "other"
  ) as keyof typeof controls.statusBadge;
  return (
    <span className={controls.statusBadge[variant]} data-testid="status-badge">
      {labelOf(status)}
    </span>
  );
}

/** A list filter's select of coded values (shown as their labels), with an "any" choice first. */
export function CodeFilter({
  id,
  name,
  label,
  value,
  anyLabel,
  codes,
  labelFor = labelOf,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  anyLabel: string;
  codes: readonly string[];
  /** Words for a code when the shared ones (labelOf) are not this list's. */
  labelFor?: (code: string) => string;
}) {
  return (
    <div className={controls.inlineField}>
      <label htmlFor={id} className={controls.label}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={controls.control}>
        <option value="">{anyLabel}</option>
        {codes.map((code) => (
          <option key={code} value={code}>
            {labelFor(code)}
          </option>
        ))}
      </select>
    </div>
  );
}
