/**
 * A CRM page that cannot be shown: an address that matches nothing or a record that no longer
 * exists (404), a request refused with a reason, or an error. Signed in, it goes inside the CRM
 * frame with the dashboard as the way back; signed out, it is a
 * page of its own like the sign-in screen, with sign-in as the way back.
 */
import { Link, href, isRouteErrorResponse } from "react-router";
import { describeRouteError } from "~/components/shell/not-found-content";
import { CrmFrame } from "./frame";
import { SITE } from "~/config/site";
import * as controls from "./controls.css";
import * as login from "../sign-in/sign-in.css";
import { CRM_TEXTS, crmPageTitle } from "./texts";

export function crmErrorTitle(status: number, message?: string): string {
  if (status === 404) return CRM_TEXTS.notFound.title;
  return isRefusal(status, message) ? CRM_TEXTS.error.refusedTitle : CRM_TEXTS.error.title;
}

const isRefusal = (status: number, message?: string) =>
  status >= 400 && status < 500 && Boolean(message);

export function CrmErrorPage({
  status,
  message,
  signedIn,
}: {
  status: number;
  message?: string;
  signedIn: boolean;
}) {
  const title = crmErrorTitle(status, message);
  const text =
    status === 404
      ? CRM_TEXTS.notFound.text
      : isRefusal(status, message)
        ? message
        : CRM_TEXTS.error.text;
  if (!signedIn) {
    return (
      <main id="main-content" className={login.page}>
        <div className={login.card}>
          <p className={login.siteName}>{SITE.name}</p>
          <h1 className={login.title}>{title}</h1>
          <p>{text}</p>
          <Link to={href("/crm")} className={login.back}>
            {CRM_TEXTS.notFound.signIn}
          </Link>
        </div>
      </main>
    );
  }
  return (
    <section className={controls.pageSection} aria-labelledby="crm-error-title">
      <h1 id="crm-error-title">{title}</h1>
      <p>{text}</p>
      <p>
        <Link to={href("/crm")}>{CRM_TEXTS.notFound.back}</Link>
      </p>
    </section>
  );
}

/** Whether an address is the CRM's (its errors never take the public site's frame). */
export const isCrmPath = (pathname: string) => pathname === "/crm" || pathname.startsWith("/crm/");

/**
 * A refusal thrown by a route group's middleware (a member at an admin page). Middleware runs
 * before every loader, so React Router draws it with the root's boundary and no loader data: the
 * refusal carries its reason and who was refused, to draw the CRM frame all the same.
 */
export interface CrmRefusal {
  crmRefusal: { message: string; email: string };
}

function refusalOf(error: unknown): CrmRefusal["crmRefusal"] | null {
  if (!isRouteErrorResponse(error) || !error.data || typeof error.data !== "object") return null;
  const refusal = (error.data as Partial<CrmRefusal>).crmRefusal;
  return refusal && typeof refusal.message === "string" && typeof refusal.email === "string"
    ? refusal
    : null;
}

/** The status and reason of an error on a CRM address, whichever boundary draws it. */
export function describeCrmError(error: unknown): { status: number; message?: string } {
  const refusal = refusalOf(error);
  return refusal && isRouteErrorResponse(error)
    ? { status: error.status, message: refusal.message }
    : describeRouteError(error);
}

/** The page title of a CRM error ("We could not accept that request | CRM | …"). */
export const crmErrorPageTitle = (error: unknown) => {
  const { status, message } = describeCrmError(error);
  return crmPageTitle(crmErrorTitle(status, message));
};

/** The root boundary's page for a CRM address: in the CRM frame when it knows who is signed in. */
export function CrmRootError({ error }: { error: unknown }) {
  const { status, message } = describeCrmError(error);
  const refusal = refusalOf(error);
  if (!refusal) return <CrmErrorPage status={status} message={message} signedIn={false} />;
  return (
    <CrmFrame email={refusal.email}>
      <CrmErrorPage status={status} message={message} signedIn />
    </CrmFrame>
  );
}
