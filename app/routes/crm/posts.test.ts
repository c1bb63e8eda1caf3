/**
 * The CRM's posts pages as a browser without JavaScript uses them: a preview saves
 * nothing and keeps the text; publish, schedule and unpublish refuse while the form differs from
 * the saved post (409, the text kept: nothing published, scheduled or taken down) and refuse members (403, the text kept); a member cannot
 * save a live post; a bad schedule time, a taken slug and unstorable text are refused in words.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { postRevisions, posts } from "@db/schema";
import { POST_TEXTS } from "~/components/posts/texts";
import { signIn } from "../../../tests/helpers/crm-session";
import { inProcessHandler } from "../../../tests/helpers/server-build";
import { useTestDb } from "../../../tests/helpers/test-db";

const testDb = useTestDb();
let handle: Awaited<ReturnType<typeof inProcessHandler>>;
let admin = "";
let member = "";

beforeAll(async () => {
  handle = await inProcessHandler();
  ({ cookie: admin } = await signIn(testDb.db));
  ({ cookie: member } = await signIn(testDb.db, undefined, { role: "member" }));
}, 120_000);

const FORM = {
  title: "Rota planning with real demand",
  slug: "",
  excerpt: "Staff to the covers you will have.",
  category: "Hospitality",
  otherCategory: "",
  content: "## Demand first\n\nForecast covers by the hour.",
  imageUrl: "",
  readTime: "",
  metaDescription: "",
  authorName: "",
  scheduleAt: "",
};

const post = (path: string, fields: Record<string, string>, cookie = admin) =>
  handle(
    new Request(`http://localhost${path}`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    }),
  );

/** The HTML with entities back to characters, for finding texts. */
const textOf = async (response: Response) =>
  (await response.text())
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

async function created(fields = FORM) {
  const response = await post("/crm/posts/new", { ...fields, intent: "save" }, member);
  expect(response.status).toBe(302);
  const id = Number(/\/crm\/posts\/(\d+)/.exec(response.headers.get("Location") ?? "")?.[1]);
  expect(id).toBeGreaterThan(7);
  return id;
}

