import { beforeAll, describe, expect, it } from "vitest";
import {
  insertContact,
  insertRegistration,
  insertSubscription,
} from "../../../tests/helpers/crm-fixtures";
import { signIn } from "../../../tests/helpers/crm-session";
import { callRoute as call, type RouteModule } from "../../../tests/helpers/route-call";
import { useTestDb } from "../../../tests/helpers/test-db";
import * as activitiesRoute from "./crm.activities";
import * as activityRoute from "./crm.activities.$id";
import * as contactsRoute from "./crm.contacts";
import * as contactRoute from "./crm.contacts.$id";
import * as contactProcessRoute from "./crm.contacts.$id.process";
import * as registrationsRoute from "./crm.dental-registrations";
import * as registrationRoute from "./crm.dental-registrations.$id";
import * as registrationProcessRoute from "./crm.dental-registrations.$id.process";
import * as leadsRoute from "./crm.leads";
import * as leadRoute from "./crm.leads.$id";
import * as newslettersRoute from "./crm.newsletters";
import * as exportRoute from "./crm.newsletters.export";
import * as newsletterRoute from "./crm.newsletters.$id";
import * as statisticsRoute from "./crm.statistics";

const testDb = useTestDb();

// Every /api/crm row of SPEC.md section 7 (plus the GET of single items this app adds).
const ENDPOINTS: [RouteModule, string, string, Record<string, string>?][] = [
  [statisticsRoute, "GET", "/api/crm/statistics"],
  [leadsRoute, "GET", "/api/crm/leads"],
  [leadsRoute, "POST", "/api/crm/leads"],
  [leadRoute, "GET", "/api/crm/leads/1", { id: "1" }],
  [leadRoute, "PUT", "/api/crm/leads/1", { id: "1" }],
  [leadRoute, "DELETE", "/api/crm/leads/1", { id: "1" }],
  [contactsRoute, "GET", "/api/crm/contacts?unprocessed=true"],
  [contactRoute, "DELETE", "/api/crm/contacts/1", { id: "1" }],
  [contactProcessRoute, "POST", "/api/crm/contacts/1/process", { id: "1" }],
  [registrationsRoute, "GET", "/api/crm/dental-registrations?unprocessed=true"],
  [registrationRoute, "DELETE", "/api/crm/dental-registrations/1", { id: "1" }],
  [registrationProcessRoute, "POST", "/api/crm/dental-registrations/1/process", { id: "1" }],
  [newslettersRoute, "GET", "/api/crm/newsletters"],
  [newsletterRoute, "DELETE", "/api/crm/newsletters/1", { id: "1" }],
  [exportRoute, "GET", "/api/crm/newsletters/export"],
  [activitiesRoute, "GET", "/api/crm/activities"],
  [activitiesRoute, "POST", "/api/crm/activities"],
  [activityRoute, "DELETE", "/api/crm/activities/1", { id: "1" }],
];

