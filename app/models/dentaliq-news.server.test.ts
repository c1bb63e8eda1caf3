/**
 * DentalIQ news, the second campaign audience (docs/decisions/080): only registrants who ticked
 * the box receive a "dentaliq" campaign, each mail names why and carries the person's own
 * unsubscribe link, which stops DentalIQ news (consent log naming the campaign) and nothing else;
 * a 550 or a provider's complaint stops it too; a staff-recorded withdrawal, a new tick and
 * erasure do what they say; the subject-access export lists it without the token.
 */
import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  campaignRecipients,
  consentEvents,
  dentalRegistrations,
  dentaliqSubscribers,
  newsletterSubscriptions,
} from "@db/schema";
import type { DentalIqInput } from "~/schemas/dental-iq";
import * as bounceRoute from "~/routes/api/mail.bounces";
import * as unsubscribePage from "~/routes/site/newsletter-unsubscribe";
import { requestContext } from "~/utils/request-context";
import { useTestDb } from "../../tests/helpers/test-db";
import { callRoute } from "../../tests/helpers/route-call";
import { type TestSmtp, header, startTestSmtp, textPart } from "../../tests/helpers/smtp";
import {
  audienceSize,
  createCampaign,
  getCampaign,
  sendCampaignBatch,
  startSending,
} from "./campaigns.server";
import { recordStaffWithdrawal } from "./consents.server";
import { createDentalRegistration } from "./dental-registrations.server";
import { dentaliqNewsOf } from "./dentaliq-news.server";
import { erasePerson, findPerson } from "./people.server";

const testDb = useTestDb();
let smtp: TestSmtp;
const ACTOR = "staff@example.com";
const QUICK = { rate: 0, batchMs: 5_000, retryBaseMs: 20 };
const SECRET = "provider-secret-0123456789abcdef";

beforeAll(async () => {
  process.env.LOG_LEVEL = "silent";
  process.env.PUBLIC_URL = "https://www.durhamdatastrategy.test";
  process.env.BOUNCE_WEBHOOK_SECRET = SECRET;
  smtp = await startTestSmtp();
  process.env.SMTP_URL = smtp.url;
});

afterAll(async () => {
  await smtp.close();
  for (const key of ["SMTP_URL", "PUBLIC_URL", "BOUNCE_WEBHOOK_SECRET"]) delete process.env[key];
});

beforeEach(async () => {
  smtp.received.length = 0;
  smtp.unknown.clear();
  await testDb.truncateAll();
});

const register = (email: string, marketingOptIn: boolean) =>
  createDentalRegistration({
    fullName: "Priya Shah",
    practiceName: "Shah Dental",
    jobTitle: "Owner",
    email,
    phone: undefined,
    location: "Leeds",
    pms: "other",
    locations: "2-3",
    challenge: "Reconciling the practice management system",
    discoveryCall: "prefer-email",
    marketingOptIn,
  } satisfies DentalIqInput);

const dentaliqCampaign = () =>
  createCampaign(
    {
      subject: "DentalIQ: the spring release",
      previewText: "",
      body: "Three new reports for practice owners.",
      audience: "dentaliq",
    },
    ACTOR,
  );

/** Sends the campaign to the end, as its job chain would. */
async function sendAll(id: number) {
  for (let i = 0; i < 50; i++) {
    const run = (await getCampaign(id))!.runId;
    const result = await sendCampaignBatch({ campaignId: id, runId: run }, QUICK);
    if (result.nextInSeconds === null) return;
  }
  throw new Error("campaign never finished");
}

const frozen = async (campaignId: number) =>
  (
    await testDb.db
      .select({ email: campaignRecipients.email, state: campaignRecipients.state })
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, campaignId))
      .orderBy(campaignRecipients.email)
  ).map((r) => `${r.email} ${r.state}`);

const consentsOf = async (email: string) =>
  (
    await testDb.db
      .select()
      .from(consentEvents)
      .where(eq(consentEvents.email, email))
      .orderBy(consentEvents.id)
  ).map((e) => `${e.purpose} ${e.granted ? "granted" : "withdrawn"} ${e.source}`);

