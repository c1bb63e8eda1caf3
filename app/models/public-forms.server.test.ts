import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  contactSubmissions,
  dentalRegistrations,
  mailMessages,
  newsletterSubscriptions,
} from "@db/schema";
import { useTestDb } from "../../tests/helpers/test-db";
import { createContactSubmission } from "./contact-submissions.server";
import { createDentalRegistration } from "./dental-registrations.server";
import { publicUrl } from "~/utils/mail.server";
import { findByToken, subscribe, unsubscribeByToken, unsubscribeUrl } from "./newsletter.server";

const testDb = useTestDb();

describe("newsletter model", () => {
  beforeEach(() => testDb.truncateAll());

  it("stores one row per address, lower-cased, with a secret token", async () => {
    const row = await subscribe({ fullName: "Zoë Ångström", email: "Zoe@Example.com" });
    expect(row).toMatchObject({
      email: "zoe@example.com",
      fullName: "Zoë Ångström",
      subscribed: true,
      unsubscribedAt: null,
    });
    expect(row.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await subscribe({ fullName: "Someone Else", email: "zoe@example.COM" });
    const rows = await testDb.db.select().from(newsletterSubscriptions);
    expect(rows).toHaveLength(1);
    // An active subscription is left as it is (no way to change someone's name by re-subscribing).
    expect(rows[0]).toMatchObject({
      fullName: "Zoë Ångström",
      unsubscribeToken: row.unsubscribeToken,
    });
  });

  it("re-activates an unsubscribed address with a new date and keeps the token", async () => {
    const first = await subscribe({ fullName: "Ann Lee", email: "ann@example.com" });
    expect(await unsubscribeByToken(first.unsubscribeToken)).toBe(true);
    const [left] = await testDb.db.select().from(newsletterSubscriptions);
    expect(left.subscribed).toBe(false);
    expect(left.unsubscribedAt).toBeInstanceOf(Date);
    await new Promise((r) => setTimeout(r, 5));
    const again = await subscribe({ fullName: "Ann B Lee", email: "ann@example.com" });
    expect(again).toMatchObject({
      id: first.id,
      subscribed: true,
      unsubscribedAt: null,
      fullName: "Ann B Lee",
      unsubscribeToken: first.unsubscribeToken,
    });
    expect(again.subscribedAt.getTime()).toBeGreaterThan(first.subscribedAt.getTime());
    expect(await testDb.db.select().from(newsletterSubscriptions)).toHaveLength(1);
  });

  it("a wrong or empty token changes nothing", async () => {
    const row = await subscribe({ fullName: "Ann Lee", email: "ann@example.com" });
    expect(await unsubscribeByToken("not-the-token")).toBe(false);
    expect(await unsubscribeByToken("")).toBe(false);
    expect(await findByToken("")).toBeUndefined();
    const [after] = await testDb.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.id, row.id));
    expect(after).toMatchObject({ subscribed: true, unsubscribedAt: null });
    expect((await findByToken(row.unsubscribeToken))?.id).toBe(row.id);
  });

  it("builds the unsubscribe link from PUBLIC_URL", () => {
    const before = process.env.PUBLIC_URL;
    process.env.PUBLIC_URL = "https://www.example.co.uk/";
    try {
      expect(unsubscribeUrl("a-b_c", publicUrl())).toBe(
        "https://www.example.co.uk/newsletter/unsubscribe?token=a-b_c",
      );
    } finally {
      if (before === undefined) delete process.env.PUBLIC_URL;
      else process.env.PUBLIC_URL = before;
    }
  });
});

describe("contact submissions and dental registrations", () => {
  beforeEach(() => testDb.truncateAll());

  it("stores one contact submission as given", async () => {
    const row = await createContactSubmission({
      firstName: "Mary",
      lastName: "O'Neil",
      email: "mary@example.com",
      company: "Smile Dental",
      message: "Subject: Hi\n\nPlease call.",
      source: "website",
      sector: "general",
      newsletter: false,
    });
    const rows = await testDb.db.select().from(contactSubmissions);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: row.id,
      firstName: "Mary",
      lastName: "O'Neil",
      company: "Smile Dental",
      processed: false,
    });
    // Its staff notification is in the outbox, committed with it.
    expect(await testDb.db.select().from(mailMessages)).toMatchObject([
      { template: "contact-notification", params: { id: row.id }, status: "queued" },
    ]);
  });

  it("stores one dental registration; no phone is null", async () => {
    await createDentalRegistration({
      fullName: "Priya Shah",
      practiceName: "Shah Dental",
      jobTitle: "Owner",
      email: "p@example.com",
      phone: undefined,
      location: "Leeds",
      pms: "other",
      locations: "11+",
      challenge: "We run Exact and need reconciliation",
      discoveryCall: "prefer-email",
      marketingOptIn: true,
    });
    const rows = await testDb.db.select().from(dentalRegistrations);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      phone: null,
      pms: "other",
      locations: "11+",
      marketingOptIn: true,
      processed: false,
    });
    expect(await testDb.db.select().from(mailMessages)).toMatchObject([
      { template: "dental-iq-notification", params: { id: rows[0].id }, status: "queued" },
    ]);
  });
});