describe("/api/crm/*", () => {
  let cookie: string;
  let token: string;
  let email: string;
  const as = (extra: Record<string, string> = {}) => ({ Cookie: cookie, ...extra });

  beforeAll(async () => {
    ({ cookie, token, email } = await signIn(testDb.db));
  });

  it("answers 401 {message: Unauthorized} on every endpoint without a session (and with a forged cookie)", async () => {
    for (const [mod, method, path, params] of ENDPOINTS) {
      for (const headers of [
        {},
        { Cookie: "__session=forged" },
        { Authorization: "Bearer v1.1.1.nope" },
      ] as Record<string, string>[]) {
        const response = await call(mod, method, path, {
          params,
          headers,
          body: method === "GET" || method === "DELETE" ? undefined : {},
        });
        expect(response.status, `${method} ${path}`).toBe(401);
        expect(await response.json()).toEqual({ message: "Unauthorized" });
      }
    }
  });

  it("creates a lead → 201 {lead}; lists, searches and reads it", async () => {
    const created = await call(leadsRoute, "POST", "/api/crm/leads", {
      headers: as(),
      body: {
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.com",
        company: "Engines",
        source: "referral",
        phone: "",
      },
    });
    expect(created.status).toBe(201);
    const { lead } = await created.json();
    expect(lead).toMatchObject({
      id: expect.any(Number),
      firstName: "Ada",
      status: "new",
      phone: null,
      score: 30,
    });
    expect(lead.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
    const list = await call(leadsRoute, "GET", "/api/crm/leads?q=engines", { headers: as() });
    expect(list.status).toBe(200);
    expect(list.headers.get("X-Total-Count")).toBe("1");
    expect((await list.json()).map((l: { id: number }) => l.id)).toEqual([lead.id]);
    const one = await call(leadRoute, "GET", `/api/crm/leads/${lead.id}`, {
      headers: as(),
      params: { id: String(lead.id) },
    });
    expect((await one.json()).lead.email).toBe("ada@example.com");
  });

  it("400 with field errors: missing fields, bad email, unknown status, malformed JSON", async () => {
    const missing = await call(leadsRoute, "POST", "/api/crm/leads", {
      headers: as(),
      body: { email: "nope" },
    });
    expect(missing.status).toBe(400);
    const body = await missing.json();
    expect(Object.keys(body.errors).sort()).toEqual(["email", "firstName", "lastName"]);
    const badStatus = await call(leadsRoute, "POST", "/api/crm/leads", {
      headers: as(),
      body: { firstName: "A", lastName: "B", email: "a@b.co", status: "won" },
    });
    expect(badStatus.status).toBe(400);
    expect((await badStatus.json()).errors.status).toBeDefined();
    expect(
      (await call(leadsRoute, "GET", "/api/crm/leads?status=won", { headers: as() })).status,
    ).toBe(400);
    expect(
      (await call(leadsRoute, "POST", "/api/crm/leads", { headers: as(), body: "{not json" }))
        .status,
    ).toBe(400);
  });

  it("updates any field including status (200 {lead}), 400 for an unknown status, 404 for an unknown id, and deletes", async () => {
    const { lead } = await (
      await call(leadsRoute, "POST", "/api/crm/leads", {
        headers: as(),
        body: { firstName: "B", lastName: "C", email: "b@c.co" },
      })
    ).json();
    const params = { id: String(lead.id) };
    const path = `/api/crm/leads/${lead.id}`;
    const updated = await call(leadRoute, "PUT", path, {
      headers: as(),
      params,
      body: { status: "closed-won" },
    });
    expect(updated.status).toBe(200);
    expect((await updated.json()).lead.status).toBe("closed-won");
    expect(
      (await call(leadRoute, "PUT", path, { headers: as(), params, body: { status: "unknown" } }))
        .status,
    ).toBe(400);
    expect(
      (
        await call(leadRoute, "PUT", "/api/crm/leads/999999", {
          headers: as(),
          params: { id: "999999" },
          body: { status: "new" },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(leadRoute, "PUT", "/api/crm/leads/abc", {
          headers: as(),
          params: { id: "abc" },
          body: { status: "new" },
        })
      ).status,
    ).toBe(404);
    const stats = await (
      await call(statisticsRoute, "GET", "/api/crm/statistics", { headers: as() })
    ).json();
    expect(stats.closedWonLeads).toBeGreaterThanOrEqual(1);
    const removed = await call(leadRoute, "DELETE", path, { headers: as(), params });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ success: true });
    expect((await call(leadRoute, "DELETE", path, { headers: as(), params })).status).toBe(404);
    expect((await call(leadRoute, "POST", path, { headers: as(), params })).status).toBe(405);
  });

  it("activities: 201 {activity} with createdBy; 400 for duration 0, leadId 'abc', an unknown lead; delete", async () => {
    const { lead } = await (
      await call(leadsRoute, "POST", "/api/crm/leads", {
        headers: as(),
        body: { firstName: "C", lastName: "D", email: "c@d.co" },
      })
    ).json();
    const post = (body: unknown) =>
      call(activitiesRoute, "POST", "/api/crm/activities", { headers: as(), body });
    const valid = {
      leadId: lead.id,
      type: "call",
      subject: "Intro call",
      outcome: "successful",
      duration: 30,
      completedDate: new Date().toISOString(),
    };
    const created = await post(valid);
    expect(created.status).toBe(201);
    const { activity } = await created.json();
    expect(activity).toMatchObject({
      leadId: lead.id,
      createdBy: email,
      duration: 30,
      type: "call",
    });
    for (const [body, field] of [
      [{ ...valid, duration: 0 }, "duration"],
      [{ ...valid, duration: 1.5 }, "duration"],
      [{ ...valid, leadId: "abc" }, "leadId"],
      [{ ...valid, leadId: 999999 }, "leadId"],
      [{ ...valid, type: "fax" }, "type"],
      [{ ...valid, subject: "" }, "subject"],
      [{ ...valid, completedDate: "yesterday" }, "completedDate"],
    ] as const) {
      const response = await post(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys((await response.json()).errors)).toContain(field);
    }
    const list = await (
      await call(activitiesRoute, "GET", "/api/crm/activities", { headers: as() })
    ).json();
    expect(list[0].id).toBe(activity.id);
    const params = { id: String(activity.id) };
    expect(
      (
        await call(activityRoute, "DELETE", `/api/crm/activities/${activity.id}`, {
          headers: as(),
          params,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(activityRoute, "DELETE", `/api/crm/activities/${activity.id}`, {
          headers: as(),
          params,
        })
      ).status,
    ).toBe(404);
  });

  it("contacts and registrations: ?unprocessed=true, process {leadId} (400/404), delete", async () => {
    const contact = await insertContact(testDb.db);
    const registration = await insertRegistration(testDb.db);
    const { lead } = await (
      await call(leadsRoute, "POST", "/api/crm/leads", {
        headers: as(),
        body: { firstName: "D", lastName: "E", email: "d@e.co" },
      })
    ).json();
    for (const [listRoute, itemRoute, processRoute, base, id] of [
      [contactsRoute, contactRoute, contactProcessRoute, "/api/crm/contacts", contact.id],
      [
        registrationsRoute,
        registrationRoute,
        registrationProcessRoute,
        "/api/crm/dental-registrations",
        registration.id,
      ],
    ] as const) {
      const unprocessed = async () =>
        (
          await (await call(listRoute, "GET", `${base}?unprocessed=true`, { headers: as() })).json()
        ).map((r: { id: number }) => r.id);
      expect(await unprocessed()).toContain(id);
      const params = { id: String(id) };
      const processPath = `${base}/${id}/process`;
      expect(
        (
          await call(processRoute, "POST", processPath, {
            headers: as(),
            params,
            body: { leadId: "abc" },
          })
        ).status,
      ).toBe(400);
      expect(
        (
          await call(processRoute, "POST", processPath, {
            headers: as(),
            params,
            body: { leadId: 999999 },
          })
        ).status,
      ).toBe(400);
      expect(
        (
          await call(processRoute, "POST", `${base}/999999/process`, {
            headers: as(),
            params: { id: "999999" },
            body: { leadId: lead.id },
          })
        ).status,
      ).toBe(404);
      const ok = await call(processRoute, "POST", processPath, {
        headers: as(),
        params,
        body: { leadId: lead.id },
      });
      expect(ok.status).toBe(200);
      expect(await unprocessed()).not.toContain(id);
      const all = await (await call(listRoute, "GET", base, { headers: as() })).json();
      expect(all.find((r: { id: number }) => r.id === id)).toMatchObject({
        processed: true,
        leadId: lead.id,
      });
      expect(
        (await call(itemRoute, "DELETE", `${base}/${id}`, { headers: as(), params })).status,
      ).toBe(200);
      expect(
        (await call(itemRoute, "DELETE", `${base}/${id}`, { headers: as(), params })).status,
      ).toBe(404);
    }
  });

  it("newsletters: list, delete, and the CSV export with the session or the bearer token", async () => {
    const sub = await insertSubscription(testDb.db, {
      fullName: "=cmd|' /C calc'!A0",
      email: "csv@example.com",
    });
    await insertSubscription(testDb.db, { fullName: "Zoë Ødegård", email: "zoe@example.com" });
    const list = await (
      await call(newslettersRoute, "GET", "/api/crm/newsletters", { headers: as() })
    ).json();
    expect(list.map((s: { email: string }) => s.email)).toEqual(
      expect.arrayContaining(["csv@example.com", "zoe@example.com"]),
    );
    for (const headers of [as(), { Authorization: `Bearer ${token}` }]) {
      const csv = await call(exportRoute, "GET", "/api/crm/newsletters/export", { headers });
      expect(csv.status).toBe(200);
      expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
      expect(csv.headers.get("Content-Disposition")).toMatch(
        /^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const text = await csv.text();
      expect(text).toContain("id,email,fullName,subscribed,subscribedAt");
      expect(text).toContain(`,'=cmd|' /C calc'!A0,`);
      expect(text).toContain("Zoë Ødegård");
    }
    const params = { id: String(sub.id) };
    expect(
      (
        await call(newsletterRoute, "DELETE", `/api/crm/newsletters/${sub.id}`, {
          headers: as(),
          params,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(newsletterRoute, "DELETE", `/api/crm/newsletters/${sub.id}`, {
          headers: as(),
          params,
        })
      ).status,
    ).toBe(404);
  });
});
