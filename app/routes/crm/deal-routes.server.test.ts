/**
 * The deal fields through the routes: the lead page's deal form (/crm/leads/{id}/deal), the
 * move form (/crm/leads/{id}/move), the status control's Closed Lost, PUT /api/crm/leads/{id}
 * and the CSV export. The signed-in staff member is the audit's actor.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditEvents, leads } from "@db/schema";
import { createLead } from "~/models/leads.server";
import { signIn } from "../../../tests/helpers/crm-session";
import { callRoute, routeArgs, runRoute } from "../../../tests/helpers/route-call";
import { useTestDb } from "../../../tests/helpers/test-db";
import * as leadApi from "../api/crm.leads.$id";
import * as exportApi from "../api/crm.leads.export";
import * as dealRoute from "./leads.$id.deal";
import * as moveRoute from "./leads.$id.move";
import * as statusRoute from "./leads.$id.status";

const testDb = useTestDb();
let cookie: string;
let staffEmail: string;

type DataResult = { data: { result: { error?: Record<string, string[]> } }; init: ResponseInit };

const post = (
  mod: { action?: unknown },
  path: string,
  id: number,
  fields: Record<string, string>,
) =>
  runRoute(
    mod.action as (args: unknown) => unknown,
    routeArgs(
      new Request(`http://localhost${path}`, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { Cookie: cookie },
      }),
      { params: { id: String(id) } },
    ),
  );

let n = 0;
const newLead = () =>
  createLead(
    { firstName: "Route", lastName: `Deal ${++n}`, email: `route-deal${n}@example.com` },
    "setup@example.com",
  );
const stored = async (id: number) =>
  (await testDb.db.select().from(leads).where(eq(leads.id, id)))[0];

beforeAll(async () => {
  ({ cookie, email: staffEmail } = await signIn(testDb.db));
});

describe("deal form (/crm/leads/{id}/deal)", () => {
  it("saves value and date, by the signed-in staff member, and returns to the lead", async () => {
    const lead = await newLead();
    const answer = (await post(dealRoute, `/crm/leads/${lead.id}/deal`, lead.id, {
      estimatedValue: "£15,500",
      expectedCloseDate: "2026-09-30",
    })) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(`/crm/leads/${lead.id}#deal`);
    expect(await stored(lead.id)).toMatchObject({
      estimatedValue: 15500,
      expectedCloseDate: "2026-09-30",
    });
    const [audit] = await testDb.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "updated"));
    expect(audit.actor).toBe(staffEmail);
  });

  it("a bad value is a 400 with the field's message, nothing stored", async () => {
    const lead = await newLead();
    const answer = (await post(dealRoute, `/crm/leads/${lead.id}/deal`, lead.id, {
      estimatedValue: "about ten grand",
    })) as DataResult;
    expect(answer.init.status).toBe(400);
    expect(answer.data.result.error?.estimatedValue).toEqual([
      "Enter the value in whole pounds, for example 12000",
    ]);
    expect((await stored(lead.id)).estimatedValue).toBeNull();
  });

  it("a lost lead's reason cannot be emptied (field message)", async () => {
    const lead = await newLead();
    await post(moveRoute, `/crm/leads/${lead.id}/move`, lead.id, {
      status: "closed-lost",
      lostReason: "price",
    });
    const answer = (await post(dealRoute, `/crm/leads/${lead.id}/deal`, lead.id, {
      lostReason: "",
    })) as DataResult;
    expect(answer.init.status).toBe(400);
    expect(answer.data.result.error?.lostReason).toEqual(["Choose why the lead was lost"]);
  });
});

describe("move (/crm/leads/{id}/move)", () => {
  it("Closed Lost without a reason: 400 with the field message; with one: moved", async () => {
    const lead = await newLead();
    const refused = (await post(moveRoute, `/crm/leads/${lead.id}/move`, lead.id, {
      status: "closed-lost",
    })) as DataResult;
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.error?.lostReason).toEqual(["Choose why the lead was lost"]);
    expect((await stored(lead.id)).status).toBe("new");

    const moved = (await post(moveRoute, `/crm/leads/${lead.id}/move`, lead.id, {
      status: "closed-lost",
      lostReason: "competitor",
      returnTo: "/crm/pipeline",
    })) as Response;
    expect(moved.status).toBe(302);
    // Back on the board, at the moved card.
    expect(moved.headers.get("Location")).toBe(`/crm/pipeline#card-${lead.id}`);
    expect(await stored(lead.id)).toMatchObject({
      status: "closed-lost",
      lostReason: "competitor",
    });
  });

  it("the status control's Closed Lost goes to the move page to ask why", async () => {
    const lead = await newLead();
    const answer = (await post(statusRoute, `/crm/leads/${lead.id}/status`, lead.id, {
      status: "closed-lost",
      returnTo: "/crm",
    })) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(
      `/crm/leads/${lead.id}/move?status=closed-lost&returnTo=%2Fcrm`,
    );
    expect((await stored(lead.id)).status).toBe("new");
    // Any other status still moves at once, by the signed-in staff member.
    await post(statusRoute, `/crm/leads/${lead.id}/status`, lead.id, { status: "qualified" });
    const rows = await testDb.db.select().from(auditEvents).where(eq(auditEvents.leadId, lead.id));
    expect(rows.find((r) => r.action === "status-changed")?.actor).toBe(staffEmail);
  });
});

describe("API and export", () => {
  it("PUT closed-lost without a reason is a 400 naming the field; with one it is stored", async () => {
    const lead = await newLead();
    const path = `/api/crm/leads/${lead.id}`;
    const opts = (body: object) => ({
      headers: { Cookie: cookie },
      params: { id: String(lead.id) },
      body,
    });
    const refused = await callRoute(leadApi, "PUT", path, opts({ status: "closed-lost" }));
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors).toEqual({ lostReason: ["Choose why the lead was lost"] });
    const ok = await callRoute(
      leadApi,
      "PUT",
      path,
      opts({ status: "closed-lost", lostReason: "no-budget", estimatedValue: 9000 }),
    );
    expect(ok.status).toBe(200);
    expect((await ok.json()).lead).toMatchObject({
      status: "closed-lost",
      lostReason: "no-budget",
      estimatedValue: 9000,
    });
    const cleared = await callRoute(leadApi, "PUT", path, opts({ estimatedValue: null }));
    expect((await cleared.json()).lead.estimatedValue).toBeNull();
  });

  it("the CSV export has the deal columns", async () => {
    const lead = await newLead();
    await callRoute(leadApi, "PUT", `/api/crm/leads/${lead.id}`, {
      headers: { Cookie: cookie },
      params: { id: String(lead.id) },
      body: { estimatedValue: 4200, expectedCloseDate: "2026-12-01", status: "closed-won" },
    });
    const csv = await (
      await callRoute(exportApi, "GET", "/api/crm/leads/export", { headers: { Cookie: cookie } })
    ).text();
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    const columns = header.split(",");
    for (const c of ["estimatedValue", "expectedCloseDate", "wonDate", "lostReason"])
      expect(columns).toContain(c);
    const row = lines.find((l) => l.includes(`route-deal${n}@example.com`))!.split(",");
    expect(row[columns.indexOf("estimatedValue")]).toBe("4200");
    expect(row[columns.indexOf("expectedCloseDate")]).toBe("2026-12-01");
    expect(row[columns.indexOf("wonDate")]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
