/** Contact Forms and DentalIQ tabs: unprocessed items with Convert to Lead and delete. */
import { Link, href, useFetcher } from "react-router";
import { DISCOVERY_CALL_TEXTS, PMS_TEXTS } from "~/schemas/crm-labels";
import { DeleteControl, PostButton, VisuallyHidden } from "../crm/controls";
import {
  type ContactView,
  type InboxDuplicate,
  type InboxItem,
  type InboxMatch,
  type RegistrationView,
  deleteHref,
  formatDateTime,
  withReturnTo,
  isoDateTime,
} from "../crm/dashboard-data";
import * as controls from "../crm/controls.css";
import * as pageParts from "../crm/page-parts.css";
import * as styles from "./leads.css";
import { PersonEmail } from "../crm/person-link";
import { CRM_TEXTS } from "../crm/texts";
import { LEADS_TEXTS, bounceReasonText } from "./texts";
import { LEAD_TEXTS } from "../lead/texts";

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <>
      <dt className={pageParts.term}>{term}</dt>
      <dd className={pageParts.definition}>{children}</dd>
    </>
  );
}

/**
 * "Reply by email" when the item's address belongs to a lead: the lead's compose form, threaded
 * to this enquiry or registration (decision 101). Without a lead, Convert makes one first.
 */
function ReplyLink({
  match,
  enquiry,
  itemLabel,
}: {
  match: InboxMatch;
  enquiry: string;
  itemLabel: string;
}) {
  if (!match) return null;
  return (
    <Link
      to={`${href("/crm/leads/:id/reply", { id: String(match.id) })}?enquiry=${enquiry}`}
      className={controls.button.secondary}
    >
      {LEADS_TEXTS.actions.reply}
      <VisuallyHidden> {LEADS_TEXTS.actions.replyTo(itemLabel)}</VisuallyHidden>
    </Link>
  );
}

/** "Matches lead NAME" when the item's email already belongs to a lead. */
function MatchRow({ match }: { match: InboxMatch }) {
  if (!match) return null;
  return (
    <Row term={LEADS_TEXTS.inboxTerms.duplicate}>
      <span data-testid="lead-match">
        {LEADS_TEXTS.duplicate.matches}{" "}
        <Link to={href("/crm/leads/:id", { id: String(match.id) })}>{match.name}</Link>
      </span>
    </Row>
  );
}

/**
 * Leads the item may be the same person as beyond its email (phone, name, surname and company),
 * each with why, a link to it and "Not a duplicate" (remembered for the pair).
 */
function DuplicatesRow({
  duplicates,
  action,
  itemLabel,
  returnTo,
}: {
  duplicates: InboxDuplicate[];
  /** Where "Not a duplicate" posts. */
  action: string;
  itemLabel: string;
  returnTo: string;
}) {
  const fetcher = useFetcher();
  if (!duplicates.length) return null;
  const pendingId = fetcher.state !== "idle" ? Number(fetcher.formData?.get("leadId")) : undefined;
  return (
    <Row term={LEADS_TEXTS.inboxTerms.possibleDuplicates}>
      <ul className={styles.plainList}>
        {duplicates.map((duplicate) => (
          <li key={duplicate.id} data-testid="inbox-duplicate">
            <Link to={href("/crm/leads/:id", { id: String(duplicate.id) })}>
              {duplicate.name} ({duplicate.email})
            </Link>
            {duplicate.company ? `, ${duplicate.company}` : null}: {duplicate.reasons.join("; ")}
            <fetcher.Form method="post" action={action} preventScrollReset>
              <input type="hidden" name="returnTo" value={returnTo} />
              <input type="hidden" name="leadId" value={duplicate.id} />
              <button
                type="submit"
                className={controls.smallButton.secondary}
                disabled={pendingId === duplicate.id}
              >
                {pendingId === duplicate.id
                  ? CRM_TEXTS.actions.saving
                  : LEAD_TEXTS.actions.notDuplicate}
                <VisuallyHidden>
                  {LEADS_TEXTS.inbox.duplicateOf(duplicate.name, duplicate.email, itemLabel)}
                </VisuallyHidden>
              </button>
            </fetcher.Form>
          </li>
        ))}
      </ul>
    </Row>
  );
}

