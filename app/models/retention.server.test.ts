/**
 * The retention job: exactly the rows past the period go (dates set here), a dry run only counts,
 * each real run logs counts, and two instances sharing one database never run it at once.
 */
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDb } from "@db/client.server";
import {
  activities,
  auditEvents,
  contactSubmissions,
  dentalRegistrations,
  leads,
  mailMessages,
  newsletterSubscriptions,
  rateLimits,
  retentionRuns,
  sessions,
  signInEvents,
  staffUsers,
} from "@db/schema";
import { DEFAULT_RETENTION_MONTHS, retentionMonths } from "~/config/retention.server";
import { insertContact, insertRegistration } from "../../tests/helpers/crm-fixtures";
import { useTestDb } from "../../tests/helpers/test-db";
import { recordAudit } from "./audit.server";
import { retentionCutoff, runRetention } from "./retention.server";

const testDb = useTestDb();
const NOW = new Date("2026-11-23T12:00:00Z");
const monthsAgo = (months: number) => {
  const date = new Date(NOW);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
};

async function lead(status: string, updated: Date, email = `${status}-${Math.random()}@x.com`) {
  const [row] = await testDb.db
    .insert(leads)
    .values({
      firstName: "L",
      lastName: "L",
      email,
      status,
      createdAt: updated,
      updatedAt: updated,
    })
    .returning();
  return row;
}

async function seed() {
  const daysAgo = (n: number) => new Date(NOW.getTime() - n * 24 * 60 * 60 * 1000);
  const mail = (subject: string, status: string, createdAt: Date) => ({
    messageId: `${subject.replace(/ /g, "-")}@x`,
    template: "contact-notification",
    params: { id: 0 },
    recipient: "staff@example.com",
    subject,
    status,
    createdAt,
  });
  const subscription = (
    email: string,
    fields: Partial<typeof newsletterSubscriptions.$inferInsert>,
  ) => ({
    email,
    fullName: "N N",
    unsubscribeToken: `u-${email}`,
    createdAt: daysAgo(60),
    ...fields,
  });
  await testDb.db
    .insert(newsletterSubscriptions)
    .values([
      subscription("pending-old@x.com", { subscribed: false, confirmSentAt: daysAgo(31) }),
      subscription("pending-new@x.com", { subscribed: false, confirmSentAt: daysAgo(29) }),
      subscription("active@x.com", { subscribed: true }),
      subscription("unsubscribed@x.com", { subscribed: false, unsubscribedAt: daysAgo(50) }),
    ]);
  await testDb.db
    .insert(mailMessages)
    .values([
      mail("sent long ago", "sent", daysAgo(31)),
      mail("sent recently", "sent", daysAgo(29)),
      mail("queued long ago", "queued", daysAgo(40)),
    ]);
  const oldLost = await lead("closed-lost", monthsAgo(25));
  await recordAudit(testDb.db, {
    actor: "staff@example.com",
    action: "created",
    entityType: "lead",
    entityId: oldLost.id,
    leadId: oldLost.id,
    summary: "Lead created for old-lost@x.com",
  });
  const oldLostWithActivity = await lead("closed-lost", monthsAgo(25));
  await testDb.db.insert(activities).values({
    leadId: oldLostWithActivity.id,
    type: "call",
    subject: "Call",
    createdBy: "staff@example.com",
  });
  const recentLost = await lead("closed-lost", monthsAgo(6));
  const oldOpen = await lead("qualified", monthsAgo(30));
  const oldContact = await insertContact(testDb.db, { createdAt: monthsAgo(25) });
  const oldConverted = await insertContact(testDb.db, {
    createdAt: monthsAgo(25),
    processed: true,
    leadId: oldOpen.id,
  });
  const oldContactOfLostLead = await insertContact(testDb.db, {
    createdAt: monthsAgo(26),
    processed: true,
    leadId: oldLost.id,
  });
  const newContact = await insertContact(testDb.db, { createdAt: monthsAgo(23) });
  const oldRegistration = await insertRegistration(testDb.db, { createdAt: monthsAgo(40) });
  const newRegistration = await insertRegistration(testDb.db, { createdAt: monthsAgo(1) });
  await testDb.db.insert(rateLimits).values([
    { key: "contact:203.0.113.9", count: 3, resetAt: new Date(NOW.getTime() - 60_000) },
    { key: "contact:203.0.113.10", count: 1, resetAt: new Date(NOW.getTime() + 60_000) },
  ]);
  const [user] = await testDb.db
    .insert(staffUsers)
    .values({ email: `s${Math.random()}@example.com`, passwordHash: "x" })
    .returning();
  await testDb.db.insert(sessions).values([
    { id: `old-${Math.random()}`, userId: user.id, expiresAt: new Date(NOW.getTime() - 1000) },
    { id: `live-${Math.random()}`, userId: user.id, expiresAt: new Date(NOW.getTime() + 3600_000) },
  ]);
  // The sign-in history: one row past 12 months (by the database's clock too), one recent.
  await testDb.db.insert(signInEvents).values([
    {
      ipAddress: "192.0.2.1",
      outcome: "success",
      reason: "code",
      at: new Date(Date.now() - 400 * 24 * 3600_000),
    },
    { ipAddress: "192.0.2.1", outcome: "success", reason: "code", at: NOW },
  ]);
  return {
    oldLost,
    oldLostWithActivity,
    recentLost,
    oldOpen,
    oldContact,
    oldConverted,
    oldContactOfLostLead,
    newContact,
    oldRegistration,
    newRegistration,
  };
}

const ids = async <T extends { id: number }>(rows: Promise<T[]>) =>
  (await rows).map((r) => r.id).sort((a, b) => a - b);

