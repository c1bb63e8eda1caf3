/**
 * An email address in the CRM lists as a mail link with a separate link to everything held on
 * that person (/crm/people), and a "Restricted" badge while their processing is restricted. The dashboard provides the
 * restricted addresses once through context, so each list only swaps the email for this.
 */
import { createContext, useContext } from "react";
import { Link, href } from "react-router";
import { VisuallyHidden } from "./controls";
import * as styles from "../people/person.css";
import { useIsAdmin } from "./use-staff-role";
import { normaliseEmail } from "~/utils/email";
import { CRM_TEXTS } from "./texts";

export const RestrictedEmailsContext = createContext<ReadonlySet<string>>(new Set());

export const personHref = (email: string) =>
  `${href("/crm/people")}?email=${encodeURIComponent(normaliseEmail(email))}`;

export function RestrictedBadge() {
  return <span className={styles.restrictedBadge}>{CRM_TEXTS.person.restricted}</span>;
}

/** The badge, after a space, when the person with this address is restricted; else nothing. */
export function RestrictedMark({ email }: { email: string | null }) {
  const restricted = useContext(RestrictedEmailsContext);
  if (!email || !restricted.has(normaliseEmail(email))) return null;
  return (
    <>
      {" "}
      <RestrictedBadge />
    </>
  );
}

/**
 * An email in the CRM lists: a mail link, then a separate, labelled link to everything held on
 * the person (their GDPR page), then the "Restricted" badge when it applies.
 */
export function PersonEmail({ email }: { email: string }) {
  // Subject access is an admin's: a member sees the address without the link.
  if (!useIsAdmin())
    return (
      <>
        {email}
        <RestrictedMark email={email} />
      </>
    );
  return (
    <>
      <a href={`mailto:${email}`}>{email}</a>{" "}
      <Link to={personHref(email)} className={styles.personLink}>
        {CRM_TEXTS.person.record}
        <VisuallyHidden> {CRM_TEXTS.person.recordOf(email)}</VisuallyHidden>
      </Link>
      <RestrictedMark email={email} />
    </>
  );
}
