/** ownerId on /api/crm/leads: set on create and PATCH (audited), filtered by ?owner=me|none|<id>. */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "@db/schema";
import { signIn } from "../../../tests/helpers/crm-session";
import { callRoute as call } from "../../../tests/helpers/route-call";
import { useTestDb } from "../../../tests/helpers/test-db";
import * as activitiesRoute from "./crm.activities";
import * as leadsRoute from "./crm.leads";
import * as leadRoute from "./crm.leads.$id";

const testDb = useTestDb();

describe("lead owners in the API", () => {
  let me: Awaited<ReturnType<typeof signIn>>;
  let colleague: Awaited<ReturnType<typeof signIn>>;
  const as = () => ({ Cookie: me.cookie });
  const create = (name: string, extra: Record<string, unknown> = {}) =>
    call(leadsRoute, "POST", "/api/crm/leads", {
      headers: as(),
      body: { firstName: name, lastName: "Owner", email: `${name}@example.com`, ...extra },
    });
  const names = async (query: string) => {
    const response = await call(leadsRoute, "GET", `/api/crm/leads${query}`, { headers: as() });
    expect(response.status).toBe(200);
    return ((await response.json()) as { firstName: string }[]).map((l) => l.firstName).sort();
  };

  beforeAll(async () => {
    me = await signIn(testDb.db, "me@durhamdata.test");
    colleague = await signIn(testDb.db, "colleague@durhamdata.test", { role: "member" });
  });

  it("a created lead is the caller's unless ownerId says otherwise; the list filters by owner", async () => {
    const mine = await (await create("mine")).json();
    expect(mine.lead.ownerId).toBe(me.userId);
    const theirs = await (await create("theirs", { ownerId: colleague.userId })).json();
    expect(theirs.lead.ownerId).toBe(colleague.userId);
    const nobodys = await (await create("nobodys", { ownerId: null })).json();
    expect(nobodys.lead.ownerId).toBeNull();

    expect(await names("?owner=me")).toEqual(["mine"]);
    expect(await names("?owner=none")).toEqual(["nobodys"]);
    expect(await names(`?owner=${colleague.userId}`)).toEqual(["theirs"]);
    const all = await call(leadsRoute, "GET", "/api/crm/leads?q=theirs", { headers: as() });
    expect((await all.json())[0]).toMatchObject({
      ownerId: colleague.userId,
      ownerName: "colleague@durhamdata.test",
    });
  });

  it("refuses an unknown owner and an unknown ?owner with 400 and the field", async () => {
    const bad = await create("bad", { ownerId: 999_999 });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.ownerId).toEqual([
      "Choose a colleague from the list, or Unassigned.",
    ]);
    const text = await create("text", { ownerId: "anna" });
    expect(text.status).toBe(400);
    expect((await text.json()).errors.ownerId).toBeDefined();
    const filter = await call(leadsRoute, "GET", "/api/crm/leads?owner=someone", {
      headers: as(),
    });
    expect(filter.status).toBe(400);
    expect((await filter.json()).errors.owner).toEqual([
      "owner must be all, me, none or a staff account's id",
    ]);
  });

  it("PATCH {ownerId} reassigns with an audit row in plain words; null unassigns", async () => {
    const { lead } = await (await create("moved")).json();
    const patch = (body: unknown) =>
      call(leadRoute, "PATCH", `/api/crm/leads/${lead.id}`, {
        headers: as(),
        params: { id: String(lead.id) },
        body,
      });
    const moved = await patch({ ownerId: colleague.userId, company: "Moved Ltd" });
    expect(moved.status).toBe(200);
    expect((await moved.json()).lead).toMatchObject({
      ownerId: colleague.userId,
      company: "Moved Ltd",
    });
    expect((await (await patch({ ownerId: null })).json()).lead.ownerId).toBeNull();
    const rows = await testDb.db
      .select({ summary: auditEvents.summary, actor: auditEvents.actor })
      .from(auditEvents)
      .where(and(eq(auditEvents.leadId, lead.id), eq(auditEvents.action, "owner-changed")))
      .orderBy(auditEvents.id);
    expect(rows).toEqual([
      {
        summary: "Owner changed from me@durhamdata.test to colleague@durhamdata.test",
        actor: "me@durhamdata.test",
      },
      {
        summary: "Owner changed from colleague@durhamdata.test to Unassigned",
        actor: "me@durhamdata.test",
      },
    ]);
    // The timeline says it in the same words.
    const one = await call(leadRoute, "GET", `/api/crm/leads/${lead.id}`, {
      headers: as(),
      params: { id: String(lead.id) },
    });
    const summaries = (await one.json()).timeline.map((e: { summary: string }) => e.summary);
    expect(summaries).toContain(
      "Owner changed from me@durhamdata.test to colleague@durhamdata.test",
    );
    const unknown = await call(leadRoute, "PATCH", "/api/crm/leads/999999", {
      headers: as(),
      params: { id: "999999" },
      body: { ownerId: null },
    });
    expect(unknown.status).toBe(404);
  });

  it("a planned follow-up is the lead owner's (else the planner's) unless assigneeId says otherwise", async () => {
    const { lead } = await (await create("planned", { ownerId: colleague.userId })).json();
    const plan = (extra: Record<string, unknown> = {}) =>
      call(activitiesRoute, "POST", "/api/crm/activities", {
        headers: as(),
        body: {
          leadId: lead.id,
          type: "call",
          subject: "Ring back",
          dueAt: "2030-01-02T10:00:00Z",
          ...extra,
        },
      });
    const byDefault = await plan();
    expect(byDefault.status).toBe(201);
    expect((await byDefault.json()).activity.assigneeId).toBe(colleague.userId);
    expect((await (await plan({ assigneeId: me.userId })).json()).activity.assigneeId).toBe(
      me.userId,
    );
    expect((await (await plan({ assigneeId: null })).json()).activity.assigneeId).toBeNull();
    // A lead nobody owns: the follow-up is the planner's.
    const { lead: unowned } = await (await create("unowned", { ownerId: null })).json();
    const onUnowned = await call(activitiesRoute, "POST", "/api/crm/activities", {
      headers: as(),
      body: { leadId: unowned.id, type: "call", subject: "Ring", dueAt: "2030-01-02T10:00:00Z" },
    });
    expect((await onUnowned.json()).activity.assigneeId).toBe(me.userId);
    const unknown = await plan({ assigneeId: 999_999 });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).errors.assigneeId).toEqual([
      "Choose a colleague from the list, or Unassigned.",
    ]);
  });
});