describe("runRetention", () => {
  beforeEach(() => testDb.truncateAll());
  afterEach(() => {
    delete process.env.RETENTION_MONTHS;
  });

  it("a dry run counts what is past the period and changes nothing", async () => {
    await seed();
    const outcome = await runRetention({
      months: DEFAULT_RETENTION_MONTHS,
      dryRun: true,
      now: NOW,
    });
    expect(outcome).toMatchObject({
      status: "dry-run",
      months: DEFAULT_RETENTION_MONTHS,
      counts: {
        leads: 1,
        contactSubmissions: 2,
        dentalRegistrations: 1,
        activities: 0,
        rateLimits: 1,
        sessions: 1,
        signIns: 1,
        mailMessages: 1,
        pendingSubscriptions: 1,
      },
    });
    expect(await testDb.db.select().from(leads)).toHaveLength(4);
    expect(await testDb.db.select().from(retentionRuns)).toHaveLength(0);
  });

  it("a real run erases exactly the rows past the period, redacts their audit rows, prunes and logs counts", async () => {
    const s = await seed();
    const outcome = await runRetention({ months: DEFAULT_RETENTION_MONTHS, now: NOW });
    expect(outcome.status).toBe("ran");
    expect(await ids(testDb.db.select({ id: leads.id }).from(leads))).toEqual(
      [s.oldLostWithActivity.id, s.recentLost.id, s.oldOpen.id].sort((a, b) => a - b),
    );
    expect(
      await ids(testDb.db.select({ id: contactSubmissions.id }).from(contactSubmissions)),
    ).toEqual([s.oldConverted.id, s.newContact.id].sort((a, b) => a - b));
    expect(
      await ids(testDb.db.select({ id: dentalRegistrations.id }).from(dentalRegistrations)),
    ).toEqual([s.newRegistration.id]);
    expect((await testDb.db.select().from(rateLimits)).map((r) => r.key)).toEqual([
      "contact:203.0.113.10",
    ]);
    expect((await testDb.db.select().from(sessions)).map((r) => r.id)).toEqual([
      expect.stringMatching(/^live-/),
    ]);
    const history = (await testDb.db.select().from(signInEvents)).map((r) => r.at);
    expect(history.length).toBeGreaterThan(0);
    expect(history.every((at) => at.getTime() === NOW.getTime())).toBe(true);
    const [audit] = await testDb.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, s.oldLost.id));
    expect(audit.summary).toBeNull();
    expect(audit.redactedAt).not.toBeNull();
    const runs = await testDb.db.select().from(retentionRuns);
    expect(runs).toHaveLength(1);
    expect(runs[0].counts).toEqual({
      leads: 1,
      contactSubmissions: 2,
      dentalRegistrations: 1,
      activities: 0,
      rateLimits: 1,
      sessions: 1,
      // every seeded old row (earlier tests in this file seed too); the history check is above
      signIns: expect.any(Number),
      mailMessages: 1,
      pendingSubscriptions: 1,
      campaignRecipients: 0,
      unmatchedMessages: 0,
    });
    expect(runs[0].counts.signIns).toBeGreaterThan(0);
    // A sign-up unconfirmed for 30 days goes; a recent one and the subscribers stay.
    expect(
      (await testDb.db.select().from(newsletterSubscriptions)).map((r) => r.email).sort(),
    ).toEqual(["active@x.com", "pending-new@x.com", "unsubscribed@x.com"]);
    // Finished mail past 30 days goes; a recent one and a queued one stay.
    expect((await testDb.db.select().from(mailMessages)).map((m) => m.subject).sort()).toEqual([
      "queued long ago",
      "sent recently",
    ]);
    expect(JSON.stringify(runs)).not.toMatch(/@/);
  });

  it("takes the period from RETENTION_MONTHS (read in one place)", async () => {
    await seed();
    process.env.RETENTION_MONTHS = "36";
    const outcome = await runRetention({ months: retentionMonths(), dryRun: true, now: NOW });
    expect(outcome).toMatchObject({
      months: 36,
      counts: { contactSubmissions: 0, dentalRegistrations: 1 },
    });
    expect(retentionCutoff(NOW, 36).toISOString()).toBe("2023-11-23T12:00:00.000Z");
    process.env.RETENTION_MONTHS = "soon";
    expect(() => retentionMonths()).toThrow(/RETENTION_MONTHS/);
  });

  it("never runs twice at once on two instances sharing one database", async () => {
    await seed();
    // Project "postgres": a second connection pool, as a second instance would have; the advisory
    // lock decides. Project "pglite" (one process): the same database, the in-process guard decides.
    const second = testDb.url ? openDb({ url: testDb.url }) : undefined;
    try {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let entered!: () => void;
      const inside = new Promise<void>((resolve) => (entered = resolve));
      const first = runRetention({
        months: DEFAULT_RETENTION_MONTHS,
        now: NOW,
        whileLocked: async () => {
          entered();
          await held;
        },
      });
      await inside;
      const other = await runRetention({
        months: DEFAULT_RETENTION_MONTHS,
        now: NOW,
        db: second?.db ?? testDb.db,
      });
      expect(other.status).toBe("skipped");
      release();
      expect((await first).status).toBe("ran");
      expect(await testDb.db.select().from(retentionRuns)).toHaveLength(1);
      // Once the first has finished, the next run goes ahead.
      expect(
        (
          await runRetention({
            months: DEFAULT_RETENTION_MONTHS,
            now: NOW,
            db: second?.db ?? testDb.db,
          })
        ).status,
      ).toBe("ran");
    } finally {
      await second?.close();
    }
  });
});
