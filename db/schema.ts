import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { LeadAttribution } from "~/schemas/lead-attribution";
import type { BounceKind } from "~/schemas/mail-bounce";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Staff accounts. The first admin comes from the admin CLI; admins manage the rest. */
export const staffUsers = pgTable("staff_users", {
  id: serial("id").primaryKey(),
  email: text("email").notNull().unique(), // stored lower-cased
  passwordHash: text("password_hash").notNull(),
  /** admin | member (app/models/roles.ts says what each may do). */
  role: text("role").notNull().default("member"),
  /** The TOTP shared secret (base32); null until the account has enrolled a second factor. */
  totpSecret: text("totp_secret"),
  totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
  /** The last 30-second step whose code was accepted: a code is never accepted twice. */
  totpLastStep: integer("totp_last_step"),
  /** Set when an admin deactivates the account: it cannot sign in; its history is kept. */
  deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
  /** The weekday digest and the 20-hour reply reminders; each person can turn them off. */
  reminderMail: boolean("reminder_mail").notNull().default(true),
  /** The name a reply from the CRM carries in its From header; set the first time they reply. */
  displayName: text("display_name"),
  createdAt: createdAt(),
});

/** Invitations to join the CRM: a single-use link, 48 hours, stored as a hash of its token. */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(), // normalised
    role: text("role").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    /**
     * Random; the link's token is an HMAC of it under the server's key, derived again when the
     * invitation mail is rendered (models/invitation-token.server.ts), so no token is stored.
     */
    linkSalt: text("link_salt"),
    invitedBy: text("invited_by").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    /** Withdrawn by an admin: the link stops working and its page says so (decision 045). */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** Sent again with a new link (the old one stops working); null: sent once, at createdAt. */
    resentAt: timestamp("resent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("staff_invitations_email_idx").on(t.email)],
);

/** Ten single-use recovery codes per account, stored hashed (SHA-256; they are random). */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("staff_recovery_codes_user_idx").on(t.userId)],
);

/**
 * One row per signed-in browser. Deleting the row revokes the cookie that names it. A row whose
 * second factor is not yet given (mfaAt null) reaches only the second step or the enrolment.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(), // random, unguessable
    userId: integer("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    /** The absolute end (SESSION_MAX_HOURS after sign-in). */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The last request (the idle timeout counts from here). */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the second factor was given; null while only the password was. */
    mfaAt: timestamp("mfa_at", { withTimezone: true }),
    /** The last re-authentication (password or code), for exports, erasure and staff changes. */
    reauthAt: timestamp("reauth_at", { withTimezone: true }),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/**
 * Every sign-in attempt, success or failure, append-only (a trigger refuses updates, and deletes
 * of rows younger than the retention period). No foreign key: the history outlives the account.
 */
export const signInEvents = pgTable(
  "sign_in_events",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The account when known (an unknown address leaves it null). */
    userId: integer("user_id"),
    /** The address given, normalised (only when it names an account). */
    email: text("email"),
    ipAddress: text("ip_address").notNull(),
    userAgent: text("user_agent"),
    /** success | failure */
    outcome: text("outcome").notNull(),
    /** password | code | recovery-code | replayed-code | throttled | code-locked | enrolled | … */
    reason: text("reason").notNull(),
  },
  (t) => [
    index("sign_in_events_user_at_idx").on(t.userId, t.at.desc()),
    index("sign_in_events_at_idx").on(t.at.desc()),
  ],
);

/** Fixed-window counters shared by every app instance (login and public forms). */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_reset_idx").on(t.resetAt)],
);

