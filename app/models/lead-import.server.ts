/**
 * Leads imported from a CSV file (admins), in three parts: the rows (mapping, checks, preview),
 * the run (the import stored, its job writing batches) and Undo. docs/decisions/063-lead-import.md
 */
export * from "./lead-import-rows.server";
export * from "./lead-import-run.server";
export * from "./lead-import-undo.server";
