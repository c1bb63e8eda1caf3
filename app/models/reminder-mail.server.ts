/**
 * The two reminder mails (templates "staff-digest" and "reply-reminder", sent by
 * models/reminders.server.ts), built when the mail is sent from the records its params name. Every
 * item links to its page in the CRM, by the site's public address (PUBLIC_URL); dates are UK time.
 */
import { SITE } from "~/config/site";
import { labelOf } from "~/schemas/lead";
import type { MailBlock } from "~/utils/mail-render";
import { formatDateTime, formatLongDay } from "~/utils/uk-dates";
import type { Executor } from "@db/client.server";
import type { InboxKind } from "./inbox.server";
import {
  type Digest,
  type DigestFollowUp,
  REPLY_REMINDER_HOURS,
  type WaitingItem,
  activeRecipient,
  digestFor,
  isEmptyDigest,
  waitingItem,
} from "./reminder-items.server";
import { plural } from "~/utils/plural";
import { crmUrl, inboxItemUrl, leadUrl, sessionsUrl } from "./mail-links.server";
import { SAMPLE_DATE, defineMail, mail } from "./mail-kit.server";

/** The most items of one kind a digest lists; the rest are counted. */
export const DIGEST_LIST_LIMIT = 20;

interface ReminderMail {
  subject: string;
  blocks: MailBlock[];
}

const time = (at: Date) =>
  at.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/London" });

function listed<T>(items: T[], line: (item: T) => { text: string; href: string }): MailBlock[] {
  const shown = items.slice(0, DIGEST_LIST_LIMIT).map(line);
  const more = items.length - shown.length;
  return [
    { kind: "list", items: shown },
    ...(more > 0
      ? [{ kind: "paragraph" as const, text: `And ${more} more: see the CRM dashboard.` }]
      : []),
  ];
}

function section<T>(
  title: string,
  items: T[],
  line: (item: T) => { text: string; href: string },
): MailBlock[] {
  if (!items.length) return [];
  return [{ kind: "subheading", text: `${title} (${items.length})` }, ...listed(items, line)];
}

const followUp = (when: (f: DigestFollowUp) => string) => (f: DigestFollowUp) => ({
  text: `${labelOf(f.type)} with ${f.leadName}: ${f.subject} (${when(f)})`,
  href: leadUrl(f.leadId),
});

const waiting = (item: WaitingItem) => ({
  text: `${item.name}, ${item.company} (arrived ${formatDateTime(item.createdAt)})`,
  href: inboxItemUrl(item),
});

const reminderFooter = (why: string): MailBlock => ({
  kind: "footer",
  lines: [why, SITE.legalName],
  link: { text: "Turn reminder emails off", href: sessionsUrl("reminders") },
});

export interface DigestMailData {
  at: Date;
  digest: Digest;
}

/** The digest of staff member `params.id` as of `params.at`; null when it has nothing to say. */
async function loadDigest(
  params: Record<string, string | number>,
  db: Executor,
): Promise<DigestMailData | null> {
  const staff = await activeRecipient(Number(params.id), db);
  const at = new Date(String(params.at));
  if (!staff || Number.isNaN(at.getTime())) return null;
  const digest = await digestFor(staff, at, db);
  return isEmptyDigest(digest) ? null : { at, digest };
}

function digestContent({ at, digest }: DigestMailData): ReminderMail {
  const summary = [
    digest.overdue.length &&
      plural(digest.overdue.length, "overdue follow-up", "overdue follow-ups"),
    digest.dueToday.length &&
      plural(digest.dueToday.length, "follow-up due today", "follow-ups due today"),
    digest.contacts.length &&
      plural(digest.contacts.length, "enquiry to answer", "enquiries to answer"),
    digest.registrations.length &&
      plural(
        digest.registrations.length,
        "DentalIQ registration to answer",
        "DentalIQ registrations to answer",
      ),
  ].filter(Boolean);
  const subject = `Your CRM reminders for ${formatLongDay(at)}`;
  return {
    subject,
    blocks: [
      { kind: "heading", text: subject },
      { kind: "paragraph", text: `Today you have ${summary.join(", ")}.` },
      ...section(
        "Overdue follow-ups",
        digest.overdue,
        followUp((f) => `was due ${formatDateTime(f.dueAt)}`),
      ),
      ...section(
        "Follow-ups due today",
        digest.dueToday,
        followUp((f) => `due at ${time(f.dueAt)}`),
      ),
      ...section("Enquiries waiting for an answer", digest.contacts, waiting),
      ...section("DentalIQ registrations waiting for an answer", digest.registrations, waiting),
      { kind: "button", text: "Open the CRM", href: crmUrl() },
      reminderFooter(
        "You get this email each weekday at 08:00 when there is something to do. You can turn it off in the CRM, on the Your sessions page.",
      ),
    ],
  };
}

