/** Why the lead has its score: each reason with its points. */
import * as pageParts from "../crm/page-parts.css";
import type { LeadView } from "../crm/dashboard-data";
import { scoreReasonText } from "../people/person-fields";

export function ScoreSection({ lead }: { lead: LeadView }) {
  return (
    <section aria-labelledby="lead-score-title">
      <h2 id="lead-score-title" className={pageParts.subheading}>
        Score: {lead.score} / 100
      </h2>
      <ScoreReasons lead={lead} />
    </section>
  );
}

/** The reasons alone, also shown in the leads list's selected-lead panel. */
export function ScoreReasons({ lead }: { lead: Pick<LeadView, "scoreReasons"> }) {
  return lead.scoreReasons.length ? (
    <ul aria-label="Why this score">
      {lead.scoreReasons.map((reason) => (
        <li key={reason.reason}>{scoreReasonText(reason)}</li>
      ))}
    </ul>
  ) : (
    <p>Nothing adds to the score yet.</p>
  );
}
