/**
 * Reminders with a fixed clock (every run takes its `now`): the weekday digest reaches the right
 * people with the right items and nothing on an empty day or at the weekend; the 20-hour reminder
 * fires once per enquiry or registration, never for one staff have acted on or one too young; the
 * mails read as plain words with links to the CRM; the schedules are right, and on the job runner
 * (two instances on PostgreSQL) each fires once.
 */
import { and, eq } from "drizzle-orm";
import { TestClock } from "pg-boss";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type DbHandle, getDbHandle, openDb } from "@db/client.server";
import {
  activities,
  auditEvents,
  contactSubmissions,
  dentalRegistrations,
  leads,
  mailMessages,
  staffUsers,
} from "@db/schema";
import { insertContact, insertRegistration } from "../../tests/helpers/crm-fixtures";
import { useTestDb } from "../../tests/helpers/test-db";
import { SCHEDULES, startWorkers } from "./job-workers.server";
import { jobsFor, stopJobs } from "./jobs.server";
import { MAIL_TEMPLATES } from "./mail-templates.server";
import { DIGEST_LIST_LIMIT } from "./reminder-mail.server";
import {
  reminderMailOf,
  sendDailyDigests,
  sendReplyReminders,
  setReminderMail,
} from "./reminders.server";

const testDb = useTestDb();
const SITE_URL = "https://www.durhamdatastrategy.test";
/** Wednesday 25 November 2026, 08:00 in London (GMT in November). */
const WEDNESDAY_8AM = new Date("2026-11-25T08:00:00Z");
const HOUR = 60 * 60 * 1000;
const hoursBefore = (at: Date, hours: number) => new Date(at.getTime() - hours * HOUR);

beforeAll(() => {
  process.env.LOG_LEVEL = "silent";
  process.env.PUBLIC_URL = SITE_URL;
  process.env.NOTIFY_EMAIL = "team@durhamdatastrategy.test";
});
afterAll(() => {
  delete process.env.PUBLIC_URL;
  delete process.env.NOTIFY_EMAIL;
});
beforeEach(() => testDb.truncateAll());

async function staff(email: string, fields: Partial<typeof staffUsers.$inferInsert> = {}) {
  const [row] = await testDb.db
    .insert(staffUsers)
    .values({ email, passwordHash: "not-used", ...fields })
    .returning();
  return row;
}

async function lead(first: string, last: string, email: string, extra: string[] = []) {
  const [row] = await testDb.db
    .insert(leads)
    .values({ firstName: first, lastName: last, email, additionalEmails: extra })
    .returning();
  return row;
}

async function followUp(leadId: number, subject: string, dueAt: Date, completedDate: Date | null) {
  await testDb.db.insert(activities).values({
    leadId,
    type: "call",
    subject,
    dueAt,
    completedDate,
    createdBy: "sam@example.com",
    createdAt: hoursBefore(dueAt, 72),
  });
}

const mails = (template: string) =>
  testDb.db
    .select()
    .from(mailMessages)
    .where(eq(mailMessages.template, template))
    .orderBy(mailMessages.id);

async function rendered(row: { template: string; params: Record<string, string | number> }) {
  const template = MAIL_TEMPLATES[row.template as keyof typeof MAIL_TEMPLATES];
  const mail = await template.render(row.params, testDb.db);
  if (!mail) throw new Error("nothing rendered");
  return mail;
}

