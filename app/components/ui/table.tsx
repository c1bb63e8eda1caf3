/**
 * The table that stacks on phones: a real <table> with a caption and column headers on wide
 * screens; below the `narrow` breakpoint each row is a block whose cells carry their column's name.
 * A column is one <HeaderCell> and one <Cell> per row, so adding one is two lines.
 */
import { type ReactNode, createContext, useContext } from "react";
import * as styles from "./table.css";
import { VisuallyHidden } from "./visually-hidden";

type Density = "regular" | "compact";
const DensityContext = createContext<Density>("regular");

export function Table({
  caption,
  captionHidden = true,
  density = "regular",
  head,
  children,
  ...rest
}: {
  caption: ReactNode;
  /** The caption for screen readers only (the page's heading already says what the list is). */
  captionHidden?: boolean;
  density?: Density;
  /** The header row's cells (<HeaderCell>s). */
  head: ReactNode;
  children: ReactNode;
  "data-testid"?: string;
}) {
  return (
    <DensityContext.Provider value={density}>
      <table className={styles.table({ density })} {...rest}>
        <caption>{captionHidden ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}</caption>
        <thead className={styles.head}>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </DensityContext.Provider>
  );
}

export function HeaderCell({
  children,
  sort,
}: {
  children: ReactNode;
  /** aria-sort of the column the rows are sorted by. */
  sort?: "ascending" | "descending";
}) {
  const density = useContext(DensityContext);
  return (
    <th scope="col" className={styles.headerCell({ density })} aria-sort={sort}>
      {children}
    </th>
  );
}

export function Row({
  selected = false,
  children,
  ...rest
}: {
  selected?: boolean;
  children: ReactNode;
  "data-testid"?: string;
}) {
  return (
    <tr className={styles.row({ selected })} {...rest}>
      {children}
    </tr>
  );
}

/** A cell with one wrapper, so the stacked layout's label and content make two grid columns. */
export function Cell({ label, children }: { label: string; children: ReactNode }) {
  const density = useContext(DensityContext);
  return (
    <td className={styles.cell({ density })} data-label={label}>
      <div>{children}</div>
    </td>
  );
}

/** The cell that names its row (a report's month, say): a row header, laid out as a cell. */
export function RowHeaderCell({ label, children }: { label: string; children: ReactNode }) {
  const density = useContext(DensityContext);
  return (
    <th scope="row" className={styles.cell({ density, rowHeader: true })} data-label={label}>
      <div>{children}</div>
    </th>
  );
}

/**
 * Text on one line, cut with an ellipsis when the column is narrower (wide screens only; the
 * stacked layout wraps it). `title` gives the whole text on hover.
 */
export function Clip({
  children,
  title,
  max,
  shrink = true,
  min,
}: {
  children: ReactNode;
  title?: string;
  /** The widest the column grows for it. */
  max?: "small" | "medium" | "large";
  /**
   * false: the column is never narrower than the whole text (up to `max`); the table narrows
   * the other columns instead. For the text a row is read by: a name, an owner.
   */
  shrink?: boolean;
  /** The narrowest a shrinking column gets (wide screens). */
  min?: "none" | "medium";
}) {
  return (
    <span className={styles.clip({ max, shrink, min })}>
      <span className={styles.clipText} title={title}>
        {children}
      </span>
    </span>
  );
}
