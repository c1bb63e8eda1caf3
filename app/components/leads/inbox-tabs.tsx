/** Contact Forms and Dental Intelligence tabs: unprocessed items with Convert to Lead and delete. */
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
import * as styles from "../crm/dashboard.css";
import { PersonEmail } from "../crm/person-link";
import { CRM_TEXT } from "../crm/texts";

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.definition}>{children}</dd>
    </>
  );
}

/** "Matches lead NAME" when the item's email already belongs to a lead. */
function MatchRow({ match }: { match: InboxMatch }) {
  if (!match) return null;
  return (
    <Row term="Duplicate">
      <span data-testid="lead-match">
        {CRM_TEXT.duplicate.matches}{" "}
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
    <Row term="Possible duplicates">
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
                className={styles.smallButton.secondary}
                disabled={pendingId === duplicate.id}
              >
                {pendingId === duplicate.id
                  ? CRM_TEXT.actions.saving
                  : CRM_TEXT.actions.notDuplicate}
                <VisuallyHidden>{` of ${duplicate.name} (${duplicate.email}), ${itemLabel}`}</VisuallyHidden>
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
        label={CRM_TEXT.actions.convert}
        pendingLabel={CRM_TEXT.actions.converting}
        itemLabel={itemLabel}
        returnTo={returnTo}
      />
    );
  }
  return (
    <>
      <PostButton
        action={action}
        label={`${CRM_TEXT.actions.addToLead}`}
        pendingLabel={CRM_TEXT.actions.converting}
        itemLabel={`${itemLabel} (${match.name})`}
        returnTo={returnTo}
        fields={{ mode: "match" }}
      />
      <PostButton
        action={action}
        label={CRM_TEXT.actions.createSeparate}
        pendingLabel={CRM_TEXT.actions.converting}
        itemLabel={`for ${itemLabel}`}
        returnTo={returnTo}
        fields={{ mode: "new" }}
        secondary
      />
    </>
  );
}

export function ContactsTab({
  contacts,
  returnTo,
}: {
  contacts: InboxItem<ContactView>[];
  returnTo: string;
}) {
  if (!contacts.length) return <p className={styles.empty}>{CRM_TEXT.empty.contacts}</p>;
  return (
    <ul className={styles.list} aria-label="Unprocessed contact forms">
      {contacts.map((contact) => {
        const name = `${contact.firstName} ${contact.lastName}`.trim();
        return (
          <li key={contact.id}>
            <article
              className={styles.card}
              aria-labelledby={`contact-${contact.id}-name`}
              data-testid="contact-card"
            >
              <h3 id={`contact-${contact.id}-name`} className={styles.cardTitle}>
                {name}
              </h3>
              <dl className={styles.details}>
                <Row term="Email">
                  <PersonEmail email={contact.email} />
                </Row>
                <MatchRow match={contact.match} />
                <DuplicatesRow
                  duplicates={contact.duplicates}
                  action={href("/crm/contacts/:id/not-duplicate", { id: String(contact.id) })}
                  itemLabel={name}
                  returnTo={returnTo}
                />
                <Row term="Company">{contact.company}</Row>
                <Row term="Message">
                  <span className={styles.prose}>{contact.message}</span>
                </Row>
                <Row term="Received">
                  <time dateTime={isoDateTime(contact.createdAt)}>
                    {formatDateTime(contact.createdAt)}
                  </time>
                </Row>
              </dl>
              <div className={styles.cardActions}>
                <ConvertButtons
                  action={href("/crm/contacts/:id/convert", { id: String(contact.id) })}
                  match={contact.match}
                  itemLabel={name}
                  returnTo={returnTo}
                />
                <DeleteControl
                  action={deleteHref("contacts", contact.id)}
                  confirmHref={withReturnTo(deleteHref("contacts", contact.id), returnTo)}
                  question={CRM_TEXT.confirm.contact}
                  itemLabel={`contact form from ${name}`}
                  returnTo={returnTo}
                />
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}

export function DentalTab({
  registrations,
  returnTo,
}: {
  registrations: InboxItem<RegistrationView>[];
  returnTo: string;
}) {
  if (!registrations.length) return <p className={styles.empty}>{CRM_TEXT.empty.dental}</p>;
  return (
    <ul className={styles.list} aria-label="Unprocessed dental registrations">
      {registrations.map((registration) => (
        <li key={registration.id}>
          <article
            className={styles.card}
            aria-labelledby={`registration-${registration.id}-name`}
            data-testid="registration-card"
          >
            <h3 id={`registration-${registration.id}-name`} className={styles.cardTitle}>
              {registration.fullName}
            </h3>
            <dl className={styles.details}>
              <Row term="Practice">{registration.practiceName}</Row>
              <Row term="Role">{registration.jobTitle}</Row>
              <Row term="Email">
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
              <Row term="Phone">{registration.phone || "—"}</Row>
              <Row term="Location">{registration.location}</Row>
              <Row term="PMS">{PMS_TEXTS[registration.pms] ?? registration.pms}</Row>
              <Row term="Locations">{registration.locations}</Row>
              <Row term="Biggest challenge">
                <span className={styles.prose}>{registration.challenge}</span>
              </Row>
              <Row term="Discovery call">
                {DISCOVERY_CALL_TEXTS[registration.discoveryCall] ?? registration.discoveryCall}
              </Row>
              <Row term="Marketing opt-in">{registration.marketingOptIn ? "Yes" : "No"}</Row>
              <Row term="Registered">
                <time dateTime={isoDateTime(registration.createdAt)}>
                  {formatDateTime(registration.createdAt)}
                </time>
              </Row>
            </dl>
            <div className={styles.cardActions}>
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
                question={CRM_TEXT.confirm.registration}
                itemLabel={`registration from ${registration.fullName}`}
                returnTo={returnTo}
              />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
