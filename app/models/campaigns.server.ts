/**
 * Newsletter campaigns, one module per job, all named here so callers import from one place:
 * drafts and the list (campaign-drafts), who receives it (campaign-audience), changes of state
 * and the one rule of which state allows which change (campaign-states, `campaignMay` in
 * ~/schemas/campaign), the sending job (campaign-sending) and the report (campaign-reports).
 * docs/decisions/057-campaign-sending.md, 092.
 */
export type { CampaignChange } from "~/schemas/campaign";
export { CAMPAIGN_CHANGES_FROM, campaignMay } from "~/schemas/campaign";
export * from "./campaign-drafts.server";
export { type Exclusion, audienceSize } from "./campaign-audience.server";
export * from "./campaign-states.server";
export * from "./campaign-sending.server";
export * from "./campaign-reports.server";
