/** The GDPR person actions (find, export, erase, restrict, record a withdrawal): pages and API. */
import { z } from "zod";
import type {
  Activity,
  AuditEvent,
  ConsentEvent,
  ContactSubmission,
  DentalRegistration,
  DentaliqSubscriber,
  Lead,
  LeadMessage,
  NewsletterSubscription,
  PersonRestriction,
} from "@db/schema";
import { CONSENT_PURPOSES } from "./consent-texts";
import { emailField, requiredText } from "./form-fields";
import { PERSON_FORM_TEXTS } from "~/components/people/texts";

export const personEmailSchema = z.object({ email: emailField(PERSON_FORM_TEXTS.email) });

export const restrictSchema = z.object({
  email: emailField(PERSON_FORM_TEXTS.email),
  reason: requiredText({ message: PERSON_FORM_TEXTS.reason, label: "Reason", max: 500 }),
});

export const WITHDRAWAL_CHANNELS = ["phone", "email", "letter", "in person"] as const;

export const withdrawalSchema = z.object({
  email: emailField(PERSON_FORM_TEXTS.email),
  purpose: z.enum(CONSENT_PURPOSES, { error: PERSON_FORM_TEXTS.purpose }),
  channel: z.enum(WITHDRAWAL_CHANNELS, { error: PERSON_FORM_TEXTS.channel }),
});

/**
 * A newsletter issue (campaign) addressed to the person: its subject, what became of the mail
 * (a recipient state: pending, sent, failed, bounced, skipped) and when the server accepted it.
 */
export interface CampaignMail {
  id: number;
  subject: string;
  state: string;
  sentAt: Date | null;
}

/**
 * A row of a lead import's file that was refused but names the person: kept with the import (for
 * its refused-rows CSV) until erasure takes it out. `row`: each cell as "Column: value".
 */
export interface ImportRefusal {
  id: number;
  fileName: string;
  importedAt: Date;
  line: number;
  row: string[];
}

/** An email as the export and the letter give it: who, to whom, when, what; no mail headers. */
export type PersonMessage = Pick<
  LeadMessage,
  "id" | "leadId" | "fromName" | "fromEmail" | "recipient" | "subject" | "body" | "status"
> & { direction: "sent" | "received"; sentAt: Date | null; createdAt: Date };

/** Everything held on one person: the person view and the subject-access export. */
export interface PersonRecords {
  email: string;
  leads: Lead[];
  contactSubmissions: ContactSubmission[];
  dentalRegistrations: DentalRegistration[];
  /** Without the unsubscribe and confirmation tokens: credentials, not data about the person. */
  newsletterSubscriptions: Omit<NewsletterSubscription, "unsubscribeToken" | "confirmToken">[];
  /** DentalIQ news (at most one row), without its unsubscribe token. */
  dentaliqNews: Omit<DentaliqSubscriber, "unsubscribeToken">[];
  activities: Activity[];
  consents: ConsentEvent[];
  campaignMails: CampaignMail[];
  importRefusals: ImportRefusal[];
  /** Emails on their leads, from their address or to it (models/person-messages.server.ts). */
  messages: PersonMessage[];
  restriction: PersonRestriction | null;
  suppressed: boolean;
  auditTrail: AuditEvent[];
}
