/**
 * Every mail the app sends, by template name. A template renders from the records its params
 * name (read when the mail is sent, so an erased record takes its mail's content with it and no
 * secret link is ever stored in the outbox); null means the record is gone and the mail is
 * cancelled. Each template is `load` (the records) + `build` (the mail) + `sample` (made-up data),
 * so the CRM's Mail page previews exactly what is sent without touching a real record or token.
 * Add a template here, then enqueue it with `enqueueMail` (models/mail.server.ts).
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Executor } from "@db/client.server";
import {
  type ContactSubmission,
  type DentalRegistration,
  contactSubmissions,
  dentalRegistrations,
  newsletterSubscriptions,
  staffInvitations,
  staffUsers,
} from "@db/schema";
import { SITE } from "~/config/site";
import { NEWSLETTER_TEXTS } from "~/schemas/newsletter";
import { DISCOVERY_CALL_OPTIONS, LOCATIONS_OPTIONS, PMS_OPTIONS } from "~/schemas/dental-iq";
import { type MailBlock, renderMail } from "~/utils/mail-render";
import { crmUrl, publicUrl } from "~/utils/mail.server";
import { invitationPath, invitationToken } from "./invitation-token.server";
import { confirmUrl, unsubscribeUrl } from "./newsletter.server";
import type { WaitingItem } from "./reminder-items.server";
import {
  type DigestMailData,
  type ReminderMail,
  digestMail,
  loadDigest,
  loadWaitingItem,
  replyReminderMail,
} from "./reminder-mail.server";
import { STAFF_NOTICE_TEXTS, type StaffNotice } from "./staff-notice-texts";

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  headers?: Record<string, string>;
}

export type MailParams = Record<string, string | number>;

interface TemplateParts<D> {
  /** What staff see on the Mail page. */
  label: string;
  /** Reads the records `params` names; null when they are gone (the mail is then cancelled). */
  load(params: MailParams, db: Executor): Promise<D | null>;
  /** Made-up data for the Mail page's preview: never a real record, address or token. */
  sample(): D;
  build(data: D): RenderedMail;
}

export interface TemplateDef {
  label: string;
  render(params: MailParams, db: Executor): Promise<RenderedMail | null>;
  /** The template rendered from its sample data. */
  preview(): RenderedMail;
}

/** A sent mail and its preview come from the same `build`, so the preview cannot drift. */
function template<D>(parts: TemplateParts<D>): TemplateDef {
  return {
    label: parts.label,
    async render(params, db) {
      const data = await parts.load(params, db);
      return data ? parts.build(data) : null;
    },
    preview: () => parts.build(parts.sample()),
  };
}

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

function mail(subject: string, blocks: MailBlock[], extra: Partial<RenderedMail> = {}) {
  return { subject, ...renderMail(subject, blocks), ...extra };
}

const idOf = (params: MailParams) => Number(params.id);

const formatLondon = (date: Date) =>
  date.toLocaleString("en-GB", {
    timeZone: "Europe/London",
    dateStyle: "long",
    timeStyle: "short",
  });

/** A token-shaped placeholder for previews; no link made with it works. */
const SAMPLE_TOKEN = "sample-token-for-the-preview";
const SAMPLE_DATE = new Date("2026-03-02T09:30:00Z");

const fromReminder = (built: ReminderMail) => mail(built.subject, built.blocks);
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

type ContactView = Pick<
  ContactSubmission,
  "firstName" | "lastName" | "email" | "company" | "createdAt" | "message"
>;
type RegistrationView = Pick<
  DentalRegistration,
  | "fullName"
  | "practiceName"
  | "jobTitle"
  | "email"
  | "phone"
  | "location"
  | "pms"
  | "locations"
  | "discoveryCall"
  | "marketingOptIn"
  | "createdAt"
  | "challenge"
>;

