/**
 * The browser side of the public forms (newsletter, contact, DentalIQ): one hook wires a form to
 * its page action (a fetcher, lazy validation, pending state, toasts, focus), one component shows
 * its problems (the route's clientAction is in public-form-client-action.ts, out of the pages
 * that only show the newsletter section).
 *
 * One behaviour for a mistake, whoever finds it (the browser once the schema has loaded, or the
 * server before): after each attempt to send, the error summary is shown and focused, and lists
 * the fields' current messages (it updates as they are fixed). The failure message and toast are
 * only for real failures: a rate limit, a server error, no network.
 */
import {
  type FieldMetadata,
  type SubmissionResult,
  getFormProps,
  useForm,
} from "@conform-to/react";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useFetcher, useRouteLoaderData } from "react-router";
import type { ZodType } from "zod";
import { ErrorSummary, summaryFromFields } from "~/components/forms/error-summary";
import * as styles from "~/components/forms/forms.css";
import { SourceFields } from "~/components/forms/source-fields";
import { useLazyValidation, useValidateLeftFields } from "~/components/forms/use-lazy-validation";
import type { RootLoaderData } from "~/components/shell/root-data";
import { useHydrated } from "~/components/shell/use-hydrated";
import { toast } from "~/components/toast/use-toast";
import { ENHANCED_FIELD, type FormActionData, formStatusId } from "~/schemas/public-form";
import type { ConfirmedForm, SentItem } from "~/schemas/toast";

export interface PublicFormTexts {
  successTitle: string;
  successDescription: string;
  failureTitle: string;
  failureFallback: string;
}

/**
 * Rendered only after hydration, so a post without it came from a browser without JavaScript:
 * that one gets Post/Redirect/Get, the enhanced one a data answer (both end in the confirmation panel).
 */
function EnhancedMarker() {
  return useHydrated() ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null;
}

/** The form-level error of an answer (rate limit, server or network failure). */
function formError(result: SubmissionResult<string[]> | undefined): string | undefined {
  return result?.error?.[""]?.[0] ?? undefined;
}

