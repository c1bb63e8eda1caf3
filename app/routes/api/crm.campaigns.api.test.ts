/**
 * The campaigns API for scripts: admins only; drafts from JSON with the compose form's rules;
 * sending needs a recent sign-in and the audience's count; each action answers 409 when the
 * campaign's state does not allow it; the per-recipient log pages.
 */
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { campaignRecipients, campaigns, newsletterSubscriptions, sessions } from "@db/schema";
import { signIn } from "../../../tests/helpers/crm-session";
import { type RouteModule, routeArgs, runRoute } from "../../../tests/helpers/route-call";
import { useTestDb } from "../../../tests/helpers/test-db";
import * as listRoute from "./crm.campaigns";
import * as oneRoute from "./crm.campaigns.$id";
import * as actionRoute from "./crm.campaigns.$id.$action";
import * as sendRoute from "./crm.campaigns.$id.send";
import * as recipientsRoute from "./crm.campaigns.$id.recipients";

const testDb = useTestDb();

async function call(
  mod: RouteModule,
  method: string,
  path: string,
  cookie: string | undefined,
  params: Record<string, string> = {},
  body?: unknown,
): Promise<Response> {
  const request = new Request(`http://localhost${path}`, {
    method,
    headers: {
      ...(cookie ? { Cookie: cookie } : {}),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const handler = method === "GET" ? mod.loader : mod.action;
  return (await runRoute(handler!, routeArgs(request, { params }))) as Response;
}

const DRAFT = {
  subject: "November insights",
  previewText: "Three notes",
  body: "## Governance\n\nRead the guide.",
  audience: "newsletter",
};

let admin: string;
let member: string;
let stale: string;

beforeAll(async () => {
  ({ cookie: admin } = await signIn(testDb.db));
  ({ cookie: member } = await signIn(testDb.db, undefined, { role: "member" }));
  const old = await signIn(testDb.db);
  stale = old.cookie;
  await testDb.db
    .update(sessions)
    .set({ mfaAt: new Date(Date.now() - 24 * 60 * 60 * 1000) })
    .where(eq(sessions.id, old.sessionId));
});

beforeEach(async () => {
  await testDb.db.delete(campaignRecipients);
  await testDb.db.delete(campaigns);
  await testDb.db.delete(newsletterSubscriptions);
  await testDb.db.insert(newsletterSubscriptions).values(
    ["a", "b", "c"].map((name) => ({
      email: `${name}@example.com`,
      fullName: name,
      subscribed: true,
      unsubscribeToken: `tok-${name}`,
    })),
  );
});

async function created(): Promise<number> {
  const response = await call(listRoute, "POST", "/api/crm/campaigns", admin, {}, DRAFT);
  expect(response.status).toBe(201);
  return (await response.json()).campaign.id;
}

describe("/api/crm/campaigns", () => {
  it("is for admins: 401 without a session, 403 for a member", async () => {
    expect((await call(listRoute, "GET", "/api/crm/campaigns", undefined)).status).toBe(401);
    expect((await call(listRoute, "GET", "/api/crm/campaigns", member)).status).toBe(403);
    const post = await call(listRoute, "POST", "/api/crm/campaigns", member, {}, DRAFT);
    expect(post.status).toBe(403);
    expect(await testDb.db.select().from(campaigns)).toHaveLength(0);
  });

  it("creates a draft, lists it, reads it and changes it", async () => {
    const id = await created();
    const list = await (await call(listRoute, "GET", "/api/crm/campaigns", admin)).json();
    expect(
      list.campaigns.map((c: { subject: string; state: string }) => [c.subject, c.state]),
    ).toEqual([["November insights", "draft"]]);
    const params = { id: String(id) };
    const put = await call(oneRoute, "PUT", `/api/crm/campaigns/${id}`, admin, params, {
      ...DRAFT,
      subject: "December insights",
    });
    expect(put.status).toBe(200);
    const read = await (
      await call(oneRoute, "GET", `/api/crm/campaigns/${id}`, admin, params)
    ).json();
    expect(read.campaign).toMatchObject({ subject: "December insights", state: "draft" });
    expect(read.campaign.counts.total).toBe(0);
  });

  it("takes the DentalIQ news audience, and refuses one it does not know with 400", async () => {
    const dentaliq = await call(
      listRoute,
      "POST",
      "/api/crm/campaigns",
      admin,
      {},
      { ...DRAFT, audience: "dentaliq" },
    );
    expect(dentaliq.status).toBe(201);
    expect((await dentaliq.json()).campaign.audience).toBe("dentaliq");
    const unknown = await call(
      listRoute,
      "POST",
      "/api/crm/campaigns",
      admin,
      {},
      { ...DRAFT, audience: "everyone" },
    );
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).errors.audience).toEqual([
      "Choose who receives it: newsletter subscribers or DentalIQ news",
    ]);
    expect((await testDb.db.select().from(campaigns)).map((c) => c.audience)).toEqual(["dentaliq"]);
  });

  it("refuses a draft the compose form would refuse, and fields it does not know, with 400", async () => {
    const empty = await call(
      listRoute,
      "POST",
      "/api/crm/campaigns",
      admin,
      {},
      { ...DRAFT, subject: " " },
    );
    expect(empty.status).toBe(400);
    expect(Object.keys((await empty.json()).errors)).toEqual(["subject"]);
    const extra = await call(
      listRoute,
      "POST",
      "/api/crm/campaigns",
      admin,
      {},
      { ...DRAFT, from: "x" },
    );
    expect(extra.status).toBe(400);
    expect((await extra.json()).errors.from).toEqual(["Unknown field"]);
    const missing = await call(oneRoute, "GET", "/api/crm/campaigns/999", admin, { id: "999" });
    expect(missing.status).toBe(404);
  });

  it("sends only with a recent sign-in and the audience's count; then the draft can no longer change", async () => {
    const id = await created();
    const params = { id: String(id) };
    const path = `/api/crm/campaigns/${id}/send`;
    const old = await call(sendRoute, "POST", path, stale, params, { recipients: 3 });
    expect(old.status).toBe(403);
    expect((await old.json()).reauthRequired).toBe(true);
    const wrong = await call(sendRoute, "POST", path, admin, params, { recipients: 5 });
    expect(wrong.status).toBe(409);
    expect((await wrong.json()).message).toMatch(/"recipients": 3/);
    const none = await call(sendRoute, "POST", path, admin, params, {});
    expect(none.status).toBe(400);
    expect(await testDb.db.select().from(campaignRecipients)).toHaveLength(0);

    const sent = await call(sendRoute, "POST", path, admin, params, { recipients: 3 });
    expect(sent.status).toBe(200);
    expect((await sent.json()).campaign).toMatchObject({ state: "sending" });
    expect(await testDb.db.select().from(campaignRecipients)).toHaveLength(3);
    const again = await call(sendRoute, "POST", path, admin, params, { recipients: 3 });
    expect(again.status).toBe(409);
    const put = await call(oneRoute, "PUT", `/api/crm/campaigns/${id}`, admin, params, DRAFT);
    expect(put.status).toBe(409);
  });

  it("pauses and resumes a sending campaign; a refused action is 409, an unknown one 404", async () => {
    const id = await created();
    const params = (action: string) => ({ id: String(id), action });
    const act = (action: string, body?: unknown) =>
      call(actionRoute, "POST", `/api/crm/campaigns/${id}/${action}`, admin, params(action), body);
    expect((await act("pause")).status).toBe(409); // a draft is not sending
    await call(
      sendRoute,
      "POST",
      `/api/crm/campaigns/${id}/send`,
      admin,
      { id: String(id) },
      {
        recipients: 3,
      },
    );
    const paused = await act("pause");
    expect(paused.status).toBe(200);
    expect((await paused.json()).campaign.state).toBe("paused");
    expect((await (await act("resume")).json()).campaign.state).toBe("sending");
    expect((await act("explode")).status).toBe(404);
    expect((await act("retry")).status).toBe(409); // not sent, nothing failed
    const cancelled = await act("cancel");
    expect((await cancelled.json()).campaign.state).toBe("cancelled");
  });

  it("schedules a draft for a time in the next year, refusing a past or unreadable one", async () => {
    const id = await created();
    const schedule = (at: unknown) =>
      call(
        actionRoute,
        "POST",
        `/api/crm/campaigns/${id}/schedule`,
        admin,
        { id: String(id), action: "schedule" },
        { at },
      );
    expect((await schedule("2020-01-01T09:00:00Z")).status).toBe(400);
    expect((await schedule("next Tuesday")).status).toBe(400);
    const at = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    const scheduled = await schedule(at);
    expect(scheduled.status).toBe(200);
    expect((await scheduled.json()).campaign).toMatchObject({
      state: "scheduled",
      scheduledAt: at,
    });
  });

  it("deletes a draft (204); a campaign that went out is 409 and stays", async () => {
    const id = await created();
    const params = { id: String(id) };
    const path = `/api/crm/campaigns/${id}`;
    expect((await call(oneRoute, "DELETE", path, member, params)).status).toBe(403);
    const gone = await call(oneRoute, "DELETE", path, admin, params);
    expect(gone.status).toBe(204);
    expect(await testDb.db.select().from(campaigns)).toHaveLength(0);
    expect((await call(oneRoute, "DELETE", path, admin, params)).status).toBe(404);

    const sentId = await created();
    const sentParams = { id: String(sentId) };
    await call(sendRoute, "POST", `/api/crm/campaigns/${sentId}/send`, admin, sentParams, {
      recipients: 3,
    });
    const refused = await call(
      oneRoute,
      "DELETE",
      `/api/crm/campaigns/${sentId}`,
      admin,
      sentParams,
    );
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(
      "Only a draft can be deleted: a campaign that went out is its own record",
    );
    expect((await testDb.db.select().from(campaigns)).map((c) => c.id)).toEqual([sentId]);
  });

  it("refuses a subject with a line break in words (400)", async () => {
    const response = await call(
      listRoute,
      "POST",
      "/api/crm/campaigns",
      admin,
      {},
      { ...DRAFT, subject: "One\r\nBcc: someone@example.com" },
    );
    expect(response.status).toBe(400);
    expect((await response.json()).errors.subject).toEqual([
      "Keep the subject on one line: it cannot hold a line break",
    ]);
    expect(await testDb.db.select().from(campaigns)).toHaveLength(0);
  });

  it("answers ?format=csv with the log as CSV, asking for a recent password or code", async () => {
    const id = await created();
    await call(
      sendRoute,
      "POST",
      `/api/crm/campaigns/${id}/send`,
      admin,
      { id: String(id) },
      { recipients: 3 },
    );
    const path = `/api/crm/campaigns/${id}/recipients?format=csv`;
    const csv = await call(recipientsRoute, "GET", path, admin, { id: String(id) });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toMatch(/^text\/csv/);
    const lines = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe("email,state,attempts,sentAt,lastResponse");
    expect(lines.slice(1).map((l) => l.split(",")[0])).toEqual([
      "a@example.com",
      "b@example.com",
      "c@example.com",
    ]);
    const old = await call(recipientsRoute, "GET", path, stale, { id: String(id) });
    expect(old.status).toBe(403);
    expect((await old.json()).reauthRequired).toBe(true);
  });

  it("pages the per-recipient log and finds part of an address", async () => {
    const id = await created();
    await call(
      sendRoute,
      "POST",
      `/api/crm/campaigns/${id}/send`,
      admin,
      { id: String(id) },
      {
        recipients: 3,
      },
    );
    const get = (search: string) =>
      call(recipientsRoute, "GET", `/api/crm/campaigns/${id}/recipients${search}`, admin, {
        id: String(id),
      });
    const all = await (await get("")).json();
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: 200 });
    expect(all.recipients.map((r: { email: string }) => r.email)).toEqual([
      "a@example.com",
      "b@example.com",
      "c@example.com",
    ]);
    const found = await (await get("?q=B@")).json();
    expect(found.recipients.map((r: { email: string }) => r.email)).toEqual(["b@example.com"]);
    expect((await (await get("?page=2")).json()).recipients).toEqual([]);
  });
});
