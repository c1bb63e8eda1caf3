import { HONEYPOT_FIELD } from "~/schemas/honeypot";
import * as styles from "./forms.css";

/** The spam trap: off-screen, out of the tab order, and labelled so nobody fills it by mistake. */
export function Honeypot() {
  return (
    <div className={styles.honeypot}>
      <label htmlFor={`hp-${HONEYPOT_FIELD}`}>Leave this field empty</label>
      <input
        id={`hp-${HONEYPOT_FIELD}`}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
