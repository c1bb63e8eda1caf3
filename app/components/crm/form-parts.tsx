/** Pieces the CRM's forms (Add Lead, Edit details, Log activity, Plan follow-up, Deal) share. */
import { type FormMetadata, type SubmissionResult, getFormProps } from "@conform-to/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { ErrorSummary, type SummaryItem } from "~/components/forms/error-summary";
import { keepFocusOnSubmitPress } from "~/components/forms/public-form";
import { labelOf } from "~/schemas/lead";
import { formStatusId } from "~/schemas/public-form";
import { type ToastInput, toast } from "~/components/toast/use-toast";
import * as controls from "./controls.css";

/** A select's options from a list of stored values, labelled for people. */
export const optionsOf = (values: readonly string[]) =>
  values.map((value) => ({ value, label: labelOf(value) }));

function hasFieldErrors(result: SubmissionResult<string[]> | undefined): boolean {
  return Object.entries(result?.error ?? {}).some(([name, list]) => name && list?.length);
}

/**
 * Where a CRM form posts: its action, with the page's query when it has one (where to go back to,
 * the lead chosen), and the fragment of its status area, so that without JavaScript a failed post
 * opens at the error summary (decision 022).
 */
export const postTo = (action: string, formId: string, search = "") =>
  `${action}${search}#${formStatusId(formId)}`;

/**
 * A CRM form's attempts to send: counted when the browser's check stops one, or when the server
 * answers with field messages. The error summary shows (and takes focus) only after an attempt,
 * so that checks while staff type or leave a field never move focus.
 */
export function useSendAttempts(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's fields
  form: FormMetadata<any, string[]>,
  lastResult: SubmissionResult<string[]> | undefined,
) {
  const [attempt, setAttempt] = useState(() => (hasFieldErrors(lastResult) ? 1 : 0));
  const seen = useRef(lastResult);
  useEffect(() => {
    if (!lastResult || seen.current === lastResult) return;
    seen.current = lastResult;
    if (hasFieldErrors(lastResult)) setAttempt((n) => n + 1);
  }, [lastResult]);
  const props = getFormProps(form);
  return {
    attempt,
    formProps: {
      ...props,
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        props.onSubmit(event);
        // Stopped by the checks in the browser: the summary lists what to fix. (Conform checks a
        // field the person leaves with a submit of its own, by its "__intent__" button: not one.)
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        if (event.defaultPrevented && submitter?.getAttribute("name") !== "__intent__")
          setAttempt((n) => n + 1);
      },
      // The first press of the send button sends (a field's message shown on its blur would
      // otherwise move the button away under the pointer).
      onMouseDown: keepFocusOnSubmitPress,
    },
  };
}

/**
 * A dialog form's failure toast: raised once per failed answer. The fetcher keeps its last answer
 * after a later post succeeds and redirects, so its idle state alone would raise it again then.
 */
export function useFailureToast(
  fetcher: { state: string; data?: { result?: SubmissionResult<string[]> } },
  toastFor: (result: SubmissionResult<string[]>) => ToastInput,
) {
  const toasted = useRef<unknown>(undefined);
  const result = fetcher.state === "idle" ? fetcher.data?.result : undefined;
  useEffect(() => {
    if (result?.status !== "error" || toasted.current === result) return;
    toasted.current = result;
    toast(toastFor(result));
  }, [result, toastFor]);
}

/**
 * The top of the form: its status area (the error summary after an attempt to send, and the
 * form-level message), the target of the form's action fragment; and the view to return to.
 */
export function CrmFormHead({
  formId,
  attempt,
  summary,
  failedTitle,
  formErrors,
  returnTo,
}: {
  formId: string;
  attempt: number;
  summary: SummaryItem[];
  failedTitle: string;
  formErrors?: string[];
  returnTo: string;
}) {
  return (
    <>
      <div id={formStatusId(formId)}>
        <ErrorSummary items={attempt > 0 ? summary : []} title={failedTitle} focusKey={attempt} />
        {formErrors?.length ? <p className={controls.formError}>{formErrors[0]}</p> : null}
      </div>
      <input type="hidden" name="returnTo" value={returnTo} />
    </>
  );
}
