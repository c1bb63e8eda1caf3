/** Where the lead came from: its original and latest source, with the campaign behind each. */
import type { LeadAttribution } from "~/schemas/lead-attribution";
import * as pageParts from "../crm/page-parts.css";
import type { LeadView } from "../crm/dashboard-data";
import { sourceFacts, sourceLabel } from "./source-words";
import { LEAD_TEXTS } from "./texts";

const T = LEAD_TEXTS.source;

function Source({ source, testId }: { source: LeadAttribution | null; testId: string }) {
  const facts = sourceFacts(source);
  return (
    <dd className={pageParts.definition}>
      <span data-testid={testId}>{sourceLabel(source)}</span>
      {facts.length ? (
        <ul>
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      ) : null}
    </dd>
  );
}

export function SourceSection({ lead }: { lead: LeadView }) {
  return (
    <section aria-labelledby="lead-source-title">
      <h2 id="lead-source-title" className={pageParts.subheading}>
        {T.title}
      </h2>
      <dl className={pageParts.details}>
        <dt className={pageParts.term}>{T.original}</dt>
        <Source source={lead.originalSource} testId="original-source" />
        <dt className={pageParts.term}>{T.latest}</dt>
        <Source source={lead.latestSource} testId="latest-source" />
      </dl>
    </section>
  );
}