export const leads = pgTable(
  "leads",
  {
    id: serial("id").primaryKey(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    company: text("company"),
    jobTitle: text("job_title"),
    industry: text("industry"), // dental | healthcare | hospitality | veterinary | financial | other
    source: text("source"), // website | referral | social | email | phone | event | dental-intelligence
    notes: text("notes"),
    /**
     * More addresses of the same person (lower-cased), e.g. the other lead's email after a merge.
     * Duplicate matching and subject access look at these as well as `email`.
     */
    additionalEmails: text("additional_emails")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text("status").notNull().default("new"),
    score: integer("score").notNull().default(0),
    /** Why the score is what it is, e.g. [{ reason: "Phone given", points: 15 }]. */
    scoreReasons: jsonb("score_reasons")
      .$type<{ reason: string; points: number }[]>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // Deal fields (decision 027).
    /** Whole pounds (GBP), optional. */
    estimatedValue: integer("estimated_value"),
    expectedCloseDate: date("expected_close_date", { mode: "string" }),
    /** Set (today in Europe/London) when the lead becomes Closed Won, cleared when it leaves it. */
    wonDate: date("won_date", { mode: "string" }),
    /** One of LOST_REASONS (app/schemas/deal.ts); required while the status is Closed Lost. */
    lostReason: text("lost_reason"),
    /** The words for lost reason "other". */
    lostReasonOther: text("lost_reason_other"),
    /** When the lead became Closed Lost (the won/lost report's month); cleared when it leaves it. */
    lostAt: timestamp("lost_at", { withTimezone: true }),
    /**
     * The furthest pipeline stage the lead ever reached (0 New … 4 Closed Won; Closed Lost does
     * not move it): the funnel report reads it instead of the status history.
     */
    stageReached: integer("stage_reached").notNull().default(0),
    /**
     * The staff account the lead belongs to; null while unassigned. A deleted account leaves its
     * leads unassigned (deactivation keeps the account, so its leads stay until reassigned).
     */
    ownerId: integer("owner_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /**
     * When the lead's next planned follow-up is due (the earliest not done); null when none is
     * planned. Kept by triggers on activities (migration 0016), never written by the app: the
     * leads table sorts by it from an index instead of working it out for every lead.
     */
    nextDueAt: timestamp("next_due_at", { withTimezone: true }),
    /**
     * Where the lead came from (app/schemas/lead-attribution.ts): the first submission converted into it
     * (or "Added by staff"), and the most recent one. Null for leads made before sources were kept.
     */
    originalSource: jsonb("original_source").$type<LeadAttribution>(),
    latestSource: jsonb("latest_source").$type<LeadAttribution>(),
  },
  (t) => [
    index("leads_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("leads_status_created_idx").on(t.status, t.createdAt.desc()),
    // Duplicate matching compares addresses case-insensitively.
    index("leads_email_lower_idx").on(sql`lower(${t.email})`),
    index("leads_additional_emails_idx").using("gin", t.additionalEmails),
    // Possible duplicates (app/models/duplicates.server.ts): each rule is an index look-up, with
    // the very expressions the rules compare (an address trimmed and lower-cased; a phone's digits
    // with +44 read as 0; first and last name, and surname and company, trimmed and lower-cased).
    index("leads_email_folded_idx").on(sql`lower(trim(${t.email}))`),
    index("leads_phone_digits_idx").on(
      sql`regexp_replace(regexp_replace(coalesce(${t.phone}, ''), '[^0-9]', '', 'g'), '^(0044|44(?=[0-9]{9,}))0?', '0')`,
    ),
    index("leads_name_folded_idx").on(
      sql`lower(trim(coalesce(${t.firstName}, '')))`,
      sql`lower(trim(coalesce(${t.lastName}, '')))`,
    ),
    index("leads_surname_company_idx").on(
      sql`lower(trim(coalesce(${t.lastName}, '')))`,
      sql`lower(trim(coalesce(${t.company}, '')))`,
    ),
    // The table's sort orders (created is above).
    index("leads_score_idx").on(t.score.desc(), t.id.desc()),
    index("leads_next_due_idx").on(t.nextDueAt.asc().nullsLast(), t.createdAt.desc(), t.id.desc()),
    index("leads_name_idx").on(t.lastName, t.firstName, t.id),
    // Reports, read from the index alone (no visit to the wide rows): new leads by source and
    // the funnel by creation; won per month; lost per month and why (partial: closed leads only).
    // Mine / Unassigned / by owner.
    index("leads_owner_created_idx").on(t.ownerId, t.createdAt.desc()),
    index("leads_created_report_idx").on(t.createdAt, t.source, t.stageReached),
    // The new-leads report by source category, and the leads list's filter on it.
    index("leads_created_category_idx").on(sql`(${t.originalSource}->>'category')`, t.createdAt),
    index("leads_won_report_idx")
      .on(t.wonDate, t.status, t.estimatedValue)
      .where(sql`${t.wonDate} is not null`),
    index("leads_lost_report_idx")
      .on(t.lostAt, t.status, t.estimatedValue, t.lostReason)
      .where(sql`${t.lostAt} is not null`),
  ],
);

/**
 * How many leads have each status, kept by statement-level triggers on leads (migration 0018),
 * never written by the app: the dashboard's figures and an unfiltered or status-only list's
 * total read these few rows instead of counting every lead.
 */
export const leadStatusCounts = pgTable("lead_status_counts", {
  status: text("status").primaryKey(),
  leads: integer("leads").notNull(),
});

export const contactSubmissions = pgTable(
  "contact_submissions",
  {
    id: serial("id").primaryKey(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull().default(""),
    email: text("email").notNull(),
    company: text("company").notNull(),
    message: text("message").notNull(),
    source: text("source").notNull().default("website"),
    sector: text("sector").notNull().default("general"),
    newsletter: boolean("newsletter").notNull().default(false),
    processed: boolean("processed").notNull().default(false),
    // A deleted lead leaves the processed submission in place, unlinked.
    leadId: integer("lead_id").references(() => leads.id, { onDelete: "set null" }),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    /** When staff were reminded that it waits for a reply (once, 20 hours after it arrived). */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    createdAt: createdAt(),
    /** Where the sender came from (landing page, referrer, campaign); null when not known. */
    attribution: jsonb("attribution").$type<LeadAttribution>(),
  },
  (t) => [
    index("contact_submissions_processed_created_idx").on(t.processed, t.createdAt.desc()),
    index("contact_submissions_lead_idx").on(t.leadId),
    // Reports: first response, by arrival.
    index("contact_submissions_created_idx").on(t.createdAt),
  ],
);

export const dentalRegistrations = pgTable(
  "dental_registrations",
  {
    id: serial("id").primaryKey(),
    fullName: text("full_name").notNull(),
    practiceName: text("practice_name").notNull(),
    jobTitle: text("job_title").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    location: text("location").notNull(),
    pms: text("pms").notNull(),
    locations: text("locations").notNull(), // 1 | 2-3 | 4-6 | 7-10 | 11+
    challenge: text("challenge").notNull(),
    discoveryCall: text("discovery_call").notNull(),
    marketingOptIn: boolean("marketing_opt_in").notNull().default(true),
    processed: boolean("processed").notNull().default(false),
    leadId: integer("lead_id").references(() => leads.id, { onDelete: "set null" }),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    /** When staff were reminded that it waits for a reply (once, 20 hours after it arrived). */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    createdAt: createdAt(),
    /** Where the sender came from (landing page, referrer, campaign); null when not known. */
    attribution: jsonb("attribution").$type<LeadAttribution>(),
  },
  (t) => [
    index("dental_registrations_processed_created_idx").on(t.processed, t.createdAt.desc()),
    index("dental_registrations_lead_idx").on(t.leadId),
    index("dental_registrations_created_idx").on(t.createdAt),
  ],
);

export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(), // stored lower-cased; one row per address
    fullName: text("full_name").notNull(),
    subscribed: boolean("subscribed").notNull().default(true),
    subscribedAt: timestamp("subscribed_at", { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    unsubscribeToken: text("unsubscribe_token").notNull(),
    createdAt: createdAt(),
    /**
     * Double opt-in: a sign-up is pending (subscribed false, unsubscribedAt null) until the link
     * with this single-use token is followed before confirmExpiresAt; then the expiry is cleared
     * (the link is spent) and the token kept, so the link can still say the address subscribed.
     */
    confirmToken: text("confirm_token"),
    confirmExpiresAt: timestamp("confirm_expires_at", { withTimezone: true }),
    /** When a sign-up last mailed the address (the confirmation link, cleared once confirmed, or
     * "already subscribed"): mailing it again is rate-limited. */
    confirmSentAt: timestamp("confirm_sent_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** A campaign mail to the address was refused for good (SMTP 5xx): no more campaigns until
     * the person confirms a sign-up again. */
    bouncedAt: timestamp("bounced_at", { withTimezone: true }),
    /** Why (app/schemas/mail-bounce.ts), and the mail server's or provider's own words if any. */
    bounceKind: text("bounce_kind").$type<BounceKind>(),
    bounceReason: text("bounce_reason"),
    /** Campaigns in a row whose mail the provider reported as a soft bounce (3: Bouncing). */
    softBounceStreak: integer("soft_bounce_streak").notNull().default(0),
    /** The last campaign in that streak: one campaign's mail counts once, however often retried. */
    softBounceCampaignId: integer("soft_bounce_campaign_id"),
    /** Where the latest sign-up came from (landing page, referrer, campaign). */
    attribution: jsonb("attribution").$type<LeadAttribution>(),
  },
  (t) => [
    uniqueIndex("newsletter_email_uq").on(t.email),
    uniqueIndex("newsletter_token_uq").on(t.unsubscribeToken),
    uniqueIndex("newsletter_confirm_token_uq").on(t.confirmToken),
    index("newsletter_subscribed_at_idx").on(t.subscribedAt.desc()),
    // Reports: ended subscriptions per month.
    index("newsletter_unsubscribed_at_idx")
      .on(t.unsubscribedAt)
      .where(sql`${t.unsubscribedAt} is not null`),
  ],
);

/**
 * DentalIQ news: registrants who ticked "Email me DentalIQ news and offers", one row per address,
 * the audience of a "dentaliq" campaign (docs/decisions/080). Like a newsletter subscription it
 * has its own unsubscribe token and bounce state; the consent log holds the evidence.
 */
export const dentaliqSubscribers = pgTable(
  "dentaliq_subscribers",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(), // normalised
    subscribed: boolean("subscribed").notNull().default(true),
    subscribedAt: timestamp("subscribed_at", { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    unsubscribeToken: text("unsubscribe_token").notNull(),
    /** As newsletter_subscriptions: refused for good (5xx, hard bounce, 3 soft bounces in a row). */
    bouncedAt: timestamp("bounced_at", { withTimezone: true }),
    bounceKind: text("bounce_kind").$type<BounceKind>(),
    bounceReason: text("bounce_reason"),
    softBounceStreak: integer("soft_bounce_streak").notNull().default(0),
    softBounceCampaignId: integer("soft_bounce_campaign_id"),
  },
  (t) => [
    uniqueIndex("dentaliq_subscribers_email_uq").on(t.email),
    uniqueIndex("dentaliq_subscribers_token_uq").on(t.unsubscribeToken),
  ],
);

export type DentaliqSubscriber = typeof dentaliqSubscribers.$inferSelect;

export const activities = pgTable(
  "activities",
  {
    id: serial("id").primaryKey(),
    // A deleted lead takes its activities with it.
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    type: text("type").notNull(), // email | call | meeting | note
    subject: text("subject").notNull(),
    description: text("description"),
    outcome: text("outcome"), // successful | no-answer | follow-up-needed | not-interested | closed
    duration: integer("duration"), // minutes
    /** Null while the activity is planned (a follow-up not done yet). */
    completedDate: timestamp("completed_date", { withTimezone: true }).defaultNow(),
    /** When a planned follow-up is due; kept after it is done. */
    dueAt: timestamp("due_at", { withTimezone: true }),
    createdBy: text("created_by").notNull(),
    /** Who is to do a planned follow-up (by default the lead's owner); null: nobody in particular. */
    assigneeId: integer("assignee_id").references(() => staffUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("activities_lead_idx").on(t.leadId, t.createdAt.desc()),
    index("activities_created_idx").on(t.createdAt.desc(), t.id.desc()),
    // Planned follow-ups: the dashboard's Overdue / Due today and each lead's next follow-up.
    index("activities_planned_due_idx")
      .on(t.dueAt, t.leadId)
      .where(sql`${t.completedDate} is null`),
    // Reports: follow-ups per week (every follow-up with a due time, done or not), from the index.
    index("activities_due_report_idx")
      .on(t.dueAt, t.completedDate)
      .where(sql`${t.dueAt} is not null`),
  ],
);

/**
 * The audit trail: one row per change staff (or the system) made to a record, written in the same
 * transaction as the change. Append-only: the app inserts rows and, when a person is erased,
 * redacts them; it never updates them otherwise and never deletes them.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The staff member's email, or "system" (scheduled jobs) or "visitor" (a public form). */
    actor: text("actor").notNull(),
    /** What happened, e.g. created, updated, status-changed, deleted, converted, merged. */
    action: text("action").notNull(),
    /** lead | activity | contact-submission | dental-registration | newsletter-subscription | person */
    entityType: text("entity_type").notNull(),
    entityId: integer("entity_id"),
    /** The lead whose timeline shows the event (no foreign key: history outlives the row). */
    leadId: integer("lead_id"),
    /** Field changes, { field: { from, to } }. */
    changes: jsonb("changes").$type<AuditChanges>(),
    summary: text("summary"),
    /**
     * Rows about a person rather than one record (exports, restrictions, consents recorded by
     * staff) name them by the same keyed hash as a suppression, so erasure can find and redact them.
     */
    subjectHash: text("subject_hash"),
    /** Set when the person the row is about was erased: changes and summary are then blanked. */
    redactedAt: timestamp("redacted_at", { withTimezone: true }),
  },
  (t) => [
    index("audit_events_lead_idx").on(t.leadId, t.at.desc()),
    index("audit_events_entity_idx").on(t.entityType, t.entityId),
    index("audit_events_at_idx").on(t.at.desc()),
    index("audit_events_subject_idx").on(t.subjectHash),
  ],
);

export type AuditChanges = Record<string, { from: unknown; to: unknown }>;

export type StaffUser = typeof staffUsers.$inferSelect;
export type SignInEvent = typeof signInEvents.$inferSelect;
export type Lead = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;
export type ContactSubmission = typeof contactSubmissions.$inferSelect;
export type DentalRegistration = typeof dentalRegistrations.$inferSelect;
export type NewsletterSubscription = typeof newsletterSubscriptions.$inferSelect;
export type Activity = typeof activities.$inferSelect;
export type AuditEvent = typeof auditEvents.$inferSelect;
export type NewAuditEvent = typeof auditEvents.$inferInsert;

/**
 * The consent log, append-only: one row per consent given or withdrawn (UK GDPR Art. 7(1): the
 * firm must be able to show that, when and to what the person agreed). Erasure deletes the rows.
 */
export const consentEvents = pgTable(
  "consent_events",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(), // normalised: trimmed, lower-cased
    /** newsletter | dentaliq-updates | contact-follow-up */
    purpose: text("purpose").notNull(),
    granted: boolean("granted").notNull(),
    /** "form:newsletter", "form:dental-iq", "link:unsubscribe" or "staff:<email>" (on the person's behalf). */
    source: text("source").notNull(),
    /** The version of the wording the person saw (or the staff note's channel). */
    noticeVersion: text("notice_version").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("consent_events_email_idx").on(t.email, t.at.desc())],
);

/** People who asked for processing to be restricted (or objected): records kept, not processed. */
export const personRestrictions = pgTable("person_restrictions", {
  email: text("email").primaryKey(), // normalised
  reason: text("reason").notNull(),
  restrictedBy: text("restricted_by").notNull(),
  restrictedAt: timestamp("restricted_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Erased people staff may not re-create: a keyed hash (HMAC-SHA256 with the server secret) of the
 * normalised email, never the email itself. The person's own new form submission lifts it.
 */
export const suppressions = pgTable("suppressions", {
  emailHash: text("email_hash").primaryKey(),
  createdAt: createdAt(),
});

export type ErasureCounts = {
  leads: number;
  contactSubmissions: number;
  dentalRegistrations: number;
  newsletterSubscriptions: number;
  activities: number;
  consents: number;
};

/** One row per erasure: when, by whom, how many records of each kind. No personal data. */
export const erasureLog = pgTable(
  "erasure_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actor: text("actor").notNull(),
    counts: jsonb("counts").$type<ErasureCounts>().notNull(),
  },
  (t) => [index("erasure_log_at_idx").on(t.at.desc())],
);

export type RetentionCounts = {
  leads: number;
  contactSubmissions: number;
  dentalRegistrations: number;
  activities: number;
  rateLimits: number;
  sessions: number;
  /** Sign-in history rows older than SIGN_IN_HISTORY_MONTHS (runs before it existed have none). */
  signIns?: number;
  /** Outbox rows (sent, failed or cancelled) past MAIL_KEEP_DAYS; absent from older runs. */
  mailMessages?: number;
  /** Newsletter sign-ups never confirmed within 30 days; absent from older runs. */
  pendingSubscriptions?: number;
  /** Campaign recipient rows past CAMPAIGN_RECIPIENT_KEEP_MONTHS, their address taken off. */
  campaignRecipients?: number;
  /** Shared-mailbox messages no lead took, past the period; absent from older runs. */
  unmatchedMessages?: number;
};

/** One row per real run of the retention job: counts only. */
export const retentionRuns = pgTable(
  "retention_runs",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    months: integer("months").notNull(),
    counts: jsonb("counts").$type<RetentionCounts>().notNull(),
  },
  (t) => [index("retention_runs_at_idx").on(t.at.desc())],
);

/**
 * Pairs of leads staff said are not the same person ("not a duplicate"), so the pair is no longer
 * flagged as possible duplicates. The lower id is always `leadA`. Deleting a lead forgets its pairs.
 */
export const duplicateDismissals = pgTable(
  "duplicate_dismissals",
  {
    id: serial("id").primaryKey(),
    leadA: integer("lead_a")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    leadB: integer("lead_b")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    dismissedBy: text("dismissed_by").notNull(),
    dismissedAt: timestamp("dismissed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("duplicate_dismissals_pair_idx").on(t.leadA, t.leadB),
    index("duplicate_dismissals_b_idx").on(t.leadB),
  ],
);

/**
 * "Not a duplicate" for an inbox item and a lead: a contact form (`contact`) or DentalIQ
 * registration (`registration`) by its id, deleted with the lead. An item's id is never reused,
 * so a row left after the item is deleted names nothing and matches nothing.
 */
export const inboxDuplicateDismissals = pgTable(
  "inbox_duplicate_dismissals",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(), // contact | registration
    itemId: integer("item_id").notNull(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    dismissedBy: text("dismissed_by").notNull(),
    dismissedAt: timestamp("dismissed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("inbox_duplicate_dismissals_pair_idx").on(t.kind, t.itemId, t.leadId),
    index("inbox_duplicate_dismissals_lead_idx").on(t.leadId),
  ],
);

export type ConsentEvent = typeof consentEvents.$inferSelect;
export type PersonRestriction = typeof personRestrictions.$inferSelect;
export type ErasureLogEntry = typeof erasureLog.$inferSelect;
export type RetentionRun = typeof retentionRuns.$inferSelect;

/**
 * The outbox: one row per outgoing mail, written in the transaction that causes the mail, with
 * the pg-boss job that delivers it (app/models/mail.server.ts). The body is rendered when it is
 * sent, from the record `params` name, so an erased record takes its mail's content with it.
 * `sentAt` is the sent log: set once the SMTP server accepted the message; a retry that finds it
 * set sends nothing.
 */
export const mailMessages = pgTable(
  "mail_messages",
  {
    id: serial("id").primaryKey(),
    /** The Message-ID header (without <>), the same on every attempt. */
    messageId: text("message_id").notNull(),
    template: text("template").notNull(),
    params: jsonb("params").$type<Record<string, string | number>>().notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    /** queued → sent, or failed after the last attempt (or cancelled: its record is gone). */
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    jobId: text("job_id"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The SMTP server's answer to the accepted send (e.g. "250 2.0.0 OK queued as …"). */
    smtpResponse: text("smtp_response"),
  },
  (t) => [
    uniqueIndex("mail_messages_message_id_uq").on(t.messageId),
    index("mail_messages_status_created_idx").on(t.status, t.createdAt.desc()),
  ],
);

export type MailMessage = typeof mailMessages.$inferSelect;

/** Raw bytes (PostgreSQL bytea; PGlite stores it the same way). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Mail written to a lead from its page (models/lead-replies.server.ts), sent through the outbox:
 * `messageId` is the outbox row's, and the state follows its delivery (sending → sent, or
 * failed with the server's answer). Kept with the lead (deleted with it, so by erasure), not
 * pruned with the outbox. Decision 095.
 */
export const leadMessages = pgTable(
  "lead_messages",
  {
    id: serial("id").primaryKey(),
    /** Null: a message read from the shared mailbox that matched no lead (the Unmatched list). */
    leadId: integer("lead_id").references(() => leads.id, { onDelete: "cascade" }),
    /** "out": written in the CRM; "in": read from the shared mailbox (models/mailbox.server.ts). */
    direction: text("direction").notNull().default("out"),
    /** The Message-ID header, without <>. */
    messageId: text("message_id"),
    /** The Message-ID this one answers (In-Reply-To), without <>. */
    inReplyTo: text("in_reply_to"),
    /** References, oldest first, without <>. */
    references: text("references")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Out: the staff member who wrote it and the name it went out with; in: the sender. */
    fromEmail: text("from_email").notNull(),
    fromName: text("from_name").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    /** Out: what staff typed (plain text or Markdown); in: the message's text part. */
    body: text("body").notNull(),
    /**
     * In: the message's HTML part as received (up to 1 MB), or null. Never sent to a browser as it
     * is: the timeline shows it sanitised (utils/mail-html.server.ts). Decision 100.
     */
    html: text("html"),
    /** Out: sending → sent; failed after the outbox's last attempt (or cancelled). In: received. */
    status: text("status").notNull().default("sending"),
    /** The SMTP server's last refusal, as it said it. */
    lastError: text("last_error"),
    createdAt: createdAt(),
    /** Out: when the SMTP server accepted it; in: the message's Date. */
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("lead_messages_lead_idx").on(t.leadId, t.createdAt),
    uniqueIndex("lead_messages_message_id_uq").on(t.messageId),
  ],
);

export type LeadMessage = typeof leadMessages.$inferSelect;

/**
 * Saved replies: snippets the team keeps for the reply form ("{first name}" is filled with the
 * lead's), added, changed and deleted on /crm/saved-replies by any staff member. Decision 101.
 */
export const savedReplies = pgTable("saved_replies", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  body: text("body").notNull(),
  createdBy: text("created_by").notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type SavedReply = typeof savedReplies.$inferSelect;

/**
 * Files attached to a message read from the shared mailbox (decision 100): listed with name, type
 * and size; the bytes kept only up to MAX_ATTACHMENT_BYTES (`content` null: "not kept, too
 * large"). Deleted with the message, so with its lead.
 */
export const leadMessageAttachments = pgTable(
  "lead_message_attachments",
  {
    id: serial("id").primaryKey(),
    messageId: integer("message_id")
      .notNull()
      .references(() => leadMessages.id, { onDelete: "cascade" }),
    filename: text("filename").notNull(),
    /** The type the sender declared; downloads are always served as attachments. */
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    content: bytea("content"),
  },
  (t) => [index("lead_message_attachments_message_idx").on(t.messageId)],
);

export type LeadMessageAttachment = typeof leadMessageAttachments.$inferSelect;

/**
 * Where the mailbox reader got to: the last UID read under the mailbox's UIDVALIDITY, when it
 * last read the mailbox, and its last failure (an error code, never the server's words) while
 * the mailbox is out of reach. The System page shows these.
 */
export const mailboxCursors = pgTable("mailbox_cursors", {
  mailbox: text("mailbox").primaryKey(),
  uidValidity: text("uid_validity").notNull(),
  lastUid: integer("last_uid").notNull().default(0),
  readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
  /** The first failed attempt of the current outage (null: the last attempt worked). */
  failingSince: timestamp("failing_since", { withTimezone: true }),
  failures: integer("failures").notNull().default(0),
  lastError: text("last_error"),
  /** The last failed attempt: the next waits 1, 2, 4… up to 30 minutes after it. */
  failedAt: timestamp("failed_at", { withTimezone: true }),
});

/**
 * Newsletter campaigns: one issue written in the CRM and sent to a frozen list of recipients
 * (app/models/campaigns.server.ts). `runId` changes on every send or resume, so a sending job of
 * an earlier run (a pause, then a resume) stops instead of sending alongside the new one.
 */
export const campaigns = pgTable(
  "campaigns",
  {
    id: serial("id").primaryKey(),
    subject: text("subject").notNull(),
    previewText: text("preview_text").notNull().default(""),
    /** Markdown, rendered with the blog's renderer. */
    body: text("body").notNull(),
    /** newsletter | dentaliq */
    audience: text("audience").notNull(),
    /** draft | scheduled | sending | paused | sent | cancelled */
    state: text("state").notNull().default("draft"),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    inArchive: boolean("in_archive").notNull().default(true),
    runId: integer("run_id").notNull().default(0),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    sendingStartedAt: timestamp("sending_started_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The blog post it was made from ("Send as newsletter"); null when written as a campaign. */
    sourcePostId: integer("source_post_id").references((): AnyPgColumn => posts.id, {
      onDelete: "set null",
    }),
  },
  (t) => [index("campaigns_created_idx").on(t.createdAt.desc())],
);

export type Campaign = typeof campaigns.$inferSelect;

/**
 * One row per person a campaign goes to, frozen when sending starts: the per-recipient sent log.
 * pending → sent (the SMTP server accepted it), bounced (5xx), failed (4xx until the last
 * attempt), or skipped (unsubscribed, erased or restricted before its turn, or cancelled).
 * `claimedAt` is a lease: a sender holds the row while it talks to the SMTP server.
 */
export const campaignRecipients = pgTable(
  "campaign_recipients",
  {
    id: serial("id").primaryKey(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    email: text("email").notNull(), // normalised
    /** The Message-ID header (without <>), the same on every attempt. */
    messageId: text("message_id").notNull(),
    state: text("state").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    /** The SMTP server's last answer (accepted or refused), or why the row was skipped. */
    lastResponse: text("last_response"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("campaign_recipients_campaign_email_uq").on(t.campaignId, t.email),
    index("campaign_recipients_pending_idx")
      .on(t.campaignId, t.id)
      .where(sql`${t.state} = 'pending'`),
    index("campaign_recipients_email_idx").on(t.email),
  ],
);

export type CampaignRecipient = typeof campaignRecipients.$inferSelect;

/** Where a lead field comes from in an import: a CSV column's field, or null (ignored). */
export type ImportMapping = (string | null)[];
/** A refused row: its line in the file, its cells, and why (codes the UI words). */
export interface ImportRefusedRow {
  line: number;
  cells: string[];
  reasons: { field: string | null; code: string }[];
}

/**
 * Leads imported from a CSV file by an admin (models/lead-import.server.ts): the options chosen,
 * the lawful basis (where the list came from), progress and counts kept by the job as it commits
 * each batch (so a retried job resumes), and the rows refused with their reasons.
 */
export const leadImports = pgTable(
  "lead_imports",
  {
    id: serial("id").primaryKey(),
    /** The admin's email (the audit trail's actor). */
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
    fileName: text("file_name").notNull(),
    /** utf-8 | windows-1252 */
    encoding: text("encoding").notNull(),
    headers: jsonb("headers").$type<string[]>().notNull(),
    mapping: jsonb("mapping").$type<ImportMapping>().notNull(),
    /** create-only | create-and-update | skip-existing */
    mode: text("mode").notNull(),
    defaultStatus: text("default_status").notNull().default("new"),
    defaultOwnerId: integer("default_owner_id").references(() => staffUsers.id, {
      onDelete: "set null",
    }),
    defaultSource: text("default_source"),
    lawfulBasis: text("lawful_basis").notNull(),
    /** queued | running | done | failed | undone */
    state: text("state").notNull().default("queued"),
    totalRows: integer("total_rows").notNull(),
    processedRows: integer("processed_rows").notNull().default(0),
    createdCount: integer("created_count").notNull().default(0),
    updatedCount: integer("updated_count").notNull().default(0),
    skippedCount: integer("skipped_count").notNull().default(0),
    refusedCount: integer("refused_count").notNull().default(0),
    refusedRows: jsonb("refused_rows").$type<ImportRefusedRow[]>().notNull().default([]),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
    undoneBy: text("undone_by"),
  },
  (t) => [index("lead_imports_created_idx").on(t.createdAt.desc())],
);

/** The file's rows while the import waits or runs; deleted when it ends (refused rows are kept above). */
export const leadImportRows = pgTable("lead_import_rows", {
  importId: integer("import_id")
    .primaryKey()
    .references(() => leadImports.id, { onDelete: "cascade" }),
  rows: jsonb("rows").$type<string[][]>().notNull(),
});

/**
 * What an import did to each lead, for Undo: a created lead (deleted again), or an updated one
 * with the values its fields held before (restored). No foreign key to leads: a lead deleted
 * since is simply skipped.
 */
export const leadImportChanges = pgTable(
  "lead_import_changes",
  {
    id: serial("id").primaryKey(),
    importId: integer("import_id")
      .notNull()
      .references(() => leadImports.id, { onDelete: "cascade" }),
    leadId: integer("lead_id").notNull(),
    /** created | updated */
    kind: text("kind").notNull(),
    /** For an update: each changed column's value before, by its drizzle field name. */
    previous: jsonb("previous").$type<Record<string, unknown>>(),
  },
  (t) => [index("lead_import_changes_import_idx").on(t.importId)],
);

/** The lead field each CSV header was last mapped to (by header, lower-cased), offered next time. */
export const leadImportHeaderFields = pgTable("lead_import_header_fields", {
  header: text("header").primaryKey(),
  /** A lead field, or null: ignored. */
  field: text("field"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type LeadImport = typeof leadImports.$inferSelect;

/**
 * Public page views, counted per UK day (docs/decisions/079-visit-counts.md): the page (path
 * only), the referring site's host, the campaign's utm_* tags and the device class. No address,
 * no browser string, no visitor id. Rows older than VISIT_KEEP_MONTHS are summed into one row
 * per page and month (day = the month's first, the other columns empty).
 */
export const visitViews = pgTable(
  "visit_views",
  {
    day: date("day").notNull(),
    page: text("page").notNull(),
    /** The referring site's host, "" for none (typed in, or the site's own pages). */
    referrer: text("referrer").notNull().default(""),
    utmSource: text("utm_source").notNull().default(""),
    utmMedium: text("utm_medium").notNull().default(""),
    utmCampaign: text("utm_campaign").notNull().default(""),
    /** desktop | mobile | tablet, "" once summed */
    device: text("device").notNull().default(""),
    views: integer("views").notNull(),
  },
  (t) => [
    uniqueIndex("visit_views_key").on(
      t.day,
      t.page,
      t.referrer,
      t.utmSource,
      t.utmMedium,
      t.utmCampaign,
      t.device,
    ),
  ],
);

/**
 * Today's visitors: a hash of the daily salt, the address and the browser string (never kept).
 * Once the day is over they are counted into visit_days and deleted with the day's salt.
 */
export const visitVisitors = pgTable(
  "visit_visitors",
  {
    day: date("day").notNull(),
    visitor: text("visitor").notNull(),
  },
  (t) => [uniqueIndex("visit_visitors_key").on(t.day, t.visitor)],
);

/** The salt of each day still open; deleted when the day is counted (so hashes cannot be redone). */
export const visitSalts = pgTable("visit_salts", {
  day: date("day").primaryKey(),
  salt: text("salt").notNull(),
});

/** Visitors per UK day, once the day is over. */
export const visitDays = pgTable("visit_days", {
  day: date("day").primaryKey(),
  visitors: integer("visitors").notNull(),
});

/**
 * The firm's blog posts ("Insights"), written in the CRM (decision 081). The seven posts
 * that were Markdown files in content/blog/ came in with migration 0028, keeping their ids, slugs
 * and dates. The public pages and GET /api/blog show the published ones only.
 */
export const posts = pgTable(
  "posts",
  {
    id: serial("id").primaryKey(),
    /** Lowercase words joined by hyphens; unique; never an existing route's name. */
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    category: text("category").notNull(),
    /** Markdown, rendered with the site's renderer. */
    content: text("content").notNull().default(""),
    /** A site path or an https URL; null: the category's image. */
    imageUrl: text("image_url"),
    /** "7 min read" as the author set it; null: worked out from the words. */
    readTime: text("read_time"),
    metaDescription: text("meta_description").notNull().default(""),
    /** The image for social cards; null: the cover image. */
    socialImage: text("social_image"),
    /** draft | scheduled | published | unpublished */
    state: text("state").notNull().default("draft"),
    /** The staff account that wrote it (null for the posts that came from content/blog). */
    authorId: integer("author_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /** The name shown as the author; null: the team's label (SPEC.md "Blog"). */
    authorName: text("author_name"),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    /** When it first went live; its UK day is the post's date. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** A scheduled post published after its time (the app was down): by how many seconds. */
    publishedLateSeconds: integer("published_late_seconds"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("posts_slug_uq").on(t.slug),
    index("posts_published_idx")
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.state} = 'published'`),
  ],
);

export type Post = typeof posts.$inferSelect;

/** Every save of a post, with who and when. */
export const postRevisions = pgTable(
  "post_revisions",
  {
    id: serial("id").primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    category: text("category").notNull(),
    content: text("content").notNull(),
    imageUrl: text("image_url"),
    readTime: text("read_time"),
    metaDescription: text("meta_description").notNull(),
    socialImage: text("social_image"),
    authorName: text("author_name"),
    /** The staff member's email. */
    savedBy: text("saved_by").notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("post_revisions_post_idx").on(t.postId, t.id.desc())],
);

export type PostRevision = typeof postRevisions.$inferSelect;

/** A published post's former slugs: /blog/{old} answers 301 to its address. */
export const postSlugRedirects = pgTable("post_slug_redirects", {
  slug: text("slug").primaryKey(),
  postId: integer("post_id")
    .notNull()
    .references(() => posts.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

/**
 * Shareable preview links of a post (decision 088): whoever holds one reads the post's saved text
 * without an account until `expires_at`, unless revoked. The token itself is never stored: it is
 * signed with the session secret from the row's id and expiry, so the CRM can show it again.
 */
export const postPreviewLinks = pgTable(
  "post_preview_links",
  {
    id: serial("id").primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    /** The staff member's email. */
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: text("revoked_by"),
  },
  (t) => [index("post_preview_links_post_idx").on(t.postId, t.id.desc())],
);

export type PostPreviewLink = typeof postPreviewLinks.$inferSelect;

/**
 * Uploaded images (decision 086): in the database, so every instance serves them and every backup
 * holds them. The upload itself is not kept, only the variants written from its pixels.
 */
export const images = pgTable(
  "images",
  {
    id: serial("id").primaryKey(),
    /** A hash of the uploaded bytes: the variants' addresses are /images/{hash}-{width}.{ext}. */
    hash: text("hash").notNull(),
    /** What the picture shows; empty only when `decorative` says so on purpose. */
    alt: text("alt").notNull().default(""),
    decorative: boolean("decorative").notNull().default(false),
    /** The upright picture's size as uploaded. */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** jpeg | png: the variants' fallback beside WebP. */
    fallback: text("fallback").notNull(),
    /** The file's name as uploaded (shown in the library). */
    fileName: text("file_name").notNull().default(""),
    /** The upload's size in bytes. */
    bytes: integer("bytes").notNull(),
    /** The staff member's email. */
    uploadedBy: text("uploaded_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("images_hash_uq").on(t.hash)],
);

export type Image = typeof images.$inferSelect;

/** One width of an image in one format. */
export const imageVariants = pgTable(
  "image_variants",
  {
    imageId: integer("image_id")
      .notNull()
      .references(() => images.id, { onDelete: "cascade" }),
    /** webp | jpeg | png */
    format: text("format").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: integer("bytes").notNull(),
    data: bytea("data").notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.width, t.format] })],
);
