/**
 * The second factor (docs/decisions/023): enrolment, codes accepted once, recovery codes once,
 * the per-account lock after ten wrong codes, the history and the notices. The clock is fixed
 * (codes are computed for the moments the checks are made at).
 */
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { signInEvents, staffRecoveryCodes, staffUsers } from "@db/schema";
import { noticesTo } from "../../tests/helpers/crm-fixtures";
import { useTestDb } from "../../tests/helpers/test-db";
import { createSession } from "~/models/session.server";
import { listSignIns } from "~/models/sign-in-history.server";
import {
  CODE_ATTEMPT_LIMIT,
  completeEnrolmentStep,
  completeSecondStep,
} from "~/models/sign-in.server";
import { createStaffUser } from "~/models/staff.server";
import { STAFF_NOTICE_TEXTS } from "~/models/staff-notice-texts";
import {
  RECOVERY_CODE_COUNT,
  checkTotpCode,
  completeEnrolment,
  normaliseTotpSecret,
  pendingEnrolmentSecret,
  resetSecondFactor,
  totpCode,
  totpQrSvg,
  totpUri,
  useRecoveryCode,
} from "~/models/totp.server";

const testDb = useTestDb();

const PASSWORD = "a long enough password";
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const T0 = new Date("2026-06-01T12:00:10Z");
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const origin = {
  clientAddress: "203.0.113.9",
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0",
};

afterEach(() => vi.useRealTimers());

async function enrolledUser(email: string) {
  return createStaffUser(email, PASSWORD, { totpSecret: SECRET });
}

describe("enrolment", () => {
  it("shows one pending secret until a right code completes it; then ten recovery codes, stored hashed", async () => {
    const user = await createStaffUser("enrol@example.com", PASSWORD);
    const secret = await pendingEnrolmentSecret(user.id);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await pendingEnrolmentSecret(user.id)).toBe(secret); // a reload shows the same one
    expect(totpUri("enrol@example.com", secret!)).toMatch(
      /^otpauth:\/\/totp\/Durham%20Data%20Strategy%20CRM:enrol%40example\.com\?issuer=.*&secret=[A-Z2-7]+&algorithm=SHA1&digits=6&period=30$/,
    );
    expect(totpQrSvg(totpUri("enrol@example.com", secret!))).toMatch(/^<svg [^>]*viewBox/);

    expect(await completeEnrolment(user.id, "000000", T0)).toBeNull();
    const codes = await completeEnrolment(user.id, totpCode(secret!, T0), T0);
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes!) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const stored = await testDb.db
      .select()
      .from(staffRecoveryCodes)
      .where(eq(staffRecoveryCodes.userId, user.id));
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
    expect(stored.map((r) => r.codeHash)).not.toContain(codes![0]);
    expect(stored[0].codeHash).toMatch(/^[0-9a-f]{64}$/);

    // enrolled: no pending secret any more, and the enrolment's own code is spent
    expect(await pendingEnrolmentSecret(user.id)).toBeUndefined();
    expect(await checkTotpCode(user.id, totpCode(secret!, T0), T0)).toBe("replayed");
  });

  it("the page's enrolment step records the history, sends the notice and gives a full session", async () => {
    const user = await createStaffUser("enrol-step@example.com", PASSWORD);
    const secret = (await pendingEnrolmentSecret(user.id))!;
    const pending = await createSession(user.id);
    const outcome = await completeEnrolmentStep(
      { userId: user.id, email: user.email, sessionId: pending.id },
      totpCode(secret),
      origin,
    );
    expect(outcome.status).toBe("ok");
    expect(await noticesTo(testDb.db, user.email)).toEqual([
      {
        notice: "second-factor-enrolled",
        subject: STAFF_NOTICE_TEXTS["second-factor-enrolled"].subject,
      },
    ]);
    expect((await listSignIns({ userId: user.id }))[0]).toMatchObject({
      outcome: "success",
      reason: "enrolled",
      ipAddress: origin.clientAddress,
      userAgent: origin.userAgent,
    });
  });

  it("the CLI's known secret is checked: base32, at least 80 bits", () => {
    expect(normaliseTotpSecret("jbsw y3dp ehpk 3pxp")).toBe("JBSWY3DPEHPK3PXP");
    expect(() => normaliseTotpSecret("not base32!")).toThrow(/base32/);
    expect(() => normaliseTotpSecret("ABCDEFGH")).toThrow(/at least 16/);
  });

  it("a reset turns the factor off, drops the recovery codes and ends every session", async () => {
    const user = await enrolledUser("reset@example.com");
    await createSession(user.id, { mfa: true });
    await resetSecondFactor(user.id);
    const [row] = await testDb.db.select().from(staffUsers).where(eq(staffUsers.id, user.id));
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null, totpLastStep: null });
    const left = await testDb.db.execute(
      sql`select count(*)::int as n from sessions where user_id = ${user.id}`,
    );
    expect(JSON.stringify(left)).toContain('"n":0');
  });
});

