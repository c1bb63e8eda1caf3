import { useEffect, useRef } from "react";
import * as styles from "./forms.css";

export interface SummaryItem {
  /** The id of the control the link moves focus to. */
  id: string;
  message: string;
}

/**
 * The list of problems at the top of a form, each linking to its field (GOV.UK pattern).
 * Rendered by the server after a failed post, so it works without JavaScript; focused when shown.
 */
export function ErrorSummary({
  items,
  title = "There is a problem",
}: {
  items: SummaryItem[];
  title?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const signature = items.map((i) => i.id + i.message).join("|");
  useEffect(() => {
    if (signature) ref.current?.focus();
  }, [signature]);
  if (items.length === 0) return null;
  return (
    <div
      ref={ref}
      className={styles.summary}
      role="alert"
      tabIndex={-1}
      aria-labelledby="error-summary-title"
    >
      <h2 id="error-summary-title" className={styles.summaryTitle}>
        {title}
      </h2>
      <ul className={styles.summaryList}>
        {items.map((item) => (
          <li key={item.id + item.message}>
            <a className={styles.summaryLink} href={`#${item.id}`}>
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Summary items from Conform fields, in form order: pass the fields you render. */
export function summaryFromFields(fields: { id: string; errors?: string[] }[]): SummaryItem[] {
  return fields.filter((f) => f.errors?.length).map((f) => ({ id: f.id, message: f.errors![0] }));
}
