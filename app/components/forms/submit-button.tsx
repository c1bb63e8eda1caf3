import type { ReactNode } from "react";
import * as styles from "./forms.css";

/** A submit button that shows the pending label and is disabled while the form is sent. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  className,
  name,
  value,
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
  className?: string;
  name?: string;
  value?: string;
}) {
  return (
    <button
      type="submit"
      className={className ?? styles.submit}
      disabled={pending}
      aria-disabled={pending}
      name={name}
      value={value}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}
