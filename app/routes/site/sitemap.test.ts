import { afterEach, describe, expect, it } from "vitest";
import { listPosts } from "~/models/blog.server";
import { PUBLIC_ROUTES } from "~/utils/public-routes";
import { loader as robotsLoader } from "./robots";
import { loader as sitemapLoader, sitemapXml } from "./sitemap";

const originalUrl = process.env.PUBLIC_URL;
afterEach(() => {
  if (originalUrl === undefined) delete process.env.PUBLIC_URL;
  else process.env.PUBLIC_URL = originalUrl;
});

describe("sitemap.xml", () => {
  it("lists every public page and blog post with absolute URLs from PUBLIC_URL and a lastmod", async () => {
    process.env.PUBLIC_URL = "https://www.example.co.uk/";
    const response = await sitemapLoader();
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const posts = await listPosts();
    expect(locs).toEqual([
      ...PUBLIC_ROUTES.map((path) => `https://www.example.co.uk${path}`),
      ...posts.map((post) => `https://www.example.co.uk/blog/${post.slug}`),
    ]);
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
