/**
 * The top of the lead page: who the lead is (name, status, score), the key facts (company, email,
 * phone, next follow-up) and the actions on the whole lead. The email and phone are mail and
 * phone links; the person's GDPR record is a link of its own.
 */
import { Link, href } from "react-router";
import { DeleteControl, StatusBadge, StatusControl } from "../crm/controls";
import type { ActivityView, LeadView } from "../crm/dashboard-data";
import { DueTime } from "../crm/due-time";
import * as controls from "../crm/controls.css";
import * as pageParts from "../crm/page-parts.css";
import * as styles from "./lead.css";
import { RestrictedBadge, personHref } from "../crm/person-link";
import { useIsAdmin } from "../crm/use-staff-role";

import { fullName } from "./types";
import { LEADS_TEXTS } from "../leads/texts";
import { LEAD_TEXTS } from "./texts";

export function LeadHeader({
  lead,
  next,
  restricted,
}: {
  lead: LeadView;
  /** The next planned follow-up, if any. */
  next: ActivityView | undefined;
  restricted?: boolean;
}) {
  const name = fullName(lead);
  const here = href("/crm/leads/:id", { id: String(lead.id) });
  const back = encodeURIComponent(here);
  const isAdmin = useIsAdmin();
  return (
    <section aria-labelledby="lead-title">
      <div className={pageParts.cardHeader}>
        <h1 id="lead-title" className={styles.leadTitle}>
          {name}
        </h1>
        <StatusBadge status={lead.status} />
        {lead.score > 0 ? (
          <span className={controls.scoreBadge}>{LEAD_TEXTS.header.score(lead.score)}</span>
        ) : null}
        {restricted ? <RestrictedBadge /> : null}
      </div>
      <dl className={pageParts.details} aria-label={LEAD_TEXTS.header.keyFacts}>
        <dt className={pageParts.term}>{LEAD_TEXTS.header.company}</dt>
        <dd className={pageParts.definition}>{lead.company ?? "—"}</dd>
        <dt className={pageParts.term}>{LEAD_TEXTS.header.email}</dt>
        <dd className={pageParts.definition}>
          <a href={`mailto:${lead.email}`}>{lead.email}</a>
        </dd>
        {lead.additionalEmails.length ? (
          <>
            <dt className={pageParts.term}>{LEAD_TEXTS.header.otherEmails}</dt>
            <dd className={pageParts.definition}>
              {lead.additionalEmails.map((address, index) => (
                <span key={address}>
                  {index ? ", " : null}
                  <a href={`mailto:${address}`}>{address}</a>
                </span>
              ))}
            </dd>
          </>
        ) : null}
        <dt className={pageParts.term}>{LEAD_TEXTS.header.phone}</dt>
        <dd className={pageParts.definition}>
          {lead.phone ? <a href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`}>{lead.phone}</a> : "—"}
        </dd>
        <dt className={pageParts.term}>{LEAD_TEXTS.header.scoreTerm}</dt>
        <dd className={pageParts.definition}>{LEAD_TEXTS.header.scoreValue(lead.score)}</dd>
        <dt className={pageParts.term}>{LEAD_TEXTS.header.nextFollowUp}</dt>
        <dd className={pageParts.definition}>
          {next?.dueAt ? (
            <>
              <DueTime due={next.dueAt} />: {next.subject}
            </>
          ) : (
            LEAD_TEXTS.header.nonePlanned
          )}
        </dd>
        {/* Subject access is an admin's: a member is not offered a page that refuses them. */}
        {isAdmin && <dt className={pageParts.term}>{LEAD_TEXTS.header.personalData}</dt>}
        {isAdmin && (
          <dd className={pageParts.definition}>
            <Link to={personHref(lead.email)}>{LEAD_TEXTS.header.personRecord}</Link>
          </dd>
        )}
      </dl>
      <div className={pageParts.cardActions}>
        <StatusControl leadId={lead.id} leadName={name} status={lead.status} returnTo={here} />
        <Link
          to={href("/crm/leads/:id/follow-ups/new", { id: String(lead.id) })}
          className={controls.button.primary}
        >
          {LEAD_TEXTS.actions.planFollowUp}
        </Link>
        <Link
          to={`${href("/crm/activities/new")}?leadId=${lead.id}&returnTo=${back}`}
          className={controls.button.secondary}
        >
          {LEADS_TEXTS.actions.logActivity}
        </Link>
        <Link to={`${here}?merge=1#merge`} className={controls.button.secondary}>
          {LEAD_TEXTS.actions.mergeStart}
        </Link>
        <DeleteControl
          action={href("/crm/:kind/:id/delete", { kind: "leads", id: String(lead.id) })}
          confirmHref={`${href("/crm/:kind/:id/delete", { kind: "leads", id: String(lead.id) })}?returnTo=%2Fcrm`}
          question={LEADS_TEXTS.confirm.lead}
          itemLabel={name}
          returnTo={href("/crm")}
        />
      </div>
    </section>
  );
}
