/**
 * Labelled form controls wired to Conform field metadata: the label, the control, and the
 * field's error message linked with aria-describedby. The server renders errors too, so
 * they show with JavaScript off.
 */
import {
  type FieldMetadata,
  getInputProps,
  getSelectProps,
  getTextareaProps,
} from "@conform-to/react";
import type { ReactNode } from "react";
import * as styles from "./forms.css";

interface BaseProps {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one field component serves every schema; Conform types FieldMetadata by the field's value
  field: FieldMetadata<any>;
  label: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
  /** The message's class instead of the usual (visually hidden when the summary shows the words). */
  errorClassName?: string;
}

function Label({
  htmlFor,
  children,
  optional,
}: {
  htmlFor: string;
  children: ReactNode;
  optional?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {children}
      {optional ? " (optional)" : null}
    </label>
  );
}

/** The field's first error, in an element whose id the control's aria-describedby names. */
export function FieldError({
  id,
  errors,
  className = styles.error,
}: {
  id: string;
  errors?: string[];
  className?: string;
}) {
  if (!errors?.length) return null;
  return (
    <p id={id} className={className}>
      {errors[0]}
    </p>
  );
}

function describedBy(field: BaseProps["field"], hintId?: string) {
  return (
    [hintId, field.errors?.length ? field.errorId : undefined].filter(Boolean).join(" ") ||
    undefined
  );
}

/**
 * The frame every control shares: label, optional hint, the control itself (given the
 * aria-describedby to use), and the error message.
 */
function FieldFrame({
  field,
  label,
  hint,
  optional,
  errorClassName,
  children,
}: BaseProps & { children: (describedBy: string | undefined) => ReactNode }) {
  const hintId = hint ? `${field.id}-hint` : undefined;
  // Label (one line) and gap, plus up to two lines of hint: scrolled to, all of it stays in view.
  const lead = { [styles.LEAD_VAR]: hint ? "5.5rem" : "2.5rem" } as React.CSSProperties;
  return (
    <div className={styles.field} style={lead}>
      <Label htmlFor={field.id} optional={optional}>
        {label}
      </Label>
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {children(describedBy(field, hintId))}
      <FieldError id={field.errorId} errors={field.errors} className={errorClassName} />
    </div>
  );
}

export function TextField({
  type = "text",
  autoComplete,
  inputMode,
  focusOnLoad,
  ...frame
}: BaseProps & {
  type?:
    "text" | "email" | "tel" | "password" | "url" | "search" | "number" | "date" | "datetime-local";
  autoComplete?: string;
  inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"];
  /** Focus on load (autofocus), only on a page whose one task is this field (a sign-in code). */
  focusOnLoad?: boolean;
}) {
  const { key, ...props } = getInputProps(frame.field, { type, ariaDescribedBy: undefined });
  return (
    <FieldFrame {...frame}>
      {(ariaDescribedBy) => (
        <input
          key={key}
          {...props}
          className={styles.control}
          autoComplete={autoComplete}
          inputMode={inputMode}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- only when asked (focusOnLoad)
          autoFocus={focusOnLoad}
          aria-describedby={ariaDescribedBy}
        />
      )}
    </FieldFrame>
  );
}

export function TextAreaField({ rows = 5, ...frame }: BaseProps & { rows?: number }) {
  const { key, ...props } = getTextareaProps(frame.field, { ariaDescribedBy: undefined });
  return (
    <FieldFrame {...frame}>
      {(ariaDescribedBy) => (
        <textarea
          key={key}
          {...props}
          rows={rows}
          className={styles.textarea}
          aria-describedby={ariaDescribedBy}
        />
      )}
    </FieldFrame>
  );
}

export function SelectField({
  options,
  placeholder,
  ...frame
}: BaseProps & { options: readonly { value: string; label: string }[]; placeholder?: string }) {
  const { key, ...props } = getSelectProps(frame.field, { ariaDescribedBy: undefined });
  return (
    <FieldFrame {...frame}>
      {(ariaDescribedBy) => (
        <select key={key} {...props} className={styles.control} aria-describedby={ariaDescribedBy}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/**
 * One checkbox with its label beside it, unticked unless the visitor ticks it (an unticked box
 * sends nothing: the server reads that as "no").
 */
export function CheckboxField({ field, label, hint }: Omit<BaseProps, "optional">) {
  const { key, ...props } = getInputProps(field, { type: "checkbox", ariaDescribedBy: undefined });
  const hintId = hint ? `${field.id}-hint` : undefined;
  return (
    <div className={styles.checkboxField}>
      <input
        key={key}
        {...props}
        className={styles.checkbox}
        aria-describedby={describedBy(field, hintId)}
      />
      <div>
        <label htmlFor={field.id} className={styles.label}>
          {label}
        </label>
        {hint ? (
          <span id={hintId} className={styles.hint} style={{ display: "block" }}>
            {hint}
          </span>
        ) : null}
        <FieldError id={field.errorId} errors={field.errors} />
      </div>
    </div>
  );
}
