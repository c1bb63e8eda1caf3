import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { campaigns } from "@db/schema";
import { listPosts } from "~/models/blog.server";
import { createCampaign } from "~/models/campaigns.server";
import { useTestDb } from "../../../tests/helpers/test-db";
import { PUBLIC_ROUTES } from "~/utils/public-routes";
import { loader as robotsLoader } from "./robots";
import { loader as sitemapLoader, sitemapXml } from "./sitemap";

const originalUrl = process.env.PUBLIC_URL;
afterEach(() => {
  if (originalUrl === undefined) delete process.env.PUBLIC_URL;
  else process.env.PUBLIC_URL = originalUrl;
});

const testDb = useTestDb();

/** A campaign sent to the newsletter on `sentAt`, in the archive unless `inArchive` is false. */
async function sentIssue(subject: string, sentAt: string, inArchive = true) {
  const row = await createCampaign(
    { subject, previewText: "", body: "Hello", audience: "newsletter" },
    "anna@durhamdata.test",
  );
  await testDb.db
    .update(campaigns)
    .set({ state: "sent", sentAt: new Date(sentAt), inArchive })
    .where(eq(campaigns.id, row.id));
  return row.id;
}

describe("sitemap.xml", () => {
  let issue: number;
  beforeAll(async () => {
    issue = await sentIssue("November insights", "2026-11-25T09:00:00Z");
    await sentIssue("Left out", "2026-11-26T09:00:00Z", false);
  });

  it("lists every public page, blog post and archived issue with absolute URLs from PUBLIC_URL and a lastmod", async () => {
    process.env.PUBLIC_URL = "https://www.example.co.uk/";
    const response = await sitemapLoader();
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const posts = await listPosts();
    expect(locs).toEqual([
      ...PUBLIC_ROUTES.map((path) => `https://www.example.co.uk${path}`),
      ...posts.map((post) => `https://www.example.co.uk/blog/${post.slug}`),
      `https://www.example.co.uk/newsletter/archive/${issue}`,
    ]);
    expect(xml).toContain(
      `<loc>https://www.example.co.uk/newsletter/archive/${issue}</loc>\n    <lastmod>2026-11-25</lastmod>`,
    );
    expect(xml.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toHaveLength(locs.length);
    expect(xml).not.toMatch(/\/crm|\/enterprise|\/dental-intelligence/);
  });

  it("defaults to http://localhost:3000 and escapes XML", async () => {
    delete process.env.PUBLIC_URL;
    expect(await (await sitemapLoader()).text()).toContain("<loc>http://localhost:3000/</loc>");
    expect(
      sitemapXml("https://a.example", [{ path: "/x?a=1&b=<2>", lastmod: "2026-01-01" }]),
    ).toContain("<loc>https://a.example/x?a=1&amp;b=&lt;2&gt;</loc>");
  });
});

describe("robots.txt", () => {
  it("disallows /crm and /api and names the sitemap", async () => {
    process.env.PUBLIC_URL = "https://www.example.co.uk";
    const text = await robotsLoader().text();
    expect(text).toContain("Disallow: /crm\n");
    expect(text).toContain("Disallow: /api\n");
    expect(text).toContain("Sitemap: https://www.example.co.uk/sitemap.xml");
  });
});