/** A day's worth of work: one of each kind of item, and the ones the digest must leave out. */
async function busyDay() {
  const grace = await lead("Grace", "Hopper", "grace@navy.example");
  await followUp(grace.id, "Chase the signed proposal", new Date("2026-11-24T14:00:00Z"), null);
  await followUp(grace.id, "Agree the start date", new Date("2026-11-25T15:30:00Z"), null);
  await followUp(grace.id, "Tomorrow's workshop call", new Date("2026-11-26T09:00:00Z"), null);
  await followUp(
    grace.id,
    "Already called back",
    new Date("2026-11-24T10:00:00Z"),
    new Date("2026-11-24T10:05:00Z"),
  );
  await insertContact(testDb.db, {
    firstName: "Mary",
    lastName: "Jackson",
    company: "Langley Dental",
    createdAt: new Date("2026-11-24T16:45:00Z"),
  });
  await insertContact(testDb.db, {
    firstName: "Dealt",
    lastName: "With",
    company: "Done Ltd",
    processed: true,
    createdAt: new Date("2026-11-24T12:00:00Z"),
  });
  await insertRegistration(testDb.db, {
    fullName: "Katherine Johnson",
    practiceName: "Hampton Smiles",
    createdAt: new Date("2026-11-24T18:20:00Z"),
  });
  await insertRegistration(testDb.db, {
    fullName: "Converted Already",
    processed: true,
    createdAt: new Date("2026-11-24T12:00:00Z"),
  });
  return grace;
}

