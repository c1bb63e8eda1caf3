/**
 * A campaign's smaller rules (decision 092): each mail is dated when it is handed over, the
 * List-Unsubscribe header is the one-click link alone, the body's headings are not larger than
 * the subject's, a subject with a line break is refused in words, only a draft is deleted, and
 * the estimate of the time left.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { campaigns, newsletterSubscriptions } from "@db/schema";
import { campaignFormSchema } from "~/schemas/campaign";
import { useTestDb } from "../../tests/helpers/test-db";
import { type TestSmtp, header, startTestSmtp } from "../../tests/helpers/smtp";
import { buildCampaignMail } from "./campaign-mails.server";
import {
  controlCampaign,
  createCampaign,
  deleteDraft,
  getCampaign,
  secondsLeft,
  sendCampaignBatch,
  startSending,
} from "./campaigns.server";

const testDb = useTestDb();
let smtp: TestSmtp;
const ACTOR = "staff@example.com";
const CONTENT = {
  subject: "November insights",
  previewText: "",
  body: "## Governance\n\nRead the guide.\n\n### Next steps\n\nAsk us.",
  audience: "newsletter" as const,
};

beforeAll(async () => {
  process.env.LOG_LEVEL = "silent";
  process.env.PUBLIC_URL = "https://www.durhamdatastrategy.test";
  smtp = await startTestSmtp();
  process.env.SMTP_URL = smtp.url;
});

afterAll(async () => {
  await smtp.close();
  for (const key of ["SMTP_URL", "PUBLIC_URL"]) delete process.env[key];
});

beforeEach(async () => {
  smtp.received.length = 0;
  await testDb.truncateAll();
});

describe("a campaign mail", () => {
  it("is dated when it is handed over, not when sending started (a pause may last a night)", async () => {
    await testDb.db.insert(newsletterSubscriptions).values({
      email: "reader@example.com",
      fullName: "Reader",
      subscribed: true,
      unsubscribeToken: "tok-reader",
    });
    const campaign = await createCampaign(CONTENT, ACTOR);
    expect(await startSending(campaign.id, ACTOR)).toBe("started");
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
    await testDb.db
      .update(campaigns)
      .set({ sendingStartedAt: yesterday })
      .where(eq(campaigns.id, campaign.id));
    const before = Date.now();
    const run = { campaignId: campaign.id, runId: (await getCampaign(campaign.id))!.runId };
    await sendCampaignBatch(run, { rate: 0, batchMs: 5_000 });
    expect(smtp.received).toHaveLength(1);
    const dated = Date.parse(header(smtp.received[0].raw, "Date")!);
    // The header has whole seconds.
    expect(dated).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(dated).toBeLessThanOrEqual(Date.now());
  });

  it("offers the one-click link alone to unsubscribe: no mailto that nobody reads", () => {
    const mail = buildCampaignMail(CONTENT, "https://example.test/newsletter/unsubscribe?token=t");
    expect(mail.headers).toMatchObject({
      "List-Unsubscribe": "<https://example.test/newsletter/unsubscribe?token=t>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(JSON.stringify(mail.headers)).not.toContain("mailto:");
  });

  it("shows the subject as the largest heading: the body's ## and ### are smaller", () => {
    const { html } = buildCampaignMail(CONTENT, "https://example.test/u");
    const size = (tag: string) =>
      Number(new RegExp(`<${tag} style="[^"]*font-size:(\\d+)px`).exec(html)?.[1]);
    expect(size("h1")).toBe(22);
    expect(size("h2")).toBe(18);
    expect(size("h3")).toBe(16);
  });
});

describe("the compose form", () => {
  it("refuses a subject with a line break, in words", () => {
    for (const subject of ["Part one\r\nBcc: x@example.com", "Two\nlines"]) {
      const parsed = campaignFormSchema.safeParse({ ...CONTENT, subject });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((i) => i.message)).toEqual([
        "Keep the subject on one line: it cannot hold a line break",
      ]);
    }
    expect(campaignFormSchema.safeParse(CONTENT).success).toBe(true);
  });
});

describe("deleting a draft", () => {
  it("deletes a draft; refuses a campaign that went out, and one that is gone", async () => {
    const draft = await createCampaign(CONTENT, ACTOR);
    expect(await deleteDraft(draft.id, ACTOR)).toBe("deleted");
    expect(await getCampaign(draft.id)).toBeUndefined();
    expect(await deleteDraft(draft.id, ACTOR)).toBe("missing");
    const cancelled = await createCampaign(CONTENT, ACTOR);
    expect(await controlCampaign(cancelled.id, "cancel", ACTOR)).toBe("done");
    expect(await deleteDraft(cancelled.id, ACTOR)).toBe("not-draft");
    expect((await getCampaign(cancelled.id))!.state).toBe("cancelled");
  });
});

describe("the time left", () => {
  it("is the waiting count at the rate, or at the pace so far when unthrottled", () => {
    expect(secondsLeft({ total: 20, pending: 14 }, 30, null)).toBe(28);
    expect(secondsLeft({ total: 20, pending: 0 }, 30, null)).toBe(0);
    const now = Date.now();
    // 5 done in 10 s: 2 s each, 15 waiting → 30 s.
    expect(secondsLeft({ total: 20, pending: 15 }, 0, new Date(now - 10_000), now)).toBe(30);
    expect(secondsLeft({ total: 20, pending: 20 }, 0, new Date(now - 10_000), now)).toBeNull();
  });
});