/** Convert to Lead; with a match, "add to the matching lead" (default) or "create separate". */
function ConvertButtons({
  action,
  match,
  itemLabel,
  returnTo,
}: {
  action: string;
  match: InboxMatch;
  itemLabel: string;
  returnTo: string;
}) {
  if (!match) {
    return (
      <PostButton
        action={action}
        label={LEADS_TEXTS.actions.convert}
        pendingLabel={LEADS_TEXTS.actions.converting}
        itemLabel={itemLabel}
        returnTo={returnTo}
      />
    );
  }
  return (
    <>
      <PostButton
        action={action}
        label={`${LEADS_TEXTS.actions.addToLead}`}
        pendingLabel={LEADS_TEXTS.actions.converting}
        itemLabel={`${itemLabel} (${match.name})`}
        returnTo={returnTo}
        fields={{ mode: "match" }}
      />
      <PostButton
        action={action}
        label={LEADS_TEXTS.actions.createSeparate}
        pendingLabel={LEADS_TEXTS.actions.converting}
        itemLabel={LEADS_TEXTS.items.for(itemLabel)}
        returnTo={returnTo}
        fields={{ mode: "new" }}
        secondary
      />
    </>
  );
}

/** Replies from the shared mailbox that matched no lead: with the inbox, where they are worked. */
function UnmatchedReplies({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <p className={pageParts.summary} data-testid="unmatched-replies">
      {LEADS_TEXTS.dashboard.unmatchedReplies(count)}{" "}
      <Link to={href("/crm/mail/unmatched")} className={pageParts.cardLink}>
        {LEADS_TEXTS.dashboard.attachReplies}
      </Link>
    </p>
  );
}

