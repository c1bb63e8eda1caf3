import { type MouseEvent, useEffect, useRef } from "react";
import { ERROR_TITLE_PREFIX } from "~/schemas/public-form";
import * as styles from "./forms.css";

export interface SummaryItem {
  /** The id of the control the link moves focus to. */
  id: string;
  message: string;
}

/** A link's click: the field's label scrolled into view (below the sticky header), then focus in the field. */
function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const field = document.getElementById(id);
  if (!field) return;
  event.preventDefault();
  const label = document.querySelector(`label[for="${CSS.escape(id)}"]`) ?? field;
  label.scrollIntoView({ block: "start" });
  field.focus({ preventScroll: true });
}

/**
 * The list of problems at the top of a form, each linking to its field (GOV.UK pattern).
 * Rendered by the server after a failed post, so it works without JavaScript. Focused when shown,
 * or, with `focusKey`, each time the key changes (each attempt to send), so that live updates
 * while the visitor fixes fields never move focus. While shown, the page title starts "Error: ".
 */
export function ErrorSummary({
  items,
  title = "There is a problem",
  focusKey,
}: {
  items: SummaryItem[];
  title?: string;
  focusKey?: number | string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const signature = items.map((i) => i.id + i.message).join("|");
  const trigger = focusKey ?? signature;
  const shown = items.length > 0;
  useEffect(() => {
    const summary = ref.current;
    if (!trigger || !summary) return;
    // Its top below the sticky header (scroll-padding), even when it is taller than the window.
    summary.scrollIntoView({ block: "start" });
    summary.focus({ preventScroll: true });
  }, [trigger]);
  useEffect(() => {
    if (!shown) return;
    if (!document.title.startsWith(ERROR_TITLE_PREFIX))
      document.title = ERROR_TITLE_PREFIX + document.title;
    return () => {
      if (document.title.startsWith(ERROR_TITLE_PREFIX))
        document.title = document.title.slice(ERROR_TITLE_PREFIX.length);
    };
  }, [shown]);
  if (!shown) return null;
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
          <li key={item.id}>
            <a
              className={styles.summaryLink}
              href={`#${item.id}`}
              onClick={(event) => focusField(event, item.id)}
            >
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
