/**
 * POST /api/mail/bounces: the provider's token or 401 with nothing changed; a hard bounce makes
 * the subscriber Bouncing, a complaint unsubscribes with a consent-log row, soft bounces stop mail
 * after three campaigns in a row (one campaign counted once), and bad bodies are 400s.
 */
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  auditEvents,
  campaignRecipients,
  campaigns,
  consentEvents,
  newsletterSubscriptions,
} from "@db/schema";
import { listNewsletterSubscriptionsForCrm } from "~/models/newsletter.server";
import { useTestDb } from "../../../tests/helpers/test-db";
import { callRoute } from "../../../tests/helpers/route-call";
import * as route from "./mail.bounces";

const testDb = useTestDb();
const SECRET = "provider-secret-0123456789abcdef";
const READER = "reader@example.com";

const post = (body: unknown, token: string | null = SECRET) =>
  callRoute(route, "POST", "/api/mail/bounces", {
    body,
    headers: token === null ? {} : { Authorization: `Bearer ${token}` },
  });

const subscription = async () => {
  const [row] = await testDb.db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, READER));
  return row;
};

/** A campaign accepted for the reader, `minutes` ago. */
async function sentCampaign(subject: string, minutes: number) {
  const [campaign] = await testDb.db
    .insert(campaigns)
    .values({ subject, body: "…", audience: "newsletter", createdBy: "staff", state: "sent" })
    .returning();
  await testDb.db.insert(campaignRecipients).values({
    campaignId: campaign.id,
    email: READER,
    messageId: `${campaign.id}@x`,
    state: "sent",
    sentAt: new Date(Date.now() - minutes * 60_000),
  });
  return campaign.id;
}

beforeEach(async () => {
  vi.stubEnv("BOUNCE_WEBHOOK_SECRET", SECRET);
  await testDb.truncateAll();
  await testDb.db.insert(newsletterSubscriptions).values({
    email: READER,
    fullName: "Reader",
    subscribed: true,
    unsubscribeToken: "tok-reader",
  });
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("POST /api/mail/bounces", () => {
  it("without the token, or with a wrong one, is 401 and changes nothing", async () => {
    for (const token of [null, "wrong-secret-0123456789abcdef"]) {
      const response = await post({ email: READER, type: "hard" }, token);
      expect(response.status).toBe(401);
    }
    expect(await subscription()).toMatchObject({ subscribed: true, bouncedAt: null });
    expect(await testDb.db.select().from(auditEvents)).toHaveLength(0);
  });

  it("does not exist (404) while BOUNCE_WEBHOOK_SECRET is unset", async () => {
    vi.stubEnv("BOUNCE_WEBHOOK_SECRET", "");
    const response = await post({ email: READER, type: "hard" });
    expect(response.status).toBe(404);
    expect(await subscription()).toMatchObject({ bouncedAt: null });
  });

  it("refuses a body it cannot read with 400 and the field's message", async () => {
    const badType = await post({ email: READER, type: "bounced" });
    expect(badType.status).toBe(400);
    expect((await badType.json()).errors.type[0]).toMatch(/hard, soft, complaint/);
    const unknownField = await post({ email: READER, type: "hard", extra: 1 });
    expect(unknownField.status).toBe(400);
    const notJson = await post("{not json");
    expect(notJson.status).toBe(400);
    expect(await subscription()).toMatchObject({ bouncedAt: null });
  });

  it("a hard bounce makes the subscriber Bouncing with the provider's reason", async () => {
    const response = await post({
      email: "Reader@Example.com",
      type: "hard",
      reason: "550 5.1.1 no such user",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ outcome: "bouncing" });
    // Stored as a kind and the provider's own words; the page words them.
    expect(await subscription()).toMatchObject({
      bounceKind: "hard",
      bounceReason: "550 5.1.1 no such user",
    });
    const [row] = await listNewsletterSubscriptionsForCrm(10);
    expect(row).toMatchObject({
      status: "bouncing",
      bounceKind: "hard",
      bounceReason: "550 5.1.1 no such user",
    });
  });

  it("a complaint unsubscribes the reader and the consent log says why", async () => {
    const response = await post({ email: READER, type: "complaint" });
    expect(await response.json()).toEqual({ outcome: "unsubscribed" });
    expect(await subscription()).toMatchObject({ subscribed: false });
    const consents = await testDb.db.select().from(consentEvents);
    expect(consents.map((c) => [c.email, c.purpose, c.granted, c.source])).toEqual([
      [READER, "newsletter", false, "provider:complaint"],
    ]);
    // A second report of the same complaint changes nothing more.
    expect(await (await post({ email: READER, type: "complaint" })).json()).toEqual({
      outcome: "already-stopped",
    });
    expect(await testDb.db.select().from(consentEvents)).toHaveLength(1);
  });

  it("soft bounces stop the subscription only after three campaigns in a row", async () => {
    const soft = async () => (await (await post({ email: READER, type: "soft" })).json()).outcome;
    await sentCampaign("September", 300);
    expect(await soft()).toBe("counted");
    expect(await soft()).toBe("counted"); // the provider's retry of the same mail
    expect(await subscription()).toMatchObject({ softBounceStreak: 1, bouncedAt: null });
    await sentCampaign("October", 200);
    expect(await soft()).toBe("counted");
    await sentCampaign("November", 100);
    expect(await soft()).toBe("bouncing");
    expect(await subscription()).toMatchObject({ bounceKind: "soft", bounceReason: null });
  });

  it("a campaign delivered without a soft bounce breaks the streak", async () => {
    const soft = async () => (await (await post({ email: READER, type: "soft" })).json()).outcome;
    await sentCampaign("August", 400);
    expect(await soft()).toBe("counted");
    await sentCampaign("September", 300); // no report: delivered
    await sentCampaign("October", 200);
    expect(await soft()).toBe("counted");
    await sentCampaign("November", 100);
    expect(await soft()).toBe("counted");
    expect(await subscription()).toMatchObject({ softBounceStreak: 2, bouncedAt: null });
  });

  it("an address with no subscription is answered, and nothing is stored about it", async () => {
    const response = await post({ email: "stranger@example.com", type: "complaint" });
    expect(await response.json()).toEqual({ outcome: "no-subscription" });
    expect(await testDb.db.select().from(consentEvents)).toHaveLength(0);
  });
});