describe("the weekday digest", () => {
  it("goes once to each active staff member with reminders on; not to a deactivated account or one that turned it off", async () => {
    await busyDay();
    await staff("ann@durhamdatastrategy.test");
    await staff("bob@durhamdatastrategy.test");
    await staff("gone@durhamdatastrategy.test", { deactivatedAt: new Date("2026-10-01") });
    await staff("quiet@durhamdatastrategy.test", { reminderMail: false });

    expect(await sendDailyDigests(WEDNESDAY_8AM)).toEqual({
      status: "sent",
      queued: 2,
      empty: 0,
      already: 0,
    });
    // A retried run on the same day queues nothing more.
    expect((await sendDailyDigests(new Date("2026-11-25T08:05:00Z"))).already).toBe(2);
    const rows = await mails("staff-digest");
    expect(rows.map((r) => r.recipient)).toEqual([
      "ann@durhamdatastrategy.test",
      "bob@durhamdatastrategy.test",
    ]);
    expect(rows[0].subject).toBe("Your CRM reminders for Wednesday 25 November 2026");
  });

  it("lists overdue and due-today follow-ups and the unprocessed enquiries and registrations, each linked; not tomorrow's, not done, not processed", async () => {
    const grace = await busyDay();
    await staff("ann@durhamdatastrategy.test");
    await sendDailyDigests(WEDNESDAY_8AM);
    const [row] = await mails("staff-digest");
    const { text, html } = await rendered(row);
    const [contact] = await testDb.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.processed, false));
    const [registration] = await testDb.db
      .select()
      .from(dentalRegistrations)
      .where(eq(dentalRegistrations.processed, false));

    expect(text).toContain(
      "Today you have 1 overdue follow-up, 1 follow-up due today, 1 enquiry to answer, 1 DentalIQ registration to answer.",
    );
    expect(text).toContain(
      `Overdue follow-ups (1)\n\n- Call with Grace Hopper: Chase the signed proposal (was due 24 Nov 2026, 14:00)\n  ${SITE_URL}/crm/leads/${grace.id}`,
    );
    expect(text).toContain(
      `Follow-ups due today (1)\n\n- Call with Grace Hopper: Agree the start date (due at 15:30)\n  ${SITE_URL}/crm/leads/${grace.id}`,
    );
    expect(text).toContain(
      `- Mary Jackson, Langley Dental (arrived 24 Nov 2026, 16:45)\n  ${SITE_URL}/crm?tab=contacts#contact-${contact.id}-name`,
    );
    expect(text).toContain(
      `- Katherine Johnson, Hampton Smiles (arrived 24 Nov 2026, 18:20)\n  ${SITE_URL}/crm?tab=dental#registration-${registration.id}-name`,
    );
    expect(text).toContain(`Turn reminder emails off: ${SITE_URL}/crm/sessions#reminders`);
    for (const absent of ["Tomorrow's workshop call", "Already called back", "Dealt", "Converted"])
      expect(text).not.toContain(absent);
    // The HTML part says the same, with real links.
    expect(html).toContain(`<a href="${SITE_URL}/crm/leads/${grace.id}"`);
    expect(html).toContain(
      `<a href="${SITE_URL}/crm?tab=contacts#contact-${contact.id}-name" style="color:#0b3954">Mary Jackson, Langley Dental (arrived 24 Nov 2026, 16:45)</a>`,
    );
    expect(html).toContain(">Follow-ups due today (1)</h2>");
    // Plain words: no ids, field names or true/false in what people read.
    expect(text).not.toMatch(/\b(true|false|null|undefined|dueAt|leadId)\b/);
  });

  it("each person's follow-ups: the ones assigned to them and the unassigned ones, not a colleague's", async () => {
    const ann = await staff("ann@durhamdatastrategy.test");
    const bob = await staff("bob@durhamdatastrategy.test");
    const grace = await lead("Grace", "Hopper", "grace@navy.example");
    const due = new Date("2026-11-25T15:30:00Z");
    await followUp(grace.id, "Ann's call", due, null);
    await followUp(grace.id, "Bob's call", due, null);
    await followUp(grace.id, "Nobody's call", due, null);
    await testDb.db
      .update(activities)
      .set({ assigneeId: ann.id })
      .where(eq(activities.subject, "Ann's call"));
    await testDb.db
      .update(activities)
      .set({ assigneeId: bob.id })
      .where(eq(activities.subject, "Bob's call"));

    await sendDailyDigests(WEDNESDAY_8AM);
    const texts = new Map<string, string>();
    for (const row of await mails("staff-digest"))
      texts.set(row.recipient, (await rendered(row)).text);
    const annText = texts.get(ann.email)!;
    const bobText = texts.get(bob.email)!;
    expect(annText).toContain("Ann's call");
    expect(annText).toContain("Nobody's call");
    expect(annText).not.toContain("Bob's call");
    expect(bobText).toContain("Bob's call");
    expect(bobText).toContain("Nobody's call");
    expect(bobText).not.toContain("Ann's call");
  });

  it("a long list shows its first items and says how many more", async () => {
    const grace = await lead("Grace", "Hopper", "grace@navy.example");
    for (let i = 0; i < DIGEST_LIST_LIMIT + 3; i++)
      await followUp(grace.id, `Call ${i}`, new Date("2026-11-20T10:00:00Z"), null);
    await staff("ann@durhamdatastrategy.test");
    await sendDailyDigests(WEDNESDAY_8AM);
    const { text } = await rendered((await mails("staff-digest"))[0]);
    expect(text).toContain(`Overdue follow-ups (${DIGEST_LIST_LIMIT + 3})`);
    expect(text).toContain("And 3 more: see the CRM dashboard.");
  });

  it("two runs at once (a retry overlapping the run) queue one digest per person", async () => {
    await busyDay();
    await staff("ann@durhamdatastrategy.test");
    await Promise.all([sendDailyDigests(WEDNESDAY_8AM), sendDailyDigests(WEDNESDAY_8AM)]);
    expect(await mails("staff-digest")).toHaveLength(1);
  });

  it("sends nothing on a day with nothing to say", async () => {
    await staff("ann@durhamdatastrategy.test");
    const grace = await lead("Grace", "Hopper", "grace@navy.example");
    await followUp(grace.id, "Next week", new Date("2026-12-02T10:00:00Z"), null);
    expect(await sendDailyDigests(WEDNESDAY_8AM)).toMatchObject({ queued: 0, empty: 1 });
    expect(await mails("staff-digest")).toHaveLength(0);
  });

  it("sends nothing at the weekend", async () => {
    await busyDay();
    await staff("ann@durhamdatastrategy.test");
    for (const weekend of ["2026-11-28T08:00:00Z", "2026-11-29T08:00:00Z"])
      expect((await sendDailyDigests(new Date(weekend))).status).toBe("weekend");
    expect(await mails("staff-digest")).toHaveLength(0);
  });

  it("a digest whose reader was deactivated before it was sent is cancelled (nothing to render)", async () => {
    await busyDay();
    const ann = await staff("ann@durhamdatastrategy.test");
    await sendDailyDigests(WEDNESDAY_8AM);
    await testDb.db
      .update(staffUsers)
      .set({ deactivatedAt: new Date() })
      .where(eq(staffUsers.id, ann.id));
    const [row] = await mails("staff-digest");
    expect(await MAIL_TEMPLATES["staff-digest"].render(row.params, testDb.db)).toBeNull();
  });
});

