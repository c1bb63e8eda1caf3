/**
 * The signed-in CRM frame: header with the site name and 'CRM' (each page has its own <h1>), who is
 * signed in and a Logout button (a real form posting to /crm/logout), then the page content.
 * 'Loading...' (SPEC.md) is shown while a client-side navigation or submission is under way;
 * the first load is server-rendered and has no loading phase (docs/decisions/003).
 */
import type { ReactNode } from "react";
import { Form, Link, href, useNavigation } from "react-router";
import { SITE } from "~/config/site";
import * as styles from "./frame.css";
import { useFocusAfterPost } from "./use-focus-after-post";
import { useIsAdmin } from "./use-staff-role";
import { CRM_TEXTS } from "./texts";

const LOGOUT_ACTION = href("/crm/logout");

export function CrmFrame({ email, children }: { email: string; children: ReactNode }) {
  const navigation = useNavigation();
  const loggingOut = navigation.state !== "idle" && navigation.formAction === LOGOUT_ACTION;
  const isAdmin = useIsAdmin();
  useFocusAfterPost();
  return (
    <>
      <a href="#main-content" className={styles.skipLink}>
        {CRM_TEXTS.frame.skipLink}
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <div className={styles.brand}>
            <Link to="/" className={styles.siteLink}>
              {SITE.name}
            </Link>
            <p className={styles.heading}>{CRM_TEXTS.frame.heading}</p>
          </div>
          <div className={styles.account}>
            <span className={styles.email}>
              {CRM_TEXTS.frame.signedInAs} <strong>{email}</strong>
            </span>
            <Link to={href("/crm/pipeline")} className={styles.siteLink}>
              {CRM_TEXTS.frame.pipeline}
            </Link>
            <Link to={href("/crm/reports")} className={styles.siteLink}>
              {CRM_TEXTS.frame.reports}
            </Link>
            <Link to={href("/crm/sessions")} className={styles.siteLink}>
              {CRM_TEXTS.frame.sessions}
            </Link>
            <Link to={href("/crm/sign-ins")} className={styles.siteLink}>
              {CRM_TEXTS.frame.signIns}
            </Link>
            {isAdmin && (
              <Link to={href("/crm/people")} className={styles.siteLink}>
                {CRM_TEXTS.frame.people}
              </Link>
            )}
            {isAdmin && (
              <Link to={href("/crm/staff")} className={styles.siteLink}>
                {CRM_TEXTS.frame.staff}
              </Link>
            )}
            {isAdmin && (
              <Link to={href("/crm/mail")} className={styles.siteLink}>
                {CRM_TEXTS.frame.mail}
              </Link>
            )}
            <Form method="post" action={LOGOUT_ACTION}>
              <button type="submit" className={styles.logout} disabled={loggingOut}>
                {loggingOut ? CRM_TEXTS.frame.loggingOut : CRM_TEXTS.frame.logout}
              </button>
            </Form>
          </div>
        </div>
      </header>
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <p role="status" className={styles.loading}>
          {navigation.state !== "idle" ? CRM_TEXTS.frame.loading : ""}
        </p>
        {children}
      </main>
    </>
  );
}
