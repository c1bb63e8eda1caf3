/**
 * Fuzz test: every route of app/routes.ts (pages, form actions, /api/*), signed in and not,
 * through the real HTTP pipeline and React Router's request handler, with generated bad input:
 * NUL and lone surrogates, huge/negative/fractional numbers, wrong content types, malformed and
 * deeply nested JSON, very long fields, odd methods and Host headers. No answer may be 5xx and
 * none may hang. fast-check runs a fixed seed and prints the shrunk request when one fails.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signIn } from "../helpers/crm-session";
import { type RawRequest, startInProcessServer } from "../helpers/raw-http";
import { type FlatRoute, flatRoutes } from "../helpers/server-build";
import { useTestDb } from "../helpers/test-db";

const testDb = useTestDb();
let server: Awaited<ReturnType<typeof startInProcessServer>>;

beforeAll(async () => {
  // Limits would answer 429 before the input reaches validation and storage: lift them here.
  vi.stubEnv("RATE_LIMIT_FORMS", "1000000/1m");
  vi.stubEnv("RATE_LIMIT_LOGIN", "1000000/1m");
  vi.stubEnv("LOG_LEVEL", "silent");
  server = await startInProcessServer();
  // Something for the id routes to find: a lead, so /crm/leads/1/... reach their real code.
  const { createLead } = await import("~/models/leads.server");
  await createLead(
    {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      source: "website",
    } as never,
    "anna@durhamdata.test",
  );
  // Loading every route module takes a while on a busy machine.
}, 180_000);
afterAll(async () => {
  await server?.close();
  vi.unstubAllEnvs();
});

const ROUTES = flatRoutes().filter((r) => r.file !== "routes/site/layout.tsx");

// ---------------------------------------------------------------------------------------------
// Generators

/** Text PostgreSQL or the framework may choke on. */
const nastyText = fc.oneof(
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "\ud800",
    "x\udc00y",
    "\ud83d",
    "",
    " ",
    "\r\n",
    "line\nERROR forged",
    "<script>alert(1)</script>",
    "' or 1=1 --",
    "%00",
    "../../etc/passwd",
    "😀",
    "\u202e",
    "\uffff",
  ),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.nat({ max: 20_000 }).map((n) => "x".repeat(n)),
);

const nastyNumber = fc.oneof(
  fc.constantFrom(
    2 ** 31,
    2 ** 31 - 1,
    2 ** 53,
    -1,
    0,
    -(2 ** 31) - 1,
    1e20,
    1.5,
    Number.MAX_SAFE_INTEGER,
  ),
  fc.integer(),
  fc.double(),
);

/** Values of URL parameters and query strings (as text). */
const paramValue = fc.oneof(
  nastyText,
  nastyNumber.map(String),
  fc.constantFrom("1", "2147483648", "99999999999999999999", "1e20", "-5", "0x10", "NaN"),
);

const FIELD_NAMES = [
  "email",
  "password",
  "name",
  "firstName",
  "lastName",
  "fullName",
  "company",
  "practiceName",
  "jobTitle",
  "phone",
  "location",
  "pms",
  "locations",
  "discoveryCall",
  "challenge",
  "marketingOptIn",
  "message",
  "subject",
  "source",
  "sector",
  "status",
  "leadId",
  "type",
  "description",
  "outcome",
  "duration",
  "completedDate",
  "notes",
  "value",
  "score",
  "token",
  "returnTo",
  "intent",
  "website",
  "_enhanced",
  "consent",
] as const;

const jsonValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    nastyText,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...FIELD_NAMES), tie("value"), { maxKeys: 3 }),
  ),
})).value;

const QUERY_KEYS = [
  "q",
  "page",
  "status",
  "tab",
  "lead",
  "leadId",
  "token",
  "returnTo",
  "subject",
  "sent",
  "registered",
  "unprocessed",
  "_data",
  "index",
] as const;

const fields = fc.dictionary(fc.constantFrom(...FIELD_NAMES), jsonValue, {
  minKeys: 1,
  maxKeys: 8,
});

