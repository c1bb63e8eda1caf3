import type { ReactNode } from "react";
import { visuallyHidden } from "~/styles/utilities.css";

/** Text for screen readers only (completes a control's name, names a table). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={visuallyHidden}>{children}</span>;
}
