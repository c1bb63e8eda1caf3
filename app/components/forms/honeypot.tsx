import { HONEYPOT_FIELD } from "~/schemas/honeypot";
import * as styles from "./forms.css";

/**
 * The spam trap: off-screen, out of the tab order, not offered by autofill, and hidden from
 * assistive technology, so only a robot filling every field finds it. Its label stays for the
 * one who sees the page without its styles.
 */
export function Honeypot() {
  return (
    <div className={styles.honeypot} aria-hidden="true">
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
