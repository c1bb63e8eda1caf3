/**
 * A post's shareable preview links (decision 088): made and revoked from the post's CRM page (any
 * staff member, refused while the form holds unsaved text, nothing typed lost), listed with their
 * expiry, opened without an account as the saved post with `private, no-store` and noindex, and
 * an expired, revoked, tampered or unknown link answered in words (410 or 404). Audited.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditEvents, postPreviewLinks } from "@db/schema";
import { PREVIEW_LINK_TEXTS } from "~/components/blog/texts";
import { POST_TEXTS } from "~/components/posts/texts";
import { PREVIEW_LINK_TTL_MS, previewToken, readPreviewLink } from "~/models/post-previews.server";
import { getSessionSecret } from "~/utils/secret.server";
import { signIn } from "../../../tests/helpers/crm-session";
import { inProcessHandler } from "../../../tests/helpers/server-build";
import { useTestDb } from "../../../tests/helpers/test-db";

const testDb = useTestDb();
let handle: Awaited<ReturnType<typeof inProcessHandler>>;
let member = "";

beforeAll(async () => {
  handle = await inProcessHandler();
  ({ cookie: member } = await signIn(testDb.db, undefined, { role: "member" }));
}, 120_000);

const FORM = {
  title: "Forecasting covers for a new site",
  slug: "",
  excerpt: "A draft for the client to read.",
  category: "Hospitality",
  otherCategory: "",
  content: "## Start with the bookings\n\nThe draft's own words.",
  imageUrl: "",
  readTime: "",
  metaDescription: "",
  authorName: "",
  scheduleAt: "",
};

const post = (path: string, fields: Record<string, string>) =>
  handle(
    new Request(`http://localhost${path}`, {
      method: "POST",
      headers: { Cookie: member, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    }),
  );
const get = (path: string, cookie = "") =>
  handle(new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} }));
const textOf = async (response: Response) =>
  (await response.text()).replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&");

async function draft() {
  const response = await post("/crm/posts/new", { ...FORM, intent: "save" });
  expect(response.status).toBe(302);
  return Number(/\/crm\/posts\/(\d+)/.exec(response.headers.get("Location") ?? "")?.[1]);
}

/** The preview links the post's CRM page lists now, as paths with their query. */
async function listed(id: number): Promise<string[]> {
  const html = await textOf(await get(`/crm/posts/${id}`, member));
  return [...html.matchAll(/href="https?:\/\/[^/"]+(\/preview\?token=[^"]+)"/g)].map((m) => m[1]);
}

describe("a post's preview links", () => {
  it("a member makes one; a visitor without an account reads the saved draft, private and noindex", async () => {
    const id = await draft();
    expect(await listed(id)).toEqual([]);

    // Unsaved text in the form: refused in words, the typed text kept, no link made.
    const refused = await post(`/crm/posts/${id}`, {
      ...FORM,
      content: "Typed, not saved.",
      intent: "share-link",
    });
    expect(refused.status).toBe(409);
    const refusedHtml = await textOf(refused);
    expect(refusedHtml).toContain(POST_TEXTS.unsavedLink);
    expect(refusedHtml).toContain("Typed, not saved.</textarea>");
    expect(await listed(id)).toEqual([]);

    const made = await post(`/crm/posts/${id}`, { ...FORM, intent: "share-link" });
    expect(made.status).toBe(302);
    const [link] = await listed(id);
    expect(link).toMatch(/^\/preview\?token=pv1\.\d+\.[A-Za-z0-9_-]{43}$/);
    const [row] = await testDb.db
      .select()
      .from(postPreviewLinks)
      .where(eq(postPreviewLinks.postId, id));
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(PREVIEW_LINK_TTL_MS);
    const [audit] = await testDb.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, "post-preview-link-created"), eq(auditEvents.entityId, id)),
      );
    expect(audit.summary).toContain(FORM.title);

    const page = await get(link);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(page.headers.get("X-Robots-Tag")).toBe("noindex");
    const html = await textOf(page);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain(PREVIEW_LINK_TEXTS.banner);
    expect(html).toContain("The draft's own words.");
    // The draft is not on the site itself.
    expect((await get("/blog/forecasting-covers-for-a-new-site")).status).toBe(404);
  });

  it("a revoked link is a 410 in words, and a tampered or unknown one a 404", async () => {
    const id = await draft();
    await post(`/crm/posts/${id}`, { ...FORM, intent: "share-link" });
    const [link] = await listed(id);
    const linkId = Number(/pv1\.(\d+)\./.exec(link)?.[1]);

    const tampered = link.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    const forged = await get(tampered);
    expect(forged.status).toBe(404);
    expect(await textOf(forged)).toContain(PREVIEW_LINK_TEXTS.unknown);
    expect((await get("/preview?token=nonsense")).status).toBe(404);
    expect((await get("/preview")).status).toBe(404);

    // Revoked with unsaved text in the form: revoked, and the typed text comes back.
    const revoked = await post(`/crm/posts/${id}`, {
      ...FORM,
      title: "A title typed meanwhile",
      intent: `revoke-link:${linkId}`,
    });
    expect(revoked.status).toBe(200);
    expect(await textOf(revoked)).toContain('value="A title typed meanwhile"');
    expect(await listed(id)).toEqual([]);
    const gone = await get(link);
    expect(gone.status).toBe(410);
    expect(gone.headers.get("Cache-Control")).toBe("private, no-store");
    expect(gone.headers.get("X-Robots-Tag")).toBe("noindex");
    const goneHtml = await textOf(gone);
    expect(goneHtml).toContain(PREVIEW_LINK_TEXTS.goneTitle);
    expect(goneHtml).toContain(PREVIEW_LINK_TEXTS.revoked);
    expect(goneHtml).not.toContain("The draft's own words.");
    const [audit] = await testDb.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, "post-preview-link-revoked"), eq(auditEvents.entityId, id)),
      );
    expect(audit).toBeDefined();
    // A second revoke of the same link changes nothing.
    expect(
      (await post(`/crm/posts/${id}`, { ...FORM, intent: `revoke-link:${linkId}` })).status,
    ).toBe(302);
  });

  it("expires after 7 days: unlisted, and a 410 that says so", async () => {
    const id = await draft();
    await post(`/crm/posts/${id}`, { ...FORM, intent: "share-link" });
    const [link] = await listed(id);
    const token = decodeURIComponent(link.replace("/preview?token=", ""));
    const soon = new Date(Date.now() + PREVIEW_LINK_TTL_MS - 60_000);
    expect((await readPreviewLink(token, getSessionSecret(), soon)).status).toBe("ok");
    const later = new Date(Date.now() + PREVIEW_LINK_TTL_MS + 60_000);
    expect((await readPreviewLink(token, getSessionSecret(), later)).status).toBe("expired");

    // A link past its time: no longer listed, and its page says why.
    const [old] = await testDb.db
      .insert(postPreviewLinks)
      .values({
        postId: id,
        createdBy: "someone@example.com",
        createdAt: new Date(Date.now() - PREVIEW_LINK_TTL_MS - 60_000),
        expiresAt: new Date(Date.now() - 60_000),
      })
      .returning();
    expect(await listed(id)).toEqual([link]);
    const expired = await get(`/preview?token=${previewToken(getSessionSecret(), old)}`);
    expect(expired.status).toBe(410);
    const html = await textOf(expired);
    expect(html).toContain(PREVIEW_LINK_TEXTS.expired);
    expect(html).not.toContain("The draft's own words.");
  });
});