describe("DentalIQ news", () => {
  it("goes to registrants who ticked the box only, names why, and its link stops it alone", async () => {
    await register("Ticked@Example.com", true);
    await register("unticked@example.com", false);
    await testDb.db.insert(newsletterSubscriptions).values({
      email: "reader@example.com",
      fullName: "Reader",
      subscribed: true,
      unsubscribeToken: "tok-reader",
    });
    await testDb.db.insert(newsletterSubscriptions).values({
      email: "ticked@example.com",
      fullName: "Priya",
      subscribed: true,
      unsubscribeToken: "tok-ticked",
    });
    expect(await dentaliqNewsOf("unticked@example.com")).toBeNull();
    expect(await audienceSize("dentaliq")).toBe(1);

    const campaign = await dentaliqCampaign();
    expect(await startSending(campaign.id, ACTOR)).toBe("started");
    await sendAll(campaign.id);
    expect(await frozen(campaign.id)).toEqual(["ticked@example.com sent"]);
    expect(smtp.received.map((m) => m.to)).toEqual([["ticked@example.com"]]);
    const [mail] = smtp.received;
    const text = textPart(mail.raw);
    expect(text).toContain("you asked for DentalIQ news and offers when you registered");
    const [row] = await testDb.db.select().from(dentaliqSubscribers);
    const link = `https://www.durhamdatastrategy.test/newsletter/unsubscribe?token=${row.unsubscribeToken}&campaign=${campaign.id}`;
    expect(text).toContain(link);
    expect(header(mail.raw, "List-Unsubscribe")).toContain(`<${link}>`);

    // The page names DentalIQ news; the press stops it and logs the withdrawal with the campaign.
    const local = link.replace("https://www.durhamdatastrategy.test", "http://localhost");
    const args = (request: Request) =>
      ({
        request,
        params: {},
        context: requestContext({ nonce: "", clientAddress: "1.2.3.4" }),
      }) as never;
    const page = (await unsubscribePage.loader(args(new Request(local)))) as {
      data: { list: string; state: string };
    };
    expect(page.data).toMatchObject({ list: "dentaliq", state: "confirm" });
    const done = (await unsubscribePage.action(
      args(
        new Request(local, {
          method: "POST",
          body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
        }),
      ),
    )) as { data: { list: string; state: string }; init: { status: number } | null };
    expect(done.init?.status ?? 200).toBe(200);
    expect(done.data).toEqual({ list: "dentaliq", state: "done" });
    expect(await dentaliqNewsOf("ticked@example.com")).toEqual({
      status: "unsubscribed",
      bounceKind: null,
      bounceReason: null,
    });
    expect(await consentsOf("ticked@example.com")).toEqual([
      "dentaliq-updates granted form:dental-iq",
      `dentaliq-updates withdrawn link:unsubscribe (campaign ${campaign.id}, one-click)`,
    ]);
    // The newsletter is another list: still subscribed.
    const [reader] = await testDb.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, "ticked@example.com"));
    expect(reader.subscribed).toBe(true);
    expect(await audienceSize("dentaliq")).toBe(0);
    expect(await startSending((await dentaliqCampaign()).id, ACTOR)).toBe("empty");
  });

  it("a 550 makes the registrant Bouncing and leaves them out; a new tick brings them back", async () => {
    await register("gone@example.com", true);
    await register("here@example.com", true);
    smtp.unknown.add("gone@example.com");
    const first = await dentaliqCampaign();
    await startSending(first.id, ACTOR);
    await sendAll(first.id);
    expect(await frozen(first.id)).toEqual(["gone@example.com bounced", "here@example.com sent"]);
    const news = await dentaliqNewsOf("gone@example.com");
    expect(news?.status).toBe("bouncing");
    expect(news?.bounceKind).toBe("refused");
    expect(news?.bounceReason).toContain("550");

    const second = await dentaliqCampaign();
    await startSending(second.id, ACTOR);
    expect(await frozen(second.id)).toEqual(["here@example.com pending"]);

    await register("gone@example.com", true);
    expect((await dentaliqNewsOf("gone@example.com"))?.status).toBe("active");
    expect(await audienceSize("dentaliq")).toBe(2);
  });

  it("a complaint through the webhook unsubscribes, logged as consent withdrawn; no secret: 401", async () => {
    await register("angry@example.com", true);
    const complaint = { email: "angry@example.com", type: "complaint", reason: "abuse report" };
    const refused = await callRoute(bounceRoute, "POST", "/api/mail/bounces", { body: complaint });
    expect(refused.status).toBe(401);
    expect((await dentaliqNewsOf("angry@example.com"))?.status).toBe("active");

    const answered = await callRoute(bounceRoute, "POST", "/api/mail/bounces", {
      body: complaint,
      headers: { Authorization: `Bearer ${SECRET}` },
    });
    expect(answered.status).toBe(200);
    expect(await answered.json()).toEqual({ outcome: "unsubscribed" });
    expect((await dentaliqNewsOf("angry@example.com"))?.status).toBe("unsubscribed");
    expect(await consentsOf("angry@example.com")).toEqual([
      "dentaliq-updates granted form:dental-iq",
      "dentaliq-updates withdrawn provider:complaint",
    ]);
  });

  it("a withdrawal staff record stops it; the export lists it without its token; erasure removes it", async () => {
    await register("ada@example.com", true);
    await recordStaffWithdrawal("ada@example.com", "dentaliq-updates", "phone", ACTOR);
    expect((await dentaliqNewsOf("ada@example.com"))?.status).toBe("unsubscribed");

    const person = await findPerson("ada@example.com");
    expect(person.dentaliqNews).toHaveLength(1);
    expect(person.dentaliqNews[0]).toMatchObject({ email: "ada@example.com", subscribed: false });
    expect(JSON.stringify(person)).not.toContain(
      (await testDb.db.select().from(dentaliqSubscribers))[0].unsubscribeToken,
    );

    await erasePerson("ada@example.com", ACTOR);
    expect(await testDb.db.select().from(dentaliqSubscribers)).toEqual([]);
  });

  it("the migration subscribes those whose latest word is the ticked box, not the old form's rows", async () => {
    const registration = (email: string) => ({
      fullName: "Old Registrant",
      practiceName: "Practice",
      jobTitle: "Owner",
      email,
      location: "York",
      pms: "soe",
      locations: "1",
      challenge: "Reporting",
      discoveryCall: "maybe",
    });
    await testDb.db
      .insert(dentalRegistrations)
      .values(
        ["ticked@example.com", "Withdrew@Example.com", "old-form@example.com"].map(registration),
      );
    const now = Date.now();
    const at = (minutes: number) => new Date(now - minutes * 60_000);
    const event = (email: string, granted: boolean, version: string, minutesAgo: number) => ({
      email,
      purpose: "dentaliq-updates",
      granted,
      source: "form:dental-iq",
      noticeVersion: version,
      at: at(minutesAgo),
    });
    await testDb.db.insert(consentEvents).values([
      event("ticked@example.com", true, "dentaliq-news-2026-11", 10),
      event("withdrew@example.com", true, "dentaliq-news-2026-11", 10),
      event("withdrew@example.com", false, "dentaliq-news-2026-11", 5),
      event("old-form@example.com", true, "dentaliq-2026-11", 10),
      // Consent without a registration (erased since): nobody to write to.
      event("no-registration@example.com", true, "dentaliq-news-2026-11", 10),
    ]);
    const file = path.resolve(
      import.meta.dirname,
      "../../db/migrations/0027_dentaliq_subscribers.sql",
    );
    const backfill = fs.readFileSync(file, "utf8").split("--> statement-breakpoint").at(-1)!;
    await testDb.db.execute(sql.raw(backfill));
    const rows = await testDb.db.select().from(dentaliqSubscribers);
    expect(rows.map((r) => [r.email, r.subscribed])).toEqual([["ticked@example.com", true]]);
    expect(rows[0].unsubscribeToken).toMatch(/^[0-9a-f]{32}$/);
    // Subscribed when the box was ticked.
    expect(rows[0].subscribedAt.getTime()).toBe(at(10).getTime());
  });
});
