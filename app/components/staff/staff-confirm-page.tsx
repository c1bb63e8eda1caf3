/**
 * The confirmation page of a Staff page change (deactivate, reset a second factor, revoke an
 * invitation): the shared confirmation page, opening on its safe choice; deactivation also asks
 * who takes over the account's open leads and planned follow-ups.
 */
import { href } from "react-router";
import { ConfirmPage } from "../crm/confirm-page";
import * as controls from "../crm/controls.css";
import * as styles from "./staff.css";
import { STAFF_TEXTS } from "./texts";

export interface HandOverView {
  email: string;
  work: { leads: number; followUps: number };
  colleagues: { id: number; email: string }[];
}

export function StaffConfirmPage({
  change,
  id,
  question,
  handOver,
  error,
}: {
  change: keyof typeof STAFF_TEXTS.confirm;
  id: number;
  question: string;
  handOver?: HandOverView;
  error?: string | null;
}) {
  const texts = STAFF_TEXTS.confirm[change];
  return (
    <ConfirmPage
      question={question}
      detail={texts.detail}
      error={error}
      action={href("/crm/staff/:change/:id", { change, id: String(id) })}
      returnTo={href("/crm/staff")}
      confirmLabel={texts.confirm}
      cancelLabel={texts.cancel}
    >
      {handOver ? <HandOverField handOver={handOver} /> : null}
    </ConfirmPage>
  );
}

function HandOverField({ handOver }: { handOver: HandOverView }) {
  return (
    <div className={controls.inlineField}>
      <label htmlFor="hand-to" className={`${controls.label} ${styles.wrapAnywhere}`}>
        {STAFF_TEXTS.handOver(handOver.email, handOver.work.leads, handOver.work.followUps)}
      </label>
      <select
        id="hand-to"
        name="handTo"
        defaultValue="none"
        className={`${controls.control} ${controls.ownerSelect}`}
      >
        <option value="none">{STAFF_TEXTS.nobody}</option>
        {handOver.colleagues.map((colleague) => (
          <option key={colleague.id} value={colleague.id}>
            {colleague.email}
          </option>
        ))}
      </select>
    </div>
  );
}