describe("codes", () => {
  let userId: number;
  beforeAll(async () => {
    userId = (await enrolledUser("codes@example.com")).id;
  });

  it("accepts a code once: the same code again, or an older step's, is a replay", async () => {
    expect(await checkTotpCode(userId, totpCode(SECRET, at(0)), at(0))).toBe("ok");
    expect(await checkTotpCode(userId, totpCode(SECRET, at(0)), at(5))).toBe("replayed");
    expect(await checkTotpCode(userId, totpCode(SECRET, at(-30)), at(5))).toBe("replayed");
    // the next step's code is new
    expect(await checkTotpCode(userId, totpCode(SECRET, at(30)), at(31))).toBe("ok");
  });

  it("accepts one step of clock drift either way, not two", async () => {
    expect(await checkTotpCode(userId, totpCode(SECRET, at(150)), at(120))).toBe("ok");
    expect(await checkTotpCode(userId, totpCode(SECRET, at(300)), at(240))).toBe("wrong");
    expect(await checkTotpCode(userId, "12345", at(300))).toBe("wrong");
    expect(await checkTotpCode(userId, "abcdef", at(300))).toBe("wrong");
  });
});

describe("the second step", () => {
  it("a recovery code works once, and its use is recorded and noticed", async () => {
    const user = await createStaffUser("recover@example.com", PASSWORD);
    const secret = (await pendingEnrolmentSecret(user.id))!;
    const codes = (await completeEnrolment(user.id, totpCode(secret)))!;
    const step = async () => {
      const pending = await createSession(user.id);
      return completeSecondStep(
        { userId: user.id, email: user.email, sessionId: pending.id },
        codes[3].toUpperCase(),
        origin,
      );
    };
    expect(await step()).toMatchObject({ status: "ok", recoveryCode: true });
    expect((await noticesTo(testDb.db, user.email)).map((n) => n.notice)).toContain(
      "recovery-code-used",
    );
    expect(await step()).toMatchObject({ status: "failed" });
    expect(await useRecoveryCode(user.id, codes[4])).toBe(true);
    const reasons = (await listSignIns({ userId: user.id })).map((e) => `${e.outcome}:${e.reason}`);
    expect(reasons).toEqual(["failure:recovery-code", "success:recovery-code"]);
  });

  it("a replayed code is refused and logged in the history", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: T0 });
    const user = await enrolledUser("replay@example.com");
    const code = totpCode(SECRET, T0);
    const pending = { userId: user.id, email: user.email };
    const first = await completeSecondStep(
      { ...pending, sessionId: (await createSession(user.id)).id },
      code,
      origin,
    );
    expect(first.status).toBe("ok");
    const again = await completeSecondStep(
      { ...pending, sessionId: (await createSession(user.id)).id },
      code,
      origin,
    );
    expect(again).toEqual({
      status: "failed",
      message:
        "That code has already been used. Wait for your app to show a new code, then enter that one.",
    });
    const [latest] = await listSignIns({ userId: user.id });
    expect(latest).toMatchObject({ outcome: "failure", reason: "replayed-code" });
  });

  it("ten wrong codes lock code attempts for the account (even a right one), visible in the history", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: T0 });
    const user = await enrolledUser("locked@example.com");
    const pending = {
      userId: user.id,
      email: user.email,
      sessionId: (await createSession(user.id)).id,
    };
    for (let i = 0; i < CODE_ATTEMPT_LIMIT.max; i++) {
      expect((await completeSecondStep(pending, "000000", origin)).status).toBe("failed");
    }
    const locked = await completeSecondStep(pending, totpCode(SECRET, T0), {
      ...origin,
      clientAddress: "198.51.100.1", // another address: the lock is the account's
    });
    expect(locked).toMatchObject({
      status: "throttled",
      message: "Too many wrong codes for this account. Please try again in 15 minutes.",
    });
    const history = await listSignIns({ userId: user.id });
    expect(history[0]).toMatchObject({ outcome: "failure", reason: "code-locked" });
    expect(history.filter((e) => e.reason === "code")).toHaveLength(CODE_ATTEMPT_LIMIT.max);

    // after the window, the right code works again
    vi.setSystemTime(at(15 * 60 + 1));
    const later = await completeSecondStep(pending, totpCode(SECRET, at(15 * 60 + 1)), origin);
    expect(later.status).toBe("ok");
  });
});

describe("the sign-in history", () => {
  it("is append-only: a row cannot be changed, nor deleted before 12 months", async () => {
    const [row] = await testDb.db
      .insert(signInEvents)
      .values({ ipAddress: "192.0.2.1", outcome: "failure", reason: "password" })
      .returning();
    await expect(
      testDb.db.update(signInEvents).set({ reason: "code" }).where(eq(signInEvents.id, row.id)),
    ).rejects.toThrow();
    await expect(
      testDb.db.delete(signInEvents).where(eq(signInEvents.id, row.id)),
    ).rejects.toThrow();
    const [old] = await testDb.db
      .insert(signInEvents)
      .values({
        ipAddress: "192.0.2.1",
        outcome: "failure",
        reason: "password",
        at: new Date(Date.now() - 400 * 24 * 3600 * 1000),
      })
      .returning();
    await testDb.db.delete(signInEvents).where(eq(signInEvents.id, old.id));
  });
});
