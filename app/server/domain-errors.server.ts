/**
 * The one table from a domain outcome to its HTTP answer (decision 092). A model refuses in one
 * of two ways: it throws a domain error (the older models) or returns a refusing outcome (a
 * string such as "missing" or "not-draft": campaigns, posts). Either has a kind, and the kind
 * alone gives the status: invalid 400, forbidden 403, missing 404, state 409. The CRM pages
 * (crm-route-kit, `pageRefusal`) and the CRM API (crm-api-kit, record-api) answer from here;
 * each words the answer its own way. A new feature adds its errors or outcome names here.
 */
import { data } from "react-router";
import { ActivityNotPlannedError, UnknownLeadError } from "~/models/activities.server";
import { ConversionError } from "~/models/conversions.server";
import { MergeError } from "~/models/lead-merge.server";
import { DealRuleError } from "~/models/leads.server";
import { OwnerError } from "~/models/owners.server";
import { PersonBlockedError } from "~/models/people.server";
import { StaffError } from "~/models/staff.server";
import { ThreadAccessError } from "~/models/lead-threads.server";
import { PERSON_BLOCKED_TEXTS } from "~/components/people/texts";
import { THREAD_TEXTS } from "~/components/lead/texts";

export type DomainError =
  | PersonBlockedError
  | DealRuleError
  | OwnerError
  | UnknownLeadError
  | ActivityNotPlannedError
  | MergeError
  | ConversionError
  | StaffError
  | ThreadAccessError;

/** What is wrong: the input, who asks, the thing asked for being gone, or the thing's state. */
export type RefusalKind = "invalid" | "forbidden" | "missing" | "state";

/** The rule: each kind of refusal and its HTTP status. */
export const REFUSAL_STATUS = {
  invalid: 400,
  forbidden: 403,
  missing: 404,
  state: 409,
} as const satisfies Record<RefusalKind, number>;

export interface Refusal {
  /** 400: the input is wrong; 404: the thing asked for is gone; 409: its state forbids it. */
  status: (typeof REFUSAL_STATUS)[RefusalKind];
  /** The input to blame (a form field, a JSON key); none when the request as a whole is refused. */
  field?: string;
  /** What to tell the person: the model's message, or the words for its code. */
  message: string;
}

const CONVERSION_KIND = {
  "not-found": "missing",
  "unknown-lead": "invalid",
  "already-processed": "state",
} as const satisfies Record<ConversionError["reason"], RefusalKind>;

export function isDomainError(error: unknown): error is DomainError {
  return (
    error instanceof PersonBlockedError ||
    error instanceof DealRuleError ||
    error instanceof OwnerError ||
    error instanceof UnknownLeadError ||
    error instanceof ActivityNotPlannedError ||
    error instanceof MergeError ||
    error instanceof ConversionError ||
    error instanceof StaffError ||
    error instanceof ThreadAccessError
  );
}

/** The kind and the blamed input of a domain error. */
function kindOf(error: DomainError): { kind: RefusalKind; field?: string } {
  // Suppressed (erased) or restricted person: whatever the request, their records stay as they are.
  if (error instanceof PersonBlockedError) return { kind: "state" };
  // A deal rule (Closed Lost needs a reason) names its field.
  if (error instanceof DealRuleError) return { kind: "invalid", field: error.field };
  if (error instanceof OwnerError) return { kind: "invalid", field: "ownerId" };
  if (error instanceof UnknownLeadError) return { kind: "invalid", field: "leadId" };
  if (error instanceof ActivityNotPlannedError) return { kind: "state" };
  if (error instanceof MergeError) return { kind: "invalid", field: "otherId" };
  if (error instanceof ConversionError) return { kind: CONVERSION_KIND[error.reason] };
  // A member and a lead someone else owns: its emails are the owner's and the admins' (101).
  if (error instanceof ThreadAccessError) return { kind: "forbidden" };
  return { kind: "invalid" };
}

/** The status and the blamed input of a domain error. */
export function refusalOf(error: DomainError): Refusal {
  const { kind, field } = kindOf(error);
  const message =
    error instanceof PersonBlockedError
      ? PERSON_BLOCKED_TEXTS[error.reason]
      : error instanceof ThreadAccessError
        ? THREAD_TEXTS.notYours
        : error.message;
  return { status: REFUSAL_STATUS[kind], ...(field ? { field } : {}), message };
}

// ---- Refusing outcomes: what a model returns instead of throwing ----

/**
 * Every refusing outcome a model returns, by name, with its kind. Any other outcome ("done",
 * "updated", "started"…) is a success the route answers itself.
 */
export const OUTCOME_KINDS = {
  missing: "missing",
  /** Only a draft allows it (campaigns, posts). */
  "not-draft": "state",
  /** The thing's state does not allow it. */
  refused: "state",
  /** Nobody would receive the campaign. */
  empty: "state",
  /** Nothing to do: no failed recipient to retry. */
  none: "state",
  /** Another post has the slug. */
  "slug-taken": "invalid",
} as const satisfies Record<string, RefusalKind>;
export type RefusingOutcome = keyof typeof OUTCOME_KINDS;

export function isRefusing(outcome: string): outcome is RefusingOutcome {
  return Object.hasOwn(OUTCOME_KINDS, outcome);
}

/** The HTTP status of a refusing outcome. */
export const outcomeStatus = (outcome: RefusingOutcome) => REFUSAL_STATUS[OUTCOME_KINDS[outcome]];

/**
 * A CRM page's handling of a model's outcome: a thrown 404 page when the thing is gone, true for
 * any other refusal (the page answers with its toast or form), false for a success.
 */
export function pageRefusal(outcome: string): outcome is RefusingOutcome {
  if (!isRefusing(outcome)) return false;
  if (OUTCOME_KINDS[outcome] === "missing") throw data(null, { status: 404 });
  return true;
}