const KIND_WORDS: Record<InboxKind, { noun: string; heading: string }> = {
  contact: { noun: "enquiry", heading: "An enquiry is waiting for a reply" },
  registration: {
    noun: "DentalIQ registration",
    heading: "A DentalIQ registration is waiting for a reply",
  },
};

/** The enquiry or registration a 20-hour reminder is about; null when it is gone. */
async function loadWaitingItem(
  params: Record<string, string | number>,
  db: Executor,
): Promise<WaitingItem | null> {
  const kind: InboxKind = params.kind === "registration" ? "registration" : "contact";
  return (await waitingItem(kind, Number(params.id), db)) ?? null;
}

function replyReminderContent(item: WaitingItem): ReminderMail {
  const { kind } = item;
  const { noun: words, heading } = KIND_WORDS[kind];
  const replyBy = new Date(item.createdAt.getTime() + 24 * 60 * 60 * 1000);
  return {
    subject: `Reminder: the ${words} from ${item.name} is waiting for a reply`,
    blocks: [
      { kind: "heading", text: heading },
      {
        kind: "paragraph",
        text: `The ${words} from ${item.name} (${item.company}) arrived on ${formatDateTime(item.createdAt)} and nobody has converted it, logged an activity or changed a status for this person yet. The website promises a reply within 24 hours: please reply by ${formatDateTime(replyBy)}.`,
      },
      {
        kind: "details",
        rows: [
          ["Name", item.name],
          ["Practice/Company", item.company],
          ["Email", item.email],
          ["Arrived", formatDateTime(item.createdAt)],
        ],
      },
      { kind: "button", text: `Open the ${words} in the CRM`, href: inboxItemUrl(item) },
      reminderFooter(
        `You get this email when an enquiry or registration has waited ${REPLY_REMINDER_HOURS} hours for a reply.`,
      ),
    ],
  };
}

const rendered = (built: ReminderMail) => mail(built.subject, built.blocks);
const hoursFromSample = (hours: number) => new Date(SAMPLE_DATE.getTime() + hours * 3_600_000);
const sampleFollowUp = (id: number, subject: string, dueInHours: number) => ({
  activityId: id,
  leadId: id,
  leadName: "Alex Example",
  type: "call",
  subject,
  dueAt: hoursFromSample(dueInHours),
});
const sampleWaiting = (kind: WaitingItem["kind"], id: number): WaitingItem => ({
  kind,
  id,
  name: "Sam Sample",
  company: "Example Dental Ltd",
  email: "sam@example.com",
  createdAt: hoursFromSample(-21),
});

export const staffDigestMail = defineMail<DigestMailData>("staff-digest", {
  label: "Your weekday reminders: follow-ups and enquiries waiting (to each staff member)",
  load: loadDigest,
  sample: () => ({
    at: SAMPLE_DATE,
    digest: {
      overdue: [sampleFollowUp(1, "Call about the data audit", -26)],
      dueToday: [sampleFollowUp(2, "Send the proposal", 5)],
      contacts: [sampleWaiting("contact", 3)],
      registrations: [sampleWaiting("registration", 4)],
    },
  }),
  build: (data) => rendered(digestContent(data)),
});

export const replyReminderMail = defineMail<WaitingItem>("reply-reminder", {
  label: "An enquiry or registration has waited 20 hours for a reply (to staff)",
  load: loadWaitingItem,
  sample: () => sampleWaiting("contact", 3),
  build: (item) => rendered(replyReminderContent(item)),
});
