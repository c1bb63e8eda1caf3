/**
 * One timeline per lead, newest first: its audit trail (created, status and field changes,
 * conversions, merges), its activities (done and planned), the contact submissions and DentalIQ
 * registrations from the same email (full text), newsletter subscribe/unsubscribe and the
 * person's consent log (given or withdrawn, with the notice version).
 *
 * Each kind of entry comes from one source function in TIMELINE_SOURCES; a new kind is one more
 * function in that list.
 */
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { type Executor, getDb } from "@db/client.server";
import {
  type Activity,
  type AuditChanges,
  type AuditEvent,
  type Lead,
  type LeadMessage,
  activities,
  auditEvents,
  contactSubmissions,
  dentalRegistrations,
  newsletterSubscriptions,
} from "@db/schema";
import { consentPurposeLabel, consentSourceLabel } from "~/schemas/consent-log-texts";
import { DISCOVERY_CALL_TEXTS, PMS_TEXTS } from "~/schemas/crm-labels";
import { labelOf } from "~/schemas/lead";
import { describeChanges, statusChangeSentence, valueLabel } from "~/schemas/lead-fields";
import { consentCampaignSubjects, listConsents } from "./consents.server";
import { listLeadMessages } from "./lead-replies.server";
import { type ThreadReader, mayReachThread } from "./lead-threads.server";
import { type AttachmentSummary, listAttachments } from "./mailbox-attachments.server";
import { sanitiseMailHtml } from "~/utils/mail-html.server";
import { splitQuotedText } from "~/utils/mail-quotes";
import { getLead } from "./leads.server";
import { normaliseEmail } from "~/utils/email";

export const TIMELINE_TYPES = [
  "created",
  "status-changed",
  "field-changed",
  "activity",
  "follow-up-planned",
  "contact-submission",
  "dental-registration",
  "newsletter",
  "consent",
  "email-sent",
  "email-received",
  "converted",
  "merged",
  "owner-changed",
  "deleted",
] as const;
/** One of TIMELINE_TYPES, or a kind another source adds (a plain string on the wire). */
export type TimelineType = string;

export interface TimelineEntry {
  /** Unique within the timeline (e.g. "audit-12", "activity-3"). */
  key: string;
  type: TimelineType;
  at: Date;
  /** Who did it: a staff email, a named system job (systemActor), "visitor", or null when unknown. */
  by: string | null;
  summary: string;
  /** Full text (a message, a registration's answers, an activity's notes). */
  detail?: string | null;
  /** Field changes as stored, { field: { from, to } } (the API's; the page shows changeLines). */
  changes?: AuditChanges | null;
  /** The changes in plain words, one sentence each (labels, never field names or ids). */
  changeLines?: string[];
  /** For a planned follow-up: when it is due. */
  dueAt?: Date | null;
  /** For activities: the row, so the page can offer "Complete" on planned ones. */
  activity?: Activity;
  /** For mail read from the shared mailbox: its HTML made safe, quoted text, files. */
  mail?: MailParts;
}

export interface TimelineContext {
  db: Executor;
  lead: Lead;
  /** The lead's id and the ids of every lead merged into it (their history is its history). */
  leadIds: number[];
  /** The lead's email, trimmed and lower-cased. */
  email: string;
  /** Every address of the lead (its email and the additional ones), trimmed and lower-cased. */
  emails: string[];
}

export type TimelineSource = (ctx: TimelineContext) => Promise<TimelineEntry[]>;

/** Audit rows of a lead-level action → the timeline type staff see. */
function auditType(row: AuditEvent): TimelineType | null {
  if (row.entityType === "lead") {
    switch (row.action) {
      case "created":
        return "created";
      case "status-changed":
        return "status-changed";
      case "updated":
        return "field-changed";
      case "merged":
        return "merged";
      default:
        return row.action;
    }
  }
  // Activities appear as themselves, planned and done (activitySource); only a deletion and any
  // later change come from the trail.
  // A reply shows as itself, with its state (messageSource); the trail keeps who sent it.
  if (row.entityType === "lead-message") return null;
  if (row.entityType === "activity")
    return ["created", "planned", "completed"].includes(row.action) ? null : "activity";
  if (row.action === "converted") return "converted";
  if (row.entityType === "newsletter-subscription") return "newsletter";
  if (row.entityType === "contact-submission" || row.entityType === "dental-registration")
    return row.entityType;
  return row.action;
}

