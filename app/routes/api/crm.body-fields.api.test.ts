/**
 * The CRM API never drops what it is sent (decision 040): POST /api/crm/leads takes the deal
 * fields as PUT does, under the same deal rules, and every CRM endpoint that reads a JSON body
 * answers 400 naming a field it does not know.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { leads } from "@db/schema";
import { ukDay } from "~/utils/uk-dates";
import { signIn } from "../../../tests/helpers/crm-session";
import { type RouteModule, callRoute as call } from "../../../tests/helpers/route-call";
import { useTestDb } from "../../../tests/helpers/test-db";
import * as leadsRoute from "./crm.leads";
import * as leadRoute from "./crm.leads.$id";

const testDb = useTestDb();

// Every /api/crm route module (the group layouts crm-*-only.ts have no action).
const CRM_ROUTES = import.meta.glob<RouteModule>(["./crm.*.ts", "!./*.test.ts"], { eager: true });

/** "./crm.leads.$id.merge.ts" → "/api/crm/leads/1/merge" with its params. */
function urlOf(file: string) {
  const params: Record<string, string> = {};
  const segments = file
    .replace(/^\.\/|\.ts$/g, "")
    .split(".")
    .map((segment) => {
      if (!segment.startsWith("$")) return segment;
      params[segment.slice(1)] = "1";
      return "1";
    });
  return { path: `/api/${segments.join("/")}`, params };
}

let cookie: string;
beforeAll(async () => {
  ({ cookie } = await signIn(testDb.db));
});

const createLead = (body: Record<string, unknown>) =>
  call(leadsRoute, "POST", "/api/crm/leads", { headers: { Cookie: cookie }, body });

const storedLead = async (email: string) =>
  (await testDb.db.select().from(leads).where(eq(leads.email, email)))[0];

