/** A lead's changes: created, updated (its status too, with the deal rules), deleted; audited. */
import { eq } from "drizzle-orm";
import { type Executor, getDb } from "@db/client.server";
import { type Lead, leads } from "@db/schema";
import {
  type CreateLeadInput,
  type LeadStatus,
  type UpdateLeadInput,
  labelOf,
} from "~/schemas/lead";
import { DEAL_FIELDS, type DealField, type DealInput, lostReasonLabel } from "~/schemas/deal";
import { ADDED_BY_STAFF, type LeadAttribution } from "~/schemas/lead-attribution";
import { changedFields, recordAudit } from "./audit.server";
import {
  CLOSING_FIELDS,
  type LeadSet,
  NOT_YET_CREATED,
  applyDealRules,
} from "./lead-deal-rules.server";
import { getLead, leadName } from "./lead-lookup.server";
import { recomputeLeadScore } from "./lead-score.server";
import { assertAssignable, staffIdForActor } from "./owners.server";
import {
  assertNotRestricted,
  assertNotSuppressed,
  assertStatusChangeAllowed,
} from "./person-blocks.server";

/** Nulls for every optional field that was not given. */
function leadValues(input: CreateLeadInput) {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone ?? null,
    company: input.company ?? null,
    jobTitle: input.jobTitle ?? null,
    industry: input.industry ?? null,
    source: input.source ?? null,
    notes: input.notes ?? null,
    status: input.status ?? "new",
  };
}

/** A new lead's fields, with the deal fields an API client may give it (staff forms give none). */
export type NewLeadInput = CreateLeadInput & Partial<DealInput>;

/**
 * Inserts a lead, scores it and records its creation; `db` may be a transaction (conversions).
 * The deal rules apply as to an update (e.g. Closed Lost needs a reason: DealRuleError).
 * `origin` says where it came from on the timeline (e.g. "from contact form #12"). The lead
 * belongs to `ownerId` when given (null: unassigned), else to the staff member who made it.
 */
export async function insertLead(
  input: NewLeadInput,
  db: Executor,
  actor: string,
  origin?: string,
  ownerId?: number | null,
  leadSource: LeadAttribution | null = null,
): Promise<Lead> {
  await assertNotSuppressed(input.email, db);
  await assertNotRestricted(input.email, db);
  if (ownerId !== undefined) await assertAssignable(ownerId, db);
  const owner = ownerId === undefined ? await staffIdForActor(db, actor) : ownerId;
  const deal = DEAL_FIELDS.flatMap((key) => (input[key] === undefined ? [] : [[key, input[key]]]));
  const fields = { ...leadValues(input), ...Object.fromEntries(deal) };
  const [lead] = await db
    .insert(leads)
    .values({
      ...fields,
      ...applyDealRules(NOT_YET_CREATED, fields),
      ownerId: owner,
      originalSource: leadSource,
      latestSource: leadSource,
    })
    .returning();
  await recomputeLeadScore(lead.id, db);
  const source = lead.source ? `source: ${labelOf(lead.source)}` : "no source";
  await recordAudit(db, {
    actor,
    action: "created",
    entityType: "lead",
    entityId: lead.id,
    leadId: lead.id,
    summary: `Lead created (${source})${origin ? `, ${origin}` : ""}`,
  });
  return (await getLead(lead.id, db))!;
}

/** The single entry point for a new lead from staff (page, dialog, API); see insertLead for the owner. */
export function createLead(
  input: NewLeadInput,
  actor: string,
  ownerId?: number | null,
): Promise<Lead> {
  return getDb().transaction((tx) =>
    insertLead(input, tx, actor, undefined, ownerId, ADDED_BY_STAFF),
  );
}

/** The optional lead fields an update may empty; the required ones can only be replaced. */
export const CLEARABLE_LEAD_FIELDS = [
  "phone",
  "company",
  "jobTitle",
  "industry",
  "source",
  "notes",
] as const;
export type ClearableLeadField = (typeof CLEARABLE_LEAD_FIELDS)[number] | DealField;
const CLEARABLE: readonly string[] = [...CLEARABLE_LEAD_FIELDS, ...DEAL_FIELDS];

/** The clearable fields (deal fields too) a request body sends as null or "": those it asks to empty. */
export function leadFieldsToClear(body: Record<string, unknown>): ClearableLeadField[] {
  return ([...CLEARABLE_LEAD_FIELDS, ...DEAL_FIELDS] as const).filter(
    (key) => key in body && (body[key] === null || body[key] === ""),
  );
}

