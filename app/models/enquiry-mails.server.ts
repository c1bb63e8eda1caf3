/**
 * The mails of the public forms (sent by models/contact-submissions.server.ts and
 * models/dental-registrations.server.ts): the staff notifications of a new contact enquiry and a
 * new DentalIQ registration, each with a reply-to of the visitor and a button to the item itself
 * (its lead once linked, else its card in the inbox), and the acknowledgement each visitor gets.
 * An acknowledgement repeats none of what was typed but the first name: the form may be sent in
 * anyone's name, and the mail must not carry a stranger's text (decision 052).
 */
import { eq } from "drizzle-orm";
import {
  type ContactSubmission,
  type DentalRegistration,
  contactSubmissions,
  dentalRegistrations,
} from "@db/schema";
import { DISCOVERY_CALL_OPTIONS, LOCATIONS_OPTIONS, PMS_OPTIONS } from "~/schemas/dental-iq";
import { SITE } from "~/config/site";
import { inboxItemUrl, leadUrl, publicUrl } from "./mail-links.server";
import { SAMPLE_DATE, defineMail, formatLondon, idOf, mail } from "./mail-kit.server";
import type { MailBlock } from "~/utils/mail-render";

/** The enquiry's own page in the CRM: its lead once linked, else its card in the inbox. */
const itemUrl = (kind: "contact" | "registration", row: { id: number; leadId: number | null }) =>
  row.leadId === null ? inboxItemUrl({ kind, id: row.id }) : leadUrl(row.leadId);

/**
 * The contact form stores its subject as the message's first line ("Subject: …", a blank line,
 * then the message: SPEC.md section 7); an API client's message may have none.
 */
export function splitSubject(message: string): { subject: string | null; body: string } {
  const match = /^Subject: ([^\n]*)\r?\n\r?\n([\s\S]*)$/.exec(message);
  return match ? { subject: match[1].trim(), body: match[2] } : { subject: null, body: message };
}

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

type ContactView = Pick<
  ContactSubmission,
  "id" | "leadId" | "firstName" | "lastName" | "email" | "company" | "createdAt" | "message"
>;
type RegistrationView = Pick<
  DentalRegistration,
  | "id"
  | "leadId"
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

export const contactNotificationMail = defineMail<ContactView>("contact-notification", {
  label: "New contact enquiry (to staff)",
  async load(params, db) {
    const [row] = await db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, idOf(params)));
    return row ?? null;
  },
  sample: () => ({
    id: 1,
    leadId: null,
    firstName: "Alex",
    lastName: "Example",
    email: "alex@example.com",
    company: "Example Dental Group",
    createdAt: SAMPLE_DATE,
    message:
      "Subject: FREE Discovery Call - Consultation Request\n\nWe run three practices on different systems and would like one view of them.",
  }),
  build(row) {
    const name = [row.firstName, row.lastName].filter(Boolean).join(" ");
    const { subject, body } = splitSubject(row.message);
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
            ...(subject === null ? [] : [["Subject", subject] as [string, string]]),
            ["Message", body],
          ],
        },
        {
          kind: "button",
          text: row.leadId === null ? "Open the enquiry in the CRM" : "Open its lead in the CRM",
          href: itemUrl("contact", row),
        },
      ],
      { replyTo: row.email },
    );
  },
});

export const dentalIqNotificationMail = defineMail<RegistrationView>("dental-iq-notification", {
  label: "New DentalIQ registration (to staff)",
  async load(params, db) {
    const [row] = await db
      .select()
      .from(dentalRegistrations)
      .where(eq(dentalRegistrations.id, idOf(params)));
    return row ?? null;
  },
  sample: () => ({
    id: 1,
    leadId: null,
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
        {
          kind: "button",
          text:
            row.leadId === null ? "Open the registration in the CRM" : "Open its lead in the CRM",
          href: itemUrl("registration", row),
        },
      ],
      { replyTo: row.email },
    ),
});

/** Where the acknowledgements' readers can reach the firm and the site. */
const ackFooter = (): MailBlock => ({
  kind: "footer",
  lines: [
    "You receive this email once, because this address was given in a form on our website.",
    SITE.legalName,
    ...SITE.address,
  ],
  link: { text: publicUrl().replace(/^https?:\/\//, ""), href: `${publicUrl()}/` },
});

const NOT_YOU =
  "If you did not send it, you can ignore this email: we will not write to you again about it.";

export const contactAcknowledgementMail = defineMail<Pick<ContactView, "firstName">>(
  "contact-acknowledgement",
  {
    label: "Contact enquiry received (to the visitor)",
    async load(params, db) {
      const [row] = await db
        .select({ firstName: contactSubmissions.firstName })
        .from(contactSubmissions)
        .where(eq(contactSubmissions.id, idOf(params)));
      return row ?? null;
    },
    sample: () => ({ firstName: "Alex" }),
    build: ({ firstName }) =>
      mail(`We have received your message to ${SITE.name}`, [
        { kind: "heading", text: "Thank you for your message" },
        {
          kind: "paragraph",
          text: `Hello ${firstName}, your message has reached us. We reply within 24 hours, Monday to Friday (9:00 to 18:00 UK time); there is nothing more you need to do.`,
        },
        { kind: "paragraph", text: NOT_YOU },
        ackFooter(),
      ]),
  },
);

export const dentalIqAcknowledgementMail = defineMail<Pick<RegistrationView, "fullName">>(
  "dental-iq-acknowledgement",
  {
    label: "DentalIQ registration received (to the visitor)",
    async load(params, db) {
      const [row] = await db
        .select({ fullName: dentalRegistrations.fullName })
        .from(dentalRegistrations)
        .where(eq(dentalRegistrations.id, idOf(params)));
      return row ?? null;
    },
    sample: () => ({ fullName: "Alex Example" }),
    build: ({ fullName }) =>
      mail("We have received your DentalIQ Early Access application", [
        { kind: "heading", text: "Thank you for applying for DentalIQ Early Access" },
        {
          kind: "paragraph",
          text: `Hello ${fullName.split(/\s+/)[0]}, your application has reached us. We will be in touch within 24 hours (Monday to Friday) to discuss your early access; there is nothing more you need to do.`,
        },
        { kind: "paragraph", text: NOT_YOU },
        ackFooter(),
      ]),
  },
);
