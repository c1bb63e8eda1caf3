/**
 * "Move to…": a lead's status with, for Closed Lost, the reason (a list, and words for "other").
 * A plain post to /crm/leads/{id}/move, so it works without JavaScript: that page answers with
 * the field messages when something is missing. The pipeline board's cards and the move page use it.
 */
import type { SubmissionResult } from "@conform-to/react";
import { href } from "react-router";
import { LOST_REASONS, LOST_REASON_TEXTS } from "~/schemas/deal";
import { LEAD_STATUSES, labelOf } from "~/schemas/lead";
import { VisuallyHidden } from "../crm/controls";
import * as styles from "../crm/dashboard.css";

export const MOVE_TEXT = {
  moveTo: "Move to…",
  move: "Move",
  moved: "Lead moved",
  failed: "The lead was not moved",
  column: "Column",
  reason: "Why it was lost (for Closed Lost)",
  other: "If other, what happened",
  chooseReason: "Choose a reason",
} as const;

export type MoveActionData = {
  result?: SubmissionResult<string[]>;
  /** The lead the answer is about (the board shows it on that card only). */
  leadId?: number;
};

/** The fields of the move form; `errors` are the field messages of a refused move. */
export function MoveLeadFields({
  idBase,
  status,
  leadName,
  errors,
  values,
}: {
  idBase: string;
  status: string;
  leadName: string;
  errors?: Record<string, string[] | null | undefined>;
  values?: Record<string, unknown>;
}) {
  const error = (field: string) => errors?.[field]?.[0];
  const field = (name: string) => {
    const message = error(name);
    return {
      id: `${idBase}-${name}`,
      name,
      "aria-invalid": message ? true : undefined,
      "aria-describedby": message ? `${idBase}-${name}-error` : undefined,
    };
  };
  const FieldMessage = ({ name }: { name: string }) =>
    error(name) ? (
      <p id={`${idBase}-${name}-error`} className={styles.formError}>
        {error(name)}
      </p>
    ) : null;
  const chosen = typeof values?.status === "string" ? values.status : status;
  return (
    <>
      <div className={styles.inlineField}>
        <label htmlFor={`${idBase}-status`} className={styles.label}>
          {MOVE_TEXT.column}
          <VisuallyHidden> for {leadName}</VisuallyHidden>
        </label>
        <select {...field("status")} defaultValue={chosen} className={styles.control}>
          {LEAD_STATUSES.map((value) => (
            <option key={value} value={value}>
              {labelOf(value)}
            </option>
          ))}
        </select>
        <FieldMessage name="status" />
      </div>
      <div className={styles.inlineField}>
        <label htmlFor={`${idBase}-lostReason`} className={styles.label}>
          {MOVE_TEXT.reason}
        </label>
        <select
          {...field("lostReason")}
          defaultValue={typeof values?.lostReason === "string" ? values.lostReason : ""}
          className={styles.control}
        >
          <option value="">{MOVE_TEXT.chooseReason}</option>
          {LOST_REASONS.map((value) => (
            <option key={value} value={value}>
              {LOST_REASON_TEXTS[value]}
            </option>
          ))}
        </select>
        <FieldMessage name="lostReason" />
      </div>
      <div className={styles.inlineField}>
        <label htmlFor={`${idBase}-lostReasonOther`} className={styles.label}>
          {MOVE_TEXT.other}
        </label>
        <input
          {...field("lostReasonOther")}
          type="text"
          maxLength={200}
          autoComplete="off"
          defaultValue={typeof values?.lostReasonOther === "string" ? values.lostReasonOther : ""}
          className={styles.control}
        />
        <FieldMessage name="lostReasonOther" />
      </div>
    </>
  );
}

export const moveAction = (leadId: number) => href("/crm/leads/:id/move", { id: String(leadId) });