/** Lets a test fail the transaction after the audit row is written, to prove both roll back. */
export interface LeadChangeHooks {
  afterAudit?: (tx: Executor) => Promise<void>;
}

/**
 * Changes any fields (status included: any status at any time) and records what changed, by
 * whom, in the same transaction. Fields the update leaves out stay; the `cleared` ones are
 * emptied. Returns undefined for an unknown id.
 */
export async function updateLead(
  id: number,
  changes: UpdateLeadInput & Partial<DealInput>,
  cleared: readonly ClearableLeadField[] = [],
  actor: string,
  hooks: LeadChangeHooks = {},
): Promise<Lead | undefined> {
  return getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(leads).where(eq(leads.id, id)).for("update");
    if (!before) return undefined;
    await assertStatusChangeAllowed(id, changes.status, tx);
    const given: LeadSet = {};
    for (const [key, value] of Object.entries(changes)) {
      if (value !== undefined) (given as Record<string, unknown>)[key] = value;
    }
    for (const key of cleared) {
      if (CLEARABLE.includes(key)) given[key] = null;
    }
    const set = applyDealRules(before, given);
    // Not audited: the furthest stage (derived) and when it was lost (the audit row's own time).
    const { stageReached: _stage, lostAt: _lostAt, ...diff } = changedFields(before, set);
    if (Object.keys(diff).length === 0) {
      if (set.stageReached !== undefined)
        await tx.update(leads).set({ stageReached: set.stageReached }).where(eq(leads.id, id));
      return before;
    }
    await tx
      .update(leads)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(leads.id, id));
    const { status, ...fields } = diff;
    if (status) {
      const closing = Object.fromEntries(
        CLOSING_FIELDS.flatMap((key) => (fields[key] ? [[key, fields[key]]] : [])),
      );
      for (const key of CLOSING_FIELDS) delete fields[key];
      const after = { ...before, ...set };
      const why =
        after.status === "closed-lost"
          ? ` (${lostReasonLabel(after.lostReason, after.lostReasonOther)})`
          : "";
      await recordAudit(tx, {
        actor,
        action: "status-changed",
        entityType: "lead",
        entityId: id,
        leadId: id,
        changes: { status, ...closing },
        summary: `Status ${labelOf(String(status.from))} → ${labelOf(String(status.to))}${why}`,
      });
    }
    if (Object.keys(fields).length) {
      await recordAudit(tx, {
        actor,
        action: "updated",
        entityType: "lead",
        entityId: id,
        leadId: id,
        changes: fields,
        summary: `Changed ${[...new Set(Object.keys(fields).map(fieldLabel))].join(", ")}`,
      });
    }
    await hooks.afterAudit?.(tx);
    await recomputeLeadScore(id, tx);
    return getLead(id, tx);
  });
}

/**
 * The status control's and the board's one entry point (page, dialog, board, API PUT {status}).
 * Moving to Closed Lost takes the reason (and its words for "other"): without one it throws
 * DealRuleError.
 */
export function updateLeadStatus(
  id: number,
  status: LeadStatus,
  actor: string,
  lost: Pick<DealInput, "lostReason" | "lostReasonOther"> = {},
): Promise<Lead | undefined> {
  return updateLead(id, status === "closed-lost" ? { status, ...lost } : { status }, [], actor);
}

const FIELD_WORDS: Record<string, string> = {
  estimatedValue: "estimated value",
  expectedCloseDate: "expected close date",
  wonDate: "won date",
  lostReason: "lost reason",
  lostReasonOther: "lost reason",
  lostAt: "lost date",
};

/** "jobTitle" → "job title". */
export function fieldLabel(field: string): string {
  return FIELD_WORDS[field] ?? field.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
}

/** Deletes the lead and (by the foreign key's cascade) its activities; the audit row stays. */
export async function deleteLead(id: number, actor: string): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [deleted] = await tx.delete(leads).where(eq(leads.id, id)).returning();
    if (!deleted) return false;
    await recordAudit(tx, {
      actor,
      action: "deleted",
      entityType: "lead",
      entityId: id,
      leadId: id,
      summary: `Lead ${leadName(deleted)} deleted`,
    });
    return true;
  });
}
