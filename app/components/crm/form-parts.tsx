/** Pieces the CRM's dialog forms (Add Lead, Log Activity) share. */
import { ErrorSummary, type SummaryItem } from "~/components/forms/error-summary";
import { labelOf } from "~/schemas/lead";
import * as styles from "./dashboard.css";

/** A select's options from a list of stored values, labelled for people. */
export const optionsOf = (values: readonly string[]) =>
  values.map((value) => ({ value, label: labelOf(value) }));

/** The top of the form: the error summary, the form-level message, and the view to return to. */
export function CrmFormHead({
  summary,
  failedTitle,
  formErrors,
  returnTo,
}: {
  summary: SummaryItem[];
  failedTitle: string;
  formErrors?: string[];
  returnTo: string;
}) {
  return (
    <>
      <ErrorSummary items={summary} title={failedTitle} />
      {formErrors?.length ? <p className={styles.formError}>{formErrors[0]}</p> : null}
      <input type="hidden" name="returnTo" value={returnTo} />
    </>
  );
}
