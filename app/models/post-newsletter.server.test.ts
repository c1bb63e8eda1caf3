/**
 * "Send as newsletter" on a post's page: admins only, from a published post's saved text (refused
 * with unsaved text, the text kept); the campaign draft has the title as subject, the excerpt as
 * preview text, the post's Markdown and a link to it on the site, and names the post (stored and
 * shown on the campaign's page with a link back).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, campaigns } from "@db/schema";
import { CAMPAIGN_TEXTS } from "~/components/campaigns/texts";
import { POST_TEXTS } from "~/components/posts/texts";
import { signIn } from "../../tests/helpers/crm-session";
import { inProcessHandler } from "../../tests/helpers/server-build";
import { useTestDb } from "../../tests/helpers/test-db";
import { cutAt } from "./post-newsletter.server";

const testDb = useTestDb();
let handle: Awaited<ReturnType<typeof inProcessHandler>>;
let admin = "";
let member = "";

beforeAll(async () => {
  process.env.PUBLIC_URL = "https://www.example.co.uk";
  handle = await inProcessHandler();
  ({ cookie: admin } = await signIn(testDb.db));
  ({ cookie: member } = await signIn(testDb.db, undefined, { role: "member" }));
}, 120_000);
afterAll(() => {
  delete process.env.PUBLIC_URL;
});

const FORM = {
  title: "What a rota learns from last year's bookings",
  slug: "",
  excerpt: "Covers by the hour, from the bookings you already have.",
  category: "Hospitality",
  otherCategory: "",
  content: "## Bookings first\n\nCount **covers** by the hour.",
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
const textOf = async (response: Response) =>
  (await response.text()).replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&");

describe("Send as newsletter", () => {
  it("makes a campaign draft from a published post that names it", async () => {
    const made = await post("/crm/posts/new", { ...FORM, intent: "save" });
    const self = made.headers.get("Location")!.replace(/#.*$/, "");
    const id = Number(/\/crm\/posts\/(\d+)/.exec(self)?.[1]);
    const campaignsNow = async () => (await testDb.db.select().from(campaigns)).length;
    const before = await campaignsNow();

    // A draft cannot be sent; publishing it first.
    const draft = await post(self, { ...FORM, intent: "newsletter" });
    expect(draft.status).toBe(409);
    expect(await textOf(draft)).toContain(POST_TEXTS.newsletterNotLive);
    expect((await post(self, { ...FORM, intent: "publish" })).status).toBe(302);

    // A member may not; unsaved text is refused and kept. Nothing made.
    expect((await post(self, { ...FORM, intent: "newsletter" }, member)).status).toBe(403);
    const unsaved = await post(self, {
      ...FORM,
      content: "Typed, not saved.",
      intent: "newsletter",
    });
    expect(unsaved.status).toBe(409);
    const unsavedHtml = await textOf(unsaved);
    expect(unsavedHtml).toContain(POST_TEXTS.unsavedNewsletter);
    expect(unsavedHtml).toContain("Typed, not saved.</textarea>");
    expect(await campaignsNow()).toBe(before);

    const sent = await post(self, { ...FORM, intent: "newsletter" });
    expect(sent.status).toBe(302);
    const campaignId = Number(/\/crm\/campaigns\/(\d+)/.exec(sent.headers.get("Location")!)?.[1]);
    const [campaign] = await testDb.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    expect(campaign).toMatchObject({
      state: "draft",
      audience: "newsletter",
      subject: FORM.title,
      previewText: FORM.excerpt,
      sourcePostId: id,
    });
    expect(campaign.body).toBe(
      `${FORM.content}\n\n[${POST_TEXTS.readOnSite}](https://www.example.co.uk/blog/what-a-rota-learns-from-last-years-bookings)`,
    );
    const audits = await testDb.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "post-sent-as-newsletter"));
    expect(audits.some((a) => a.entityId === id)).toBe(true);

    const page = await handle(
      new Request(`http://localhost/crm/campaigns/${campaignId}`, { headers: { Cookie: admin } }),
    );
    expect(page.status).toBe(200);
    const html = await textOf(page);
    expect(html).toContain(CAMPAIGN_TEXTS.fromPost);
    expect(html).toMatch(new RegExp(`href="/crm/posts/${id}"[^>]*>${FORM.title}</a>`));
  });

  it("cuts a long title or excerpt at a word, with an ellipsis", () => {
    expect(cutAt("short", 150)).toBe("short");
    const cut = cutAt(`${"word ".repeat(60)}end`, 150);
    expect(cut.length).toBeLessThanOrEqual(150);
    expect(cut.endsWith("word…")).toBe(true);
  });
});