describe("the setting", () => {
  it("turns reminder emails off and on again, each change audited", async () => {
    const ann = await staff("ann@durhamdatastrategy.test");
    expect(await reminderMailOf(ann.id)).toBe(true);
    expect(await setReminderMail(ann.id, false, ann.email)).toBe(true);
    expect(await setReminderMail(ann.id, false, ann.email)).toBe(false);
    expect(await reminderMailOf(ann.id)).toBe(false);
    await busyDay();
    expect((await sendDailyDigests(WEDNESDAY_8AM)).queued).toBe(0);
    expect(await setReminderMail(ann.id, true, ann.email)).toBe(true);
    expect((await sendDailyDigests(WEDNESDAY_8AM)).queued).toBe(1);
    const audit = await testDb.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, "staff-account"), eq(auditEvents.entityId, ann.id)))
      .orderBy(auditEvents.id);
    expect(audit.map((a) => [a.actor, a.action, a.summary])).toEqual([
      [ann.email, "updated", `${ann.email} turned reminder emails off`],
      [ann.email, "updated", `${ann.email} turned reminder emails on`],
    ]);
  });
});

describe("the 20-hour reminder", () => {
  const NOW = new Date("2026-11-25T10:00:00Z");

  it("fires once for an enquiry and a registration that waited 20 hours with no staff action", async () => {
    await staff("ann@durhamdatastrategy.test");
    await staff("bob@durhamdatastrategy.test");
    await staff("quiet@durhamdatastrategy.test", { reminderMail: false });
    const contact = await insertContact(testDb.db, { createdAt: hoursBefore(NOW, 20.1) });
    const registration = await insertRegistration(testDb.db, {
      createdAt: hoursBefore(NOW, 23),
    });

    expect(await sendReplyReminders(NOW)).toEqual({ reminded: 2, mails: 4 });
    // The next run (a quarter of an hour later, or the same slot again) sends nothing more.
    expect(await sendReplyReminders(NOW)).toEqual({ reminded: 0, mails: 0 });
    expect(await sendReplyReminders(new Date(NOW.getTime() + HOUR / 4))).toEqual({
      reminded: 0,
      mails: 0,
    });
    const rows = await mails("reply-reminder");
    expect(rows.map((r) => [r.recipient, r.params])).toEqual([
      ["ann@durhamdatastrategy.test", { kind: "contact", id: contact.id }],
      ["bob@durhamdatastrategy.test", { kind: "contact", id: contact.id }],
      ["ann@durhamdatastrategy.test", { kind: "registration", id: registration.id }],
      ["bob@durhamdatastrategy.test", { kind: "registration", id: registration.id }],
    ]);
    const [stored] = await testDb.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, contact.id));
    expect(stored.remindedAt).toEqual(NOW);
  });

  it("not for one younger than 20 hours, processed, too old, or one whose person staff acted on after it arrived", async () => {
    await staff("ann@durhamdatastrategy.test");
    // Younger than 20 hours.
    await insertContact(testDb.db, { email: "young@example.com", createdAt: hoursBefore(NOW, 19) });
    // Converted.
    await insertContact(testDb.db, {
      email: "done@example.com",
      processed: true,
      createdAt: hoursBefore(NOW, 21),
    });
    // Older than the look-back: left to the daily digest.
    await insertContact(testDb.db, { email: "old@example.com", createdAt: hoursBefore(NOW, 80) });
    // An activity on the lead with the same address, after arrival.
    const called = await lead("Phoned", "Back", "Called@Example.com");
    const calledContact = await insertContact(testDb.db, {
      email: "called@example.com",
      createdAt: hoursBefore(NOW, 21),
    });
    await testDb.db.insert(activities).values({
      leadId: called.id,
      type: "call",
      subject: "Returned the call",
      createdBy: "ann@durhamdatastrategy.test",
      createdAt: hoursBefore(NOW, 2),
    });
    // A status change on the lead that has the address as an additional one, after arrival.
    const moved = await lead("Status", "Changed", "main@example.com", ["second@example.com"]);
    await insertRegistration(testDb.db, {
      email: "second@example.com",
      createdAt: hoursBefore(NOW, 22),
    });
    await testDb.db.insert(auditEvents).values({
      actor: "ann@durhamdatastrategy.test",
      action: "status-changed",
      entityType: "lead",
      entityId: moved.id,
      leadId: moved.id,
      at: hoursBefore(NOW, 1),
    });
    // An activity from before it arrived is not an answer to it.
    const earlier = await lead("Earlier", "Talk", "earlier@example.com");
    await testDb.db.insert(activities).values({
      leadId: earlier.id,
      type: "note",
      subject: "Met at a conference",
      createdBy: "ann@durhamdatastrategy.test",
      createdAt: hoursBefore(NOW, 200),
    });
    const waiting = await insertContact(testDb.db, {
      email: "earlier@example.com",
      createdAt: hoursBefore(NOW, 21),
    });

    expect(await sendReplyReminders(NOW)).toEqual({ reminded: 1, mails: 1 });
    const rows = await mails("reply-reminder");
    expect(rows.map((r) => r.params)).toEqual([{ kind: "contact", id: waiting.id }]);
    expect(calledContact.id).not.toBe(waiting.id);
  });

  it("goes to the shared address when nobody has reminders on", async () => {
    await staff("quiet@durhamdatastrategy.test", { reminderMail: false });
    await insertContact(testDb.db, { createdAt: hoursBefore(NOW, 21) });
    expect(await sendReplyReminders(NOW)).toEqual({ reminded: 1, mails: 1 });
    expect((await mails("reply-reminder"))[0].recipient).toBe("team@durhamdatastrategy.test");
  });

  it("two runs at the same moment (two instances) remind once", async () => {
    await staff("ann@durhamdatastrategy.test");
    for (let i = 0; i < 5; i++)
      await insertContact(testDb.db, {
        email: `waiting${i}@example.com`,
        createdAt: hoursBefore(NOW, 21),
      });
    // On PostgreSQL the two runs use separate connections and race for each row.
    const runs = await Promise.all([sendReplyReminders(NOW), sendReplyReminders(NOW)]);
    expect(runs[0].reminded + runs[1].reminded).toBe(5);
    expect(await mails("reply-reminder")).toHaveLength(5);
  });

  it("says in plain words what waits, since when, the reply-by time and where it is", async () => {
    await staff("ann@durhamdatastrategy.test");
    const contact = await insertContact(testDb.db, {
      firstName: "Mary",
      lastName: "Jackson",
      company: "Langley Dental",
      email: "mary@langley.example",
      createdAt: new Date("2026-11-24T13:45:00Z"),
    });
    await insertRegistration(testDb.db, {
      fullName: "Katherine Johnson",
      practiceName: "Hampton Smiles",
      createdAt: new Date("2026-11-24T13:00:00Z"),
    });
    await sendReplyReminders(NOW);
    const [first, second] = await mails("reply-reminder");
    expect(first.subject).toBe("Reminder: the enquiry from Mary Jackson is waiting for a reply");
    const { text, html } = await rendered(first);
    expect(text).toContain(
      "The enquiry from Mary Jackson (Langley Dental) arrived on 24 Nov 2026, 13:45 and nobody has converted it, logged an activity or changed a status for this person yet. The website promises a reply within 24 hours: please reply by 25 Nov 2026, 13:45.",
    );
    expect(text).toContain("Email: mary@langley.example");
    const link = `${SITE_URL}/crm?tab=contacts#contact-${contact.id}-name`;
    expect(text).toContain(`Open the enquiry in the CRM: ${link}`);
    expect(html).toContain(`<a href="${link}"`);
    expect(second.subject).toBe(
      "Reminder: the DentalIQ registration from Katherine Johnson is waiting for a reply",
    );
    expect((await rendered(second)).text).toContain(
      "A DentalIQ registration is waiting for a reply",
    );
  });
});

