/**
 * Converting a contact submission or a DentalIQ registration into a lead (SPEC.md section 7
 * "Conversions"). Each conversion is one transaction: the lead is created and the item marked
 * processed with the lead's id, or neither happens.
 */
import { eq } from "drizzle-orm";
import { type Executor, getDb } from "@db/client.server";
import {
  type ContactSubmission,
  type DentalRegistration,
  type Lead,
  contactSubmissions,
  dentalRegistrations,
  leads,
} from "@db/schema";
import { DISCOVERY_CALL_LABELS, PMS_LABELS } from "~/schemas/crm-labels";
import type { CreateLeadInput } from "~/schemas/lead";
import {
  getContactSubmissionForCrm,
  markContactSubmissionProcessed,
} from "./contact-submissions.server";
import {
  deleteDentalRegistration,
  getDentalRegistrationForCrm,
  markDentalRegistrationProcessed,
} from "./dental-registrations.server";
import { recomputeLeadScore } from "./lead-score.server";
import { insertLead } from "./leads.server";

export class ConversionError extends Error {
  constructor(public reason: "not-found" | "already-processed" | "unknown-lead") {
    super(`Conversion failed: ${reason}`);
  }
}

export function pmsLabel(value: string): string {
  return PMS_LABELS[value] ?? value;
}

/** Contact → lead: names, email, company, source (default website), notes 'Contact form message: ' + message. */
export function contactToLead(contact: ContactSubmission): CreateLeadInput {
  return {
    firstName: contact.firstName,
    lastName: contact.lastName ?? "",
    email: contact.email,
    company: contact.company || undefined,
    source: (contact.source || "website") as CreateLeadInput["source"],
    notes: `Contact form message: ${contact.message}`,
  };
}

/** "Ada King Lovelace" → ["Ada", "King Lovelace"]. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/);
  return { firstName: words[0] ?? "", lastName: words.slice(1).join(" ") };
}

/** Registration → lead, industry dental, source dental-intelligence, notes summarising the answers. */
export function registrationToLead(registration: DentalRegistration): CreateLeadInput {
  const notes = [
    "DentalIQ registration.",
    `Biggest challenge: ${registration.challenge}`,
    `PMS: ${pmsLabel(registration.pms)}`,
    `Locations: ${registration.locations}`,
    `Discovery call: ${DISCOVERY_CALL_LABELS[registration.discoveryCall] ?? registration.discoveryCall}`,
  ].join("\n");
  return {
    ...splitFullName(registration.fullName),
    email: registration.email,
    phone: registration.phone || undefined,
    company: registration.practiceName,
    jobTitle: registration.jobTitle,
    industry: "dental",
    source: "dental-intelligence",
    notes,
  };
}

/** Lets a test fail the transaction after the lead is inserted, to prove nothing half-done stays. */
export interface ConversionHooks {
  afterLeadCreated?: (lead: Lead, tx: Executor) => Promise<void>;
}

export function convertContactToLead(
  contactId: number,
  hooks: ConversionHooks = {},
): Promise<Lead> {
  return getDb().transaction(async (tx) => {
    const [contact] = await tx
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, contactId))
      .for("update");
    if (!contact) throw new ConversionError("not-found");
    if (contact.processed) throw new ConversionError("already-processed");
    const lead = await insertLead(contactToLead(contact), tx);
    await hooks.afterLeadCreated?.(lead, tx);
    if (!(await markContactSubmissionProcessed(contactId, lead.id, tx)))
      throw new ConversionError("already-processed");
    return lead;
  });
}

export function convertRegistrationToLead(
  registrationId: number,
  hooks: ConversionHooks = {},
): Promise<Lead> {
  return getDb().transaction(async (tx) => {
    const [registration] = await tx
      .select()
      .from(dentalRegistrations)
      .where(eq(dentalRegistrations.id, registrationId))
      .for("update");
    if (!registration) throw new ConversionError("not-found");
    if (registration.processed) throw new ConversionError("already-processed");
    const lead = await insertLead(registrationToLead(registration), tx);
    await hooks.afterLeadCreated?.(lead, tx);
    if (!(await markDentalRegistrationProcessed(registrationId, lead.id, tx)))
      throw new ConversionError("already-processed");
    // The registration's locations and call preference now count towards the lead's score.
    await recomputeLeadScore(lead.id, tx);
    return (await tx.select().from(leads).where(eq(leads.id, lead.id)))[0];
  });
}

async function requireLead(tx: Executor, leadId: number) {
  const [lead] = await tx
    .select({ id: leads.id })
    .from(leads)
    .where(eq(leads.id, leadId))
    .for("update");
  if (!lead) throw new ConversionError("unknown-lead");
}

/** API "process": link a submission to an existing lead (the client created it first). */
export function processContactSubmission(id: number, leadId: number): Promise<ContactSubmission> {
  return getDb().transaction(async (tx) => {
    if (!(await getContactSubmissionForCrm(id, tx))) throw new ConversionError("not-found");
    await requireLead(tx, leadId);
    if (!(await markContactSubmissionProcessed(id, leadId, tx)))
      throw new ConversionError("already-processed");
    return (await getContactSubmissionForCrm(id, tx))!;
  });
}

export function processDentalRegistration(id: number, leadId: number): Promise<DentalRegistration> {
  return getDb().transaction(async (tx) => {
    if (!(await getDentalRegistrationForCrm(id, tx))) throw new ConversionError("not-found");
    await requireLead(tx, leadId);
    if (!(await markDentalRegistrationProcessed(id, leadId, tx)))
      throw new ConversionError("already-processed");
    await recomputeLeadScore(leadId, tx);
    return (await getDentalRegistrationForCrm(id, tx))!;
  });
}

/** Deleting a linked registration changes its lead's score, so the lead is re-scored. */
export async function deleteDentalRegistrationAndRescore(id: number): Promise<boolean> {
  const { deleted, leadId } = await deleteDentalRegistration(id);
  if (leadId) await recomputeLeadScore(leadId);
  return deleted;
}
