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
import { DISCOVERY_CALL_TEXTS, PMS_TEXTS } from "~/schemas/crm-labels";
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
import { recordAudit } from "./audit.server";
import { findLeadByEmail, insertLead } from "./leads.server";
import { assertNotRestricted } from "./people.server";
import type { LeadAttribution } from "~/schemas/lead-attribution";
import { recomputeLeadSources } from "./lead-source-order.server";

export class ConversionError extends Error {
  constructor(public reason: "not-found" | "already-processed" | "unknown-lead") {
    super(`Conversion failed: ${reason}`);
  }
}

export function pmsLabel(value: string): string {
  return PMS_TEXTS[value] ?? value;
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
    `Discovery call: ${DISCOVERY_CALL_TEXTS[registration.discoveryCall] ?? registration.discoveryCall}`,
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

/**
 * "match" (the default): a submission whose email belongs to a lead is added to that lead;
 * "new": always a separate lead.
 */
export type ConversionMode = "match" | "new";

export interface ConversionResult {
  lead: Lead;
  /** True when the item was added to an existing lead rather than creating one. */
  merged: boolean;
}

/** Adds an item's notes to an existing lead's (the lead's own notes are kept first). */
async function appendToLead(tx: Executor, leadId: number, notes: string | undefined) {
  const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId)).for("update");
  if (!notes) return lead;
  const combined = lead.notes ? `${lead.notes}\n\n${notes}` : notes;
  await tx
    .update(leads)
    .set({ notes: combined, updatedAt: new Date() })
    .where(eq(leads.id, leadId));
  return lead;
}

async function convertItem<
  T extends { id: number; email: string; processed: boolean; attribution: LeadAttribution | null },
>(
  tx: Executor,
  item: T | undefined,
  options: {
    kind: "contact-submission" | "dental-registration";
    label: string;
    toLead: (item: T) => CreateLeadInput;
    markProcessed: (id: number, leadId: number, tx: Executor) => Promise<boolean>;
    mode: ConversionMode;
    actor: string;
    hooks: ConversionHooks;
  },
): Promise<ConversionResult> {
  if (!item) throw new ConversionError("not-found");
  if (item.processed) throw new ConversionError("already-processed");
  const input = options.toLead(item);
  const match = options.mode === "match" ? await findLeadByEmail(item.email, tx) : undefined;
  let leadId: number;
  if (match) {
    // Adding to a restricted person's lead is processing too (a new lead checks in insertLead).
    await assertNotRestricted(match.email, tx);
    await appendToLead(tx, match.id, input.notes);
    leadId = match.id;
  } else {
    const lead = await insertLead(
      input,
      tx,
      options.actor,
      `from a ${options.kind === "contact-submission" ? "contact form" : options.label}`,
    );
    await options.hooks.afterLeadCreated?.(lead, tx);
    leadId = lead.id;
  }
  if (!(await options.markProcessed(item.id, leadId, tx)))
    throw new ConversionError("already-processed");
  // Original and Latest by the time of each submission, not the order staff process them.
  await recomputeLeadSources(tx, leadId);
  await recordAudit(tx, {
    actor: options.actor,
    action: "converted",
    entityType: options.kind,
    entityId: item.id,
    leadId,
    summary: match
      ? `${options.label} added to this lead (same email)`
      : `${options.label} converted to this lead`,
  });
  // The item's details (and, for a registration, its locations and call) now count.
  await recomputeLeadScore(leadId, tx);
  const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId));
  return { lead, merged: Boolean(match) };
}

/** The one entry point for converting a contact submission (page, API). */
export function convertContact(
  contactId: number,
  mode: ConversionMode = "match",
  actor: string,
  hooks: ConversionHooks = {},
): Promise<ConversionResult> {
  return getDb().transaction(async (tx) => {
    const [contact] = await tx
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, contactId))
      .for("update");
    return convertItem(tx, contact, {
      kind: "contact-submission",
      label: "Contact form",
      toLead: contactToLead,
      markProcessed: markContactSubmissionProcessed,
      mode,
      actor,
      hooks,
    });
  });
}

/** The one entry point for converting a DentalIQ registration (page, API). */
export function convertRegistration(
  registrationId: number,
  mode: ConversionMode = "match",
  actor: string,
  hooks: ConversionHooks = {},
): Promise<ConversionResult> {
  return getDb().transaction(async (tx) => {
    const [registration] = await tx
      .select()
      .from(dentalRegistrations)
      .where(eq(dentalRegistrations.id, registrationId))
      .for("update");
    return convertItem(tx, registration, {
      kind: "dental-registration",
      label: "DentalIQ registration",
      toLead: registrationToLead,
      markProcessed: markDentalRegistrationProcessed,
      mode,
      actor,
      hooks,
    });
  });
}

/** Always a new lead (the spec's Convert to Lead). */
export async function convertContactToLead(
  contactId: number,
  actor: string,
  hooks: ConversionHooks = {},
): Promise<Lead> {
  return (await convertContact(contactId, "new", actor, hooks)).lead;
}

export async function convertRegistrationToLead(
  registrationId: number,
  actor: string,
  hooks: ConversionHooks = {},
): Promise<Lead> {
  return (await convertRegistration(registrationId, "new", actor, hooks)).lead;
}

async function requireLead(tx: Executor, leadId: number) {
  const [lead] = await tx
    .select({ id: leads.id })
    .from(leads)
    .where(eq(leads.id, leadId))
    .for("update");
  if (!lead) throw new ConversionError("unknown-lead");
}

async function auditProcessed(
  tx: Executor,
  kind: "contact-submission" | "dental-registration",
  id: number,
  leadId: number,
  actor: string,
) {
  await recordAudit(tx, {
    actor,
    action: "converted",
    entityType: kind,
    entityId: id,
    leadId,
    summary: `${kind === "contact-submission" ? "Contact form" : "DentalIQ registration"} linked to this lead`,
  });
}

/** API "process": link a submission to an existing lead (the client created it first). */
export function processContactSubmission(
  id: number,
  leadId: number,
  actor: string,
): Promise<ContactSubmission> {
  return getDb().transaction(async (tx) => {
    if (!(await getContactSubmissionForCrm(id, tx))) throw new ConversionError("not-found");
    await requireLead(tx, leadId);
    if (!(await markContactSubmissionProcessed(id, leadId, tx)))
      throw new ConversionError("already-processed");
    await auditProcessed(tx, "contact-submission", id, leadId, actor);
    return (await getContactSubmissionForCrm(id, tx))!;
  });
}

export function processDentalRegistration(
  id: number,
  leadId: number,
  actor: string,
): Promise<DentalRegistration> {
  return getDb().transaction(async (tx) => {
    if (!(await getDentalRegistrationForCrm(id, tx))) throw new ConversionError("not-found");
    await requireLead(tx, leadId);
    if (!(await markDentalRegistrationProcessed(id, leadId, tx)))
      throw new ConversionError("already-processed");
    await auditProcessed(tx, "dental-registration", id, leadId, actor);
    await recomputeLeadScore(leadId, tx);
    return (await getDentalRegistrationForCrm(id, tx))!;
  });
}

/** Deleting a linked registration changes its lead's score, so the lead is re-scored. */
export function deleteDentalRegistrationAndRescore(id: number, actor: string): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const { deleted, leadId } = await deleteDentalRegistration(id, tx);
    if (!deleted) return false;
    await recordAudit(tx, {
      actor,
      action: "deleted",
      entityType: "dental-registration",
      entityId: id,
      leadId,
      summary: "DentalIQ registration deleted",
    });
    if (leadId) await recomputeLeadScore(leadId, tx);
    return true;
  });
}
