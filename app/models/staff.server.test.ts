/** Staff accounts: a password change or a deletion signs the account out everywhere. */
import { describe, expect, it } from "vitest";
import { useTestDb } from "../../tests/helpers/test-db";
import { createSession, findActiveSession } from "~/models/session.server";
import { createStaffUser, deleteStaff, setStaffPassword } from "~/models/staff.server";

describe("staff accounts", () => {
  useTestDb();

  it("set-password ends every existing session of the account, not other accounts'", async () => {
    const user = await createStaffUser("pw@example.com", "a long enough password");
    const other = await createStaffUser("other-pw@example.com", "a long enough password");
    const [a, b, c] = await Promise.all([
      createSession(user.id),
      createSession(user.id),
      createSession(other.id),
    ]);
    await setStaffPassword("PW@example.com", "another long password");
    expect(await findActiveSession(a.id)).toBeUndefined();
    expect(await findActiveSession(b.id)).toBeUndefined();
    expect(await findActiveSession(c.id)).toBeDefined();
  });

  it("delete ends the account's sessions", async () => {
    const user = await createStaffUser("gone@example.com", "a long enough password");
    const session = await createSession(user.id);
    await deleteStaff("gone@example.com");
    expect(await findActiveSession(session.id)).toBeUndefined();
  });
});