/** Ids are for machines: "Contact form #12 linked" → "Contact form linked" (older rows had them). */
const withoutIds = (text: string) => text.replace(/,? #\d+\b/g, "");

const auditSource: TimelineSource = async ({ db, leadIds }) => {
  const rows = await db.select().from(auditEvents).where(inArray(auditEvents.leadId, leadIds));
  const entries: TimelineEntry[] = [];
  for (const row of rows) {
    const type = auditType(row);
    if (!type) continue;
    // A merged lead's own creation and deletion are covered by the "merged" entry.
    if (row.entityType === "lead" && row.entityId !== leadIds[0] && row.action === "deleted")
      continue;
    const entry: TimelineEntry = {
      key: `audit-${row.id}`,
      type,
      at: row.at,
      by: row.actor,
      summary: withoutIds(row.summary ?? labelOf(row.action)),
      changes: row.changes,
      changeLines: describeChanges(row.changes),
    };
    if (row.redactedAt) {
      entry.summary = "Details removed (erasure)";
      entry.changeLines = [];
    } else if (type === "status-changed" && row.changes?.status) {
      entry.summary = statusChangeSentence(row.changes);
      entry.changeLines = [];
    } else if (type === "field-changed") {
      // Nothing staff would recognise changed (an internal field only): no entry.
      if (!entry.changeLines?.length) continue;
      entry.summary = "Details changed";
    }
    entries.push(entry);
  }
  return entries;
};

/**
 * One entry per state of an activity: a follow-up shows "planned" (when it was planned, with its
 * due date) and, once completed, "done" (outcome, duration and notes, by whoever completed it);
 * an activity logged after the fact shows once.
 */
const activitySource: TimelineSource = async ({ db, leadIds }) => {
  const rows = await db.select().from(activities).where(inArray(activities.leadId, leadIds));
  if (!rows.length) return [];
  const completions = await db
    .select({ id: auditEvents.entityId, actor: auditEvents.actor })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.entityType, "activity"),
        eq(auditEvents.action, "completed"),
        inArray(
          auditEvents.entityId,
          rows.map((row) => row.id),
        ),
      ),
    );
  const completedBy = new Map(completions.map((row) => [row.id, row.actor]));
  return rows.flatMap((activity) => {
    const kind = labelOf(activity.type);
    const wasPlanned = activity.completedDate === null || completedBy.has(activity.id);
    const entries: TimelineEntry[] = [];
    if (wasPlanned) {
      entries.push({
        key: `activity-${activity.id}-planned`,
        type: "follow-up-planned",
        at: activity.createdAt,
        by: activity.createdBy,
        summary: `${kind} planned: ${activity.subject}`,
        dueAt: activity.dueAt,
        activity,
      });
    }
    if (activity.completedDate) {
      entries.push({
        key: `activity-${activity.id}`,
        type: "activity",
        at: activity.completedDate,
        by: completedBy.get(activity.id) ?? activity.createdBy,
        summary: `${kind} ${wasPlanned ? "done" : "logged"}: ${activity.subject}`,
        changeLines: [
          activity.outcome ? `Outcome: ${valueLabel("outcome", activity.outcome)}` : null,
          activity.duration ? `Duration: ${valueLabel("duration", activity.duration)}` : null,
        ].filter((line): line is string => line !== null),
        detail: activity.description,
        activity,
      });
    }
    return entries;
  });
};

const sameEmail = (column: AnyPgColumn, emails: string[]) =>
  inArray(sql`lower(trim(${column}))`, emails);

const contactSource: TimelineSource = async ({ db, leadIds, emails }) => {
  const rows = await db
    .select()
    .from(contactSubmissions)
    .where(
      or(inArray(contactSubmissions.leadId, leadIds), sameEmail(contactSubmissions.email, emails)),
    );
  return rows.map((row) => ({
    key: `contact-${row.id}`,
    type: "contact-submission",
    at: row.createdAt,
    by: "visitor",
    summary: `Contact form from ${`${row.firstName} ${row.lastName}`.trim()} (${row.company})${row.processed ? "" : ", not processed yet"}`,
    detail: row.message,
  }));
};