const formBody = fc
  .dictionary(fc.constantFrom(...FIELD_NAMES), paramValue, { maxKeys: 8 })
  .map((f) => new URLSearchParams(f).toString());

/** [content type, body] pairs, matching and mismatching. */
const body: fc.Arbitrary<[string | undefined, string | undefined]> = fc.oneof(
  fields.map((f): [string, string] => ["application/json", JSON.stringify(f)]),
  formBody.map((b): [string, string] => ["application/x-www-form-urlencoded", b]),
  fields.map((f): [string, string] => ["application/x-www-form-urlencoded", JSON.stringify(f)]),
  formBody.map((b): [string, string] => ["application/json", b]),
  fc.constantFrom<[string | undefined, string | undefined]>(
    ["application/json", "{"],
    ["application/json", "[]"],
    ["application/json", "null"],
    ["application/json", '"\\u0000"'],
    ["application/json", "[".repeat(5000) + "]".repeat(5000)],
    ["application/json", '{"a":'.repeat(3000) + "1" + "}".repeat(3000)],
    ["multipart/form-data", "--x\r\n"],
    ["multipart/form-data; boundary=x", "garbage"],
    ["text/plain", "hello"],
    ["application/xml", "<a/>"],
    ["image/png", "\u0089PNG"],
    ["nonsense", "x=1"],
    [undefined, "email=a%40b.c"],
    [undefined, undefined],
    ["application/x-www-form-urlencoded", "%zz=%%&&=="],
    ["application/x-www-form-urlencoded", "email=%00&password=%00"],
  ),
);

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "PROPFIND"];

const hostHeader = fc.oneof(
  { weight: 6, arbitrary: fc.constant(undefined) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "bad host",
      "exa mple.com",
      "[::1",
      "a:b:c",
      "localhost:99999",
      "-",
      "%00",
      "ex\u00e4mple.com",
      "",
    ),
  },
);

function fillPattern(route: FlatRoute, values: string[]): string {
  let i = 0;
  const filled = route.pattern.replace(/:[A-Za-z]+|\*/g, () =>
    escapeAny(values[i++ % values.length] ?? "1"),
  );
  return filled || "/";
}

const request = fc
  .record({
    route: fc.constantFrom(...ROUTES),
    params: fc.array(paramValue, { minLength: 1, maxLength: 2 }),
    query: fc.dictionary(fc.constantFrom(...QUERY_KEYS), paramValue, { maxKeys: 3 }),
    method: fc.constantFrom(...METHODS),
    body,
    host: hostHeader,
    signedIn: fc.boolean(),
    accept: fc.constantFrom("text/html", "application/json", "*/*", undefined),
  })
  .map((r) => ({
    ...r,
    path: fillPattern(r.route, r.params) + queryString(r.query),
  }));

function queryString(query: Record<string, string>): string {
  // encodeURIComponent cannot encode lone surrogates: send their raw UTF-8 bytes' escapes.
  const parts = Object.entries(query).map(([k, v]) => `${k}=${escapeAny(v)}`);
  return parts.length ? `?${parts.join("&")}` : "";
}

function escapeAny(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%ED%A0%80";
  }
}

// One signed-in session, renewed only after a request that may have ended it (a logout).
let cookie: string | undefined;
async function sessionCookie(path: string): Promise<string> {
  if (!cookie || /logout|auth\/login|^\/crm(\?|$)/.test(path))
    cookie = (await signIn(testDb.db)).cookie;
  return cookie;
}

async function toRaw(r: {
  path: string;
  method: string;
  body: [string | undefined, string | undefined];
  host: string | undefined;
  signedIn: boolean;
  accept: string | undefined;
}): Promise<RawRequest> {
  const headers: Record<string, string> = {};
  const [type, content] = r.body;
  if (type) headers["content-type"] = type;
  if (r.host !== undefined) headers.host = r.host;
  if (r.accept) headers.accept = r.accept;
  if (r.signedIn) headers.cookie = await sessionCookie(r.path);
  const hasBody = content !== undefined && r.method !== "GET" && r.method !== "HEAD";
  return { method: r.method, path: r.path, headers, body: hasBody ? content : undefined };
}

