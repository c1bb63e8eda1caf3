/**
 * /crm/imports pages: admins only (a member gets the CRM's 403), a bad file answered with a
 * message (never a 5xx), the mapping page's preview with each row's problems, Start, the refused
 * rows' CSV and Undo.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { leads } from "@db/schema";
import { runLeadImport } from "~/models/lead-import.server";
import { signIn } from "../../../tests/helpers/crm-session";
import { type RouteModule, routeArgs, runRoute } from "../../../tests/helpers/route-call";
import { useTestDb } from "../../../tests/helpers/test-db";
import * as listRoute from "./imports";
import * as newRoute from "./imports.new";
import * as importRoute from "./imports.$id";
import * as refusedRoute from "../api/crm.imports.$id";
import * as undoRoute from "./imports.$id.undo";
import * as apiRoute from "../api/crm.imports";

const testDb = useTestDb();

const FILE = [
  "Email;First name;Last name",
  "ada@example.com;Ada;Lovelace",
  "not-an-email;Grace;Hopper",
].join("\r\n");

async function call(
  mod: RouteModule,
  method: string,
  path: string,
  cookie: string,
  params: Record<string, string> = {},
  body?: FormData,
): Promise<unknown> {
  const request = new Request(`http://localhost${path}`, {
    method,
    headers: { Cookie: cookie },
    body,
  });
  // The admins-only check throws data(): the refusal is the answer.
  return runRoute(
    (method === "GET" ? mod.loader : mod.action)!,
    routeArgs(request, { params }),
  ).catch((thrown: unknown) => thrown);
}

/** A thrown or returned data(): its status and body. */
const statusOf = (answer: unknown) =>
  answer instanceof Response
    ? answer.status
    : ((answer as { init?: { status?: number } })?.init?.status ?? 200);

function upload(file: Blob | null, lawfulBasis = "Dental Show 2026 delegates") {
  const form = new FormData();
  if (file) form.set("file", file, "delegates.csv");
  form.set("lawfulBasis", lawfulBasis);
  return form;
}

