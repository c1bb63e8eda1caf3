/**
 * The sign-in history (ASVS 7.1.3): every success and failure with its reason, address and device.
 * One's own; an admin may switch to everyone's. The UI kit's table, stacked on a phone.
 */
import { Link, href } from "react-router";
import { Cell, HeaderCell, Row, Table } from "~/components/ui/table";
import { describeDevice } from "~/utils/user-agent";
import { formatDateTime, isoDateTime } from "../crm/dashboard-data";
import * as pageParts from "../crm/page-parts.css";

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
      <p className={pageParts.summary}>
        The latest {events.length} sign-ins and failed attempts. Kept for 12 months.{" "}
        {isAdmin ? (
          everyone ? (
            <Link to={href("/crm/sign-ins")} className={pageParts.cardLink}>
              Show only yours
            </Link>
          ) : (
            <Link to={`${href("/crm/sign-ins")}?everyone=1`} className={pageParts.cardLink}>
              Show everyone&apos;s
            </Link>
          )
        ) : null}
      </p>
      <Table
        caption="Sign-ins, the latest first"
        head={
          <>
            <HeaderCell>When</HeaderCell>
            {everyone ? <HeaderCell>Account</HeaderCell> : null}
            <HeaderCell>Result</HeaderCell>
            <HeaderCell>Address</HeaderCell>
            <HeaderCell>Device</HeaderCell>
          </>
        }
      >
        {events.map((event) => (
          <Row key={event.id}>
            <Cell label="When">
              <time dateTime={isoDateTime(event.at)}>{formatDateTime(event.at)}</time>
            </Cell>
            {everyone ? <Cell label="Account">{event.email ?? "Unknown account"}</Cell> : null}
            <Cell label="Result">
              {event.outcome === "success" ? "Signed in: " : "Failed: "}
              {describeSignIn(event.outcome, event.reason)}
            </Cell>
            <Cell label="Address">{event.ipAddress}</Cell>
            <Cell label="Device">{describeDevice(event.userAgent)}</Cell>
          </Row>
        ))}
      </Table>
    </section>
  );
}
