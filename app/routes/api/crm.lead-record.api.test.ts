/**
 * The lead record's API: the timeline on GET /api/crm/leads/{id}, convert {mode},
 * merge, complete, ?due=1, paged activities, the leads export. 401 without a session, 400 with
 * field errors, 404 for an unknown id (403 cross-site is the HTTP layer's, tested end to end).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { insertContact, insertRegistration } from "../../../tests/helpers/crm-fixtures";
import { signIn } from "../../../tests/helpers/crm-session";
import { callRoute as call, type RouteModule } from "../../../tests/helpers/route-call";
import { useTestDb } from "../../../tests/helpers/test-db";
import * as activitiesRoute from "./crm.activities";
import * as completeRoute from "./crm.activities.$id.complete";
import * as contactConvertRoute from "./crm.contacts.$id.convert";
import * as registrationConvertRoute from "./crm.dental-registrations.$id.convert";
import * as leadsRoute from "./crm.leads";
import * as leadRoute from "./crm.leads.$id";
import * as mergeRoute from "./crm.leads.$id.merge";
import * as exportRoute from "./crm.leads.export";

const testDb = useTestDb();

const NEW_ENDPOINTS: [RouteModule, string, string, Record<string, string>?][] = [
  [contactConvertRoute, "POST", "/api/crm/contacts/1/convert", { id: "1" }],
  [registrationConvertRoute, "POST", "/api/crm/dental-registrations/1/convert", { id: "1" }],
  [mergeRoute, "POST", "/api/crm/leads/1/merge", { id: "1" }],
  [completeRoute, "POST", "/api/crm/activities/1/complete", { id: "1" }],
  [activitiesRoute, "GET", "/api/crm/activities?due=1"],
  [activitiesRoute, "GET", "/api/crm/activities?page=2"],
  [exportRoute, "GET", "/api/crm/leads/export"],
];

describe("lead record API", () => {
  let cookie: string;
  let email: string;
  const as = () => ({ Cookie: cookie });
  const createLead = async (body: Record<string, unknown>) =>
    (await (await call(leadsRoute, "POST", "/api/crm/leads", { headers: as(), body })).json())
      .lead as { id: number; email: string; score: number };

  beforeAll(async () => {
    ({ cookie, email } = await signIn(testDb.db));
  });

  it("401 without a session on every new endpoint", async () => {
    for (const [mod, method, path, params] of NEW_ENDPOINTS) {
      const response = await call(mod, method, path, {
        params,
        body: method === "GET" ? undefined : {},
      });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it("404 for an unknown id, 400 with field errors", async () => {
    for (const [mod, path] of [
      [contactConvertRoute, "/api/crm/contacts/999999/convert"],
      [registrationConvertRoute, "/api/crm/dental-registrations/999999/convert"],
    ] as const) {
      const response = await call(mod, "POST", path, {
        headers: as(),
        params: { id: "999999" },
        body: { mode: "match" },
      });
      expect(response.status, path).toBe(404);
      const bad = await call(mod, "POST", path, {
        headers: as(),
        params: { id: "1" },
        body: { mode: "both" },
      });
      expect(bad.status).toBe(400);
      expect((await bad.json()).errors.mode).toBeDefined();
    }
    expect(
      (
        await call(mergeRoute, "POST", "/api/crm/leads/999999/merge", {
          headers: as(),
          params: { id: "999999" },
          body: { otherId: 1 },
        })
      ).status,
    ).toBe(404);
    const merge400 = await call(mergeRoute, "POST", "/api/crm/leads/1/merge", {
      headers: as(),
      params: { id: "1" },
      body: { otherId: "x" },
    });
    expect(merge400.status).toBe(400);
    expect((await merge400.json()).errors.otherId).toBeDefined();
    expect(
      (
        await call(completeRoute, "POST", "/api/crm/activities/999999/complete", {
          headers: as(),
          params: { id: "999999" },
          body: {},
        })
      ).status,
    ).toBe(404);
    const complete400 = await call(completeRoute, "POST", "/api/crm/activities/1/complete", {
      headers: as(),
      params: { id: "1" },
      body: { duration: 0, outcome: "maybe" },
    });
    expect(complete400.status).toBe(400);
    expect(Object.keys((await complete400.json()).errors).sort()).toEqual(["duration", "outcome"]);
    const plan400 = await call(activitiesRoute, "POST", "/api/crm/activities", {
      headers: as(),
      body: { leadId: 1, type: "call", subject: "x", dueAt: "tomorrow" },
    });
    expect(plan400.status).toBe(400);
    expect((await plan400.json()).errors.dueAt).toBeDefined();
    for (const path of ["/api/crm/activities?page=x", "/api/crm/leads/export?sort=shoe"]) {
      const mod = path.includes("export") ? exportRoute : activitiesRoute;
      expect((await call(mod, "GET", path, { headers: as() })).status, path).toBe(400);
    }
    expect(
      (
        await call(leadRoute, "GET", "/api/crm/leads/99999999999", {
          headers: as(),
          params: { id: "99999999999" },
        })
      ).status,
    ).toBe(404);
  });

  it("GET /api/crm/leads/{id} → {lead, timeline} with the staff email on an edit", async () => {
    const lead = await createLead({ firstName: "Tim", lastName: "Line", email: "tim@example.com" });
    const params = { id: String(lead.id) };
    await call(leadRoute, "PUT", `/api/crm/leads/${lead.id}`, {
      headers: as(),
      params,
      body: { phone: "0191 222", status: "contacted" },
    });
    const response = await call(leadRoute, "GET", `/api/crm/leads/${lead.id}`, {
      headers: as(),
      params,
    });
    const body = await response.json();
    expect(body.lead.phone).toBe("0191 222");
    const types = body.timeline.map((e: { type: string }) => e.type);
    expect(types).toEqual(expect.arrayContaining(["created", "status-changed", "field-changed"]));
    for (const entry of body.timeline) {
      expect(entry).toMatchObject({
        type: expect.any(String),
        at: expect.stringMatching(/Z$/),
        summary: expect.any(String),
      });
      expect(entry.by).toBe(email);
    }
  });

  it("convert {mode} adds to the matching lead or makes a new one; 409 the second time", async () => {
    const lead = await createLead({ firstName: "Mat", lastName: "Ch", email: "match@example.com" });
    const contact = await insertContact(testDb.db, { email: "MATCH@example.com" });
    const converted = await call(
      contactConvertRoute,
      "POST",
      `/api/crm/contacts/${contact.id}/convert`,
      {
        headers: as(),
        params: { id: String(contact.id) },
      },
    );
    expect(converted.status).toBe(200);
    const body = await converted.json();
    expect(body.merged).toBe(true);
    expect(body.lead.id).toBe(lead.id);
    const again = await call(
      contactConvertRoute,
      "POST",
      `/api/crm/contacts/${contact.id}/convert`,
      {
        headers: as(),
        params: { id: String(contact.id) },
        body: { mode: "match" },
      },
    );
    expect(again.status).toBe(409);
    const registration = await insertRegistration(testDb.db, { email: "match@example.com" });
    const separate = await call(
      registrationConvertRoute,
      "POST",
      `/api/crm/dental-registrations/${registration.id}/convert`,
      {
        headers: as(),
        params: { id: String(registration.id) },
        body: { mode: "new" },
      },
    );
    const sep = await separate.json();
    expect(sep.merged).toBe(false);
    expect(sep.lead.id).not.toBe(lead.id);
  });

  it("merge → 200 {lead}; the other is then 404", async () => {
    const keep = await createLead({ firstName: "Kee", lastName: "P", email: "keep@example.com" });
    const other = await createLead({
      firstName: "Oth",
      lastName: "Er",
      email: "other@example.com",
      phone: "0191 333",
    });
    const merged = await call(mergeRoute, "POST", `/api/crm/leads/${keep.id}/merge`, {
      headers: as(),
      params: { id: String(keep.id) },
      body: { otherId: other.id },
    });
    expect(merged.status).toBe(200);
    expect((await merged.json()).lead).toMatchObject({ id: keep.id, phone: "0191 333" });
    const gone = await call(leadRoute, "GET", `/api/crm/leads/${other.id}`, {
      headers: as(),
      params: { id: String(other.id) },
    });
    expect(gone.status).toBe(404);
    const self = await call(mergeRoute, "POST", `/api/crm/leads/${keep.id}/merge`, {
      headers: as(),
      params: { id: String(keep.id) },
      body: { otherId: keep.id },
    });
    expect(self.status).toBe(400);
  });

  it("plan with dueAt, list ?due=1, complete; 409 when already done; activities page with X-Total-Count", async () => {
    const lead = await createLead({ firstName: "Fol", lastName: "Low", email: "f@example.com" });
    const due = new Date(Date.now() - 60_000).toISOString();
    const planned = await call(activitiesRoute, "POST", "/api/crm/activities", {
      headers: as(),
      body: { leadId: lead.id, type: "call", subject: "Call back", dueAt: due },
    });
    expect(planned.status).toBe(201);
    const { activity } = await planned.json();
    expect(activity.completedDate).toBeNull();
    const dueList = await (
      await call(activitiesRoute, "GET", "/api/crm/activities?due=1", { headers: as() })
    ).json();
    expect(dueList.map((a: { id: number }) => a.id)).toContain(activity.id);
    expect(dueList.find((a: { id: number }) => a.id === activity.id).overdue).toBe(true);
    const params = { id: String(activity.id) };
    const done = await call(completeRoute, "POST", `/api/crm/activities/${activity.id}/complete`, {
      headers: as(),
      params,
      body: { outcome: "successful", duration: 5, description: "Spoke" },
    });
    expect(done.status).toBe(200);
    expect((await done.json()).activity).toMatchObject({ outcome: "successful", duration: 5 });
    expect(
      (
        await call(completeRoute, "POST", `/api/crm/activities/${activity.id}/complete`, {
          headers: as(),
          params,
          body: {},
        })
      ).status,
    ).toBe(409);
    const page = await call(activitiesRoute, "GET", "/api/crm/activities?page=1", {
      headers: as(),
    });
    expect(Number(page.headers.get("X-Total-Count"))).toBeGreaterThanOrEqual(1);
    expect(page.headers.get("X-Page")).toBe("1");
  });

  it("exports the leads list as CSV in the chosen order", async () => {
    const response = await call(exportRoute, "GET", "/api/crm/leads/export?sort=name&q=example", {
      headers: as(),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/attachment; filename="leads-/);
    // text() drops the byte-order mark, so the bytes are checked for it.
    const bytes = new Uint8Array(await response.clone().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = await response.text();
    expect(text.split("\r\n")[0]).toBe(
      "id,firstName,lastName,email,phone,company,jobTitle,industry,source,status,score,estimatedValue,expectedCloseDate,wonDate,lostReason,lostReasonOther,originalSource,originalSourceDetail,originalCampaign,latestSource,latestSourceDetail,latestCampaign,nextFollowUp,lastActivity,createdAt,updatedAt",
    );
  });
});
