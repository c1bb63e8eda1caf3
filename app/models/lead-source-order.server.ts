/**
 * A lead's Original and Latest source by the time each touch happened, whatever the order staff
 * process the inbox or merge: the touches are the lead's submissions (contact
 * form, DentalIQ registration) with a known source, each at the time it was sent, and the lead's
 * own origin when no submission made it (added by staff or imported), at the lead's creation.
 * Original is the earliest, Latest the newest; ties go to the submission that came in first (id).
 */
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Executor } from "@db/client.server";
import { contactSubmissions, dentalRegistrations, leads } from "@db/schema";
import type { LeadAttribution } from "~/schemas/lead-attribution";

export interface SourceTouch {
  at: Date;
  source: LeadAttribution;
}

const isOwnOrigin = (source: LeadAttribution | null): source is LeadAttribution =>
  source?.category === "offline" && (source.detail === "staff" || source.detail === "import");

/** The lead's own origin (staff or an import made it), at its creation; none when a submission did. */
export function ownOrigin(lead: {
  createdAt: Date;
  originalSource: LeadAttribution | null;
  latestSource: LeadAttribution | null;
}): SourceTouch[] {
  const own = [lead.originalSource, lead.latestSource].find(isOwnOrigin);
  return own ? [{ at: lead.createdAt, source: own }] : [];
}

/**
 * Sets the lead's Original and Latest source from its touches in time order. `extra`: touches of
 * a lead merged into this one (its own origin; its submissions are already moved here).
 */
export async function recomputeLeadSources(
  tx: Executor,
  leadId: number,
  extra: SourceTouch[] = [],
): Promise<void> {
  const [lead] = await tx
    .select({
      createdAt: leads.createdAt,
      originalSource: leads.originalSource,
      latestSource: leads.latestSource,
    })
    .from(leads)
    .where(eq(leads.id, leadId));
  if (!lead) return;
  const submitted = async (table: typeof contactSubmissions | typeof dentalRegistrations) =>
    (
      await tx
        .select({ at: table.createdAt, source: table.attribution, id: table.id })
        .from(table)
        .where(and(eq(table.leadId, leadId), isNotNull(table.attribution)))
        .orderBy(asc(table.createdAt), asc(table.id))
    ).map((row) => ({ at: row.at, source: row.source! }));
  const touches = [
    ...ownOrigin(lead),
    ...extra,
    ...(await submitted(contactSubmissions)),
    ...(await submitted(dentalRegistrations)),
  ];
  if (touches.length === 0) return;
  // A stable sort: equal times keep the order above (own origin, merged, contact, DentalIQ).
  touches.sort((a, b) => a.at.getTime() - b.at.getTime());
  await tx
    .update(leads)
    .set({ originalSource: touches[0].source, latestSource: touches[touches.length - 1].source })
    .where(eq(leads.id, leadId));
}
