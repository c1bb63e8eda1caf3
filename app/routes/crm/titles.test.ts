/**
 * The CRM's document titles: each dashboard tab its own, named as the tab is; and a page that
 * shows a failed post's errors (JavaScript off) says so first, "Error: ", as the public forms do.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { CRM_TEXT } from "~/components/crm/texts";
import { TABS } from "~/components/crm/dashboard-data";
import { signIn } from "../../../tests/helpers/crm-session";
import { inProcessHandler } from "../../../tests/helpers/server-build";
import { useTestDb } from "../../../tests/helpers/test-db";

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
      expect(title, tab).toBe(`${CRM_TEXT.tabs[tab]} | CRM | Durham Data Strategy`);
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
});
