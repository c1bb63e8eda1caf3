/** What the reports' model and their words share (app/models/reports.server.ts, components/reports). */

/** Rows in each visit report's "top" list (pages, sites, campaign links, devices). */
export const VISIT_TOP = 10;
