import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Staff accounts: created only by the admin CLI, never from the web. */
export const staffUsers = pgTable("staff_users", {
  id: serial("id").primaryKey(),
  email: text("email").notNull().unique(), // stored lower-cased
  passwordHash: text("password_hash").notNull(),
  createdAt: createdAt(),
});

/** One row per signed-in browser. Deleting the row revokes the cookie that names it. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(), // random, unguessable
    userId: integer("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
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
    status: text("status").notNull().default("new"),
    score: integer("score").notNull().default(0),
    /** Why the score is what it is, e.g. [{ reason: "Phone given", points: 15 }]. */
    scoreReasons: jsonb("score_reasons")
      .$type<{ reason: string; points: number }[]>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("leads_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("leads_status_created_idx").on(t.status, t.createdAt.desc()),
    // Duplicate matching compares addresses case-insensitively.
    index("leads_email_lower_idx").on(sql`lower(${t.email})`),
    // The table's sort orders (created is above).
    index("leads_score_idx").on(t.score.desc(), t.id.desc()),
    index("leads_name_idx").on(t.lastName, t.firstName, t.id),
  ],
);

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
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_submissions_processed_created_idx").on(t.processed, t.createdAt.desc()),
    index("contact_submissions_lead_idx").on(t.leadId),
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
    createdAt: createdAt(),
  },
  (t) => [
    index("dental_registrations_processed_created_idx").on(t.processed, t.createdAt.desc()),
    index("dental_registrations_lead_idx").on(t.leadId),
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
     * with this single-use token is followed before confirmExpiresAt; then the token is cleared.
     */
    confirmToken: text("confirm_token"),
    confirmExpiresAt: timestamp("confirm_expires_at", { withTimezone: true }),
    /** When the confirmation mail was last queued (resending is rate-limited). */
    confirmSentAt: timestamp("confirm_sent_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("newsletter_email_uq").on(t.email),
    uniqueIndex("newsletter_token_uq").on(t.unsubscribeToken),
    uniqueIndex("newsletter_confirm_token_uq").on(t.confirmToken),
    index("newsletter_subscribed_at_idx").on(t.subscribedAt.desc()),
  ],
);

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
    createdAt: createdAt(),
  },
  (t) => [
    index("activities_lead_idx").on(t.leadId, t.createdAt.desc()),
    index("activities_created_idx").on(t.createdAt.desc(), t.id.desc()),
    // Planned follow-ups: the dashboard's Overdue / Due today and each lead's next follow-up.
    index("activities_planned_due_idx")
      .on(t.dueAt, t.leadId)
      .where(sql`${t.completedDate} is null`),
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
  /** Outbox rows (sent, failed or cancelled) past MAIL_KEEP_DAYS; absent from older runs. */
  mailMessages?: number;
  /** Newsletter sign-ups never confirmed within 30 days; absent from older runs. */
  pendingSubscriptions?: number;
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