export const MAIL_TEMPLATES = {
  "staff-notice": template<{ email: string; text: (typeof STAFF_NOTICE_TEXTS)[StaffNotice] }>({
    label: "Your CRM account: a security notice (to the staff member)",
    async load(params, db) {
      const [user] = await db
        .select({ email: staffUsers.email })
        .from(staffUsers)
        .where(eq(staffUsers.id, idOf(params)));
      const text = STAFF_NOTICE_TEXTS[params.notice as StaffNotice];
      return user && text ? { email: user.email, text } : null;
    },
    sample: () => ({
      email: "alex@example.com",
      text: STAFF_NOTICE_TEXTS["second-factor-enrolled"],
    }),
    build: ({ email, text }) =>
      mail(text.subject, [
        { kind: "paragraph", text: `${text.body} (account ${email})` },
        {
          kind: "paragraph",
          text: "If this was not you, tell an admin at once: they can reset your second factor and sign your sessions out.",
        },
        { kind: "button", text: "See your sessions", href: `${crmUrl()}/sessions` },
        { kind: "footer", lines: [SITE.legalName] },
      ]),
  }),
  "staff-invitation": template<{
    role: string;
    invitedBy: string;
    expiresAt: Date;
    token: string;
  }>({
    label: "Invitation to the CRM (to the new colleague)",
    // Only an open invitation is mailed: a used or expired one cancels its mail.
    async load(params, db) {
      const [row] = await db
        .select()
        .from(staffInvitations)
        .where(
          and(
            eq(staffInvitations.id, idOf(params)),
            isNull(staffInvitations.usedAt),
            gt(staffInvitations.expiresAt, new Date()),
          ),
        );
      if (!row?.linkSalt) return null;
      return { ...row, token: invitationToken(row.linkSalt) };
    },
    sample: () => ({
      role: "member",
      invitedBy: "admin@example.com",
      expiresAt: SAMPLE_DATE,
      token: SAMPLE_TOKEN,
    }),
    build: ({ role, invitedBy, expiresAt, token }) =>
      mail(`You are invited to the ${SITE.name} CRM`, [
        { kind: "heading", text: `Join the ${SITE.name} CRM` },
        {
          kind: "paragraph",
          text: `${invitedBy} invited you to the CRM as ${role === "admin" ? "an admin" : "a member"}. Set your password, then set up an authenticator app as your second factor.`,
        },
        {
          kind: "button",
          text: "Set your password",
          href: `${publicUrl()}${invitationPath(token)}`,
        },
        {
          kind: "paragraph",
          text: `The link works once, until ${formatLondon(expiresAt)} (UK time). If you did not expect this invitation, ignore this email.`,
        },
        { kind: "footer", lines: [SITE.legalName] },
      ]),
  }),
  "contact-notification": template<ContactView>({
    label: "New contact enquiry (to staff)",
    async load(params, db) {
      const [row] = await db
        .select()
        .from(contactSubmissions)
        .where(eq(contactSubmissions.id, idOf(params)));
      return row ?? null;
    },
    sample: () => ({
      firstName: "Alex",
      lastName: "Example",
      email: "alex@example.com",
      company: "Example Dental Group",
      createdAt: SAMPLE_DATE,
      message: "We run three practices on different systems and would like one view of them.",
    }),
    build(row) {
      const name = [row.firstName, row.lastName].filter(Boolean).join(" ");
      return mail(
        `New contact enquiry from ${name} (${row.company})`,
        [
          { kind: "paragraph", text: "A new contact enquiry was submitted on the website." },
          {
            kind: "details",
            rows: [
              ["Name", name],
              ["Email", row.email],
              ["Practice/Company", row.company],
              ["Received", `${formatLondon(row.createdAt)} (UK time)`],
              ["Message", row.message],
            ],
          },
          { kind: "button", text: "Open the CRM to convert it to a lead", href: crmUrl() },
        ],
        { replyTo: row.email },
      );
    },
  }),
  "dental-iq-notification": template<RegistrationView>({
    label: "New DentalIQ registration (to staff)",
    async load(params, db) {
      const [row] = await db
        .select()
        .from(dentalRegistrations)
        .where(eq(dentalRegistrations.id, idOf(params)));
      return row ?? null;
    },
    sample: () => ({
      fullName: "Alex Example",
      practiceName: "Example Dental Group",
      jobTitle: "Practice manager",
      email: "alex@example.com",
      phone: "0191 000 0000",
      location: "Durham",
      pms: PMS_OPTIONS[0].value,
      locations: LOCATIONS_OPTIONS[0].value,
      discoveryCall: DISCOVERY_CALL_OPTIONS[0].value,
      marketingOptIn: false,
      challenge: "Reporting across our sites takes a day each month.",
      createdAt: SAMPLE_DATE,
    }),
    build: (row) =>
      mail(
        `New DentalIQ early access registration from ${row.fullName} (${row.practiceName})`,
        [
          {
            kind: "paragraph",
            text: "A new DentalIQ early access registration was submitted on the website.",
          },
          {
            kind: "details",
            rows: [
              ["Full name", row.fullName],
              ["Practice/Company", row.practiceName],
              ["Role/Job title", row.jobTitle],
              ["Email", row.email],
              ["Phone", row.phone],
              ["Location", row.location],
              ["Practice management system", labelOf(PMS_OPTIONS, row.pms)],
              ["Number of locations", labelOf(LOCATIONS_OPTIONS, row.locations)],
              ["Discovery call", labelOf(DISCOVERY_CALL_OPTIONS, row.discoveryCall)],
              ["Marketing opt-in", row.marketingOptIn ? "Yes" : "No"],
              ["Received", `${formatLondon(row.createdAt)} (UK time)`],
              ["Biggest operational challenge", row.challenge],
            ],
          },
          { kind: "button", text: "Open the CRM to convert it to a lead", href: crmUrl() },
        ],
        { replyTo: row.email },
      ),
  }),
  "newsletter-confirm": template<{ fullName: string; token: string }>({
    label: "Newsletter: confirm your subscription",
    async load(params, db) {
      const row = await subscription(db, params);
      if (!row || row.subscribed || !row.confirmToken) return null;
      return { fullName: row.fullName, token: row.confirmToken };
    },
    sample: () => ({ fullName: "Alex Example", token: SAMPLE_TOKEN }),
    build: ({ fullName, token }) =>
      mail(`Please confirm your subscription to ${NEWSLETTER_TEXTS.headline}`, [
        { kind: "heading", text: "One more step" },
        {
          kind: "paragraph",
          text: `Hello ${fullName}, please confirm that you would like to receive ${NEWSLETTER_TEXTS.headline}, our monthly newsletter.`,
        },
        {
          kind: "button",
          text: "Confirm my subscription",
          href: confirmUrl(token, publicUrl()),
        },
        {
          kind: "paragraph",
          text: "The link works once, for 7 days. If you did not sign up, ignore this email: you will not be subscribed and we will delete your address within 30 days.",
        },
        { kind: "footer", lines: [SITE.legalName, ...SITE.address] },
      ]),
  }),
  "newsletter-welcome": template<{ fullName: string; token: string }>({
    label: "Newsletter: welcome (after confirmation)",
    async load(params, db) {
      const row = await subscription(db, params);
      if (!row || !row.subscribed) return null;
      return { fullName: row.fullName, token: row.unsubscribeToken };
    },
    sample: () => ({ fullName: "Alex Example", token: SAMPLE_TOKEN }),
    build({ fullName, token }) {
      const unsubscribe = unsubscribeUrl(token, publicUrl());
      return mail(
        `Welcome to ${NEWSLETTER_TEXTS.headline}`,
        [
          { kind: "heading", text: `Welcome to ${NEWSLETTER_TEXTS.headline}` },
          {
            kind: "paragraph",
            text: `Hello ${fullName}, your subscription is confirmed. Once a month you will receive data governance and compliance updates, case studies from multi-location businesses and notes on AI readiness.`,
          },
          {
            kind: "footer",
            lines: [
              `You receive this because you subscribed at ${publicUrl()}.`,
              SITE.legalName,
              ...SITE.address,
            ],
            link: { text: "Unsubscribe", href: unsubscribe },
          },
        ],
        {
          // RFC 2369 and RFC 8058: mail clients show an unsubscribe button that POSTs to the link.
          headers: {
            "List-Unsubscribe": `<${unsubscribe}>, <mailto:${SITE.email}?subject=Unsubscribe>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          },
        },
      );
    },
  }),
  "staff-digest": template<DigestMailData>({
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
    build: (data) => fromReminder(digestMail(data)),
  }),
  "reply-reminder": template<WaitingItem>({
    label: "An enquiry or registration has waited 20 hours for a reply (to staff)",
    load: loadWaitingItem,
    sample: () => sampleWaiting("contact", 3),
    build: (item) => fromReminder(replyReminderMail(item)),
  }),
} satisfies Record<string, TemplateDef>;

async function subscription(db: Executor, params: MailParams) {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, idOf(params)));
  return row;
}

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;

export function isMailTemplate(name: string): name is MailTemplateName {
  return Object.hasOwn(MAIL_TEMPLATES, name);
}
