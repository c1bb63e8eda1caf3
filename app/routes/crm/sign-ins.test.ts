/** /crm/sign-ins: one's own history; everyone's for an admin only. */
import { beforeAll, describe, expect, it } from "vitest";
import { recordSignIn } from "~/models/sign-in-history.server";
import { ADMINS_ONLY_MESSAGE } from "~/server/auth.server";
import { signIn } from "../../../tests/helpers/crm-session";
import { inProcessHandler } from "../../../tests/helpers/server-build";
import { useTestDb } from "../../../tests/helpers/test-db";

const testDb = useTestDb();
let handle: Awaited<ReturnType<typeof inProcessHandler>>;
let admin: Awaited<ReturnType<typeof signIn>>;
let member: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  handle = await inProcessHandler();
  admin = await signIn(testDb.db, "history-admin@example.com");
  member = await signIn(testDb.db, "history-member@example.com", { role: "member" });
  await recordSignIn({
    userId: member.userId,
    email: "history-member@example.com",
    ipAddress: "198.51.100.20",
    userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0",
    outcome: "failure",
    reason: "replayed-code",
  });
  await recordSignIn({
    userId: admin.userId,
    email: "history-admin@example.com",
    ipAddress: "198.51.100.21",
    outcome: "success",
    reason: "code",
  });
}, 120_000);

const get = (path: string, cookie: string) =>
  handle(new Request(`http://localhost${path}`, { headers: { Cookie: cookie } }));

describe("/crm/sign-ins", () => {
  it("shows a member their own history, in words", async () => {
    const response = await get("/crm/sign-ins", member.cookie);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Your sign-in history");
    expect(html).toContain("Failed: <!-- -->A code already used (refused)");
    expect(html).toContain("198.51.100.20");
    expect(html).toContain("Firefox on Linux");
    expect(html).not.toContain("198.51.100.21");
  });

  it("everyone's is an admin's: 403 for a member", async () => {
    const refused = await get("/crm/sign-ins?everyone=1", member.cookie);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain(ADMINS_ONLY_MESSAGE.replace("'", "&#x27;"));
    const all = await get("/crm/sign-ins?everyone=1", admin.cookie);
    expect(all.status).toBe(200);
    const html = await all.text();
    expect(html).toContain("198.51.100.20");
    expect(html).toContain("198.51.100.21");
    expect(html).toContain("history-member@example.com");
  });
});
