/** Second-factor secrets are sealed at rest; older plain ones are read, then sealed at start-up. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { staffUsers } from "@db/schema";
import { useTestDb } from "../../tests/helpers/test-db";
import { createStaffUser } from "./staff.server";
import { checkTotpCode, totpCode } from "./totp.server";
import { openTotpSecret, sealStoredTotpSecrets, sealTotpSecret } from "./totp-secret-box.server";

const testDb = useTestDb();
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const stored = async (id: number) =>
  (await testDb.db.select().from(staffUsers).where(eq(staffUsers.id, id)))[0].totpSecret;

describe("TOTP secrets at rest", () => {
  it("seals with a fresh nonce each time and opens to the same secret; a changed byte fails", () => {
    const one = sealTotpSecret(SECRET);
    const two = sealTotpSecret(SECRET);
    expect(one).toMatch(/^v1\./);
    expect(one).not.toContain(SECRET);
    expect(one).not.toBe(two);
    expect(openTotpSecret(one)).toBe(SECRET);
    const tampered = one.slice(0, -2) + (one.endsWith("A") ? "BB" : "AA");
    expect(() => openTotpSecret(tampered)).toThrow();
  });

  it("a secret that cannot be opened (the key changed) makes codes fail, never an error", async () => {
    const user = await createStaffUser("rekeyed@example.com", "a long enough password", {
      totpSecret: SECRET,
    });
    const value = (await stored(user.id))!;
    await testDb.db
      .update(staffUsers)
      .set({ totpSecret: value.slice(0, -2) + (value.endsWith("A") ? "BB" : "AA") })
      .where(eq(staffUsers.id, user.id));
    expect(await checkTotpCode(user.id, totpCode(SECRET))).toBe("wrong");
  });

  it("an enrolled account's secret is stored sealed, and its codes still work", async () => {
    const user = await createStaffUser("sealed@example.com", "a long enough password", {
      totpSecret: SECRET,
    });
    const value = await stored(user.id);
    expect(value).toMatch(/^v1\./);
    expect(value).not.toContain(SECRET);
    expect(await checkTotpCode(user.id, totpCode(SECRET))).toBe("ok");
  });

  it("a secret stored before sealing works, and the start-up pass seals it once", async () => {
    const user = await createStaffUser("plain@example.com", "a long enough password");
    await testDb.db
      .update(staffUsers)
      .set({ totpSecret: SECRET, totpEnabledAt: new Date() })
      .where(eq(staffUsers.id, user.id));
    const at = new Date(Date.now() - 60_000);
    expect(await checkTotpCode(user.id, totpCode(SECRET, at), at)).toBe("ok");
    expect(await sealStoredTotpSecrets()).toBeGreaterThanOrEqual(1);
    const value = await stored(user.id);
    expect(value).toMatch(/^v1\./);
    expect(openTotpSecret(value!)).toBe(SECRET);
    expect(await sealStoredTotpSecrets()).toBe(0);
    expect(await checkTotpCode(user.id, totpCode(SECRET))).toBe("ok");
  });
});
