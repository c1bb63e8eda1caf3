/**
 * A person, as the UK GDPR sees them: everything held on one email address across every table.
 * One module per job, all named here so callers import from one place: the person-finding rule
 * in SQL and the keyed hash (person-email), why processing is refused and restriction
 * (person-blocks), everything held and the subject-access export (person-records), and erasure
 * (person-erasure). docs/decisions/011-gdpr-suppression-and-retention.md
 */
export * from "./person-email.server";
export * from "./person-blocks.server";
export * from "./person-records.server";
export * from "./person-erasure.server";
