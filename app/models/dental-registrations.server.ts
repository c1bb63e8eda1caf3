/** DentalIQ early-access registrations from /dental-iq and POST /api/dental-iq. */
import { type Executor, getDb } from "@db/client.server";
import { type DentalRegistration, dentalRegistrations } from "@db/schema";
import { CONSENT_NOTICES } from "~/schemas/consent-texts";
import type { DentalIqInput } from "~/schemas/dental-iq";
import { recordConsent } from "./consents.server";
import { subscribeToDentaliqNews } from "./dentaliq-news.server";
import { liftSuppressionBySelf } from "./people.server";
import { inboxOf } from "./inbox.server";
import { dentalIqAcknowledgementMail, dentalIqNotificationMail } from "./enquiry-mails.server";
import { mailOutbox } from "./mail.server";
import { type SubmitOptions, runFormFlow } from "./public-forms.server";
import type { LeadAttribution } from "~/schemas/lead-attribution";
import { staffMailAddress } from "~/utils/smtp-transport.server";

/**
 * Stores one registration and, only when the visitor ticked "Email me DentalIQ news and offers",
 * the consent row with the version of that wording and the address on the DentalIQ news list
 * (no tick: no consent, nothing logged, the list unchanged); the
 * person's own registration lifts an erasure's suppression; the staff notification (to
 * NOTIFY_EMAIL) and the registrant's acknowledgement go in the outbox. One transaction.
 */
export async function createDentalRegistration(
  input: DentalIqInput,
  attribution: LeadAttribution | null = null,
): Promise<DentalRegistration> {
  const outbox = await mailOutbox();
  return getDb().transaction(async (tx) => {
    await liftSuppressionBySelf(tx, input.email, "DentalIQ registration");
    const row = await insertDentalRegistration(input, attribution, tx);
    if (input.marketingOptIn) {
      await recordConsent(tx, {
        email: input.email,
        purpose: "dentaliq-updates",
        granted: true,
        source: "form:dental-iq",
        noticeVersion: CONSENT_NOTICES["dentaliq-updates"].version,
      });
      await subscribeToDentaliqNews(tx, input.email);
    }
    await outbox.enqueue(tx, {
      template: dentalIqNotificationMail,
      params: { id: row.id },
      to: staffMailAddress(),
    });
    // The sender is told it arrived (decision 052).
    await outbox.enqueue(tx, {
      template: dentalIqAcknowledgementMail,
      params: { id: row.id },
      to: row.email,
    });
    return row;
  });
}

/** The DentalIQ form's submission (page and API): honeypot, rate limit, then the store above. */
export function submitDentalIq(input: DentalIqInput, options: SubmitOptions) {
  return runFormFlow<DentalRegistration>("dental-iq", options, () =>
    createDentalRegistration(input, options.attribution),
  );
}

async function insertDentalRegistration(
  input: DentalIqInput,
  attribution: LeadAttribution | null,
  db: Executor,
): Promise<DentalRegistration> {
  const [row] = await db
    .insert(dentalRegistrations)
    .values({
      fullName: input.fullName,
      practiceName: input.practiceName,
      jobTitle: input.jobTitle,
      email: input.email,
      phone: input.phone ?? null,
      location: input.location,
      pms: input.pms,
      locations: input.locations,
      challenge: input.challenge,
      discoveryCall: input.discoveryCall,
      marketingOptIn: input.marketingOptIn,
      attribution,
    })
    .returning();
  return row;
}

const inbox = inboxOf(dentalRegistrations);

/** Registrations newest first; only the ones not yet converted when `unprocessedOnly`. */
export const listDentalRegistrationsForCrm = inbox.list;
export const getDentalRegistrationForCrm = inbox.get;
export const markDentalRegistrationProcessed = inbox.markProcessed;

/** Deleting a linked registration changes its lead's score: returns the lead to re-score. */
export const deleteDentalRegistration = inbox.remove;
