import { describe, expect, it } from "vitest";
import { CONTACT_TEXTS } from "~/components/contact/texts";
import { DENTAL_IQ_TEXTS } from "~/components/dental-iq/texts";
import { NEWSLETTER_TEXTS } from "~/components/newsletter/texts";
import { contactFormSchema, contactPayloadFromForm, contactPayloadSchema } from "./contact";
import { dentalIqSchema, PMS_OPTIONS } from "./dental-iq";
import { newsletterSchema } from "./newsletter";

const CONTACT_MESSAGES = CONTACT_TEXTS.messages;
const DENTAL_IQ_MESSAGES = DENTAL_IQ_TEXTS.messages;
const NEWSLETTER_MESSAGES = NEWSLETTER_TEXTS.messages;

function errorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe("newsletter schema", () => {
  it("gives SPEC messages", () => {
    expect(errorsOf(newsletterSchema.safeParse({ fullName: "A", email: "nope" }))).toEqual({
      fullName: NEWSLETTER_MESSAGES.fullName,
      email: NEWSLETTER_MESSAGES.email,
    });
    expect(NEWSLETTER_MESSAGES).toEqual({
      email: "Invalid email address",
      fullName: "Please enter your full name (at least 2 characters)",
    });
  });
  it("gives the same message for a missing field (Conform sends undefined)", () => {
    expect(errorsOf(newsletterSchema.safeParse({}))).toEqual({
      fullName: "Please enter your full name (at least 2 characters)",
      email: "Enter your email address",
    });
  });
  it("asks for an empty or blank email, and says an address that is not one is invalid", () => {
    for (const email of [undefined, "", "   "])
      expect(errorsOf(newsletterSchema.safeParse({ fullName: "Ann Lee", email }))).toEqual({
        email: "Enter your email address",
      });
    for (const [schema, invalid] of [
      [newsletterSchema, "Invalid email address"],
      [contactFormSchema, "Invalid email address"],
      [dentalIqSchema, "Valid email address is required"],
    ] as const) {
      expect(errorsOf(schema.safeParse({ email: "" })).email).toBe("Enter your email address");
      expect(errorsOf(schema.safeParse({ email: "ann@" })).email).toBe(invalid);
    }
  });
  it("trims and keeps Unicode as typed", () => {
    const parsed = newsletterSchema.parse({
      fullName: "  Zoë Ångström-Łukasz  ",
      email: " zoe@example.com ",
    });
    expect(parsed).toEqual({ fullName: "Zoë Ångström-Łukasz", email: "zoe@example.com" });
  });
  it("limits lengths with a clear message", () => {
    expect(
      errorsOf(newsletterSchema.safeParse({ fullName: "x".repeat(101), email: "a@b.co" })),
    ).toEqual({
      fullName: "Full name must be at most 100 characters",
    });
    expect(
      errorsOf(newsletterSchema.safeParse({ fullName: "Jo", email: `${"a".repeat(250)}@b.co` })),
    ).toEqual({
      email: "Email must be at most 254 characters",
    });
  });
});

