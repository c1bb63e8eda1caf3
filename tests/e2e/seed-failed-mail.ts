/**
 * Run by the e2e server's start script before the server opens the database: mail that failed
 * for good, for the Mail page's Playwright test. The e2e server has no SMTP server to refuse a
 * mail (it writes .eml files), and a real failure takes 14 retries over a day; the failing
 * delivery itself is tested at the model level (app/routes/crm/mail.test.ts). Three rows per
 * Playwright project, so a retried test still finds one. Also a sent campaign per project with a
 * recipient it failed for, for Retry failed (the retry itself: campaign-retry.server.test.ts),
 * and a draft whose scheduled start was missed (the holding: campaign-late.server.test.ts).
 */
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { closeDb, getDb, getDbHandle } from "@db/client.server";
import { campaignRecipients, campaigns, mailMessages, staffUsers } from "@db/schema";
import { MAIL_TEMPLATES } from "~/models/mail-templates.server";
import {
  ARCHIVED_ISSUE,
  FAILED_MAIL_ERROR,
  archiveToggleSubject,
  STAFF_EMAIL,
  MISSED_CAMPAIGN_AT,
  failedMailRecipient,
  missedCampaignSubject,
  retryCampaignSubject,
} from "./constants";

await getDbHandle().migrate();
const db = getDb();
const [staff] = await db.select().from(staffUsers).where(eq(staffUsers.email, STAFF_EMAIL));
const params = { id: staff.id, notice: "password-changed" };
const rendered = await MAIL_TEMPLATES["staff-notice"].render(params, db);
for (const project of ["js", "nojs"])
  for (let n = 1; n <= 3; n++)
    await db.insert(mailMessages).values({
      messageId: `${crypto.randomUUID()}@durhamdata.test`,
      template: "staff-notice",
      params,
      recipient: failedMailRecipient(project, n),
      subject: rendered!.subject,
      status: "failed",
      attempts: 15,
      lastError: FAILED_MAIL_ERROR,
    });
for (const project of ["js", "nojs"]) {
  const [campaign] = await db
    .insert(campaigns)
    .values({
      subject: retryCampaignSubject(project),
      body: "Three notes on governance.",
      audience: "newsletter",
      state: "sent",
      // A test fixture, not an issue: kept out of the public archive (its retry would move it).
      inArchive: false,
      createdBy: STAFF_EMAIL,
      sendingStartedAt: new Date(),
      sentAt: new Date(),
    })
    .returning();
  await db.insert(campaignRecipients).values([
    {
      campaignId: campaign.id,
      email: `retry-sent-${project}@durhamdata.test`,
      messageId: `${crypto.randomUUID()}@durhamdata.test`,
      state: "sent",
      sentAt: new Date(),
      lastResponse: "250 OK",
    },
    {
      campaignId: campaign.id,
      email: `retry-failed-${project}@durhamdata.test`,
      messageId: `${crypto.randomUUID()}@durhamdata.test`,
      state: "failed",
      attempts: 10,
      lastResponse: FAILED_MAIL_ERROR,
    },
  ]);
}
// Handed back to staff after its time passed while the app was down (runCampaignJob).
for (const project of ["js", "nojs"])
  await db.insert(campaigns).values({
    subject: missedCampaignSubject(project),
    body: "Three notes on governance.",
    audience: "newsletter",
    state: "draft",
    scheduledAt: MISSED_CAMPAIGN_AT,
    createdBy: STAFF_EMAIL,
  });
// The newsletter's public archive: one issue every test may read, and one per project whose
// test shows it and leaves it out again.
await db.insert(campaigns).values({
  subject: ARCHIVED_ISSUE.subject,
  previewText: ARCHIVED_ISSUE.previewText,
  body: `## ${ARCHIVED_ISSUE.heading}\n\nA schedule nobody reads is not a schedule. Read [our guide](https://example.com/guide).`,
  audience: "newsletter",
  state: "sent",
  createdBy: STAFF_EMAIL,
  sendingStartedAt: ARCHIVED_ISSUE.sentAt,
  sentAt: ARCHIVED_ISSUE.sentAt,
});
for (const project of ["js", "nojs"])
  await db.insert(campaigns).values({
    subject: archiveToggleSubject(project),
    body: "An issue that staff show in the archive and then leave out.",
    audience: "newsletter",
    state: "sent",
    inArchive: false,
    createdBy: STAFF_EMAIL,
    sendingStartedAt: new Date(),
    sentAt: new Date(),
  });
await closeDb();
