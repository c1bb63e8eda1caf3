/** DentalIQ early-access registrations from /dental-iq and POST /api/dental-iq. */
import { getDb } from "@db/client.server";
import { type DentalRegistration, dentalRegistrations } from "@db/schema";
import type { DentalIqInput } from "~/schemas/dental-iq";
import { inboxOf } from "./inbox.server";

/** Stores one registration; resolves once the row is committed. */
export async function createDentalRegistration(input: DentalIqInput): Promise<DentalRegistration> {
  const [row] = await getDb()
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
