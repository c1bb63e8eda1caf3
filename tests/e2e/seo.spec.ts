import { expect, test } from "./helpers/fixtures";

// SPEC.md section 2: the public pages (not /crm, not the redirects), written out here on purpose
// rather than imported, so the test fails if the app's list loses one.
const PUBLIC_PAGES = [
  "/",
  "/about",
  "/team",
  "/contact",
  "/blog",
  "/insights",
  "/consulting",
  "/training",
  "/dental-iq",
  "/sectors/health",
  "/sectors/hospitality",
  "/sectors/pets",
  "/sectors/finance",
  "/legal/privacy-policy",
  "/legal/cookie-policy",
  "/legal/terms-conditions",
  "/legal/accessibility-statement",
];

test("sitemap.xml lists every public page and every blog post, and nothing private @http", async ({
  request,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]));
  const paths = locs.map((url) => url.pathname);
  for (const path of PUBLIC_PAGES) expect(paths, path).toContain(path);
  const posts: { slug: string }[] = await (await request.get("/api/blog")).json();
  for (const post of posts) expect(paths).toContain(`/blog/${post.slug}`);
  expect(paths.filter((p) => /^\/(crm|api|enterprise|dental-intelligence)\b/.test(p))).toEqual([]);
  for (const url of locs) expect(url.protocol).toMatch(/^https?:$/);
  expect(xml.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)?.length).toBe(locs.length);
});

test("robots.txt keeps /crm and /api out and names the sitemap @http", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toMatch(/^Disallow: \/crm$/m);
  expect(text).toMatch(/^Disallow: \/api$/m);
  expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});

test("favicons and the Open Graph image are served @http", async ({ request }) => {
  for (const [path, type] of [
    ["/favicon.svg", "image/svg+xml"],
    ["/favicon.ico", "image/"],
    ["/og-image.png", "image/png"],
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toContain(type);
  }
  const png = await (await request.get("/og-image.png")).body();
  // PNG IHDR: width and height at bytes 16-23.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  expect(png.length).toBeLessThan(100 * 1024);
});

test("every public page has its own title, a description and a canonical link in the server HTML @http", async ({
  request,
}) => {
  const titles = new Map<string, string>();
  for (const path of PUBLIC_PAGES) {
    // 200 straight away: no redirect (e.g. a static folder of the same name adding a slash).
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
    expect(title, `${path} <title>`).toBeTruthy();
    expect(html, `${path} description`).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(html, `${path} canonical`).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+"/);
    titles.set(path, title!);
  }
  // Own titles: only /blog and /insights (the same listing) may share one.
  const distinct = new Set(
    [...titles].filter(([path]) => path !== "/insights").map(([, title]) => title),
  );
  expect(distinct.size).toBe(PUBLIC_PAGES.length - 1);
});
