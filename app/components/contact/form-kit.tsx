/**
 * Pieces the three public forms (newsletter, contact, DentalIQ) share on the client:
 * the "enhanced" marker, the server error summary, the form-level message, and the toasts.
 */
import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { useHydrated } from "~/components/shell/use-hydrated";
import { toast, type ToastInput } from "~/components/toast/use-toast";
import type { SummaryItem } from "~/components/forms/error-summary";
import * as styles from "~/components/forms/forms.css";

/** What the forms' page actions answer (JSON with JavaScript; the re-rendered page without). */
export interface FormActionData {
  result: SubmissionResult<string[]>;
  /** True when the submission was accepted (stored, or quietly dropped as spam). */
  ok?: boolean;
}

/** Name of the hidden field that tells the action the post came from the enhanced (JS) form. */
export const ENHANCED_FIELD = "enhanced";

/**
 * Rendered only after hydration, so a post without it came from a browser without JavaScript:
 * that one gets Post/Redirect/Get, the enhanced one a JSON answer and a toast.
 */
export function EnhancedMarker() {
  const hydrated = useHydrated();
  return hydrated ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null;
}

/** The form-level error of a server answer (e.g. the rate-limit message). */
export function formError(result: SubmissionResult<string[]> | undefined): string | undefined {
  return result?.error?.[""]?.[0] ?? undefined;
}

/**
 * Error summary items from the server's answer only (not from live validation while typing,
 * which would keep moving focus to the summary), in the order of `fields`.
 */
export function summaryFromResult(
  result: SubmissionResult<string[]> | undefined,
  fields: { name: string; id: string }[],
): SummaryItem[] {
  if (result?.status !== "error" || !result.error) return [];
  return fields.flatMap((field) => {
    const message = result.error?.[field.name]?.[0];
    return message ? [{ id: field.id, message }] : [];
  });
}

/** A message above the form: an alert for failures, a status for success. */
export function FormMessage({
  tone,
  title,
  children,
  id,
}: {
  tone: "error" | "success";
  title: string;
  children?: React.ReactNode;
  id?: string;
}) {
  return (
    <div
      id={id}
      role={tone === "error" ? "alert" : "status"}
      className={tone === "error" ? styles.formMessageError : styles.formMessageSuccess}
    >
      <p style={{ margin: 0, fontWeight: 700 }}>{title}</p>
      {children ? <p style={{ margin: "0.25rem 0 0" }}>{children}</p> : null}
    </div>
  );
}

/** Raises the success or failure toast once for each new answer of the enhanced form. */
export function useResultToast(
  data: FormActionData | undefined,
  texts: { success: ToastInput; failure: (message?: string) => ToastInput },
) {
  const seen = useRef<FormActionData | undefined>(undefined);
  useEffect(() => {
    if (!data || seen.current === data) return;
    seen.current = data;
    if (data.ok) toast({ variant: "success", ...texts.success });
    else if (data.result.status === "error")
      toast({ variant: "destructive", ...texts.failure(formError(data.result)) });
  }, [data, texts]);
}

/**
 * Form onMouseDown: pressing the submit button keeps focus where it is. Otherwise the field's
 * blur validation shows an error that moves the button down between mousedown and mouseup, the
 * click misses, and the first press only validates that one field. (Keyboard users reach the
 * button with Tab first, so there is no race for them.)
 */
export function keepFocusOnSubmitPress(event: React.MouseEvent<HTMLFormElement>) {
  const target = event.target instanceof Element ? event.target.closest("button") : null;
  if (target && target.type === "submit" && target.form === event.currentTarget)
    event.preventDefault();
}

/**
 * Wraps Conform's form onSubmit: when the browser-side validation stops a real submission (not
 * one of Conform's own validate-on-blur intents), raise the failure toast too.
 */
export function toastWhenBlocked(
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void,
  failure: ToastInput,
): (event: React.FormEvent<HTMLFormElement>) => void {
  return (event) => {
    onSubmit(event);
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (event.defaultPrevented && submitter?.getAttribute("name") !== "__intent__")
      toast({ variant: "destructive", ...failure });
  };
}
