/**
 * POST /api/crm/imports, GET /api/crm/imports/{id} (JSON and the refused rows' CSV) and
 * POST /api/crm/imports/{id}/undo: admins only, with a recent password or code for the writes.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { leads, sessions } from "@db/schema";
import { runLeadImport } from "~/models/lead-import.server";
import { updateLead } from "~/models/leads.server";
import { IMPORT_MAX_BYTES } from "~/models/lead-import-csv.server";
import { signIn } from "../../../tests/helpers/crm-session";
import { type RouteModule, routeArgs, runRoute } from "../../../tests/helpers/route-call";
import { useTestDb } from "../../../tests/helpers/test-db";
import * as importsRoute from "./crm.imports";
import * as importRoute from "./crm.imports.$id";
import * as undoRoute from "./crm.imports.$id.undo";

const testDb = useTestDb();

const FILE = [
  "Email;First name;Last name;Company",
  'ada@example.com;Ada;Lovelace;=HYPERLINK("http://evil.test")',
  "not-an-email;Grace;Hopper;Navy",
  "alan@example.com;;Turing;Bletchley",
].join("\r\n");

function upload(fields: Record<string, string>, file: Blob | null = new Blob([FILE])) {
  const form = new FormData();
  if (file) form.set("file", file, "delegates.csv");
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

const OPTIONS = {
  mapping: JSON.stringify({
    Email: "email",
    "First name": "firstName",
    "Last name": "lastName",
    Company: "company",
  }),
  mode: "create-only",
  defaultSource: "event",
  lawfulBasis: "Dental Show 2026 delegate list, legitimate interests",
};

async function call(
  mod: RouteModule,
  method: string,
  path: string,
  cookie: string | undefined,
  params: Record<string, string> = {},
  body?: FormData,
  json?: Record<string, unknown>,
): Promise<Response> {
  const request = new Request(`http://localhost${path}`, {
    method,
    headers: {
      ...(cookie ? { Cookie: cookie } : {}),
      ...(json ? { "Content-Type": "application/json" } : {}),
    },
    body: json ? JSON.stringify(json) : body,
  });
  const handler = method === "GET" ? mod.loader : mod.action;
  return (await runRoute(handler!, routeArgs(request, { params }))) as Response;
}

describe("/api/crm/imports", () => {
  let admin: string;
  let member: string;
  let stale: string;

  beforeAll(async () => {
    ({ cookie: admin } = await signIn(testDb.db));
    ({ cookie: member } = await signIn(testDb.db, undefined, { role: "member" }));
    const old = await signIn(testDb.db);
    stale = old.cookie;
    // Signed in a day ago: no recent password or code.
    await testDb.db
      .update(sessions)
      .set({ mfaAt: new Date(Date.now() - 24 * 60 * 60 * 1000) })
      .where(eq(sessions.id, old.sessionId));
  });

  it("refuses without a session (401), a member (403) and an admin without a recent sign-in (403)", async () => {
    const post = (cookie?: string) =>
      call(importsRoute, "POST", "/api/crm/imports", cookie, {}, upload(OPTIONS));
    expect((await post()).status).toBe(401);
    expect((await post(member)).status).toBe(403);
    const staleAnswer = await post(stale);
    expect(staleAnswer.status).toBe(403);
    expect(await staleAnswer.json()).toMatchObject({ reauthRequired: true });
    expect((await call(importRoute, "GET", "/api/crm/imports/1", member, { id: "1" })).status).toBe(
      403,
    );
    expect(await testDb.db.select().from(leads)).toEqual([]);
  });

  it("imports, answers state, counts and refused rows (JSON and CSV), and undoes", async () => {
    const started = await call(
      importsRoute,
      "POST",
      "/api/crm/imports",
      admin,
      {},
      upload(OPTIONS),
    );
    expect(started.status).toBe(201);
    const { id } = (await started.json()) as { id: number };
    const path = `/api/crm/imports/${id}`;
    const queued = await (await call(importRoute, "GET", path, admin, { id: String(id) })).json();
    expect(queued).toMatchObject({ id, state: "queued", totalRows: 3, processedRows: 0 });

    await runLeadImport(id);
    const done = await (await call(importRoute, "GET", path, admin, { id: String(id) })).json();
    expect(done).toMatchObject({
      state: "done",
      processedRows: 3,
      counts: { created: 1, updated: 0, skipped: 0, refused: 2 },
      canUndo: true,
    });
    expect(done.refusedRows).toEqual([
      {
        line: 3,
        reasons: ["Email is not valid"],
        cells: {
          Email: "not-an-email",
          "First name": "Grace",
          "Last name": "Hopper",
          Company: "Navy",
        },
      },
      {
        line: 4,
        reasons: ["First name is required"],
        cells: {
          Email: "alan@example.com",
          "First name": "",
          "Last name": "Turing",
          Company: "Bletchley",
        },
      },
    ]);
    const [lead] = await testDb.db.select().from(leads);
    expect(lead.company).toBe('=HYPERLINK("http://evil.test")');

    const csv = await call(importRoute, "GET", `${path}?format=csv`, admin, { id: String(id) });
    expect(csv.headers.get("Content-Disposition")).toBe(
      `attachment; filename="import-${id}-refused-rows.csv"`,
    );
    // The BOM (for spreadsheets) kept: text() would drop it.
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(await csv.arrayBuffer())).toBe(
      "\uFEFFLine,Email,First name,Last name,Company,Reasons\r\n" +
        "3,not-an-email,Grace,Hopper,Navy,Email is not valid\r\n" +
        "4,alan@example.com,,Turing,Bletchley,First name is required\r\n",
    );

    const undo = `${path}/undo`;
    expect((await call(undoRoute, "POST", undo, stale, { id: String(id) })).status).toBe(403);
    const undone = await call(undoRoute, "POST", undo, admin, { id: String(id) });
    expect(undone.status).toBe(200);
    expect(await undone.json()).toMatchObject({ state: "undone", canUndo: false });
    expect(await testDb.db.select().from(leads)).toEqual([]);
    expect((await call(undoRoute, "POST", undo, admin, { id: String(id) })).status).toBe(409);
    expect(
      (await call(undoRoute, "POST", "/api/crm/imports/99999/undo", admin, { id: "99999" })).status,
    ).toBe(404);
  });

  it("GET …/undo names what Undo would do; POST keeps a lead changed since unless asked to undo it too", async () => {
    const start = async () => {
      const started = await call(
        importsRoute,
        "POST",
        "/api/crm/imports",
        admin,
        {},
        upload(OPTIONS),
      );
      const { id } = (await started.json()) as { id: number };
      await runLeadImport(id);
      const [ada] = await testDb.db.select().from(leads).where(eq(leads.email, "ada@example.com"));
      await updateLead(ada.id, { status: "contacted" }, [], "staff@example.com");
      return { id: String(id), ada };
    };
    const first = await start();
    const path = `/api/crm/imports/${first.id}/undo`;
    const plan = await call(undoRoute, "GET", path, admin, { id: first.id });
    expect(plan.status).toBe(200);
    expect(await plan.json()).toMatchObject({
      keep: { deletes: 0, restores: 0, kept: 1 },
      undo: { deletes: 1, restores: 0 },
      changed: [{ leadId: first.ada.id, kind: "created", fields: ["status"] }],
    });
    const bad = await call(undoRoute, "POST", path, admin, { id: first.id }, undefined, {
      changedSince: "maybe",
    });
    expect(bad.status).toBe(400);
    expect((await call(undoRoute, "POST", path, admin, { id: first.id })).status).toBe(200);
    expect((await testDb.db.select().from(leads)).map((l) => l.status)).toEqual(["contacted"]);
    await testDb.db.delete(leads);

    const second = await start();
    const again = `/api/crm/imports/${second.id}/undo`;
    const undone = await call(undoRoute, "POST", again, admin, { id: second.id }, undefined, {
      changedSince: "undo",
    });
    expect(undone.status).toBe(200);
    expect(await testDb.db.select().from(leads)).toEqual([]);
  });

  it("answers 400 with field errors for a missing file, lawful basis or email column, an unknown field; 413 past 20 MB", async () => {
    const post = async (form: FormData) => {
      const answer = await call(importsRoute, "POST", "/api/crm/imports", admin, {}, form);
      return { status: answer.status, body: await answer.json() };
    };
    expect(await post(upload(OPTIONS, null))).toMatchObject({
      status: 400,
      body: { errors: { file: ["Choose a CSV file to import"] } },
    });
    expect(await post(upload({ ...OPTIONS, lawfulBasis: " " }))).toMatchObject({
      status: 400,
      body: { errors: { lawfulBasis: [expect.stringContaining("lawful basis")] } },
    });
    expect(await post(upload({ ...OPTIONS, mapping: '{"Email": null}' }))).toMatchObject({
      status: 400,
      body: { errors: { mapping: [expect.stringContaining("Email")] } },
    });
    expect(await post(upload({ ...OPTIONS, mapping: "not json" }))).toMatchObject({
      status: 400,
      body: { errors: { mapping: [expect.any(String)] } },
    });
    expect(await post(upload({ ...OPTIONS, owner: "1" }))).toMatchObject({
      status: 400,
      body: { errors: { owner: ["Unknown field"] } },
    });
    const huge = new Blob([new Uint8Array(IMPORT_MAX_BYTES + 1)]);
    expect((await post(upload(OPTIONS, huge))).status).toBe(413);
    expect(await testDb.db.select().from(leads)).toEqual([]);
  });
});