describe("contact schemas", () => {
  it("gives SPEC messages for every field", () => {
    expect(
      errorsOf(
        contactFormSchema.safeParse({
          name: " ",
          email: "x",
          practice: "",
          subject: "",
          message: "too short",
        }),
      ),
    ).toEqual({
      name: "Name is required",
      email: "Invalid email address",
      practice: "Practice/Company is required",
      subject: "Subject is required",
      message: "Message must be at least 10 characters",
    });
  });
  it("limits the message to 5,000 characters", () => {
    const base = { name: "Ann", email: "a@b.co", practice: "P", subject: "S" };
    expect(errorsOf(contactFormSchema.safeParse({ ...base, message: "x".repeat(5001) }))).toEqual({
      message: "Message must be at most 5,000 characters",
    });
    expect(contactFormSchema.safeParse({ ...base, message: "x".repeat(5000) }).success).toBe(true);
  });
  it("maps the form to the API payload (SPEC section 7)", () => {
    const form = contactFormSchema.parse({
      name: "  Mary Ann  O'Neil ",
      email: "mary@example.com",
      practice: "Smile Dental",
      subject: "Hello",
      message: "Please call me back.",
    });
    expect(contactPayloadFromForm(form)).toEqual({
      firstName: "Mary",
      lastName: "Ann O'Neil",
      email: "mary@example.com",
      company: "Smile Dental",
      message: "Subject: Hello\n\nPlease call me back.",
      source: "website",
      sector: "general",
      newsletter: false,
    });
    expect(contactPayloadFromForm({ ...form, name: "Cher" })).toMatchObject({
      firstName: "Cher",
      lastName: "",
    });
    // The mapped payload always passes the API schema.
    expect(
      contactPayloadSchema.safeParse(
        contactPayloadFromForm({ ...form, subject: "s".repeat(200), message: "m".repeat(5000) }),
      ).success,
    ).toBe(true);
  });
  it("validates the API payload with the spec's messages and defaults", () => {
    expect(
      errorsOf(
        contactPayloadSchema.safeParse({
          firstName: "",
          email: "bad",
          company: "",
          message: "short",
        }),
      ),
    ).toEqual({
      firstName: CONTACT_MESSAGES.name,
      email: CONTACT_MESSAGES.email,
      company: CONTACT_MESSAGES.practice,
      message: CONTACT_MESSAGES.message,
    });
    expect(
      contactPayloadSchema.parse({
        firstName: "A",
        email: "a@b.co",
        company: "C",
        message: "0123456789",
      }),
    ).toMatchObject({
      lastName: "",
      source: "website",
      sector: "general",
      newsletter: false,
    });
  });
});

describe("dental-iq schema", () => {
  it("gives SPEC messages for every field", () => {
    expect(
      errorsOf(
        dentalIqSchema.safeParse({
          fullName: "J",
          practiceName: "P",
          jobTitle: "",
          email: "x",
          location: "L",
          pms: "",
          challenge: "short",
        }),
      ),
    ).toEqual({
      fullName: "Full name is required (at least 2 characters)",
      practiceName: "Practice/Company name is required (at least 2 characters)",
      jobTitle: "Role/Job title is required (at least 2 characters)",
      email: "Valid email address is required",
      location: "Location is required (at least 2 characters)",
      pms: "Please select your PMS",
      locations: "Please select number of locations",
      challenge: "Please describe your biggest operational challenge (at least 10 characters)",
      discoveryCall: "Please select if you'd be open to a discovery call",
    });
    expect(Object.keys(DENTAL_IQ_MESSAGES)).toHaveLength(10);
  });
  it("accepts a valid registration; phone is optional; opt-in defaults to true", () => {
    const valid = {
      fullName: "Dr Priya Shah",
      practiceName: "Shah Dental",
      jobTitle: "Owner",
      email: "priya@example.com",
      location: "Leeds",
      pms: "soe",
      locations: "2-3",
      challenge: "Reconciling our three sites' takings",
      discoveryCall: "maybe",
    };
    expect(dentalIqSchema.parse(valid)).toEqual({
      ...valid,
      phone: undefined,
      marketingOptIn: false,
    });
    expect(dentalIqSchema.parse({ ...valid, phone: " 0191 496 0123 " }).phone).toBe(
      "0191 496 0123",
    );
    for (const phone of ["+44 (0)191 496-0123", "07700900123", "+353 1 234 5678"])
      expect(dentalIqSchema.safeParse({ ...valid, phone }).success, phone).toBe(true);
    for (const phone of [
      "abc",
      "0191 000",
      "0191 496 0123 ext 4",
      "44+191 496 0123",
      "1".repeat(16),
    ])
      expect(errorsOf(dentalIqSchema.safeParse({ ...valid, phone })), phone).toEqual({
        phone: DENTAL_IQ_MESSAGES.phone,
      });
    expect(errorsOf(dentalIqSchema.safeParse({ ...valid, phone: "1".repeat(41) }))).toEqual({
      phone: "Phone must be at most 40 characters",
    });
    expect(errorsOf(dentalIqSchema.safeParse({ ...valid, pms: "made-up" }))).toEqual({
      pms: "Please select your PMS",
    });
  });
  it("keeps the documented PMS values", () => {
    expect(PMS_OPTIONS.map((o) => o.value)).toEqual([
      "soe",
      "dentally",
      "r4",
      "carestream",
      "denticon",
      "cleardent",
      "henry-schein-one",
      "systmone",
      "other",
      "multiple",
    ]);
    expect(PMS_OPTIONS.find((o) => o.value === "other")?.label).toBe(
      "Other (specify in the challenge field)",
    );
  });
});