describe("/crm/imports pages", () => {
  let admin: string;
  let member: string;

  beforeAll(async () => {
    ({ cookie: admin } = await signIn(testDb.db));
    ({ cookie: member } = await signIn(testDb.db, undefined, { role: "member" }));
  });

  it("refuses a member with the CRM's 403", async () => {
    for (const [mod, path] of [
      [listRoute, "/crm/imports"],
      [newRoute, "/crm/imports/new"],
    ] as const) {
      const answer = await call(mod, "GET", path, member);
      expect(statusOf(answer)).toBe(403);
    }
    const posted = await call(
      newRoute,
      "POST",
      "/crm/imports/new",
      member,
      {},
      upload(new Blob([FILE])),
    );
    expect(statusOf(posted)).toBe(403);
  });

  it("answers a bad file or a missing lawful basis with a message, not a 5xx", async () => {
    const empty = await call(newRoute, "POST", "/crm/imports/new", admin, {}, upload(null));
    expect(statusOf(empty)).toBe(400);
    expect(JSON.stringify(empty)).toContain("Choose a CSV file to import");
    const headerOnly = await call(
      newRoute,
      "POST",
      "/crm/imports/new",
      admin,
      {},
      upload(new Blob(["Email\r\n"])),
    );
    expect(statusOf(headerOnly)).toBe(400);
    expect(JSON.stringify(headerOnly)).toContain("no rows below its header");
    const noBasis = await call(
      newRoute,
      "POST",
      "/crm/imports/new",
      admin,
      {},
      upload(new Blob([FILE]), " "),
    );
    expect(statusOf(noBasis)).toBe(400);
    expect(JSON.stringify(noBasis)).toContain("lawful basis");
    const notMultipart = await runRoute(
      newRoute.action,
      routeArgs(
        new Request("http://localhost/crm/imports/new", {
          method: "POST",
          headers: { Cookie: admin, "Content-Type": "application/json" },
          body: "{}",
        }),
      ),
    );
    expect(statusOf(notMultipart)).toBe(400);
  });

  it("refuses a workbook or a binary file named .csv in words, on the page and the API, never a 5xx", async () => {
    const xlsx = new Blob([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00])]);
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])]);
    for (const [file, words] of [
      [xlsx, "This is an Excel workbook, not a CSV file"],
      [png, "This file is not text"],
    ] as const) {
      const page = await call(newRoute, "POST", "/crm/imports/new", admin, {}, upload(file));
      expect(statusOf(page)).toBe(400);
      expect(JSON.stringify(page)).toContain(words);
      const api = (await call(
        apiRoute,
        "POST",
        "/api/crm/imports",
        admin,
        {},
        upload(file),
      )) as Response;
      expect(api.status).toBe(400);
      expect(JSON.stringify(await api.json())).toContain(words);
    }
  });

  it("uploads, previews each row's problems, starts, and offers the refused rows and Undo", async () => {
    const uploaded = (await call(
      newRoute,
      "POST",
      "/crm/imports/new",
      admin,
      {},
      upload(new Blob([FILE])),
    )) as Response;
    expect(uploaded.status).toBe(302);
    const mapUrl = new URL(uploaded.headers.get("Location")!, "http://localhost");
    const token = mapUrl.searchParams.get("upload")!;
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    // Another admin cannot read this upload.
    const other = await signIn(testDb.db);
    const foreign = (await call(
      newRoute,
      "GET",
      `${mapUrl.pathname}${mapUrl.search}`,
      other.cookie,
    )) as {
      step: string;
    };
    expect(foreign.step).toBe("upload");

    const page = (await call(newRoute, "GET", `${mapUrl.pathname}${mapUrl.search}`, admin)) as {
      step: string;
      mapping: (string | null)[];
      preview: { line: number; action: string; problems: string[] }[];
    };
    expect(page.step).toBe("map");
    expect(page.mapping).toEqual(["email", "firstName", "lastName"]);
    expect(page.preview).toEqual([
      expect.objectContaining({ line: 2, action: "create", problems: [] }),
      expect.objectContaining({ line: 3, action: "refuse", problems: ["Email is not valid"] }),
    ]);
    // A changed mapping in the query: the preview follows it.
    const remapped = (await call(
      newRoute,
      "GET",
      `/crm/imports/new?upload=${token}&col0=email&col1=&col2=&mode=create-only`,
      admin,
    )) as { preview: { problems: string[] }[] };
    expect(remapped.preview[0].problems).toEqual([
      "First name is required",
      "Last name is required",
    ]);

    const start = new FormData();
    start.set("upload", token);
    for (const [i, f] of ["email", "firstName", "lastName"].entries()) start.set(`col${i}`, f);
    start.set("mode", "create-only");
    start.set("defaultStatus", "new");
    start.set("defaultSource", "event");
    start.set("defaultOwnerId", "");
    const started = (await call(
      newRoute,
      "POST",
      "/crm/imports/new",
      admin,
      {},
      start,
    )) as Response;
    expect(started.status).toBe(302);
    const id = started.headers.get("Location")!.split("/").pop()!;

    const queued = (await call(importRoute, "GET", `/crm/imports/${id}`, admin, { id })) as {
      state: string;
    };
    expect(queued.state).toBe("queued");
    await runLeadImport(Number(id));
    const done = (await call(importRoute, "GET", `/crm/imports/${id}`, admin, { id })) as {
      state: string;
      counts: Record<string, number>;
      canUndo: boolean;
      lawfulBasis: string;
    };
    expect(done).toMatchObject({
      state: "done",
      counts: { created: 1, updated: 0, skipped: 0, refused: 1 },
      canUndo: true,
      lawfulBasis: "Dental Show 2026 delegates",
    });
    const list = (await call(listRoute, "GET", "/crm/imports", admin)) as {
      imports: { id: number; state: string }[];
    };
    expect(list.imports[0]).toMatchObject({ id: Number(id), state: "done" });

    // The page's "Download the refused rows" link: the API's CSV of them.
    const csv = (await call(refusedRoute, "GET", `/api/crm/imports/${id}?format=csv`, admin, {
      id,
    })) as Response;
    expect(await csv.text()).toContain("3,not-an-email,Grace,Hopper,Email is not valid");
    expect(
      statusOf(
        await call(refusedRoute, "GET", `/api/crm/imports/${id}?format=csv`, member, { id }),
      ),
    ).toBe(403);

    expect(statusOf(await call(undoRoute, "POST", `/crm/imports/${id}/undo`, member, { id }))).toBe(
      403,
    );
    const undone = (await call(undoRoute, "POST", `/crm/imports/${id}/undo`, admin, {
      id,
    })) as Response;
    expect(undone.status).toBe(302);
    expect(await testDb.db.select().from(leads)).toEqual([]);
  });
});