function hasFieldErrors(data: FormActionData | undefined): boolean {
  const errors = data?.result.error;
  return Boolean(errors && Object.entries(errors).some(([name, list]) => name && list?.length));
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

/** The success this form should show as its confirmation panel, if the flash is for it. */
function useFlashedConfirmation(form: ConfirmedForm): { sent: SentItem[] } | null {
  const root = useRouteLoaderData("root") as RootLoaderData | undefined;
  const confirmation = root?.toast?.confirmation;
  return confirmation?.form === form ? { sent: confirmation.sent } : null;
}

export function usePublicForm<Schema extends Record<string, unknown>>({
  id,
  name,
  action,
  loadSchema,
  texts,
  lastResult,
  defaultValue,
  fetcherKey,
  sentBefore,
}: {
  id: string;
  /** Which public form this is (the flash of its Post/Redirect/Get names it). */
  name: ConfirmedForm;
  /** The page action's path. */
  action: string;
  /** The zod schema, fetched on first focus (see useLazyValidation). */
  loadSchema: () => Promise<ZodType>;
  texts: PublicFormTexts;
  /** The action's answer when the page re-renders without JavaScript. */
  lastResult?: FormActionData;
  defaultValue?: Parameters<typeof useForm<Schema>>[0]["defaultValue"];
  /** Shares one fetcher between copies of the form (the newsletter section). */
  fetcherKey?: string;
  /** The page's URL says this form was sent (a reload of the Post/Redirect/Get page). */
  sentBefore?: boolean;
}) {
  const fetcher = useFetcher<FormActionData>(fetcherKey ? { key: fetcherKey } : undefined);
  const data = fetcher.data ?? lastResult;
  const validation = useLazyValidation(loadSchema);
  const [form, fields] = useForm<Schema>({
    id,
    lastResult: data?.result,
    defaultValue,
    // The lazily loaded schema is the form's own (loadSchema), so its value is a Schema.
    onValidate: validation.onValidate as Parameters<typeof useForm<Schema>>[0]["onValidate"],
    shouldValidate: validation.shouldValidate,
    shouldRevalidate: validation.shouldRevalidate,
  });
  useValidateLeftFields(validation, form);

  // Each attempt to send that found mistakes (in the browser or on the server) shows the summary.
  const [attempt, setAttempt] = useState(() => (hasFieldErrors(lastResult) ? 1 : 0));
  // After success the confirmation panel stands in the form's place: from the flash of a post
  // without JavaScript, or from the enhanced answer (derived while rendering, so the form leaves
  // in the same commit the answer arrives). "Send another" dismisses it: the empty form is back.
  const flashed = useFlashedConfirmation(name);
  const [initial] = useState(() => flashed ?? (sentBefore && !lastResult ? { sent: [] } : null));
  const [dismissed, setDismissed] = useState<object | null>(null);
  const answerOk = fetcher.data?.ok ? fetcher.data : undefined;
  const confirmed: { sent: SentItem[] } | null = answerOk
    ? answerOk === dismissed
      ? null
      : { sent: answerOk.sent ?? [] }
    : !fetcher.data && initial && dismissed !== initial
      ? initial
      : null;
  const refocus = useRef(false);
  const showsPanel = Boolean(confirmed);
  useEffect(() => {
    if (showsPanel || !refocus.current) return;
    refocus.current = false;
    document
      .getElementById(id)
      ?.querySelector<HTMLElement>(
        "input:not([type=hidden]):not([tabindex='-1']), textarea, select",
      )
      ?.focus();
  }, [showsPanel, id]);
  const answered = useRef<FormActionData | undefined>(undefined);
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer || answered.current === answer) return;
    answered.current = answer;
    if (answer.ok) {
      setAttempt(0);
      return;
    }
    if (hasFieldErrors(answer)) setAttempt((n) => n + 1);
    const failure = formError(answer.result);
    if (failure) toast({ variant: "destructive", title: texts.failureTitle, description: failure });
  }, [fetcher.data, texts]);
  const again = () => {
    refocus.current = true;
    setDismissed(answerOk ?? initial);
  };

  const formProps = getFormProps(form);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    formProps.onSubmit(event);
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    // Blocked by the browser's validation (not one of Conform's own validate intents).
    if (event.defaultPrevented && submitter?.getAttribute("name") !== "__intent__")
      setAttempt((n) => n + 1);
  };

  return {
    form,
    fields,
    fetcher,
    pending: fetcher.state !== "idle",
    /** After success (with or without JavaScript): what was sent, for the confirmation panel. */
    confirmed,
    /** Back to the empty form, focus in its first field. */
    again,
    /** The id of the status area (problems or confirmation), where a no-JavaScript answer lands. */
    statusId: formStatusId(id),
    problems: {
      attempt,
      failure: formError(data?.result),
      failureTitle: texts.failureTitle,
      id: formStatusId(id),
    },
    /** Spread on <fetcher.Form>; without JavaScript the answer opens at the form's status area. */
    formProps: {
      ...formProps,
      method: "post" as const,
      action: `${action}#${formStatusId(id)}`,
      onSubmit,
      onMouseDown: keepFocusOnSubmitPress,
      onFocus: validation.prime,
      onBlur: validation.onBlur,
    },
    /** The hidden fields every public form sends (the enhanced marker, where the sender came from). */
    hiddenFields: (
      <>
        <EnhancedMarker />
        <SourceFields />
      </>
    ),
  };
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
  children?: ReactNode;
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

/**
 * The form's problems: the error summary (fields in form order) after an attempt to send, and
 * the failure message after a real failure.
 */
export function FormProblems({
  problems,
  fields,
}: {
  problems: { attempt: number; failure?: string; failureTitle: string; id: string };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any field type of any form
  fields: FieldMetadata<any>[];
}) {
  const items = problems.attempt > 0 ? summaryFromFields(fields) : [];
  // Always rendered (empty until there is a problem): the target of the form's action fragment.
  return (
    <div id={problems.id}>
      <ErrorSummary items={items} focusKey={problems.attempt} />
      {problems.failure ? (
        <FormMessage tone="error" title={problems.failureTitle}>
          {problems.failure}
        </FormMessage>
      ) : null}
    </div>
  );
}
