/**
 * The DentalIQ early-access registration (SPEC.md sections 3 and 5), shared by the /dental-iq
 * form, its action and POST /api/dental-iq. Stored option values are documented in
 * docs/decisions/004-dental-iq-pms-values.md: never rename a value, only its label.
 */
import { z } from "zod";
import {
  PMS_OPTIONS,
  LOCATIONS_OPTIONS,
  DISCOVERY_CALL_OPTIONS,
  DENTAL_IQ_TEXTS,
  TEXT_MIN,
  CHALLENGE_MIN,
} from "~/components/dental-iq/texts";
// The options (stored value and label), for the mail and the CRM, which do not import components.
export {
  PMS_OPTIONS,
  LOCATIONS_OPTIONS,
  DISCOVERY_CALL_OPTIONS,
} from "~/components/dental-iq/texts";
import { MAX, emailField, optionalText, requiredText } from "./form-fields";

type Values<T extends readonly { value: string }[]> = { [K in keyof T]: T[K]["value"] };
const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((o) => o.value) as unknown as Values<T>;

const M = DENTAL_IQ_TEXTS.messages;

/**
 * A phone number as people write one (docs/decisions/054): digits, spaces, hyphens, brackets
 * and one leading "+", with 10 to 15 digits (a UK number has 10 or 11, E.164 at most 15).
 */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s()-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, "").length;
  return digits >= 10 && digits <= 15;
}

export const dentalIqSchema = z.object({
  fullName: requiredText({ message: M.fullName, label: "Full name", max: MAX.name, min: TEXT_MIN }),
  practiceName: requiredText({
    message: M.practiceName,
    label: "Practice/Company name",
    max: MAX.company,
    min: TEXT_MIN,
  }),
  jobTitle: requiredText({
    message: M.jobTitle,
    label: "Role/Job title",
    max: MAX.jobTitle,
    min: TEXT_MIN,
  }),
  email: emailField(M.email),
  phone: optionalText({ label: "Phone", max: MAX.phone }).refine(
    (phone) => phone === undefined || isPhoneNumber(phone),
    M.phone,
  ),
  location: requiredText({
    message: M.location,
    label: "Location",
    max: MAX.location,
    min: TEXT_MIN,
  }),
  pms: z.enum(values(PMS_OPTIONS), { error: M.pms }),
  locations: z.enum(values(LOCATIONS_OPTIONS), { error: M.locations }),
  challenge: requiredText({
    message: M.challenge,
    label: "Challenge",
    max: MAX.challenge,
    min: CHALLENGE_MIN,
  }),
  discoveryCall: z.enum(values(DISCOVERY_CALL_OPTIONS), { error: M.discoveryCall }),
  // A real choice (docs/decisions/020): the form's unticked checkbox sends nothing, and absent
  // means no, from the form and from an API client alike.
  marketingOptIn: z.boolean().optional().default(false),
});

export type DentalIqInput = z.infer<typeof dentalIqSchema>;
