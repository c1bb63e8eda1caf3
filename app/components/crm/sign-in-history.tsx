/**
 * The sign-in history (ASVS 7.1.3): every success and failure with its reason, address and device.
 * One's own; an admin may switch to everyone's. A table in a scrolling wrapper, like the CRM's lists.
 */
import { Link, href } from "react-router";
import { describeDevice } from "~/utils/user-agent";
import { formatDateTime, isoDateTime } from "./dashboard-data";
import * as styles from "./dashboard.css";

export interface SignInView {
  id: number;
  at: Date | string;
  email: string | null;
  ipAddress: string;
  userAgent: string | null;
  outcome: string;
  reason: string;
}

const SUCCESS: Record<string, string> = {
  code: "Password and code",
  "recovery-code": "Password and a recovery code",
  enrolled: "Password, then set up the second factor",
};
const FAILURE: Record<string, string> = {
  password: "Wrong password (or no such account)",
  code: "Wrong code",
  "recovery-code": "Wrong or used recovery code",
  "replayed-code": "A code already used (refused)",
  throttled: "Too many sign-in attempts",
  "code-locked": "Code attempts locked after too many wrong codes",
};

export const describeSignIn = (outcome: string, reason: string) =>
  (outcome === "success" ? SUCCESS[reason] : FAILURE[reason]) ?? "Other";

export function SignInHistory({
  events,
  everyone,
  isAdmin,
}: {
  events: SignInView[];
  everyone: boolean;
  isAdmin: boolean;
}) {
  return (
    <section aria-labelledby="history-title">
      <h1 id="history-title">{everyone ? "Sign-in history: everyone" : "Your sign-in history"}</h1>
      <p className={styles.summary}>
        The latest {events.length} sign-ins and failed attempts. Kept for 12 months.{" "}
        {isAdmin ? (
          everyone ? (
            <Link to={href("/crm/sign-ins")} className={styles.cardLink}>
              Show only yours
            </Link>
          ) : (
            <Link to={`${href("/crm/sign-ins")}?everyone=1`} className={styles.cardLink}>
              Show everyone&apos;s
            </Link>
          )
        ) : null}
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={styles.visuallyHidden}>Sign-ins, the latest first</caption>
          <thead>
            <tr>
              <th className={styles.th} scope="col">
                When
              </th>
              {everyone ? (
                <th className={styles.th} scope="col">
                  Account
                </th>
              ) : null}
              <th className={styles.th} scope="col">
                Result
              </th>
              <th className={styles.th} scope="col">
                Address
              </th>
              <th className={styles.th} scope="col">
                Device
              </th>
            </tr>
          </thead>
          <tbody>
            {events.map((event) => (
              <tr key={event.id}>
                <td className={styles.td}>
                  <time dateTime={isoDateTime(event.at)}>{formatDateTime(event.at)}</time>
                </td>
                {everyone ? (
                  <td className={styles.td}>{event.email ?? "Unknown account"}</td>
                ) : null}
                <td className={styles.td}>
                  {event.outcome === "success" ? "Signed in: " : "Failed: "}
                  {describeSignIn(event.outcome, event.reason)}
                </td>
                <td className={styles.td}>{event.ipAddress}</td>
                <td className={styles.td}>{describeDevice(event.userAgent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
