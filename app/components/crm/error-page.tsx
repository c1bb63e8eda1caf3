/**
 * A CRM page that cannot be shown: an address that matches nothing or a record that no longer
 * exists (404), a request refused with a reason, or an error. Signed in, it goes inside the CRM
 * frame with the dashboard as the way back; signed out, it is a
 * page of its own like the sign-in screen, with sign-in as the way back.
 */
import { Link, href } from "react-router";
import { SITE } from "~/config/site";
import * as controls from "./controls.css";
import * as login from "../sign-in/sign-in.css";
import { CRM_TEXTS } from "./texts";

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