export function ContactsTab({
  contacts,
  returnTo,
  unmatchedReplies = 0,
}: {
  contacts: InboxItem<ContactView>[];
  returnTo: string;
  unmatchedReplies?: number;
}) {
  const unmatched = <UnmatchedReplies count={unmatchedReplies} />;
  if (!contacts.length)
    return (
      <>
        {unmatched}
        <p className={pageParts.empty}>{LEADS_TEXTS.empty.contacts}</p>
      </>
    );
  return (
    <>
      {unmatched}
      <ul className={pageParts.list} aria-label={LEADS_TEXTS.inbox.contacts}>
        {contacts.map((contact) => {
          const name = `${contact.firstName} ${contact.lastName}`.trim();
          return (
            <li key={contact.id}>
              <article
                className={pageParts.card}
                aria-labelledby={`contact-${contact.id}-name`}
                data-testid="contact-card"
              >
                <h3 id={`contact-${contact.id}-name`} className={pageParts.cardTitle}>
                  {name}
                </h3>
                <dl className={pageParts.details}>
                  <Row term={LEADS_TEXTS.inboxTerms.email}>
                    <PersonEmail email={contact.email} />
                  </Row>
                  <MatchRow match={contact.match} />
                  <DuplicatesRow
                    duplicates={contact.duplicates}
                    action={href("/crm/contacts/:id/not-duplicate", { id: String(contact.id) })}
                    itemLabel={name}
                    returnTo={returnTo}
                  />
                  <Row term={LEADS_TEXTS.inboxTerms.company}>{contact.company}</Row>
                  <Row term={LEADS_TEXTS.inboxTerms.message}>
                    <span className={pageParts.prose}>{contact.message}</span>
                  </Row>
                  <Row term={LEADS_TEXTS.inboxTerms.received}>
                    <time dateTime={isoDateTime(contact.createdAt)}>
                      {formatDateTime(contact.createdAt)}
                    </time>
                  </Row>
                </dl>
                <div className={pageParts.cardActions}>
                  <ReplyLink
                    match={contact.match}
                    enquiry={`contact-${contact.id}`}
                    itemLabel={name}
                  />
                  <ConvertButtons
                    action={href("/crm/contacts/:id/convert", { id: String(contact.id) })}
                    match={contact.match}
                    itemLabel={name}
                    returnTo={returnTo}
                  />
                  <DeleteControl
                    action={deleteHref("contacts", contact.id)}
                    confirmHref={withReturnTo(deleteHref("contacts", contact.id), returnTo)}
                    question={LEADS_TEXTS.confirm.contact}
                    itemLabel={LEADS_TEXTS.items.contactForm(name)}
                    returnTo={returnTo}
                  />
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** Ticked or not, and once ticked what became of DentalIQ news for the address. */
function optInText({ marketingOptIn, news }: RegistrationView): string {
  const words = LEADS_TEXTS.inbox.news;
  if (!marketingOptIn) return LEADS_TEXTS.inbox.no;
  if (news?.status === "bouncing")
    return words.bouncing(bounceReasonText(news.bounceKind, news.bounceReason));
  if (news?.status === "unsubscribed") return words.unsubscribed;
  if (news?.status === "active") return words.active;
  return LEADS_TEXTS.inbox.yes;
}

export function DentalTab({
  registrations,
  returnTo,
}: {
  registrations: InboxItem<RegistrationView>[];
  returnTo: string;
}) {
  if (!registrations.length) return <p className={pageParts.empty}>{LEADS_TEXTS.empty.dental}</p>;
  return (
    <ul className={pageParts.list} aria-label={LEADS_TEXTS.inbox.registrations}>
      {registrations.map((registration) => (
        <li key={registration.id}>
          <article
            className={pageParts.card}
            aria-labelledby={`registration-${registration.id}-name`}
            data-testid="registration-card"
          >
            <h3 id={`registration-${registration.id}-name`} className={pageParts.cardTitle}>
              {registration.fullName}
            </h3>
            <dl className={pageParts.details}>
              <Row term={LEADS_TEXTS.inboxTerms.practice}>{registration.practiceName}</Row>
              <Row term={LEADS_TEXTS.inboxTerms.role}>{registration.jobTitle}</Row>
              <Row term={LEADS_TEXTS.inboxTerms.email}>
                <PersonEmail email={registration.email} />
              </Row>
              <MatchRow match={registration.match} />
              <DuplicatesRow
                duplicates={registration.duplicates}
                action={href("/crm/dental-registrations/:id/not-duplicate", {
                  id: String(registration.id),
                })}
                itemLabel={registration.fullName}
                returnTo={returnTo}
              />
              <Row term={LEADS_TEXTS.inboxTerms.phone}>{registration.phone || "—"}</Row>
              <Row term={LEADS_TEXTS.inboxTerms.location}>{registration.location}</Row>
              <Row term={LEADS_TEXTS.inboxTerms.pms}>
                {PMS_TEXTS[registration.pms] ?? registration.pms}
              </Row>
              <Row term={LEADS_TEXTS.inboxTerms.locations}>{registration.locations}</Row>
              <Row term={LEADS_TEXTS.inboxTerms.biggestChallenge}>
                <span className={pageParts.prose}>{registration.challenge}</span>
              </Row>
              <Row term={LEADS_TEXTS.inboxTerms.discoveryCall}>
                {DISCOVERY_CALL_TEXTS[registration.discoveryCall] ?? registration.discoveryCall}
              </Row>
              <Row term={LEADS_TEXTS.inboxTerms.marketingOptIn}>{optInText(registration)}</Row>
              <Row term={LEADS_TEXTS.inboxTerms.registered}>
                <time dateTime={isoDateTime(registration.createdAt)}>
                  {formatDateTime(registration.createdAt)}
                </time>
              </Row>
            </dl>
            <div className={pageParts.cardActions}>
              <ReplyLink
                match={registration.match}
                enquiry={`registration-${registration.id}`}
                itemLabel={registration.fullName}
              />
              <ConvertButtons
                match={registration.match}
                action={href("/crm/dental-registrations/:id/convert", {
                  id: String(registration.id),
                })}
                itemLabel={registration.fullName}
                returnTo={returnTo}
              />
              <DeleteControl
                action={deleteHref("dental-registrations", registration.id)}
                confirmHref={withReturnTo(
                  deleteHref("dental-registrations", registration.id),
                  returnTo,
                )}
                question={LEADS_TEXTS.confirm.registration}
                itemLabel={LEADS_TEXTS.items.registration(registration.fullName)}
                returnTo={returnTo}
              />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
