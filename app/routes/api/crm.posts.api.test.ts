/**
 * The posts API for scripts: the session check (401), members draft and save
 * while admins publish, schedule and unpublish (403, decision 082), bad input a 400 with the
 * form's messages (never a 5xx), 404 for an unknown post, 409 when the state does not allow it,
 * only drafts deleted, revisions with who and when, and audit entries naming each publish.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditEvents, posts } from "@db/schema";
import { POST_TEXTS } from "~/components/posts/texts";
import { signIn } from "../../../tests/helpers/crm-session";
import { type RouteModule, routeArgs, runRoute } from "../../../tests/helpers/route-call";
import { useTestDb } from "../../../tests/helpers/test-db";
import { loader as publicPost } from "./blog.$slug";
import * as listRoute from "./crm.posts";
import * as oneRoute from "./crm.posts.$id";
import * as actionRoute from "./crm.posts.$id.$action";
import * as revisionsRoute from "./crm.posts.$id.revisions";

const testDb = useTestDb();

async function call(
  mod: RouteModule,
  method: string,
  path: string,
  cookie: string | undefined,
  params: Record<string, string> = {},
  body?: unknown,
  rawBody?: string,
): Promise<Response> {
  const request = new Request(`http://localhost${path}`, {
    method,
    headers: {
      ...(cookie ? { Cookie: cookie } : {}),
      ...(body === undefined && rawBody === undefined
        ? {}
        : { "Content-Type": "application/json" }),
    },
    body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const handler = method === "GET" ? mod.loader : mod.action;
  return (await runRoute(handler!, routeArgs(request, { params }))) as Response;
}

const POST = {
  title: "Five KPIs every dental group should watch",
  excerpt: "Where the money leaks.",
  category: "Data Analytics",
  content: "## Failed appointments\n\nCount them the same way at every site.",
  metaDescription: "Five numbers for dental groups.",
};

let admin: string;
let member: string;
let adminEmail: string;

beforeAll(async () => {
  ({ cookie: admin, email: adminEmail } = await signIn(testDb.db));
  ({ cookie: member } = await signIn(testDb.db, undefined, { role: "member" }));
});

const one = (id: number) => ({ path: `/api/crm/posts/${id}`, params: { id: String(id) } });

async function create(cookie = member, body: unknown = POST): Promise<Response> {
  return call(listRoute, "POST", "/api/crm/posts", cookie, {}, body);
}

async function act(id: number, action: string, cookie = admin, body?: unknown) {
  return call(
    actionRoute,
    "POST",
    `/api/crm/posts/${id}/${action}`,
    cookie,
    { id: String(id), action },
    body,
  );
}

describe("/api/crm/posts", () => {
  it("answers 401 without a session, for every route", async () => {
    expect((await call(listRoute, "GET", "/api/crm/posts", undefined)).status).toBe(401);
    expect((await create(""))!.status).toBe(401);
    expect((await call(oneRoute, "GET", one(1).path, undefined, one(1).params)).status).toBe(401);
    expect((await act(1, "publish", "")).status).toBe(401);
    const revisions = await call(revisionsRoute, "GET", `${one(1).path}/revisions`, undefined, {
      id: "1",
    });
    expect(revisions.status).toBe(401);
  });

  it("a member drafts: 201 with the id, the state and a slug from the title", async () => {
    const response = await create();
    expect(response.status).toBe(201);
    const { post } = await response.json();
    expect(post).toMatchObject({
      id: expect.any(Number),
      state: "draft",
      slug: "five-kpis-every-dental-group-should-watch",
      title: POST.title,
      readTime: null,
      shownReadTime: "1 min read",
      imageUrl: null,
      metaDescription: POST.metaDescription,
    });
    expect(post.id).toBeGreaterThan(7);
    const list = await (
      await call(listRoute, "GET", "/api/crm/posts?q=dental+group", member)
    ).json();
    expect(list.posts.map((p: { id: number }) => p.id)).toContain(post.id);
  });

  it("bad input is a 400 naming each field in the form's words, never a 5xx", async () => {
    const bad = await create(member, {
      title: "",
      slug: "Not A Slug",
      category: "",
      imageUrl: "javascript:alert(1)",
      readTime: "soon",
    });
    expect(bad.status).toBe(400);
    const { errors } = await bad.json();
    expect(errors).toEqual({
      title: [POST_TEXTS.messages.title],
      slug: [POST_TEXTS.messages.slug],
      category: [POST_TEXTS.messages.category],
      imageUrl: [POST_TEXTS.messages.imageUrl],
      readTime: [POST_TEXTS.messages.readTime],
    });
    const reserved = await create(member, { ...POST, slug: "insights" });
    expect((await reserved.json()).errors).toEqual({ slug: [POST_TEXTS.messages.slugReserved] });
    const unknown = await create(member, { ...POST, author: "someone" });
    expect((await unknown.json()).errors).toEqual({ author: ["Unknown field"] });
    expect((await create(member, { ...POST, title: 42 })).status).toBe(400);
    const malformed = await call(listRoute, "POST", "/api/crm/posts", member, {}, undefined, "{");
    expect(malformed.status).toBe(400);
    const array = await call(listRoute, "POST", "/api/crm/posts", member, {}, undefined, "[]");
    expect(array.status).toBe(400);
    const taken = await create(member, { ...POST, slug: "dental-practice-kpis-pms-data" });
    expect(taken.status).toBe(400);
    expect((await taken.json()).errors).toEqual({ slug: [POST_TEXTS.messages.slugTaken] });
    for (const id of ["0", "abc", "99999999999999999999", "999999"]) {
      const response = await call(oneRoute, "GET", `/api/crm/posts/${id}`, admin, { id });
      expect(response.status, id).toBe(404);
    }
  });

  it("members save drafts but may not publish, schedule, unpublish or change a live post", async () => {
    const { post } = await (await create()).json();
    const { path, params } = one(post.id);
    const put = await call(oneRoute, "PUT", path, member, params, { ...POST, title: "Renamed" });
    expect(put.status).toBe(200);
    expect((await put.json()).post.title).toBe("Renamed");
    for (const action of ["publish", "schedule", "unpublish"])
      expect((await act(post.id, action, member)).status, action).toBe(403);
    expect((await act(post.id, "publish")).status).toBe(200);
    const refused = await call(oneRoute, "PUT", path, member, params, POST);
    expect(refused.status).toBe(403);
    expect((await call(oneRoute, "DELETE", path, member, params)).status).toBe(403);
  });

  it("an admin publishes (audited, public), cannot delete it (409), unpublishes it (404 public)", async () => {
    const { post } = await (await create(admin, { ...POST, title: "Live and gone" })).json();
    const published = await act(post.id, "publish");
    expect(published.status).toBe(200);
    expect((await published.json()).post).toMatchObject({ state: "published" });
    expect((await act(post.id, "publish")).status).toBe(409);
    const slugArgs = { params: { slug: "live-and-gone" } } as never;
    expect((await publicPost(slugArgs)).status).toBe(200);
    const { path, params } = one(post.id);
    const deleted = await call(oneRoute, "DELETE", path, admin, params);
    expect(deleted.status).toBe(409);
    expect(await deleted.json()).toEqual({ message: POST_TEXTS.api.notDraft });
    expect((await act(post.id, "unpublish")).status).toBe(200);
    expect((await act(post.id, "unpublish")).status).toBe(409);
    expect((await publicPost(slugArgs)).status).toBe(404);
    const audit = await testDb.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, "post"), eq(auditEvents.entityId, post.id)))
      .orderBy(auditEvents.id);
    expect(audit.map((a) => [a.action, a.actor, a.summary])).toEqual([
      ["post-created", adminEmail, "Post drafted: Live and gone"],
      ["post-published", adminEmail, "Post published: Live and gone"],
      ["post-unpublished", adminEmail, "Post unpublished: Live and gone"],
    ]);
  });

  it("schedules for an ISO 8601 time within a year, else a 400", async () => {
    const { post } = await (await create()).json();
    for (const at of ["tomorrow", "2020-01-01T09:00:00Z", "2099-01-01T09:00:00Z", 5])
      expect((await act(post.id, "schedule", admin, { at })).status, String(at)).toBe(400);
    expect(
      (await act(post.id, "schedule", admin, { at: "2027-01-01T09:00:00Z", x: 1 })).status,
    ).toBe(400);
    const at = new Date(Date.now() + 60 * 60_000).toISOString();
    const scheduled = await act(post.id, "schedule", admin, { at });
    expect(scheduled.status).toBe(200);
    expect((await scheduled.json()).post).toMatchObject({ state: "scheduled", scheduledAt: at });
    const [row] = await testDb.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row.scheduledAt?.toISOString()).toBe(at);
  });

  it("refuses to publish a post with no body, and answers 404 for an unknown action or post", async () => {
    const { post } = await (await create(member, { ...POST, content: "" })).json();
    const empty = await act(post.id, "publish");
    expect(empty.status).toBe(400);
    expect((await empty.json()).errors).toEqual({ content: [POST_TEXTS.messages.contentMissing] });
    expect((await act(post.id, "archive")).status).toBe(404);
    expect((await act(999_999, "publish")).status).toBe(404);
  });

  it("deletes a draft (a member, their own only), and lists revisions with who and when", async () => {
    const { post } = await (await create()).json();
    const { path, params } = one(post.id);
    await call(oneRoute, "PUT", path, admin, params, { ...POST, title: "Second" });
    const revisions = await (
      await call(revisionsRoute, "GET", `${path}/revisions`, member, params)
    ).json();
    expect(revisions.revisions.map((r: { title: string }) => r.title)).toEqual([
      "Second",
      POST.title,
    ]);
    expect(revisions.revisions[0]).toMatchObject({
      savedBy: adminEmail,
      savedAt: expect.any(String),
    });
    const { post: theirs } = await (await create(admin)).json();
    expect(
      (await call(oneRoute, "DELETE", one(theirs.id).path, member, one(theirs.id).params)).status,
    ).toBe(403);
    expect((await call(oneRoute, "DELETE", path, member, params)).status).toBe(204);
    expect((await call(oneRoute, "GET", path, member, params)).status).toBe(404);
  });
});
