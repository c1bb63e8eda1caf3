/**
 * Newsletter double opt-in and one-click unsubscribe through a real SMTP server: sign up, the
 * confirmation mail, its link, the welcome mail with its List-Unsubscribe headers, and a one-click
 * POST with no cookie and no Origin.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { consentEvents, newsletterSubscriptions } from "@db/schema";
import { requestContext } from "~/utils/request-context";
import { useTestDb } from "../../../tests/helpers/test-db";
import {
  type TestSmtp,
  decoded,
  header,
  startTestSmtp,
  textPart,
} from "../../../tests/helpers/smtp";
import * as newsletterPage from "~/routes/site/newsletter";
import * as confirmPage from "~/routes/site/newsletter-confirm";
import * as unsubscribePage from "~/routes/site/newsletter-unsubscribe";
import { startWorkers } from "~/models/job-workers.server";
import { SITE } from "~/config/site";

const testDb = useTestDb();
let smtp: TestSmtp;

beforeAll(async () => {
  process.env.SESSION_SECRET ??= "test-secret-for-flash-toasts-0123456789";
  process.env.LOG_LEVEL = "silent";
  process.env.PUBLIC_URL = "https://www.durhamdatastrategy.test";
  process.env.NOTIFY_EMAIL = "notify@durhamdatastrategy.test";
  smtp = await startTestSmtp();
  process.env.SMTP_URL = smtp.url;
  await startWorkers({ retentionMonths: () => 24 }, { pollingIntervalSeconds: 0.5 });
});

afterAll(async () => {
  await smtp.close();
  for (const key of ["SMTP_URL", "PUBLIC_URL", "NOTIFY_EMAIL"]) delete process.env[key];
});

beforeEach(async () => {
  smtp.received.length = 0;
  await testDb.truncateAll();
});

const args = (request: Request) =>
  ({
    request,
    params: {},
    context: requestContext({ nonce: "", clientAddress: "1.2.3.4" }),
  }) as never;

async function signUp(email: string) {
  return (await newsletterPage.action(
    args(
      new Request("http://localhost/newsletter", {
        method: "POST",
        body: new URLSearchParams({ fullName: "Nora Newman", email, redirectTo: "/" }),
      }),
    ),
  )) as Response;
}

const linkIn = (text: string, path: string) =>
  new RegExp(`https://www\\.durhamdatastrategy\\.test${path}\\?token=[A-Za-z0-9_-]+`).exec(
    text,
  )?.[0];

describe("newsletter double opt-in through the mail", () => {
  it("sign up → confirmation mail → link → active → welcome mail with one-click unsubscribe → withdrawn", async () => {
    expect((await signUp("Nora@Example.com")).status).toBe(302);
    const [confirmation] = await smtp.waitFor(1);
    expect(confirmation.to).toEqual(["nora@example.com"]);
    expect(header(confirmation.raw, "Subject")).toBe(
      "Please confirm your subscription to Data Intelligence in Your Inbox",
    );
    const link = linkIn(textPart(confirmation.raw), "/newsletter/confirm");
    expect(link).toBeDefined();
    const [pending] = await testDb.db.select().from(newsletterSubscriptions);
    expect(pending.subscribed).toBe(false);

    // The link shows a button; a scanner fetching it confirms nothing.
    const page = await confirmPage.loader(args(new Request(link!)));
    expect(page).toMatchObject({ state: "confirm", maskedEmail: "n•••@example.com" });
    expect((await testDb.db.select().from(newsletterSubscriptions))[0].subscribed).toBe(false);
    const confirmed = (await confirmPage.action(
      args(new Request(link!, { method: "POST", body: new URLSearchParams() })),
    )) as unknown as { data: { state: string } };
    expect(confirmed.data.state).toBe("done");
    const [active] = await testDb.db.select().from(newsletterSubscriptions);
    expect(active).toMatchObject({ subscribed: true, confirmExpiresAt: null });
    // Single use: a second press changes nothing and says the address is subscribed.
    const again = (await confirmPage.action(
      args(new Request(link!, { method: "POST", body: new URLSearchParams() })),
    )) as unknown as { data: { state: string }; init?: { status: number } };
    expect(again.data.state).toBe("subscribed");
    expect(again.init?.status ?? 200).toBe(200);
    expect(await confirmPage.loader(args(new Request(link!)))).toEqual({ state: "subscribed" });

    const welcome = (await smtp.waitFor(2))[1];
    expect(header(welcome.raw, "Subject")).toBe("Welcome to Data Intelligence in Your Inbox");
    const unsubscribe = linkIn(textPart(welcome.raw), "/newsletter/unsubscribe");
    expect(unsubscribe).toBeDefined();
    // The mailto is the configured staff inbox (NOTIFY_EMAIL), not a fixed address.
    expect(header(welcome.raw, "List-Unsubscribe")).toBe(
      `<${unsubscribe}>, <mailto:notify@durhamdatastrategy.test?subject=Unsubscribe>`,
    );
    expect(header(welcome.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const text = textPart(welcome.raw);
    for (const line of SITE.address) expect(text).toContain(line);
    expect(decoded(welcome.raw)).toContain(`href="${unsubscribe}"`);

    // RFC 8058: the mail provider POSTs the body, with no cookie and no Origin.
    const oneClick = (await unsubscribePage.action(
      args(
        new Request(unsubscribe!, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: "List-Unsubscribe=One-Click",
        }),
      ),
    )) as unknown as { data: { state: string } };
    expect(oneClick.data.state).toBe("done");
    const [left] = await testDb.db.select().from(newsletterSubscriptions);
    expect(left.subscribed).toBe(false);
    const consents = await testDb.db
      .select()
      .from(consentEvents)
      .where(eq(consentEvents.email, "nora@example.com"))
      .orderBy(consentEvents.id);
    expect(consents.map((c) => [c.granted, c.source])).toEqual([
      [true, "form:newsletter (request, awaiting confirmation)"],
      [true, "link:confirm"],
      [false, "link:unsubscribe (one-click)"],
    ]);
  });

  it("a cross-site POST to the unsubscribe link without the one-click body is refused", async () => {
    await signUp("eve@example.com");
    const [row] = await testDb.db.select().from(newsletterSubscriptions);
    const response = (await unsubscribePage.action(
      args(
        new Request(
          `https://www.durhamdatastrategy.test/newsletter/unsubscribe?token=${row.unsubscribeToken}`,
          {
            method: "POST",
            headers: {
              Origin: "https://evil.example",
              "Content-Type": "application/x-www-form-urlencoded",
            },
            body: "token=x",
          },
        ),
      ),
    )) as unknown as { init: { status: number } };
    expect(response.init.status).toBe(403);
  });

  it("both link pages tell every cache not to keep them", () => {
    for (const route of [confirmPage, unsubscribePage])
      expect(route.headers({} as never)).toEqual({ "Cache-Control": "private, no-store" });
  });

  it("an expired link says so and changes nothing", async () => {
    await signUp("late@example.com");
    const [row] = await testDb.db.select().from(newsletterSubscriptions);
    await testDb.db
      .update(newsletterSubscriptions)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscriptions.id, row.id));
    const url = `https://www.durhamdatastrategy.test/newsletter/confirm?token=${row.confirmToken}`;
    expect(await confirmPage.loader(args(new Request(url)))).toEqual({ state: "expired" });
    const posted = (await confirmPage.action(
      args(new Request(url, { method: "POST", body: new URLSearchParams() })),
    )) as unknown as { data: { state: string }; init: { status: number } };
    expect(posted.data.state).toBe("expired");
    expect(posted.init.status).toBe(410);
    expect((await testDb.db.select().from(newsletterSubscriptions))[0].subscribed).toBe(false);
  });
});
