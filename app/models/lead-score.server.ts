/**
 * The lead score (0-100) and why: the one place the rule lives.
 * `scoreLead` is pure; `recomputeLeadScore` loads what it needs and stores score + reasons.
 * Each reason is written in words as staff and the person read them: stored values appear as the
 * labels the forms and lists show (app/schemas/lead-fields.ts), never as codes.
 * Called whenever a lead, its linked DentalIQ registration or its activities change.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import { type Executor, getDb } from "@db/client.server";
import { activities, dentalRegistrations, leads } from "@db/schema";
import { valueLabel } from "~/schemas/lead-fields";

export interface ScoreReason {
  reason: string;
  points: number;
}

export interface ScoreInput {
  lead: {
    phone?: string | null;
    company?: string | null;
    jobTitle?: string | null;
    industry?: string | null;
    source?: string | null;
  };
  /** The converted DentalIQ registration linked to the lead, if any. */
  registration?: { locations?: string | null; discoveryCall?: string | null } | null;
  activities?: { outcome?: string | null }[];
}

export const MAX_SCORE = 100;
export const TARGET_INDUSTRIES = ["dental", "healthcare", "hospitality", "veterinary", "financial"];

const SOURCE_POINTS: Record<string, number> = {
  referral: 20,
  event: 15,
  "dental-intelligence": 15,
  website: 10,
  phone: 10,
  email: 5,
  social: 5,
};

const LOCATION_POINTS: Record<string, number> = { "2-3": 5, "4-6": 10, "7-10": 15, "11+": 20 };

const DISCOVERY_CALL_POINTS: Record<string, { points: number; label: string }> = {
  "yes-within-week": { points: 15, label: "Discovery call within a week" },
  "yes-within-month": { points: 10, label: "Discovery call within a month" },
  "yes-flexible": { points: 10, label: "Discovery call, flexible timing" },
  maybe: { points: 5, label: "Maybe open to a discovery call" },
};

export const POINTS_PER_SUCCESSFUL_ACTIVITY = 5;
export const MAX_ACTIVITY_POINTS = 15;

const given = (value: string | null | undefined) =>
  typeof value === "string" && value.trim() !== "";

export function scoreLead({ lead, registration, activities: acts = [] }: ScoreInput): {
  score: number;
  reasons: ScoreReason[];
} {
  const reasons: ScoreReason[] = [];
  const add = (reason: string, points: number) => reasons.push({ reason, points });

  if (given(lead.phone)) add("Phone number given", 15);
  if (given(lead.company)) add("Company given", 10);
  if (given(lead.jobTitle)) add("Job title given", 10);
  if (lead.industry && TARGET_INDUSTRIES.includes(lead.industry))
    add(`Target industry (${valueLabel("industry", lead.industry)})`, 15);
  if (lead.source && SOURCE_POINTS[lead.source])
    add(`Source: ${valueLabel("source", lead.source)}`, SOURCE_POINTS[lead.source]);

  if (registration) {
    const locationPoints = registration.locations
      ? LOCATION_POINTS[registration.locations]
      : undefined;
    if (locationPoints) add(`${registration.locations} locations`, locationPoints);
    const call = registration.discoveryCall
      ? DISCOVERY_CALL_POINTS[registration.discoveryCall]
      : undefined;
    if (call) add(call.label, call.points);
  }

  const successful = acts.filter((a) => a.outcome === "successful").length;
  if (successful > 0) {
    const points = Math.min(successful * POINTS_PER_SUCCESSFUL_ACTIVITY, MAX_ACTIVITY_POINTS);
    add(`${successful} successful ${successful === 1 ? "activity" : "activities"}`, points);
  }

  const total = reasons.reduce((sum, r) => sum + r.points, 0);
  return { score: Math.min(total, MAX_SCORE), reasons };
}

/** Loads the lead, its linked registration and its activities, and stores the new score. */
export async function recomputeLeadScore(
  leadId: number,
  db: Executor = getDb(),
): Promise<number | undefined> {
  const [lead] = await db
    .select({
      phone: leads.phone,
      company: leads.company,
      jobTitle: leads.jobTitle,
      industry: leads.industry,
      source: leads.source,
    })
    .from(leads)
    .where(eq(leads.id, leadId));
  if (!lead) return undefined;
  const [registration] = await db
    .select({
      locations: dentalRegistrations.locations,
      discoveryCall: dentalRegistrations.discoveryCall,
    })
    .from(dentalRegistrations)
    .where(eq(dentalRegistrations.leadId, leadId))
    .limit(1);
  const acts = await db
    .select({ outcome: activities.outcome })
    .from(activities)
    // Planned follow-ups count once they are done.
    .where(and(eq(activities.leadId, leadId), isNotNull(activities.completedDate)));
  const { score, reasons } = scoreLead({ lead, registration, activities: acts });
  await db.update(leads).set({ score, scoreReasons: reasons }).where(eq(leads.id, leadId));
  return score;
}