const registrationSource: TimelineSource = async ({ db, leadIds, emails }) => {
  const rows = await db
    .select()
    .from(dentalRegistrations)
    .where(
      or(
        inArray(dentalRegistrations.leadId, leadIds),
        sameEmail(dentalRegistrations.email, emails),
      ),
    );
  return rows.map((row) => ({
    key: `registration-${row.id}`,
    type: "dental-registration",
    at: row.createdAt,
    by: "visitor",
    summary: `DentalIQ registration from ${row.fullName}, ${row.practiceName}${row.processed ? "" : ", not processed yet"}`,
    detail: [
      `Job title: ${row.jobTitle}`,
      `Location: ${row.location}`,
      `PMS: ${PMS_TEXTS[row.pms] ?? row.pms}`,
      `Locations: ${row.locations}`,
      `Biggest challenge: ${row.challenge}`,
      `Discovery call: ${DISCOVERY_CALL_TEXTS[row.discoveryCall] ?? row.discoveryCall}`,
      row.phone ? `Phone: ${row.phone}` : null,
    ]
      .filter(Boolean)
      .join("\n"),
  }));
};

const newsletterSource: TimelineSource = async ({ db, emails }) => {
  const rows = await db
    .select()
    .from(newsletterSubscriptions)
    .where(sameEmail(newsletterSubscriptions.email, emails));
  return rows.flatMap((row) => [
    {
      key: `newsletter-${row.id}-subscribed`,
      type: "newsletter",
      at: row.subscribedAt,
      by: "visitor",
      summary: `Subscribed to the newsletter as ${row.fullName}`,
    },
    ...(row.unsubscribedAt
      ? [
          {
            key: `newsletter-${row.id}-unsubscribed`,
            type: "newsletter",
            at: row.unsubscribedAt,
            by: null,
            summary: "Unsubscribed from the newsletter",
          },
        ]
      : []),
  ]);
};

/** The consent log of the lead's email (the person view's rule): each consent given or withdrawn. */
const consentSource: TimelineSource = async ({ db, email }) => {
  const rows = await listConsents(email, db);
  const subjects = await consentCampaignSubjects(rows, db);
  return rows.map((row) => ({
    key: `consent-${row.id}`,
    type: "consent",
    at: row.at,
    // "staff:<email> (<channel>)" was recorded by staff for the person; any other, by the person.
    by: row.source.startsWith("staff:")
      ? row.source.slice("staff:".length).split(" (")[0]
      : "visitor",
    summary: `Consent ${row.granted ? "given" : "withdrawn"}: ${consentPurposeLabel(row.purpose)}`,
    detail: `${consentSourceLabel(row.source, subjects)}. Privacy notice version ${row.noticeVersion}.`,
  }));
};

/** The state of a reply written in the CRM, as staff read it. */
const REPLY_STATE: Record<string, string> = {
  sending: "sending",
  sent: "sent",
  failed: "not sent",
  cancelled: "cancelled",
};

/**
 * Replies written on the lead's page: sending at once, then sent when the SMTP server accepted
 * it, or not sent with the server's answer (a refusal while the outbox still retries says so).
 * Mail read from the shared mailbox: received, or logged as sent by a staff member (decision 100).
 */
const messageSource: TimelineSource = async ({ db, leadIds }) => {
  const rows = await listLeadMessages(leadIds, db);
  const fromMailbox = rows.filter((row) => row.direction === "in" || row.status === "logged");
  const files = await listAttachments(
    fromMailbox.map((row) => row.id),
    db,
  );
  return rows.map((row) => {
    if (row.direction === "out" && row.status !== "logged") return sentEntry(row);
    const mail = mailParts(
      row,
      files.filter((file) => file.messageId === row.id),
    );
    return row.direction === "in" ? receivedEntry(row, mail) : loggedEntry(row, mail);
  });
};

export interface MailParts {
  /** The HTML part made safe (no script, handler, style or picture); null: text only. */
  html: string | null;
  /** Pictures left out of the HTML (the page says they are not loaded). */
  picturesHidden: number;
  /** The quoted history under a text-only message, folded on the page. */
  quotedText: string;
  attachments: AttachmentSummary[];
}

function mailParts(row: LeadMessage, attachments: AttachmentSummary[]): MailParts {
  const safe = row.html ? sanitiseMailHtml(row.html) : null;
  const text = safe?.html ? { own: row.body, quoted: "" } : splitQuotedText(row.body);
  return {
    html: safe?.html || null,
    picturesHidden: safe?.picturesHidden ?? 0,
    quotedText: text.quoted,
    attachments,
  };
}

