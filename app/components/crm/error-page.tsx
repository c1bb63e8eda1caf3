/**
 * A CRM page that cannot be shown: an address that matches nothing or a record that no longer
 * exists (404), a request refused with a reason, or an error. Signed in, it goes inside the CRM
 * frame with the dashboard as the way back; signed out, it is a
 * page of its own like the sign-in screen, with sign-in as the way back.
 */
import { Link, href } from "react-router";
import { CrmFrame } from "./frame";
import { SITE } from "~/config/site";
import * as controls from "./controls.css";
import * as login from "../sign-in/sign-in.css";
import { CRM_TEXTS } from "./texts";
import {
  crmErrorPageTitle,
  crmErrorTitle,
  describeCrmError,
  isRefusal,
  refusalOf,
} from "./error-title";

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

/** The root boundary's page for a CRM address: in the CRM frame when it knows who is signed in. */
export function CrmRootError({ error }: { error: unknown }) {
  const { status, message } = describeCrmError(error);
  const refusal = refusalOf(error);
  // React hoists this into the head: the root's meta leaves the title to this page.
  const title = <title>{crmErrorPageTitle(error)}</title>;
  if (!refusal)
    return (
      <>
        {title}
        <CrmErrorPage status={status} message={message} signedIn={false} />
      </>
    );
  return (
    <CrmFrame email={refusal.email}>
      {title}
      <CrmErrorPage status={status} message={message} signedIn />
    </CrmFrame>
  );
}