function describeFailure(raw: RawRequest, status: number, body: string): string {
  const shown = typeof raw.body === "string" ? raw.body.slice(0, 300) : "";
  return `${raw.method} ${raw.path} ${JSON.stringify(raw.headers)} ${JSON.stringify(shown)} → ${status} ${body.slice(0, 300)}`;
}

// ---------------------------------------------------------------------------------------------

describe("every route, generated bad input", () => {
  it("lists the routes it fuzzes from app/routes.ts", () => {
    expect(ROUTES.length).toBeGreaterThan(50);
    expect(ROUTES.map((r) => r.pattern)).toEqual(
      expect.arrayContaining(["/contact", "/crm/leads/:id/status", "/api/crm/activities/:id"]),
    );
  });

  // Deterministic sweep first: each route, signed in and not, gets the worst cases of each kind.
  const SWEEP: { name: string; method: string; type?: string; body?: string; param: string }[] = [
    { name: "GET with NUL", method: "GET", param: "\u0000" },
    { name: "GET with 2^31", method: "GET", param: "2147483648" },
    {
      name: "form post of NUL",
      method: "POST",
      param: "1",
      type: "application/x-www-form-urlencoded",
      body: FIELD_NAMES.map((f) => `${f}=a%00b`).join("&"),
    },
    {
      name: "JSON post of NUL and lone surrogates",
      method: "POST",
      param: "1",
      type: "application/json",
      body: JSON.stringify(Object.fromEntries(FIELD_NAMES.map((f) => [f, "a\u0000\ud800"]))),
    },
    {
      name: "JSON of 2^31 ids",
      method: "POST",
      param: "2147483648",
      type: "application/json",
      body: JSON.stringify(Object.fromEntries(FIELD_NAMES.map((f) => [f, 2 ** 31]))),
    },
    { name: "JSON to a form", method: "POST", param: "1", type: "application/json", body: "{}" },
    { name: "text/plain", method: "POST", param: "1", type: "text/plain", body: "x" },
    { name: "TRACE", method: "TRACE", param: "1" },
    { name: "PUT", method: "PUT", param: "1", type: "application/json", body: "{" },
  ];

  // Public pages ignore the session: signed in and not matters for /crm and /api routes.
  const states = (route: FlatRoute) =>
    /^\/(crm|api)(\/|$)/.test(route.pattern) ? [false, true] : [false];

  it.each(SWEEP)("$name: no route answers 5xx", async (c) => {
    const failures: string[] = [];
    // Bodies of every kind go to the routes that take posts; the rest answer 405 to one kind.
    const routes =
      c.method === "GET" || c.method === "TRACE" || c.name === "form post of NUL"
        ? ROUTES
        : ROUTES.filter((r) => server.hasAction(r.id));
    for (const route of routes) {
      for (const signedIn of c.method === "TRACE" ? [false] : states(route)) {
        const query = `?q=${encodeURIComponent(c.param)}&page=${encodeURIComponent(c.param)}&lead=${encodeURIComponent(c.param)}&leadId=${encodeURIComponent(c.param)}&token=${encodeURIComponent(c.param)}`;
        const raw = await toRaw({
          path: fillPattern(route, [c.param]) + query,
          method: c.method,
          body: [c.type, c.body],
          host: undefined,
          signedIn,
          accept: "text/html",
        });
        const res = await server.send(raw);
        if (res.status >= 500) failures.push(describeFailure(raw, res.status, res.body));
      }
    }
    expect(failures).toEqual([]);
  });

  it("fast-check: generated requests never answer 5xx or hang", async () => {
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const raw = await toRaw(r);
        const res = await server.send(raw, 10_000);
        if (res.status >= 500) throw new Error(describeFailure(raw, res.status, res.body));
      }),
      { seed: 20261123, numRuns: 250 },
    );
  });
});