const senderLine = (row: LeadMessage) =>
  `From: ${row.fromName ? `${row.fromName} <${row.fromEmail}>` : row.fromEmail}`;

/** A message read from the shared mailbox: who sent it, when, its subject and text. */
const receivedEntry = (row: LeadMessage, mail: MailParts): TimelineEntry => ({
  key: `message-${row.id}`,
  type: "email-received",
  at: row.sentAt ?? row.createdAt,
  by: null,
  summary: `Email received: ${row.subject || "(no subject)"}`,
  changeLines: [senderLine(row)],
  detail: mail.html ? null : splitQuotedText(row.body).own,
  mail,
});

/** Mail a staff member sent from their own client and copied to the shared mailbox. */
const loggedEntry = (row: LeadMessage, mail: MailParts): TimelineEntry => ({
  key: `message-${row.id}`,
  type: "email-sent",
  at: row.sentAt ?? row.createdAt,
  by: row.fromEmail,
  summary: `Email sent from their own mail client: ${row.subject || "(no subject)"}`,
  changeLines: [senderLine(row), `To: ${row.recipient}`],
  detail: mail.html ? null : splitQuotedText(row.body).own,
  mail,
});

const sentEntry = (row: LeadMessage): TimelineEntry => ({
  key: `message-${row.id}`,
  type: "email-sent",
  at: row.createdAt,
  by: row.fromEmail,
  summary: `Reply ${REPLY_STATE[row.status] ?? row.status}: ${row.subject}`,
  changeLines: [
    `To: ${row.recipient}`,
    `From: ${row.fromName}`,
    ...(row.sentAt ? [`Accepted by the mail server at ${formatUk(row.sentAt)}`] : []),
    ...(row.lastError && row.status !== "sent"
      ? [
          `The mail server answered: ${row.lastError}`,
          ...(row.status === "sending" ? ["It will be tried again."] : []),
        ]
      : []),
  ],
  detail: row.body,
});

const formatUk = (date: Date) =>
  date.toLocaleString("en-GB", {
    timeZone: "Europe/London",
    dateStyle: "medium",
    timeStyle: "short",
  });

/** Every source of entries; add one here to show a new kind of record on the timeline. */
export const TIMELINE_SOURCES: TimelineSource[] = [
  auditSource,
  activitySource,
  contactSource,
  registrationSource,
  newsletterSource,
  consentSource,
  messageSource,
];

/**
 * The lead and the leads merged into it (and into those), from the merge audit rows: each names
 * the kept lead as leadId and the removed one as entityId.
 */
async function mergedLeadIds(db: Executor, leadId: number): Promise<number[]> {
  const ids = [leadId];
  for (let i = 0; i < ids.length && ids.length < 1000; i += 1) {
    const rows = await db
      .select({ other: auditEvents.entityId })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.leadId, ids[i]),
          eq(auditEvents.entityType, "lead"),
          eq(auditEvents.action, "merged"),
        ),
      );
    for (const row of rows)
      if (row.other !== null && row.other !== ids[i] && !ids.includes(row.other))
        ids.push(row.other);
  }
  return ids;
}

/**
 * A lead's timeline, newest first. Given who reads it, the lead's emails are left out for a
 * member who may not read them (lead-threads.server.ts, decision 101).
 */
export async function getTimeline(
  lead: Lead,
  db: Executor = getDb(),
  reader?: ThreadReader,
): Promise<TimelineEntry[]> {
  const ctx: TimelineContext = {
    db,
    lead,
    leadIds: await mergedLeadIds(db, lead.id),
    email: normaliseEmail(lead.email),
    emails: [...new Set([normaliseEmail(lead.email), ...lead.additionalEmails])],
  };
  const sources =
    reader && !mayReachThread(lead, reader)
      ? TIMELINE_SOURCES.filter((source) => source !== messageSource)
      : TIMELINE_SOURCES;
  const lists = await Promise.all(sources.map((source) => source(ctx)));
  return lists.flat().sort((a, b) => b.at.getTime() - a.at.getTime() || b.key.localeCompare(a.key));
}

/** GET /api/crm/leads/{id} and the lead page: the lead with its timeline. */
export async function getLeadRecord(
  id: number,
  reader?: ThreadReader,
): Promise<{ lead: Lead; timeline: TimelineEntry[] } | undefined> {
  const lead = await getLead(id);
  if (!lead) return undefined;
  return { lead, timeline: await getTimeline(lead, getDb(), reader) };
}
