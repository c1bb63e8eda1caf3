/**
 * The sign-in history (ASVS 7.1.3): every success and failure with its reason, address and device.
 * One's own; an admin may switch to everyone's. The UI kit's table, stacked on a phone.
 */
import { Link, href } from "react-router";
import { Cell, HeaderCell, Row, Table } from "~/components/ui/table";
import { describeDevice } from "~/utils/user-agent";
import { formatDateTime, isoDateTime } from "../crm/dashboard-data";
import * as pageParts from "../crm/page-parts.css";
import { SIGN_INS_TEXTS } from "./texts";

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
      <h1 id="history-title">{everyone ? SIGN_INS_TEXTS.everyone : SIGN_INS_TEXTS.yours}</h1>
      <p className={pageParts.summary}>
        {SIGN_INS_TEXTS.summary(events.length)}{" "}
        {isAdmin ? (
          everyone ? (
            <Link to={href("/crm/sign-ins")} className={pageParts.cardLink}>
              {SIGN_INS_TEXTS.showYours}
            </Link>
          ) : (
            <Link to={`${href("/crm/sign-ins")}?everyone=1`} className={pageParts.cardLink}>
              {SIGN_INS_TEXTS.showEveryone}
            </Link>
          )
        ) : null}
      </p>
      <Table
        caption={SIGN_INS_TEXTS.cells.caption}
        head={
          <>
            <HeaderCell>{SIGN_INS_TEXTS.columns.when}</HeaderCell>
            {everyone ? <HeaderCell>{SIGN_INS_TEXTS.columns.account}</HeaderCell> : null}
            <HeaderCell>{SIGN_INS_TEXTS.columns.result}</HeaderCell>
            <HeaderCell>{SIGN_INS_TEXTS.columns.address}</HeaderCell>
            <HeaderCell>{SIGN_INS_TEXTS.columns.device}</HeaderCell>
          </>
        }
      >
        {events.map((event) => (
          <Row key={event.id}>
            <Cell label={SIGN_INS_TEXTS.cells.when}>
              <time dateTime={isoDateTime(event.at)}>{formatDateTime(event.at)}</time>
            </Cell>
            {everyone ? (
              <Cell label={SIGN_INS_TEXTS.cells.account}>
                {event.email ?? SIGN_INS_TEXTS.unknownAccount}
              </Cell>
            ) : null}
            <Cell label={SIGN_INS_TEXTS.cells.result}>
              {event.outcome === "success" ? SIGN_INS_TEXTS.signedIn : SIGN_INS_TEXTS.failed}
              {describeSignIn(event.outcome, event.reason)}
            </Cell>
            <Cell label={SIGN_INS_TEXTS.cells.address}>{event.ipAddress}</Cell>
            <Cell label={SIGN_INS_TEXTS.cells.device}>{describeDevice(event.userAgent)}</Cell>
          </Row>
        ))}
      </Table>
    </section>
  );
}
