/** Editing the lead's details in place (every field; Notes is the lead's own). */
import type { SubmissionResult } from "@conform-to/react";
import * as pageParts from "../crm/page-parts.css";
import type { LeadView } from "../crm/dashboard-data";
import { LeadEditForm } from "./lead-form";
import { LEAD_TEXTS } from "./texts";

export function EditSection({
  lead,
  lastResult,
}: {
  lead: LeadView;
  lastResult?: SubmissionResult<string[]>;
}) {
  return (
    <section aria-labelledby="edit-lead-title">
      <h2 id="edit-lead-title" className={pageParts.subheading}>
        {LEAD_TEXTS.edit.title}
      </h2>
      <LeadEditForm lead={lead} lastResult={lastResult} />
    </section>
  );
}
