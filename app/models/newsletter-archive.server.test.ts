/**
 * The newsletter's public archive: only issues sent to the newsletter and not left out, newest
 * first, bodies rendered safely; leaving one out or putting it back is audited; and every change
 * (an issue sent, one left out) is announced to every server process by a NOTIFY.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDbHandle } from "@db/client.server";
import { auditEvents, campaigns } from "@db/schema";
import { useTestDb } from "../../tests/helpers/test-db";
import { createCampaign, finishIfDone } from "./campaigns.server";
import {
  ARCHIVE_PATHS,
  getArchivedIssue,
  listArchivedIssues,
  setInArchive,
} from "./newsletter-archive.server";
import { PUBLIC_PAGES_CHANNEL, changedPrefixes } from "./public-pages.server";

const testDb = useTestDb();
const ACTOR = "anna@durhamdata.test";

async function campaign(
  subject: string,
  state: string,
  { sentAt = new Date(), audience = "newsletter" as "newsletter" | "dentaliq" } = {},
) {
  const row = await createCampaign(
    {
      subject,
      previewText: `${subject}: the short version`,
      body: `# ${subject}\n\nHello <script>alert(1)</script> [site](https://example.com)`,
      audience: "newsletter",
    },
    ACTOR,
  );
  await testDb.db
    .update(campaigns)
    .set({ state, audience, sentAt: state === "sent" ? sentAt : null })
    .where(eq(campaigns.id, row.id));
  return row.id;
}

/** Notifications on PUBLIC_PAGES_CHANNEL as they arrive (another connection on PostgreSQL). */
async function listenForChanges() {
  const received: string[][] = [];
  const stop = await getDbHandle().listen(PUBLIC_PAGES_CHANNEL, (payload) =>
    received.push(changedPrefixes(payload)),
  );
  const next = async (count: number) => {
    for (let i = 0; i < 100 && received.length < count; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    return received;
  };
  return { received, next, stop };
}

describe("the newsletter archive", () => {
  let older: number;
  let newer: number;
  let leftOut: number;
  let draft: number;
  let dental: number;

  beforeAll(async () => {
    older = await campaign("October insights", "sent", { sentAt: new Date("2026-10-28T09:00Z") });
    newer = await campaign("November insights", "sent", { sentAt: new Date("2026-11-25T09:00Z") });
    leftOut = await campaign("Internal test issue", "sent");
    await testDb.db.update(campaigns).set({ inArchive: false }).where(eq(campaigns.id, leftOut));
    draft = await campaign("December draft", "draft");
    dental = await campaign("DentalIQ news", "sent", { audience: "dentaliq" });
  });

  it("lists the newsletter's sent issues in the archive, newest first", async () => {
    const issues = await listArchivedIssues();
    expect(issues.map((i) => i.id)).toEqual([newer, older]);
    expect(issues[0]).toEqual({
      id: newer,
      subject: "November insights",
      previewText: "November insights: the short version",
      sentAt: "2026-11-25T09:00:00.000Z",
    });
  });

  it("gives one issue with its body as safe HTML, and nothing for one not in the archive", async () => {
    const issue = await getArchivedIssue(older);
    // The page's h1 is the subject: the body's headings start at h2, as in a blog post.
    expect(issue?.html).toContain("<h2>October insights</h2>");
    expect(issue?.html).toContain("&lt;script&gt;");
    expect(issue?.html).not.toContain("<script>");
    expect(issue?.html).toContain('<a href="https://example.com">site</a>');
    for (const id of [leftOut, draft, dental, 999_999])
      expect(await getArchivedIssue(id)).toBeNull();
  });

  it("leaves an issue out and puts it back, audited, telling every process", async () => {
    const changes = await listenForChanges();
    try {
      expect(await setInArchive(newer, false, ACTOR)).toBe("done");
      expect((await listArchivedIssues()).map((i) => i.id)).toEqual([older]);
      expect(await getArchivedIssue(newer)).toBeNull();
      expect(await setInArchive(newer, true, ACTOR)).toBe("done");
      expect((await listArchivedIssues()).map((i) => i.id)).toEqual([newer, older]);
      expect(await setInArchive(999_999, true, ACTOR)).toBe("missing");
      expect(await changes.next(2)).toEqual([[...ARCHIVE_PATHS], [...ARCHIVE_PATHS]]);
    } finally {
      await changes.stop();
    }
    const audit = await testDb.db
      .select({ action: auditEvents.action, summary: auditEvents.summary })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, "campaign"), eq(auditEvents.entityId, newer)));
    expect(audit).toEqual([
      { action: "campaign-created", summary: "Campaign drafted" },
      { action: "campaign-left-out-of-archive", summary: "Left out of the public archive" },
      { action: "campaign-archived", summary: "Put in the public archive" },
    ]);
  });

  it("a campaign that finishes sending joins the archive and tells every process", async () => {
    const id = await campaign("Finishing now", "sending");
    const began = new Date("2026-11-28T08:00:00Z");
    await testDb.db.update(campaigns).set({ sendingStartedAt: began }).where(eq(campaigns.id, id));
    const changes = await listenForChanges();
    try {
      expect(await finishIfDone(id)).toBe(true);
      expect(await changes.next(1)).toEqual([[...ARCHIVE_PATHS]]);
      // Dated the day its sending began, not the day the last recipient was done.
      expect((await listArchivedIssues()).find((i) => i.id === id)?.sentAt).toBe(
        began.toISOString(),
      );
      // Already sent: no second change.
      expect(await finishIfDone(id)).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(changes.received).toHaveLength(1);
    } finally {
      await changes.stop();
    }
  });

  it("reads a notification's payload only as a list of paths", () => {
    expect(changedPrefixes('["/newsletter/archive","/x"]')).toEqual(["/newsletter/archive", "/x"]);
    expect(changedPrefixes('["nope", 3, "/ok"]')).toEqual(["/ok"]);
    expect(changedPrefixes("{not json")).toEqual([]);
    expect(changedPrefixes('{"a":1}')).toEqual([]);
  });
});
