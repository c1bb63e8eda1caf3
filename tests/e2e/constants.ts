/** Shared by the e2e server script and the tests. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = `.e2e/data-${E2E_PORT}`;
export const STAFF_EMAIL = "staff@durhamdata.test";
export const STAFF_PASSWORD = "correct horse battery staple";
/** The staff account's second factor, enrolled by the CLI's --totp-secret (tests compute codes). */
export const STAFF_TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
/** The session cookie's name on the production server (Secure, so `__Host-` prefixed). */
export const SESSION_COOKIE = "__Host-session";

/** The failed mail the e2e server's start script seeds (tests/e2e/seed-failed-mail.ts). */
export const FAILED_MAIL_ERROR = "421 4.3.2 Service not available, closing channel";
export const failedMailRecipient = (project: string, n: number) =>
  `failed-${project}-${n}@durhamdata.test`;

/** A sent campaign per project with one recipient it failed for (seed-failed-mail.ts). */
export const retryCampaignSubject = (project: string) => `Retry insights (${project})`;

/** A sent issue in the newsletter's public archive, shared by the projects (seed-failed-mail.ts). */
export const ARCHIVED_ISSUE = {
  subject: "October insights: three notes on governance",
  previewText: "Retention schedules, a DPIA that helped, and what the ICO asked for.",
  heading: "Retention schedules that staff follow",
  sentAt: new Date("2026-10-28T09:00:00Z"),
} as const;
/** A sent issue per project, left out of the archive until its test shows it (seed-failed-mail.ts). */
export const archiveToggleSubject = (project: string) => `Archive toggle (${project})`;

/** A campaign per project whose scheduled start was missed (seed-failed-mail.ts). */
export const missedCampaignSubject = (project: string) => `Missed insights (${project})`;
/** …and the time it was due: 1 March 2026, 09:00 UK time. */
export const MISSED_CAMPAIGN_AT = new Date("2026-03-01T09:00:00Z");

/** Leads the e2e server's start script seeds with a status and no history (seed-report-leads.ts). */
export const SEEDED_REPORT_LEADS = [
  { status: "closed-won" },
  { status: "closed-won" },
  { status: "qualified" },
  { status: "closed-lost" },
] as const;

/**
 * The seven posts the site shipped with (db/migrations/0028): other specs publish short posts of
 * their own while a run goes on, so a test that needs a long, lasting post picks one of these.
 */
export const SHIPPED_POST_SLUGS = [
  "ai-readiness-checklist-uk-businesses",
  "data-strategy-for-multi-location-businesses",
  "dental-practice-kpis-pms-data",
  "finance-document-intelligence",
  "hospitality-predictive-staffing",
  "uk-gdpr-data-governance-practical-guide",
  "veterinary-clinic-data-integration",
];
