/** Why the lead has its score: each reason with its points. */
import * as pageParts from "../crm/page-parts.css";
import type { LeadView } from "../crm/dashboard-data";
import { scoreReasonText } from "../people/person-fields";
import { LEAD_TEXTS } from "./texts";

export function ScoreSection({ lead }: { lead: LeadView }) {
  return (
    <section aria-labelledby="lead-score-title">
      <h2 id="lead-score-title" className={pageParts.subheading}>
        {LEAD_TEXTS.score.title(lead.score)}
      </h2>
      <ScoreReasons lead={lead} />
    </section>
  );
}

/** The reasons alone, also shown in the leads list's selected-lead panel. */
export function ScoreReasons({ lead }: { lead: Pick<LeadView, "scoreReasons"> }) {
  return lead.scoreReasons.length ? (
    <ul aria-label={LEAD_TEXTS.score.why}>
      {lead.scoreReasons.map((reason) => (
        <li key={reason.reason}>{scoreReasonText(reason)}</li>
      ))}
    </ul>
  ) : (
    <p>{LEAD_TEXTS.score.nothing}</p>
  );
}
