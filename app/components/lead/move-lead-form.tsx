/**
 * "Move to…": a lead's status with, for Closed Lost, the reason (a list, and words for "other").
 * A plain post to /crm/leads/{id}/move, so it works without JavaScript: that page answers with
 * the field messages when something is missing. The board's move dialog and the move page use it.
 * The reason's fields are a group labelled "Only when moving to Closed Lost"; with JavaScript they
 * show only while Closed Lost is chosen (decision 047).
 */
import type { SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { href } from "react-router";
import { useHydrated } from "~/components/shell/use-hydrated";
import { LOST_REASONS, LOST_REASON_TEXTS } from "~/schemas/deal";
import { LEAD_STATUSES, labelOf } from "~/schemas/lead";
import { VisuallyHidden } from "../crm/controls";
import { MOVE_TEXTS } from "./texts";
import * as controls from "../crm/controls.css";
import * as styles from "./lead.css";

type FieldProps = {
  id: string;
  name: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

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
  const field = (name: string): FieldProps => {
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
      <p id={`${idBase}-${name}-error`} className={controls.formError}>
        {error(name)}
      </p>
    ) : null;
  const initial = typeof values?.status === "string" ? values.status : status;
  const [chosen, setChosen] = useState(initial);
  const hydrated = useHydrated();
  const asksWhy = !hydrated || chosen === "closed-lost";
  return (
    <>
      <div className={controls.inlineField}>
        <label htmlFor={`${idBase}-status`} className={controls.label}>
          {MOVE_TEXTS.status}
          <VisuallyHidden> {MOVE_TEXTS.for(leadName)}</VisuallyHidden>
        </label>
        <select
          {...field("status")}
          defaultValue={initial}
          onChange={(event) => setChosen(event.currentTarget.value)}
          className={controls.control}
        >
          {LEAD_STATUSES.map((value) => (
            <option key={value} value={value}>
              {labelOf(value)}
            </option>
          ))}
        </select>
        <FieldMessage name="status" />
      </div>
      {asksWhy ? (
        <fieldset className={styles.lostFields} data-testid="lost-fields">
          <legend className={controls.label}>{MOVE_TEXTS.lostLegend}</legend>
          <LostFields field={field} values={values} FieldMessage={FieldMessage} idBase={idBase} />
        </fieldset>
      ) : null}
    </>
  );
}

function LostFields({
  idBase,
  field,
  values,
  FieldMessage,
}: {
  idBase: string;
  field: (name: string) => FieldProps;
  values?: Record<string, unknown>;
  FieldMessage: (props: { name: string }) => React.ReactNode;
}) {
  return (
    <>
      <div className={controls.inlineField}>
        <label htmlFor={`${idBase}-lostReason`} className={controls.label}>
          {MOVE_TEXTS.reason}
        </label>
        <select
          {...field("lostReason")}
          defaultValue={typeof values?.lostReason === "string" ? values.lostReason : ""}
          className={controls.control}
        >
          <option value="">{MOVE_TEXTS.chooseReason}</option>
          {LOST_REASONS.map((value) => (
            <option key={value} value={value}>
              {LOST_REASON_TEXTS[value]}
            </option>
          ))}
        </select>
        <FieldMessage name="lostReason" />
      </div>
      <div className={controls.inlineField}>
        <label htmlFor={`${idBase}-lostReasonOther`} className={controls.label}>
          {MOVE_TEXTS.other}
        </label>
        <input
          {...field("lostReasonOther")}
          type="text"
          maxLength={200}
          autoComplete="off"
          defaultValue={typeof values?.lostReasonOther === "string" ? values.lostReasonOther : ""}
          className={controls.control}
        />
        <FieldMessage name="lostReasonOther" />
      </div>
    </>
  );
}

export const moveAction = (leadId: number) => href("/crm/leads/:id/move", { id: String(leadId) });

/** A board card's id: a move made without JavaScript returns to the board at the moved card. */
export const cardAnchor = (leadId: number) => `card-${leadId}`;

/**
 * Where a move returns: the view it came from; on the board, at the moved card (the browser
 * scrolls to it and the next Tab goes on from there, as focus would with JavaScript).
 */
export const afterMove = (returnTo: string, leadId: number) =>
  returnTo.startsWith(href("/crm/pipeline")) ? `${returnTo}#${cardAnchor(leadId)}` : returnTo;
