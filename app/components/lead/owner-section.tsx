/** The lead's owner and "Change owner" (a plain form post to /crm/leads/assign; audited). */
import { href } from "react-router";
import * as controls from "../crm/controls.css";
import * as pageParts from "../crm/page-parts.css";
import { OwnerSelect, ownerLabel } from "../crm/owner-controls";
import type { LeadPageData } from "./types";
import { LEAD_TEXTS } from "./texts";

export function OwnerSection({
  leadId,
  owner,
  ownerId,
}: {
  leadId: number;
  owner: LeadPageData["owner"];
  ownerId: number | null;
}) {
  const here = href("/crm/leads/:id", { id: String(leadId) });
  return (
    <section aria-labelledby="owner-title" className={pageParts.panel}>
      <h2 id="owner-title" className={pageParts.cardTitle}>
        {LEAD_TEXTS.owner.title} <span data-testid="lead-owner">{ownerLabel(owner.name)}</span>
      </h2>
      <form method="post" action={href("/crm/leads/assign")} className={controls.searchForm}>
        <input type="hidden" name="leadId" value={leadId} />
        <input type="hidden" name="returnTo" value={here} />
        <OwnerSelect
          id="lead-owner"
          label={LEAD_TEXTS.owner.newOwner}
          owners={owner.choices}
          defaultValue={ownerId}
        />
        <button type="submit" className={controls.button.secondary}>
          {LEAD_TEXTS.owner.change}
        </button>
      </form>
    </section>
  );
}