describe("POST /api/crm/leads with the deal fields", () => {
  it("stores them and answers them: 201 with the value, the dates and the stage reached", async () => {
    const created = await createLead({
      firstName: "Dee",
      lastName: "Value",
      email: "deal-post@example.com",
      status: "proposal",
      estimatedValue: "£12,000",
      expectedCloseDate: "2026-12-31",
    });
    expect(created.status).toBe(201);
    const { lead } = await created.json();
    expect(lead).toMatchObject({
      status: "proposal",
      estimatedValue: 12000,
      expectedCloseDate: "2026-12-31",
      wonDate: null,
      lostReason: null,
    });
    expect(await storedLead("deal-post@example.com")).toMatchObject({
      estimatedValue: 12000,
      expectedCloseDate: "2026-12-31",
      stageReached: 3,
    });
  });

  it("Closed Lost needs a reason as for PUT: 400 naming it and nothing stored; with one, stored with when", async () => {
    const refused = await createLead({
      firstName: "Lou",
      lastName: "Lost",
      email: "lost-post@example.com",
      status: "closed-lost",
      estimatedValue: 500,
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      message: "Validation failed",
      errors: { lostReason: ["Choose why the lead was lost"] },
    });
    expect(await storedLead("lost-post@example.com")).toBeUndefined();

    const other = await createLead({
      firstName: "Lou",
      lastName: "Lost",
      email: "lost-post@example.com",
      status: "closed-lost",
      lostReason: "other",
    });
    expect(other.status).toBe(400);
    expect((await other.json()).errors).toEqual({ lostReasonOther: ["Say why the lead was lost"] });

    const lost = await createLead({
      firstName: "Lou",
      lastName: "Lost",
      email: "lost-post@example.com",
      status: "closed-lost",
      lostReason: "competitor",
      estimatedValue: 500,
    });
    expect(lost.status).toBe(201);
    expect((await lost.json()).lead).toMatchObject({
      lostReason: "competitor",
      estimatedValue: 500,
      lostAt: expect.any(String),
    });
    expect(await storedLead("lost-post@example.com")).toMatchObject({
      status: "closed-lost",
      lostReason: "competitor",
      estimatedValue: 500,
      lostAt: expect.any(Date),
    });
  });

  it("Closed Won keeps the won date given, else today's (UK)", async () => {
    const given = await createLead({
      firstName: "Wyn",
      lastName: "Given",
      email: "won-given@example.com",
      status: "closed-won",
      wonDate: "2026-11-02",
      estimatedValue: 7000,
    });
    expect((await given.json()).lead).toMatchObject({
      wonDate: "2026-11-02",
      estimatedValue: 7000,
    });
    const today = await createLead({
      firstName: "Wyn",
      lastName: "Today",
      email: "won-today@example.com",
      status: "closed-won",
    });
    expect((await today.json()).lead.wonDate).toBe(ukDay());
    expect(await storedLead("won-today@example.com")).toMatchObject({ stageReached: 4 });
  });

  it("a deal field that is not valid is a 400 with the deal section's message", async () => {
    const refused = await createLead({
      firstName: "Val",
      lastName: "Bad",
      email: "value-bad@example.com",
      estimatedValue: "lots",
      expectedCloseDate: "2026-02-30",
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors).toEqual({
      estimatedValue: ["Enter the value in whole pounds, for example 12000"],
      expectedCloseDate: ["Enter a date, for example 2026-03-31"],
    });
    expect(await storedLead("value-bad@example.com")).toBeUndefined();
  });
});

describe("an unknown field", () => {
  it("POST /api/crm/leads: 400 naming it, and no lead stored", async () => {
    const refused = await createLead({
      firstName: "Typo",
      lastName: "Field",
      email: "typo@example.com",
      estimatedValu: 12000,
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      message: "Validation failed",
      errors: { estimatedValu: ["Unknown field"] },
    });
    expect(await storedLead("typo@example.com")).toBeUndefined();
  });

  it("PUT /api/crm/leads/{id}: 400 naming it, and the lead unchanged", async () => {
    const { lead } = await (
      await createLead({ firstName: "Put", lastName: "Typo", email: "put-typo@example.com" })
    ).json();
    const refused = await call(leadRoute, "PUT", `/api/crm/leads/${lead.id}`, {
      headers: { Cookie: cookie },
      params: { id: String(lead.id) },
      body: { status: "qualified", owner: null },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      message: "Validation failed",
      errors: { owner: ["Unknown field"] },
    });
    expect(await storedLead("put-typo@example.com")).toMatchObject({ status: "new" });
  });

  it("every CRM endpoint that reads a JSON body answers 400 naming it (the others 405)", async () => {
    const answers: string[] = [];
    for (const [file, mod] of Object.entries(CRM_ROUTES)) {
      if (!mod.action) continue;
      const { path, params } = urlOf(file);
      // The lead import takes a multipart upload, and its undo no body: their own test
      // (crm.imports.api.test.ts) refuses an unknown form field.
      if (path.startsWith("/api/crm/imports")) continue;
      // The image upload reads a multipart file, never JSON: crm.images.api.test.ts answers 415
      // to JSON and 400, in words, to each bad field.
      if (path === "/api/crm/images") continue;
      // The campaign actions (/{id}/{action}): only named actions exist; each action's body is
      // checked in crm.campaigns.api.test.ts.
      if (file.includes("crm.campaigns.$id.$action")) continue;
      // Likewise the post actions: schedule's unknown field is refused in crm.posts.api.test.ts.
      if (file.includes("crm.posts.$id.$action")) continue;
      for (const method of ["POST", "PUT", "PATCH"]) {
        const response = await call(mod, method, path, {
          headers: { Cookie: cookie },
          params,
          body: { nosuchField: 1 },
        });
        if (response.status === 405) continue;
        answers.push(`${method} ${path}`);
        expect(response.status, `${method} ${path}`).toBe(400);
        expect(await response.json(), `${method} ${path}`).toEqual({
          message: "Validation failed",
          errors: { nosuchField: ["Unknown field"] },
        });
      }
    }
    // A new endpoint that reads a body joins this list, and so this check.
    expect(answers.sort()).toEqual([
      "PATCH /api/crm/leads/1",
      "POST /api/crm/activities",
      "POST /api/crm/activities/1/complete",
      "POST /api/crm/campaigns",
      "POST /api/crm/campaigns/1/send",
      "POST /api/crm/contacts/1/convert",
      "POST /api/crm/contacts/1/process",
      "POST /api/crm/dental-registrations/1/convert",
      "POST /api/crm/dental-registrations/1/process",
      "POST /api/crm/leads",
      "POST /api/crm/leads/1/merge",
      "POST /api/crm/leads/1/messages",
      "POST /api/crm/messages/1/assign",
      "POST /api/crm/people/erase",
      "POST /api/crm/people/restrict",
      "POST /api/crm/people/unrestrict",
      "POST /api/crm/posts",
      "PUT /api/crm/campaigns/1",
      "PUT /api/crm/leads/1",
      "PUT /api/crm/posts/1",
    ]);
  });
});
