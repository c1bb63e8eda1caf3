/**
 * Leads, one module per job, all named here so callers import from one place: the list and the
 * picker's choices (lead-list), one lead by id or address (lead-lookup), the deal rules
 * (lead-deal-rules) and the changes (lead-changes).
 */
export * from "./lead-list.server";
export * from "./lead-lookup.server";
export { DealRuleError } from "./lead-deal-rules.server";
/** Today in the UK, under the name the lead import still uses: ukDay (utils/uk-dates) is the one helper. */
export * from "./lead-changes.server";
