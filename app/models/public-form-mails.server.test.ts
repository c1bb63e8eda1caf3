/**
 * The public forms' mails (decision 052): the staff notification opens the
 * enquiry itself and shows its subject on a line of its own; the sender gets an acknowledgement
 * that repeats nothing they typed but their first name; the newsletter's mails carry a way back
 * to the site, the confirmation link as text to copy, and a List-Unsubscribe mailto from the
 * configured staff inbox.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { contactSubmissions, dentalRegistrations } from "@db/schema";
import { SITE } from "~/config/site";
import { useTestDb } from "../../tests/helpers/test-db";
import { insertContact, insertRegistration } from "../../tests/helpers/crm-fixtures";
import { convertContactToLead } from "./conversions.server";
import { splitSubject } from "./enquiry-mails.server";
import { MAIL_TEMPLATES } from "./mail-templates.server";

const testDb = useTestDb();
const ORIGIN = "https://www.durhamdatastrategy.test";

beforeEach(() => {
  vi.stubEnv("PUBLIC_URL", ORIGIN);
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const template = (name: string) => {
  const found = MAIL_TEMPLATES[name];
  expect(found, name).toBeDefined();
  return found;
};

describe("every new mail is listed with a preview", () => {
  it.each([
    "contact-acknowledgement",
    "dental-iq-acknowledgement",
    "newsletter-already-subscribed",
  ])("%s", (name) => {
    const { subject, text, html } = template(name).preview();
    expect(subject).not.toBe("");
    expect(text).toContain(SITE.legalName);
    expect(html).toContain("<!doctype html>");
  });
});

describe("staff notifications", () => {
  beforeEach(() => testDb.truncateAll());

  it("a contact enquiry: its subject on its own line, and a button to the enquiry in the inbox", async () => {
    const row = await insertContact(testDb.db, {
      message: "Subject: Three sites\n\nOur three sites use different systems.",
    });
    const mail = (await template("contact-notification").render({ id: row.id }, testDb.db))!;
    expect(mail.text).toContain(
      "Subject: Three sites\nMessage: Our three sites use different systems.",
    );
    expect(mail.text).not.toContain("Message:\nSubject:");
    const link = `${ORIGIN}/crm?tab=contacts#contact-${row.id}-name`;
    expect(mail.text).toContain(`Open the enquiry in the CRM: ${link}`);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toMatch(/<th[^>]*>Subject<\/th><td[^>]*>Three sites<\/td>/);
  });

  it("once the enquiry is linked to a lead, the button opens the lead", async () => {
    const row = await insertContact(testDb.db);
    await convertContactToLead(row.id, "staff@example.com");
    const [linked] = await testDb.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, row.id));
    expect(linked.leadId).not.toBeNull();
    const mail = (await template("contact-notification").render({ id: row.id }, testDb.db))!;
    expect(mail.text).toContain(`Open its lead in the CRM: ${ORIGIN}/crm/leads/${linked.leadId}`);
  });

  it("a message sent without a subject (the API) shows no Subject line", () => {
    expect(splitSubject("Just a message\n\nwith paragraphs")).toEqual({
      subject: null,
      body: "Just a message\n\nwith paragraphs",
    });
    expect(splitSubject("Subject: Hi\r\n\r\nPlease call.")).toEqual({
      subject: "Hi",
      body: "Please call.",
    });
  });

  it("a DentalIQ registration: a button to the registration in the inbox", async () => {
    const row = await insertRegistration(testDb.db);
    const mail = (await template("dental-iq-notification").render({ id: row.id }, testDb.db))!;
    expect(mail.text).toContain(
      `Open the registration in the CRM: ${ORIGIN}/crm?tab=dental#registration-${row.id}-name`,
    );
  });
});

describe("acknowledgements to the sender", () => {
  beforeEach(() => testDb.truncateAll());

  it("a contact enquiry: thanks by first name, the reply promise, a way to the site, none of the message", async () => {
    const row = await insertContact(testDb.db, {
      firstName: "Grace",
      message: "Subject: Visit http://spam.example\n\nBuy now at http://spam.example",
    });
    const mail = (await template("contact-acknowledgement").render({ id: row.id }, testDb.db))!;
    expect(mail.subject).toBe(`We have received your message to ${SITE.name}`);
    expect(mail.text).toContain("Hello Grace, your message has reached us.");
    expect(mail.text).toContain("within 24 hours");
    expect(mail.text).toContain(`${ORIGIN}/`);
    expect(mail.text).not.toContain("spam.example");
    expect(mail.html).not.toContain("spam.example");
    expect(mail.replyTo).toBeUndefined();
  });

  it("a DentalIQ registration: thanks by first name, when we will be in touch, none of the answers", async () => {
    const row = await insertRegistration(testDb.db, { fullName: "Ada King Lovelace" });
    const mail = (await template("dental-iq-acknowledgement").render({ id: row.id }, testDb.db))!;
    expect(mail.subject).toBe("We have received your DentalIQ Early Access application");
    expect(mail.text).toContain("Hello Ada, your application has reached us.");
    expect(mail.text).toContain("within 24 hours");
    expect(mail.text).toContain(`${ORIGIN}/`);
    expect(mail.text).not.toContain(row.challenge);
  });

  it("an erased enquiry takes its acknowledgement with it (cancelled)", async () => {
    const row = await insertRegistration(testDb.db);
    await testDb.db.delete(dentalRegistrations).where(eq(dentalRegistrations.id, row.id));
    expect(
      await template("dental-iq-acknowledgement").render({ id: row.id }, testDb.db),
    ).toBeNull();
  });
});

describe("newsletter mails", () => {
  it("the confirmation's HTML has the link as text to copy, besides the button", () => {
    const { html, text } = template("newsletter-confirm").preview();
    const link = `${ORIGIN}/newsletter/confirm?token=sample-token-for-the-preview`;
    expect(html.split(`href="${link}"`)).toHaveLength(2);
    expect(html).toContain(`Or copy this link into your browser: ${link}`);
    expect(text).toContain(link);
  });

  it("the welcome mail has a way back to the site", () => {
    const { html, text } = template("newsletter-welcome").preview();
    expect(html).toContain(`href="${ORIGIN}/"`);
    expect(text).toContain(`Visit ${SITE.name}: ${ORIGIN}/`);
  });

  it.each(["newsletter-welcome", "newsletter-already-subscribed"])(
    "%s: List-Unsubscribe's mailto is the configured staff inbox (NOTIFY_EMAIL), else the firm's",
    (name) => {
      vi.stubEnv("NOTIFY_EMAIL", "newsletter@firm.example");
      const unsubscribe = `${ORIGIN}/newsletter/unsubscribe?token=sample-token-for-the-preview`;
      expect(template(name).preview().headers).toEqual({
        "List-Unsubscribe": `<${unsubscribe}>, <mailto:newsletter@firm.example?subject=Unsubscribe>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
      vi.stubEnv("NOTIFY_EMAIL", undefined);
      expect(template(name).preview().headers?.["List-Unsubscribe"]).toContain(
        `<mailto:${SITE.email}?subject=Unsubscribe>`,
      );
    },
  );
});
