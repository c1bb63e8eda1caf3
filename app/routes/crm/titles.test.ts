/**
 * The CRM's document titles: each dashboard tab its own, named as the tab is; and a page that
 * shows a failed post's errors (JavaScript off) says so first, "Error: ", as the public forms do.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { staffUsers } from "@db/schema";
import { PERSON_TEXTS } from "~/components/people/texts";

import { TABS } from "~/components/crm/dashboard-data";
import { createSession } from "~/models/session.server";
import { sessionCookieHeader } from "~/utils/session-cookie.server";
import { insertSubscription, invitationMailTo } from "../../../tests/helpers/crm-fixtures";
import { signIn } from "../../../tests/helpers/crm-session";
import { inProcessHandler } from "../../../tests/helpers/server-build";
import { useTestDb } from "../../../tests/helpers/test-db";
import { LEADS_TEXTS } from "~/components/leads/texts";

const testDb = useTestDb();
let handle: Awaited<ReturnType<typeof inProcessHandler>>;
let cookie = "";

beforeAll(async () => {
  handle = await inProcessHandler();
  ({ cookie } = await signIn(testDb.db));
}, 120_000);

const titleOf = async (response: Response) =>
  /<title>([^<]*)<\/title>/.exec(await response.text())?.[1].replace(/&amp;/g, "&");

const get = (path: string, withCookie = cookie) =>
  handle(new Request(`http://localhost${path}`, { headers: { Cookie: withCookie } }));

const post = (path: string, fields: Record<string, string>, withCookie = cookie) =>
  handle(
    new Request(`http://localhost${path}`, {
      method: "POST",
      headers: { Cookie: withCookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    }),
  );

describe("CRM titles", () => {
  it("each dashboard tab has a title of its own, named as the tab", async () => {
    const titles = new Set<string>();
    for (const tab of TABS) {
      const title = await titleOf(await get(tab === "leads" ? "/crm" : `/crm?tab=${tab}`));
      expect(title, tab).toBe(`${LEADS_TEXTS.tabs[tab]} | CRM | Durham Data Strategy`);
      titles.add(title!);
    }
    expect(titles.size).toBe(TABS.length);
    expect(await titleOf(await get("/crm?tab=contacts"))).toBe(
      "Contact Forms | CRM | Durham Data Strategy",
    );
  });

  it("a failed post without JavaScript puts 'Error: ' first; the page alone does not", async () => {
    expect(await titleOf(await get("/crm/leads/new"))).toBe(
      "Add Lead | CRM | Durham Data Strategy",
    );
    const failed = await post("/crm/leads/new", { firstName: "", lastName: "", email: "nope" });
    expect(failed.status).toBe(400);
    expect(await titleOf(failed)).toBe("Error: Add Lead | CRM | Durham Data Strategy");

    const badActivity = await post("/crm/activities/new", { subject: "" });
    expect(badActivity.status).toBe(400);
    expect(await titleOf(badActivity)).toMatch(/^Error: Log activity \| CRM \| /);
  });

  it("a failed sign-in says so in the title too", async () => {
    expect(await titleOf(await get("/crm", ""))).toBe("Admin Login | Durham Data Strategy");
    const failed = await post("/crm?index", { email: "", password: "" }, "");
    expect(failed.status).toBe(400);
    expect(await titleOf(failed)).toBe("Error: Admin Login | Durham Data Strategy");
  });

  it("every other CRM form that fails without JavaScript says so in the title", async () => {
    const expectError = async (response: Response, title: string) => {
      expect(response.status, title).toBeGreaterThanOrEqual(400);
      expect(await titleOf(response)).toBe(`Error: ${title} | CRM | Durham Data Strategy`);
    };
    for (const [path, fields, title] of [
      [
        "/crm/sessions",
        { intent: "password", currentPassword: "x", newPassword: "short" },
        "Your sessions",
      ],
      ["/crm/staff", { intent: "invite", email: "someone@example.com", role: "owner" }, "Staff"],
    ] as const) {
      expect(await titleOf(await get(path)), path).toBe(`${title} | CRM | Durham Data Strategy`);
      await expectError(await post(path, fields), title);
    }
    const subscription = await insertSubscription(testDb.db, { email: "reader@example.com" });
    await expectError(
      await post(`/crm/newsletters/${subscription.id}/unsubscribe`, { channel: "carrier pigeon" }),
      "Mark reader@example.com unsubscribed",
    );

    // The person search is a GET form: an address that is not one is its failure.
    expect(await titleOf(await get("/crm/people?email=not-an-address"))).toBe(
      `Error: ${PERSON_TEXTS.title} | CRM | Durham Data Strategy`,
    );

    // Joining from an invitation, and enrolling a second factor, before a full session.
    await post("/crm/staff", { intent: "invite", email: "joiner@example.com", role: "member" });
    const mail = await invitationMailTo(testDb.db, "joiner@example.com");
    await expectError(await post(mail.path!, { password: "x", repeat: "y" }, ""), "Join the CRM");

    const [newcomer] = await testDb.db
      .insert(staffUsers)
      .values({ email: "enrolling@example.com", passwordHash: "not-used", role: "member" })
      .returning();
    const pending = (await sessionCookieHeader((await createSession(newcomer.id)).id)).split(
      ";",
    )[0];
    expect(await titleOf(await get("/crm/enrol", pending))).not.toMatch(/^Error: /);
    const badCode = await post("/crm/enrol", { code: "000000" }, pending);
    expect(badCode.status).toBe(400);
    expect(await titleOf(badCode)).toMatch(/^Error: .+ \| CRM \| Durham Data Strategy$/);
  });
});
