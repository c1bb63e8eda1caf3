/**
 * Every mail the app sends, by template name. A template renders from the records its params
 * name (read when the mail is sent, so an erased record takes its mail's content with it and no
 * secret link is ever stored in the outbox); null means the record is gone and the mail is
 * cancelled. Add a template here, then enqueue it with `enqueueMail` (models/mail.server.ts).
 */
import { eq } from "drizzle-orm";
import type { Executor } from "@db/client.server";
import {
  contactSubmissions,
  dentalRegistrations,
  newsletterSubscriptions,
  staffUsers,
} from "@db/schema";
import { SITE } from "~/config/site";
import { NEWSLETTER_TEXT } from "~/schemas/newsletter-texts";
import { DISCOVERY_CALL_OPTIONS, LOCATIONS_OPTIONS, PMS_OPTIONS } from "~/schemas/dental-iq";
import { type MailBlock, renderMail } from "~/utils/mail-render";
import { crmUrl, publicUrl } from "~/utils/mail.server";
import { confirmUrl, unsubscribeUrl } from "./newsletter.server";
import { type ReminderMail, digestMail, replyReminderMail } from "./reminder-mail.server";
import { STAFF_NOTICE_TEXT, type StaffNotice } from "./staff-notice-texts";

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  headers?: Record<string, string>;
}

export type MailParams = Record<string, string | number>;

interface TemplateDef {
  /** What staff see on the Mail page. */
  label: string;
  render(params: MailParams, db: Executor): Promise<RenderedMail | null>;
}

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

function mail(subject: string, blocks: MailBlock[], extra: Partial<RenderedMail> = {}) {
  return { subject, ...renderMail(subject, blocks), ...extra };
}

const idOf = (params: MailParams) => Number(params.id);

const fromReminder = (built: ReminderMail | null) =>
  built ? mail(built.subject, built.blocks) : null;

export const MAIL_TEMPLATES = {
  "staff-notice": {
    label: "Your CRM account: a security notice (to the staff member)",
    async render(params, db) {
      const [user] = await db
        .select({ email: staffUsers.email })
        .from(staffUsers)
        .where(eq(staffUsers.id, idOf(params)));
      const text = STAFF_NOTICE_TEXT[params.notice as StaffNotice];
      if (!user || !text) return null;
      return mail(text.subject, [
        { kind: "paragraph", text: `${text.body} (account ${user.email})` },
        {
          kind: "paragraph",
          text: "If this was not you, tell an admin at once: they can reset your second factor and sign your sessions out.",
        },
        { kind: "button", text: "See your sessions", href: `${crmUrl()}/sessions` },
        { kind: "footer", lines: [SITE.legalName] },
      ]);
    },
  },
  "contact-notification": {
    label: "New contact enquiry (to staff)",
    async render(params, db) {
      const [row] = await db
        .select()
        .from(contactSubmissions)
        .where(eq(contactSubmissions.id, idOf(params)));
      if (!row) return null;
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
              ["Received", row.createdAt.toISOString()],
              ["Message", row.message],
            ],
          },
          { kind: "button", text: "Open the CRM to convert it to a lead", href: crmUrl() },
        ],
        { replyTo: row.email },
      );
    },
  },
  "dental-iq-notification": {
    label: "New DentalIQ registration (to staff)",
    async render(params, db) {
      const [row] = await db
        .select()
        .from(dentalRegistrations)
        .where(eq(dentalRegistrations.id, idOf(params)));
      if (!row) return null;
      return mail(
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
              ["Received", row.createdAt.toISOString()],
              ["Biggest operational challenge", row.challenge],
            ],
          },
          { kind: "button", text: "Open the CRM to convert it to a lead", href: crmUrl() },
        ],
        { replyTo: row.email },
      );
    },
  },
  "newsletter-confirm": {
    label: "Newsletter: confirm your subscription",
    async render(params, db) {
      const row = await subscription(db, params);
      if (!row || row.subscribed || !row.confirmToken) return null;
      return mail(`Please confirm your subscription to ${NEWSLETTER_TEXT.headline}`, [
        { kind: "heading", text: "One more step" },
        {
          kind: "paragraph",
          text: `Hello ${row.fullName}, please confirm that you would like to receive ${NEWSLETTER_TEXT.headline}, our monthly newsletter.`,
        },
        {
          kind: "button",
          text: "Confirm my subscription",
          href: confirmUrl(row.confirmToken, publicUrl()),
        },
        {
          kind: "paragraph",
          text: "The link works once, for 7 days. If you did not sign up, ignore this email: you will not be subscribed and we will delete your address within 30 days.",
        },
        { kind: "footer", lines: [SITE.legalName, ...SITE.address] },
      ]);
    },
  },
  "newsletter-welcome": {
    label: "Newsletter: welcome (after confirmation)",
    async render(params, db) {
      const row = await subscription(db, params);
      if (!row || !row.subscribed) return null;
      const unsubscribe = unsubscribeUrl(row.unsubscribeToken, publicUrl());
      return mail(
        `Welcome to ${NEWSLETTER_TEXT.headline}`,
        [
          { kind: "heading", text: `Welcome to ${NEWSLETTER_TEXT.headline}` },
          {
            kind: "paragraph",
            text: `Hello ${row.fullName}, your subscription is confirmed. Once a month you will receive data governance and compliance updates, case studies from multi-location businesses and notes on AI readiness.`,
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
  },
  "staff-digest": {
    label: "Your weekday reminders: follow-ups and enquiries waiting (to each staff member)",
    render: async (params, db) => fromReminder(await digestMail(params, db)),
  },
  "reply-reminder": {
    label: "An enquiry or registration has waited 20 hours for a reply (to staff)",
    render: async (params, db) => fromReminder(await replyReminderMail(params, db)),
  },
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
