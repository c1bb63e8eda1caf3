/**
 * The staff notifications of the public forms: a new contact enquiry (sent by
 * models/contact-submissions.server.ts) and a new DentalIQ registration
 * (models/dental-registrations.server.ts), each with a reply-to of the visitor.
 */
import { eq } from "drizzle-orm";
import {
  type ContactSubmission,
  type DentalRegistration,
  contactSubmissions,
  dentalRegistrations,
} from "@db/schema";
import { DISCOVERY_CALL_OPTIONS, LOCATIONS_OPTIONS, PMS_OPTIONS } from "~/schemas/dental-iq";
import { crmUrl } from "./mail-links.server";
import { SAMPLE_DATE, defineMail, formatLondon, idOf, mail } from "./mail-kit.server";

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

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
});
