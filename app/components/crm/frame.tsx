/**
 * The signed-in CRM frame: header with the site name and 'CRM' (each page has its own <h1>), the
 * CRM's navigation (Leads first), who is signed in and a Logout button (a real form posting to
 * /crm/logout), then the page content with its notices at the top.
 * On a wide screen the links sit in one bar; narrower, they fold into a Menu (a <details>
 * disclosure, so it opens without JavaScript; with it, Escape and a click outside close it).
 * 'Loading...' (SPEC.md) is shown while a client-side navigation or submission is under way;
 * the first load is server-rendered and has no loading phase (docs/decisions/003).
 */
import type { ReactNode } from "react";
import { Form, Link, NavLink, href, useNavigation, useRouteLoaderData } from "react-router";
import { SITE } from "~/config/site";
import { Toaster } from "~/components/toast/toaster";
import { Disclosure } from "~/components/ui/disclosure";
import { VisuallyHidden } from "~/components/ui/visually-hidden";
import type { ToastInput } from "~/components/toast/toast-state";
import type { AttentionReason } from "~/models/system.server";
import { SYSTEM_TEXTS } from "~/components/system/texts";
import * as styles from "./frame.css";
import { useFocusAfterPost } from "./use-focus-after-post";
import { useIsAdmin } from "./use-staff-role";
import { CRM_TEXTS } from "./texts";

const LOGOUT_ACTION = href("/crm/logout");

export function CrmFrame({
  email,
  attention = [],
  children,
}: {
  email: string;
  /** Admins: what the System page says needs action (none: no banner). */
  attention?: readonly AttentionReason[];
  children: ReactNode;
}) {
  const flash = (useRouteLoaderData("root") as { toast?: ToastInput | null } | undefined)?.toast;
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
          <div className={styles.bar}>
            <CrmLinks />
            <Account email={email} compact />
          </div>
          <Disclosure
            className={styles.menu}
            summaryClassName={styles.menuButton}
            label={
              <>
                <span aria-hidden="true">☰</span> {CRM_TEXTS.frame.menu}
              </>
            }
          >
            <div className={styles.menuPanel}>
              <CrmLinks />
              <Account email={email} />
            </div>
          </Disclosure>
        </div>
      </header>
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Loading />
        <AttentionBanner reasons={attention} />
        {/* Notices in the page's flow, so they never cover the page (docs/decisions/049). */}
        <Toaster flash={flash} inline />
        {children}
      </main>
    </>
  );
}

/** One line for admins when something needs action, linking to the System page. */
function AttentionBanner({ reasons }: { reasons: readonly AttentionReason[] }) {
  if (reasons.length === 0) return null;
  return (
    <p className={styles.attention} data-testid="system-banner">
      <strong>{SYSTEM_TEXTS.banner.lead}</strong> {SYSTEM_TEXTS.banner.reasons(reasons)}{" "}
      <Link to={href("/crm/system")} className={styles.attentionLink}>
        {SYSTEM_TEXTS.banner.link}
      </Link>
    </p>
  );
}

function Loading() {
  const navigation = useNavigation();
  return (
    <p role="status" className={styles.loading}>
      {navigation.state !== "idle" ? CRM_TEXTS.frame.loading : ""}
    </p>
  );
}

/** The CRM's pages; a member is not offered the admins' pages (the server refuses them anyway). */
function CrmLinks() {
  const isAdmin = useIsAdmin();
  const links = [
    { to: href("/crm"), label: CRM_TEXTS.frame.leads, end: true },
    { to: href("/crm/pipeline"), label: CRM_TEXTS.frame.pipeline },
    { to: href("/crm/reports"), label: CRM_TEXTS.frame.reports },
    { to: href("/crm/posts"), label: CRM_TEXTS.frame.posts },
    ...(isAdmin
      ? [
          { to: href("/crm/people"), label: CRM_TEXTS.frame.people },
          { to: href("/crm/staff"), label: CRM_TEXTS.frame.staff },
          { to: href("/crm/mail"), label: CRM_TEXTS.frame.mail },
          { to: href("/crm/campaigns"), label: CRM_TEXTS.frame.campaigns },
          { to: href("/crm/system"), label: CRM_TEXTS.frame.system },
        ]
      : []),
  ];
  return (
    <nav aria-label={CRM_TEXTS.frame.navigation}>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end} className={styles.navLink}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Who is signed in, their own sessions and sign-ins, and Logout. `compact` (the wide bar): the
 * address alone is shown, "Signed in as" is read out, so the bar keeps to one line at 1366 px.
 */
function Account({ email, compact = false }: { email: string; compact?: boolean }) {
  const navigation = useNavigation();
  const loggingOut = navigation.state !== "idle" && navigation.formAction === LOGOUT_ACTION;
  return (
    <div className={styles.account}>
      <span className={styles.email}>
        {compact ? (
          <VisuallyHidden>{CRM_TEXTS.frame.signedInAs} </VisuallyHidden>
        ) : (
          <>{CRM_TEXTS.frame.signedInAs} </>
        )}
        <strong>{email}</strong>
      </span>
      <NavLink to={href("/crm/sessions")} className={styles.navLink}>
        {CRM_TEXTS.frame.sessions}
      </NavLink>
      <NavLink to={href("/crm/sign-ins")} className={styles.navLink}>
        {CRM_TEXTS.frame.signIns}
      </NavLink>
      <Form method="post" action={LOGOUT_ACTION}>
        <button type="submit" className={styles.logout} disabled={loggingOut}>
          {loggingOut ? CRM_TEXTS.frame.loggingOut : CRM_TEXTS.frame.logout}
        </button>
      </Form>
    </div>
  );
}
