/**
 * The newsletter's secret links and a repeated sign-up (decision 051): a used confirmation link
 * keeps saying what it did, an unsubscribe link says when the address is already unsubscribed,
 * and signing up again mails what is true (the link again while pending, "already subscribed"
 * while active), each at most once per CONFIRM_RESEND_MS.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { mailMessages, newsletterSubscriptions } from "@db/schema";
import { useTestDb } from "../../tests/helpers/test-db";
import { MAIL_TEMPLATES } from "./mail-templates.server";
import {
  CONFIRM_RESEND_MS,
  confirmByToken,
  findConfirmLink,
  subscribe,
  unsubscribeByToken,
} from "./newsletter.server";
import { RESEND_MINUTES } from "~/components/newsletter/texts";

const testDb = useTestDb();

const NOW = new Date("2026-11-25T10:00:00Z");
const minutes = (n: number) => new Date(NOW.getTime() + n * 60 * 1000);
const templates = async () =>
  (await testDb.db.select().from(mailMessages).orderBy(mailMessages.id)).map((m) => m.template);
const onlyRow = async () => (await testDb.db.select().from(newsletterSubscriptions))[0];
const ann = { fullName: "Ann Lee", email: "ann@example.com" };

describe("a confirmation link after use", () => {
  beforeEach(() => testDb.truncateAll());

  it("says the address is subscribed on a second visit and a second press, changing nothing", async () => {
    const row = await subscribe(ann, NOW);
    const token = row.confirmToken!;
    expect(await findConfirmLink(token, minutes(1))).toEqual({
      state: "confirm",
      email: "ann@example.com",
    });
    expect(await confirmByToken(token, minutes(1))).toBe("confirmed");
    expect(await findConfirmLink(token, minutes(2))).toMatchObject({ state: "subscribed" });
    expect(await confirmByToken(token, minutes(2))).toBe("subscribed");
    // Still spent after the 7 days the link was valid for: it does not turn "expired".
    expect(await confirmByToken(token, minutes(8 * 24 * 60))).toBe("subscribed");
    expect(await templates()).toEqual(["newsletter-confirm", "newsletter-welcome"]);
    expect(await onlyRow()).toMatchObject({ subscribed: true, confirmedAt: minutes(1) });
  });

  it("after unsubscribing it says so and cannot subscribe the address again; a new sign-up replaces it", async () => {
    const row = await subscribe(ann, NOW);
    await confirmByToken(row.confirmToken!, minutes(1));
    expect(await unsubscribeByToken(row.unsubscribeToken)).toBe("unsubscribed");
    expect(await findConfirmLink(row.confirmToken!)).toMatchObject({ state: "unsubscribed" });
    expect(await confirmByToken(row.confirmToken!)).toBe("unsubscribed");
    expect((await onlyRow()).subscribed).toBe(false);

    const again = await subscribe(ann);
    expect(again.confirmToken).not.toBe(row.confirmToken);
    expect(await findConfirmLink(row.confirmToken!)).toEqual({ state: "invalid" });
    expect(await findConfirmLink(again.confirmToken!)).toMatchObject({ state: "confirm" });
  });

  it("a token that never existed, or is malformed, is invalid", async () => {
    expect(await findConfirmLink("no-such-token")).toEqual({ state: "invalid" });
    expect(await findConfirmLink("bad token\u0000")).toEqual({ state: "invalid" });
    expect(await confirmByToken("no-such-token")).toBe("invalid");
  });
});

describe("an unsubscribe link after use", () => {
  beforeEach(() => testDb.truncateAll());

  it("answers already, keeps the date the address left and logs one withdrawal", async () => {
    const row = await subscribe(ann, NOW);
    await confirmByToken(row.confirmToken!, minutes(1));
    expect(await unsubscribeByToken(row.unsubscribeToken)).toBe("unsubscribed");
    const left = (await onlyRow()).unsubscribedAt;
    expect(left).toBeInstanceOf(Date);
    expect(await unsubscribeByToken(row.unsubscribeToken)).toBe("already");
    expect((await onlyRow()).unsubscribedAt).toEqual(left);
    expect(await unsubscribeByToken("no-such-token")).toBe("invalid");
  });
});

describe("signing up again", () => {
  beforeEach(() => testDb.truncateAll());

  it("while pending: the link is mailed again once the limit has passed, not before", async () => {
    expect(CONFIRM_RESEND_MS).toBe(RESEND_MINUTES * 60 * 1000);
    const first = await subscribe(ann, NOW);
    await subscribe(ann, minutes(RESEND_MINUTES - 1));
    expect(await templates()).toEqual(["newsletter-confirm"]);
    const resent = await subscribe(ann, minutes(RESEND_MINUTES + 1));
    expect(resent.confirmToken).toBe(first.confirmToken);
    expect(await templates()).toEqual(["newsletter-confirm", "newsletter-confirm"]);
  });

  it("while subscribed: the address is mailed that it is already subscribed, at most once per limit, and nothing else changes", async () => {
    const row = await subscribe(ann, NOW);
    await confirmByToken(row.confirmToken!, minutes(1));
    // Right after confirming: the confirmation's limit does not hold the notice back.
    await subscribe({ fullName: "Mallory", email: "ANN@example.com" }, minutes(2));
    await subscribe({ fullName: "Mallory", email: "ann@example.com" }, minutes(5));
    expect(await templates()).toEqual([
      "newsletter-confirm",
      "newsletter-welcome",
      "newsletter-already-subscribed",
    ]);
    await subscribe(ann, minutes(2 + RESEND_MINUTES + 1));
    expect((await templates()).filter((t) => t === "newsletter-already-subscribed")).toHaveLength(
      2,
    );
    expect(await onlyRow()).toMatchObject({ fullName: "Ann Lee", subscribed: true });

    // The notice as sent: the stored name (not the form's), the unsubscribe link.
    const [notice] = await testDb.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.template, "newsletter-already-subscribed"))
      .limit(1);
    const mail = await MAIL_TEMPLATES["newsletter-already-subscribed"].render(
      notice.params as Record<string, number>,
      testDb.db,
    );
    expect(mail?.subject).toBe("You are already subscribed to Data Intelligence in Your Inbox");
    expect(mail?.text).toContain("Hello Ann Lee,");
    expect(mail?.text).not.toContain("Mallory");
    expect(mail?.text).toContain(`/newsletter/unsubscribe?token=${row.unsubscribeToken}`);
  });

  it("the notice is cancelled if the address has left by the time it is sent", async () => {
    const row = await subscribe(ann, NOW);
    await confirmByToken(row.confirmToken!, minutes(1));
    await unsubscribeByToken(row.unsubscribeToken);
    expect(
      await MAIL_TEMPLATES["newsletter-already-subscribed"].render({ id: row.id }, testDb.db),
    ).toBeNull();
  });
});
