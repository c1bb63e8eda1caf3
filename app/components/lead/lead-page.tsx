/**
 * The lead's own page (/crm/leads/{id}), built from one component per section (./lead/), so a
 * new section is one more file and one more line here: the header (name, status, key facts and
 * actions) across the top; then, side by side on a wide screen, a side column (owner, possible
 * duplicates, deal, score) and the main one (merge, planned follow-ups, reply by email, timeline, edit form).
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
import { ReplySection } from "./reply-section";
import { ScoreSection } from "./score-section";
import { SourceSection } from "./source-section";
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
    <article className={styles.leadRecord}>
      <p>
        <Link to={href("/crm")}>{LEAD_TEXTS.page.backToLeads}</Link>
      </p>
      <LeadHeader lead={lead} next={planned[0]} restricted={data.restricted} />
      {/* Wide screens: facts at the side, the work and its history in the main column; a phone reads them in this order. */}
      <div className={styles.leadColumns}>
        <div className={styles.leadSide} data-testid="lead-side">
          <OwnerSection leadId={lead.id} owner={data.owner} ownerId={lead.ownerId} />
          <DuplicatesSection leadId={lead.id} duplicates={data.duplicates} />
          <DealSection lead={lead} />
          <ScoreSection lead={lead} />
          <SourceSection lead={lead} />
        </div>
        <div className={styles.leadMain} data-testid="lead-main">
          {merge.open ? <MergeSection lead={lead} merge={merge} /> : null}
          <FollowUpsSection planned={planned} returnTo={here} />
          <ReplySection leadId={lead.id} reply={data.reply} />
          <TimelineSection timeline={timeline} />
          <EditSection lead={lead} lastResult={lastResult} />
        </div>
      </div>
    </article>
  );
}
