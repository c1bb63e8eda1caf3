/**
 * The deal rules (decision 027), applied to what a new lead or an update sets; a change that
 * breaks one throws DealRuleError.
 */
import type { Lead, leads } from "@db/schema";
import { DEAL_RULE_TEXTS, type DealField, stageOf } from "~/schemas/deal";
import { ukDay } from "~/utils/uk-dates";

/** A change that breaks a deal rule (Closed Lost without a reason): the field and what to say. */
export class DealRuleError extends Error {
  constructor(
    public field: DealField,
    message: string,
  ) {
    super(message);
  }
}

export type LeadSet = Partial<typeof leads.$inferInsert>;

/** What the deal rules read of a lead before the change. */
type DealState = Pick<
  Lead,
  "status" | "wonDate" | "lostReason" | "lostReasonOther" | "lostAt" | "stageReached"
>;

/** A lead before it exists: a new lead is a change from New with no deal fields yet. */
export const NOT_YET_CREATED: DealState = {
  status: "new",
  wonDate: null,
  lostReason: null,
  lostReasonOther: null,
  lostAt: null,
  stageReached: 0,
};

/**
 * The deal rules (decision 027), applied to what an update sets: becoming Closed Won sets the won
 * date (today in the UK) unless one is given; becoming Closed Lost records when; leaving either
 * clears what belonged to it; a Closed Lost lead must have a reason, and "other" its words; the
 * furthest stage reached only moves forward.
 */
export function applyDealRules(before: DealState, set: LeadSet, now = new Date()): LeadSet {
  const status = set.status ?? before.status;
  const entering = set.status !== undefined && set.status !== before.status;
  const next: LeadSet = { ...set };
  if (entering && status === "closed-won" && next.wonDate === undefined && !before.wonDate)
    next.wonDate = ukDay(now);
  if (entering && status === "closed-lost") next.lostAt = now;
  if (status !== "closed-won" && before.status === "closed-won" && entering) next.wonDate = null;
  if (status === "closed-won" && !entering && next.wonDate === null)
    throw new DealRuleError("wonDate", DEAL_RULE_TEXTS.wonDate);
  if (status !== "closed-lost") {
    if (before.lostReason || next.lostReason) next.lostReason = null;
    if (before.lostReasonOther || next.lostReasonOther) next.lostReasonOther = null;
    if (before.lostAt) next.lostAt = null;
  } else {
    const reason = next.lostReason === undefined ? before.lostReason : next.lostReason;
    const words =
      next.lostReasonOther === undefined ? before.lostReasonOther : next.lostReasonOther;
    if (!reason) throw new DealRuleError("lostReason", DEAL_RULE_TEXTS.lostReason);
    if (reason === "other" && !words)
      throw new DealRuleError("lostReasonOther", DEAL_RULE_TEXTS.lostReasonOther);
    if (reason !== "other" && words) next.lostReasonOther = null;
  }
  const stage = Math.max(before.stageReached, stageOf(status));
  if (stage !== before.stageReached) next.stageReached = stage;
  return next;
}

/** Deal fields that change with the status: they are audited with the status change. */
export const CLOSING_FIELDS = ["wonDate", "lostReason", "lostReasonOther", "lostAt"] as const;