describe("the schedules", () => {
  it("the digest runs at 08:00 UK time Monday to Friday (winter and summer); the 20-hour check every quarter of an hour", async () => {
    expect(SCHEDULES).toContainEqual({
      queue: "staff-digest",
      cron: "0 8 * * 1-5",
      tz: "Europe/London",
    });
    const check = SCHEDULES.find((s) => s.queue === "reply-reminders")!;
    expect(check.cron).toBe("*/15 * * * *");
    const boss = await jobsFor();
    const digest = SCHEDULES.find((s) => s.queue === "staff-digest")!;
    const next = (from: string) =>
      boss
        .previewSchedule(digest.cron, { tz: digest.tz, from: new Date(from), count: 3 })
        .map((d) => d.toISOString());
    // From a Friday morning after 08:00 (GMT): Monday, Tuesday, Wednesday.
    expect(next("2026-11-27T09:00:00Z")).toEqual([
      "2026-11-30T08:00:00.000Z",
      "2026-12-01T08:00:00.000Z",
      "2026-12-02T08:00:00.000Z",
    ]);
    // British Summer Time: 08:00 in London is 07:00 UTC.
    expect(next("2026-06-26T09:00:00Z")).toEqual([
      "2026-06-29T07:00:00.000Z",
      "2026-06-30T07:00:00.000Z",
      "2026-07-01T07:00:00.000Z",
    ]);
    expect(
      boss
        .previewSchedule(check.cron, { tz: check.tz, from: new Date("2026-11-25T10:07:00Z") })
        .slice(0, 2)
        .map((d) => d.toISOString()),
    ).toEqual(["2026-11-25T10:15:00.000Z", "2026-11-25T10:30:00.000Z"]);
  });

  it("on the job runner, with two instances on PostgreSQL, 08:00 on a weekday brings one digest per person and one reminder per waiting enquiry", async () => {
    await busyDay();
    await staff("ann@durhamdatastrategy.test");
    await staff("bob@durhamdatastrategy.test");
    await insertContact(testDb.db, {
      email: "waiting@example.com",
      createdAt: hoursBefore(WEDNESDAY_8AM, 21),
    });
    // The runner this file used to enqueue stops; the working ones start with their own clocks.
    await stopJobs(getDbHandle(), 1000);
    const handles: DbHandle[] =
      testDb.kind === "postgres" ? [getDbHandle(), openDb({ url: testDb.url })] : [getDbHandle()];
    const clocks = handles.map(() => new TestClock("2026-11-25T07:59:50Z"));
    try {
      for (const [i, handle] of handles.entries()) {
        await startWorkers(
          { retentionMonths: () => 24, now: () => new Date(clocks[i].now()) },
          {
            handle,
            pollingIntervalSeconds: 0.5,
            boss: { clock: clocks[i], cronWorkerIntervalSeconds: 1, cronMonitorIntervalSeconds: 1 },
          },
        );
      }
      for (let s = 0; s < 40; s++) for (const clock of clocks) await clock.tick(1000);
      const until = Date.now() + 20_000;
      while (
        (await mails("staff-digest")).length < 2 ||
        (await mails("reply-reminder")).length < 2
      ) {
        if (Date.now() > until) throw new Error("timed out waiting for the reminders");
        await new Promise((r) => setTimeout(r, 100));
      }
      // Time in which a second instance could still run either.
      for (let s = 0; s < 10; s++) for (const clock of clocks) await clock.tick(1000);
      await new Promise((r) => setTimeout(r, 1500));
      expect((await mails("staff-digest")).map((r) => r.recipient)).toEqual([
        "ann@durhamdatastrategy.test",
        "bob@durhamdatastrategy.test",
      ]);
      // Mary's and Katherine's (busyDay) arrived after 08:00 the day before: not 20 hours yet.
      expect((await mails("reply-reminder")).map((r) => r.recipient)).toEqual([
        "ann@durhamdatastrategy.test",
        "bob@durhamdatastrategy.test",
      ]);
    } finally {
      for (const handle of handles) await stopJobs(handle, 1000);
      if (handles[1]) await handles[1].close();
    }
  }, 60_000);
});