describe("the posts pages without JavaScript", () => {
  it("a preview shows the form's text at two widths, saves nothing and keeps it in the form", async () => {
    const before = (await testDb.db.select().from(posts)).length;
    const response = await post("/crm/posts/new", { ...FORM, intent: "preview" }, member);
    expect(response.status).toBe(200);
    const html = await textOf(response);
    expect(html).toContain(POST_TEXTS.desktop);
    expect(html).toContain(POST_TEXTS.phone);
    expect(html.match(/<h2>Demand first<\/h2>/g)).toHaveLength(2);
    expect(html).toContain(`value="${FORM.title}"`);
    expect(html).toContain("Forecast covers by the hour.</textarea>");
    expect((await testDb.db.select().from(posts)).length).toBe(before);
  });

  it("publishing refuses while the form differs from the saved post, keeping what was typed", async () => {
    const id = await created();
    const self = `/crm/posts/${id}`;
    const edited = { ...FORM, slug: "", title: "A title not saved yet" };
    const refused = await post(self, { ...edited, intent: "publish" });
    expect(refused.status).toBe(409);
    const html = await textOf(refused);
    expect(html).toContain(POST_TEXTS.unsaved);
    expect(html).toContain('value="A title not saved yet"');
    const [row] = await testDb.db.select().from(posts).where(eq(posts.id, id));
    expect(row).toMatchObject({ state: "draft", title: FORM.title });

    const done = await post(self, { ...FORM, intent: "publish" });
    expect(done.status).toBe(302);
    const [live] = await testDb.db.select().from(posts).where(eq(posts.id, id));
    expect(live.state).toBe("published");
  });

  it("scheduling and unpublishing refuse unsaved text too: nothing scheduled, nothing taken down", async () => {
    const id = await created();
    const self = `/crm/posts/${id}`;
    const ahead = new Date(Date.now() + 2 * 24 * 60 * 60_000).toISOString().slice(0, 10);
    const body = "## Demand first\n\nA body typed and not saved.";
    const refused = await post(self, {
      ...FORM,
      content: body,
      scheduleAt: `${ahead}T09:30`,
      intent: "schedule",
    });
    expect(refused.status).toBe(409);
    const html = await textOf(refused);
    expect(html).toContain(POST_TEXTS.unsaved);
    expect(html).toContain("A body typed and not saved.</textarea>");
    expect(html).toContain(`value="${ahead}T09:30"`);
    const [draft] = await testDb.db.select().from(posts).where(eq(posts.id, id));
    expect(draft).toMatchObject({ state: "draft", scheduledAt: null, content: FORM.content });

    expect((await post(self, { ...FORM, intent: "publish" })).status).toBe(302);
    const down = await post(self, { ...FORM, title: "Edited, not saved", intent: "unpublish" });
    expect(down.status).toBe(409);
    const [live] = await testDb.db.select().from(posts).where(eq(posts.id, id));
    expect(live).toMatchObject({ state: "published", title: FORM.title });
  });

  it("members may not publish or save a live post; the text stays", async () => {
    const id = await created();
    const self = `/crm/posts/${id}`;
    const refused = await post(self, { ...FORM, intent: "publish" }, member);
    expect(refused.status).toBe(403);
    expect(await textOf(refused)).toContain(`value="${FORM.title}"`);
    expect((await post(self, { ...FORM, intent: "publish" })).status).toBe(302);
    const save = await post(self, { ...FORM, title: "Member's edit", intent: "save" }, member);
    expect(save.status).toBe(403);
    const [row] = await testDb.db.select().from(posts).where(eq(posts.id, id));
    expect(row.title).toBe(FORM.title);
  });

  it("refuses a past or missing schedule time, a taken slug and text the database cannot hold", async () => {
    const id = await created();
    const self = `/crm/posts/${id}`;
    const past = await post(self, { ...FORM, scheduleAt: "2020-01-01T09:00", intent: "schedule" });
    expect(past.status).toBe(400);
    expect(await textOf(past)).toContain(POST_TEXTS.messages.scheduleAt);
    const ahead = new Date(Date.now() + 2 * 24 * 60 * 60_000).toISOString().slice(0, 10);
    const scheduled = await post(self, {
      ...FORM,
      scheduleAt: `${ahead}T09:30`,
      intent: "schedule",
    });
    expect(scheduled.status).toBe(302);
    const [row] = await testDb.db.select().from(posts).where(eq(posts.id, id));
    expect(row.state).toBe("scheduled");

    const taken = await post(self, {
      ...FORM,
      slug: "dental-practice-kpis-pms-data",
      intent: "save",
    });
    expect(taken.status).toBe(400);
    expect(await textOf(taken)).toContain(POST_TEXTS.messages.slugTaken);
    const nul = await post("/crm/posts/new", { ...FORM, title: "Bad\u0000", intent: "save" });
    expect(nul.status).toBe(400);
    const other = await post("/crm/posts/new", { ...FORM, category: "other", intent: "save" });
    expect(other.status).toBe(400);
    expect(await textOf(other)).toContain(POST_TEXTS.messages.otherCategory);
  });

  it("a save's comparison and restore: a member not on a live post, another post's save a 404", async () => {
    const id = await created();
    const [revision] = await testDb.db
      .select()
      .from(postRevisions)
      .where(eq(postRevisions.postId, id));
    const page = `/crm/posts/${id}/revisions/${revision.id}`;
    const get = (path: string) =>
      handle(new Request(`http://localhost${path}`, { headers: { Cookie: member } }));
    const shown = await get(page);
    expect(shown.status).toBe(200);
    expect(await textOf(shown)).toContain(POST_TEXTS.noDifference);
    expect((await get(`/crm/posts/${id - 1}/revisions/${revision.id}`)).status).toBe(404);
    expect((await post(`/crm/posts/${id}`, { ...FORM, intent: "publish" })).status).toBe(302);
    expect((await post(page, {}, member)).status).toBe(403);
    expect((await post(page, {})).status).toBe(302);
  });

  it("the list searches and pages; an unknown post is a 404", async () => {
    const list = await handle(
      new Request("http://localhost/crm/posts?q=rota+planning", { headers: { Cookie: member } }),
    );
    expect(list.status).toBe(200);
    expect(await textOf(list)).toContain(FORM.title);
    const missing = await handle(
      new Request("http://localhost/crm/posts/999999", { headers: { Cookie: member } }),
    );
    expect(missing.status).toBe(404);
  });
});
