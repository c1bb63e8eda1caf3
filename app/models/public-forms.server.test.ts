import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  consentEvents,
  contactSubmissions,
  dentalRegistrations,
  mailMessages,
  newsletterSubscriptions,
} from "@db/schema";
import { useTestDb } from "../../tests/helpers/test-db";
import { createContactSubmission } from "./contact-submissions.server";
import { createDentalRegistration } from "./dental-registrations.server";
import { publicUrl, unsubscribeUrl } from "./mail-links.server";
import {
  CONFIRM_TTL_MS,
  confirmByToken,
  findByToken,
  listNewsletterSubscriptionsForCrm,
  subscribe,
  subscriptionStatus,
  unsubscribeByToken,
} from "./newsletter.server";
import { listSubscribersForExport } from "./newsletter-export.server";
import { CONSENT_NOTICES } from "~/schemas/consent-texts";
import { confirmedSubscription } from "../../tests/helpers/crm-fixtures";

const testDb = useTestDb();

describe("newsletter model (double opt-in)", () => {
  beforeEach(() => testDb.truncateAll());

  const NOW = new Date("2026-11-25T10:00:00Z");
  const minutes = (n: number) => new Date(NOW.getTime() + n * 60 * 1000);
  const mails = () => testDb.db.select().from(mailMessages).orderBy(mailMessages.id);
  const consents = () => testDb.db.select().from(consentEvents).orderBy(consentEvents.id);

  it("a sign-up is pending, lower-cased, with secret tokens, a confirmation mail and a consent request", async () => {
    const row = await subscribe({ fullName: "Zoë Ångström", email: "Zoe@Example.com" }, NOW);
    expect(row).toMatchObject({
      email: "zoe@example.com",
      fullName: "Zoë Ångström",
      subscribed: false,
      unsubscribedAt: null,
      confirmedAt: null,
      confirmExpiresAt: new Date(NOW.getTime() + CONFIRM_TTL_MS),
    });
    expect(subscriptionStatus(row)).toBe("pending");
    expect(row.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row.confirmToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await mails()).toMatchObject([
      { template: "newsletter-confirm", recipient: "zoe@example.com", params: { id: row.id } },
    ]);
    // The outbox never holds the token: the link is rendered when the mail is sent.
    expect(JSON.stringify(await mails())).not.toContain(row.confirmToken);
    expect(await consents()).toMatchObject([
      {
        email: "zoe@example.com",
        granted: true,
        source: "form:newsletter (request, awaiting confirmation)",
        noticeVersion: CONSENT_NOTICES.newsletter.version,
      },
    ]);
  });

  it("signing up again while pending resends the link, at most once per 10 minutes; an expired link is replaced", async () => {
    const first = await subscribe({ fullName: "Ann Lee", email: "ann@example.com" }, NOW);
    await subscribe({ fullName: "Ann Lee", email: "ann@example.com" }, minutes(5));
    expect(await mails()).toHaveLength(1);
    const resent = await subscribe({ fullName: "Ann Lee", email: "ann@example.com" }, minutes(11));
    expect(await mails()).toHaveLength(2);
    expect(resent.confirmToken).toBe(first.confirmToken);
    const later = await subscribe(
      { fullName: "Ann Lee", email: "ann@example.com" },
      minutes(8 * 24 * 60),
    );
    expect(await mails()).toHaveLength(3);
    expect(later.confirmToken).not.toBe(first.confirmToken);
    expect(await testDb.db.select().from(newsletterSubscriptions)).toHaveLength(1);
  });

  it("following the link once makes it active, logs the confirmation and queues the welcome mail; the link is then spent", async () => {
    const row = await subscribe({ fullName: "Ann Lee", email: "ann@example.com" }, NOW);
    expect(await confirmByToken(row.confirmToken!, minutes(60))).toBe("confirmed");
    const [active] = await testDb.db.select().from(newsletterSubscriptions);
    expect(active).toMatchObject({
      subscribed: true,
      confirmToken: row.confirmToken,
      confirmExpiresAt: null,
      confirmedAt: minutes(60),
      subscribedAt: minutes(60),
    });
    expect(subscriptionStatus(active)).toBe("active");
    expect((await consents()).map((c) => c.source)).toEqual([
      "form:newsletter (request, awaiting confirmation)",
      "link:confirm",
    ]);
    expect((await mails()).map((m) => m.template)).toEqual([
      "newsletter-confirm",
      "newsletter-welcome",
    ]);
    // Spent: a second press changes nothing and says the address is subscribed.
    expect(await confirmByToken(row.confirmToken!, minutes(61))).toBe("subscribed");
    expect(await mails()).toHaveLength(2);
    // Signing up again when active changes nothing but mails that it is already subscribed.
    await subscribe({ fullName: "Someone Else", email: "ANN@example.com" }, minutes(90));
    expect((await mails()).map((m) => m.template)).toEqual([
      "newsletter-confirm",
      "newsletter-welcome",
      "newsletter-already-subscribed",
    ]);
    const [after] = await testDb.db.select().from(newsletterSubscriptions);
    expect(after).toMatchObject({ fullName: "Ann Lee", subscribed: true });
  });

  it("a link older than 7 days is expired and changes nothing; a wrong one is invalid", async () => {
    const row = await subscribe({ fullName: "Ann Lee", email: "ann@example.com" }, NOW);
    expect(await confirmByToken(row.confirmToken!, minutes(7 * 24 * 60 + 1))).toBe("expired");
    expect(await confirmByToken("not-the-token")).toBe("invalid");
    expect(await confirmByToken("")).toBe("invalid");
    const [after] = await testDb.db.select().from(newsletterSubscriptions);
    expect(after.subscribed).toBe(false);
  });

  it("an unsubscribed address that signs up again is pending until it confirms; its unsubscribe token is kept", async () => {
    const first = await confirmedSubscription({ fullName: "Ann Lee", email: "ann@example.com" });
    expect(await unsubscribeByToken(first.unsubscribeToken)).toBe("unsubscribed");
    const again = await subscribe({ fullName: "Ann B Lee", email: "ann@example.com" });
    expect(again).toMatchObject({
      id: first.id,
      subscribed: false,
      unsubscribedAt: null,
      fullName: "Ann B Lee",
      unsubscribeToken: first.unsubscribeToken,
    });
    expect(await confirmByToken(again.confirmToken!)).toBe("confirmed");
    expect(await testDb.db.select().from(newsletterSubscriptions)).toHaveLength(1);
  });

  it("a wrong or empty unsubscribe token changes nothing", async () => {
    const row = await confirmedSubscription({ fullName: "Ann Lee", email: "ann@example.com" });
    expect(await unsubscribeByToken("not-the-token")).toBe("invalid");
    expect(await unsubscribeByToken("")).toBe("invalid");
    expect(await findByToken("")).toBeUndefined();
    const [after] = await testDb.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.id, row.id));
    expect(after).toMatchObject({ subscribed: true, unsubscribedAt: null });
    expect((await findByToken(row.unsubscribeToken))?.id).toBe(row.id);
  });

  it("only confirmed subscribers are exported or counted as active", async () => {
    await subscribe({ fullName: "Pending Person", email: "pending@example.com" });
    await confirmedSubscription({ fullName: "Active Person", email: "active@example.com" });
    const left = await confirmedSubscription({
      fullName: "Left Person",
      email: "left@example.com",
    });
    await unsubscribeByToken(left.unsubscribeToken);
    expect((await listSubscribersForExport()).map((r) => r.email)).toEqual(["active@example.com"]);
    expect(
      (await listSubscribersForExport({ includeUnsubscribed: true })).map((r) => r.email).sort(),
    ).toEqual(["active@example.com", "left@example.com"]);
    const statuses = Object.fromEntries(
      (await listNewsletterSubscriptionsForCrm()).map((r) => [r.email, r.status]),
    );
    expect(statuses).toEqual({
      "pending@example.com": "pending",
      "active@example.com": "active",
      "left@example.com": "unsubscribed",
    });
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
    // The staff notification, and the sender's acknowledgement (to the address it gave).
    expect(await testDb.db.select().from(mailMessages).orderBy(mailMessages.id)).toMatchObject([
      { template: "contact-notification", params: { id: row.id }, status: "queued" },
      {
        template: "contact-acknowledgement",
        params: { id: row.id },
        recipient: row.email,
        status: "queued",
      },
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
    expect(await testDb.db.select().from(mailMessages).orderBy(mailMessages.id)).toMatchObject([
      { template: "dental-iq-notification", params: { id: rows[0].id }, status: "queued" },
      {
        template: "dental-iq-acknowledgement",
        params: { id: rows[0].id },
        recipient: rows[0].email,
        status: "queued",
      },
    ]);
  });
});
