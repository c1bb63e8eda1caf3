/**
 * Every mail the app sends, by template name. A template renders from the records its params
 * name (read when the mail is sent, so an erased record takes its mail's content with it and no
 * secret link is ever stored in the outbox); null means the record is gone and the mail is
 * cancelled. Add a template here, then enqueue it with `enqueueMail` (models/mail.server.ts).
 */
import { eq } from "drizzle-orm";
import type { Executor } from "@db/client.server";
import { contactSubmissions, dentalRegistrations } from "@db/schema";
import { DISCOVERY_CALL_OPTIONS, LOCATIONS_OPTIONS, PMS_OPTIONS } from "~/schemas/dental-iq";
import { type MailBlock, renderMail } from "~/utils/mail-render";
import { crmUrl } from "~/utils/mail.server";

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

export const MAIL_TEMPLATES = {
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
} satisfies Record<string, TemplateDef>;

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;

export function isMailTemplate(name: string): name is MailTemplateName {
  return Object.hasOwn(MAIL_TEMPLATES, name);
}
