/**
 * The models' domain errors (a request the business rules refuse) and how each is answered: its
 * HTTP status and the input it blames. One table for the CRM pages (crm-route-kit) and the CRM
 * API (crm-api-kit); each kit words the answer its own way.
 */
import { ActivityNotPlannedError, UnknownLeadError } from "~/models/activities.server";
import { ConversionError } from "~/models/conversions.server";
import { MergeError } from "~/models/lead-merge.server";
import { DealRuleError } from "~/models/leads.server";
import { OwnerError } from "~/models/owners.server";
import { PersonBlockedError } from "~/models/people.server";
import { StaffError } from "~/models/staff.server";
import { PERSON_BLOCKED_TEXTS } from "~/components/people/texts";

export type DomainError =
  | PersonBlockedError
  | DealRuleError
  | OwnerError
  | UnknownLeadError
  | ActivityNotPlannedError
  | MergeError
  | ConversionError
  | StaffError;

export interface Refusal {
  /** 400: the input is wrong; 404: the thing asked for is gone; 409: its state forbids it. */
  status: 400 | 404 | 409;
  /** The input to blame (a form field, a JSON key); none when the request as a whole is refused. */
  field?: string;
  /** What to tell the person: the model's message, or the words for its code. */
  message: string;
}

const CONVERSION_STATUS = {
  "not-found": 404,
  "unknown-lead": 400,
  "already-processed": 409,
} as const;

export function isDomainError(error: unknown): error is DomainError {
  return (
    error instanceof PersonBlockedError ||
    error instanceof DealRuleError ||
    error instanceof OwnerError ||
    error instanceof UnknownLeadError ||
    error instanceof ActivityNotPlannedError ||
    error instanceof MergeError ||
    error instanceof ConversionError ||
    error instanceof StaffError
  );
}

/** The status and the blamed input of a domain error. */
export function refusalOf(error: DomainError): Refusal {
  const { message } = error;
  // Suppressed (erased) or restricted person: whatever the request, their records stay as they are.
  if (error instanceof PersonBlockedError)
    return { status: 409, message: PERSON_BLOCKED_TEXTS[error.reason] };
  // A deal rule (Closed Lost needs a reason) names its field.
  if (error instanceof DealRuleError) return { status: 400, field: error.field, message };
  if (error instanceof OwnerError) return { status: 400, field: "ownerId", message };
  if (error instanceof UnknownLeadError) return { status: 400, field: "leadId", message };
  if (error instanceof ActivityNotPlannedError) return { status: 409, message };
  if (error instanceof MergeError) return { status: 400, field: "otherId", message };
  if (error instanceof ConversionError) return { status: CONVERSION_STATUS[error.reason], message };
  return { status: 400, message };
}
