/**
 * GET /blog/feed.xml: RSS 2.0 of the published posts, newest first, each with its
 * full body and image, every URL absolute under PUBLIC_URL, text escaped; a draft or an unpublished
 * post is not in it; cached as a public page; /blog's head links to it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffUsers } from "@db/schema";
import { createPost, publishPost, unpublishPost } from "~/models/posts.server";
import { postFormSchema } from "~/schemas/post";
import { PUBLIC_CACHE_CONTROL } from "~/server/page-cache";
import { inProcessHandler } from "../../../tests/helpers/server-build";
import { useTestDb } from "../../../tests/helpers/test-db";
import { loader as feedLoader } from "./blog-feed";

const testDb = useTestDb();
const ORIGIN = "https://www.example.co.uk";

beforeAll(() => {
  process.env.PUBLIC_URL = ORIGIN;
});
afterAll(() => {
  delete process.env.PUBLIC_URL;
});

async function feed() {
  const response = await feedLoader();
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
  expect(response.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
  return response.text();
}

describe("the blog's feed", () => {
  it("carries every published post in full with absolute URLs; drafts and unpublished posts not", async () => {
    const [staff] = await testDb.db
      .insert(staffUsers)
      .values({ email: "writer@durhamdata.test", passwordHash: "x" })
      .returning();
    const actor = { id: staff.id, email: staff.email };
    const write = async (title: string) => {
      const saved = await createPost(
        postFormSchema.parse({
          title,
          category: "Finance",
          excerpt: "Fish & chips <and> ]]> more",
          content: "## Charts\n\n![A chart](/images/blog/chart.svg) [Talk to us](/contact).",
        }),
        actor,
      );
      if (saved.status !== "saved") throw new Error(saved.status);
      return saved.post.id;
    };
    const live = await write("Numbers & narratives");
    const draft = await write("Not yet");
    await publishPost(live, actor.email);

    const xml = await feed();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain(`<atom:link href="${ORIGIN}/blog/feed.xml" rel="self"`);
    const items = xml.split("<item>").slice(1);
    expect(items).toHaveLength(8); // the seven from content/blog and the new one, newest first
    expect(items[0]).toContain("<title>Numbers &amp; narratives</title>");
    expect(items[0]).toContain(`<link>${ORIGIN}/blog/numbers-and-narratives</link>`);
    expect(items[0]).toContain(
      "<description>Fish &amp; chips &lt;and&gt; ]]&gt; more</description>",
    );
    expect(items[0]).toContain(`<img src="${ORIGIN}/images/blog/chart.svg" alt="A chart"`);
    expect(items[0]).toContain(`<a href="${ORIGIN}/contact">Talk to us</a>`);
    expect(items[0]).toContain(`<img src="${ORIGIN}/images/blog/finance.svg"`);
    expect(items[1]).toContain("<title>Document Intelligence in Financial Services");
    expect(xml).not.toContain("Not yet");
    expect(xml).not.toMatch(/(src|href)="\/(?!\/)/);

    await unpublishPost(live, actor.email);
    expect(await feed()).not.toContain("Numbers &amp; narratives");
    expect(draft).toBeGreaterThan(live);
  });

  it("is linked from /blog's head", async () => {
    const handle = await inProcessHandler();
    const html = await (await handle(new Request("http://localhost/blog"))).text();
    expect(html).toContain(
      `<link rel="alternate" type="application/rss+xml" title="Durham Data Strategy: Insights" href="${ORIGIN}/blog/feed.xml"/>`,
    );
  }, 60_000);
});
