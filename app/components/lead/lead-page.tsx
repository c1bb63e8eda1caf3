/**
 * The lead's own page (/crm/leads/{id}), built from one component per section (./lead/), so a
 * new section is one more file and one more line here: the header (name, status, key facts and
 * actions), possible duplicates, the planned follow-ups, the timeline, the score, the edit form and the merge.
 * Every form is a plain post to a /crm URL; the enhanced controls post through fetchers.
 */
import type { SubmissionResult } from "@conform-to/react";
import { Link, href } from "react-router";
import * as styles from "./lead.css";
import { DealSection } from "./deal-section";
import { DuplicatesSection } from "./duplicates-section";
import { EditSection } from "./edit-section";
import { FollowUpsSection } from "./follow-ups-section";
import { LeadHeader } from "./lead-header";
import { MergeSection } from "./merge-section";
import { OwnerSection } from "./owner-section";
import { ScoreSection } from "./score-section";
import { TimelineSection } from "./timeline-section";
import type { LeadPageData } from "./types";
import { LEAD_TEXTS } from "./texts";

export type { LeadPageData, MergeView, TimelineEntryView } from "./types";
export { PlannedActivity } from "./follow-ups-section";

export function LeadPage({
  data,
  lastResult,
}: {
  data: LeadPageData;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { lead, timeline, planned, merge } = data;
  const here = href("/crm/leads/:id", { id: String(lead.id) });
  return (
    <article className={styles.leadPage}>
      <p>
        <Link to={href("/crm")}>{LEAD_TEXTS.page.backToLeads}</Link>
      </p>
      <LeadHeader lead={lead} next={planned[0]} restricted={data.restricted} />
      <OwnerSection leadId={lead.id} owner={data.owner} ownerId={lead.ownerId} />
      <DuplicatesSection leadId={lead.id} duplicates={data.duplicates} />
      {merge.open ? <MergeSection lead={lead} merge={merge} /> : null}
      <FollowUpsSection planned={planned} returnTo={here} />
      <DealSection lead={lead} />
      <TimelineSection timeline={timeline} />
      <ScoreSection lead={lead} />
      <EditSection lead={lead} lastResult={lastResult} />
    </article>
  );
}
