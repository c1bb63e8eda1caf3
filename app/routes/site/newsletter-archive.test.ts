/**
 * The newsletter archive's routes: the list, an issue (404 for anything not in the archive, never
 * a 5xx), and the RSS feed (valid items, escaped text, each issue's whole body as its page renders
 * it, never an empty description, a CDN-friendly Cache-Control).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaigns } from "@db/schema";
import { createCampaign } from "~/models/campaigns.server";
import { PUBLIC_CACHE_CONTROL } from "~/server/page-cache";
import { useTestDb } from "../../../tests/helpers/test-db";
import { loader as archiveLoader } from "./newsletter-archive";
import { loader as feedLoader } from "./newsletter-feed";
import { loader as issueLoader } from "./newsletter-issue";

const testDb = useTestDb();

async function issue(subject: string, sentAt: string | null, previewText = "") {
  const row = await createCampaign(
    {
      subject,
      previewText,
      body: "## Governance\n\nRead [the guide](https://example.com).",
      audience: "newsletter",
    },
    "anna@durhamdata.test",
  );
  if (sentAt)
    await testDb.db
      .update(campaigns)
      .set({ state: "sent", sentAt: new Date(sentAt) })
      .where(eq(campaigns.id, row.id));
  return row.id;
}

const issueArgs = (id: string) =>
  ({ params: { id } }) as unknown as Parameters<typeof issueLoader>[0];

async function status(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status ?? 500;
  }
}

describe("the newsletter archive's routes", () => {
  let sent: number;
  let draft: number;
  beforeAll(async () => {
    process.env.PUBLIC_URL = "https://www.example.co.uk";
    sent = await issue("Data & AI <news>", "2026-11-25T09:00:00Z", 'Three notes on "governance"');
    await issue("October insights", "2026-10-28T09:00:00Z");
    draft = await issue("December draft", null);
  });
  afterAll(() => {
    delete process.env.PUBLIC_URL;
  });

  it("lists the sent issues, newest first", async () => {
    const { issues } = await archiveLoader();
    expect(issues.map((i) => i.subject)).toEqual(["Data & AI <news>", "October insights"]);
  });

  it("shows a sent issue, and answers 404 for a draft, an unknown id or a malformed one", async () => {
    const { issue: shown } = await issueLoader(issueArgs(String(sent)));
    expect(shown.subject).toBe("Data & AI <news>");
    expect(shown.html).toContain('<a href="https://example.com">the guide</a>');
    for (const id of [String(draft), "999999", "0", "abc", "1e3", "99999999999999999999", "-1"])
      expect(await status(issueLoader(issueArgs(id))), id).toBe(404);
  });

  it("serves the RSS feed of the sent issues with escaped text", async () => {
    const response = await feedLoader();
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain("<link>https://www.example.co.uk/newsletter/archive</link>");
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]);
    expect(items).toHaveLength(2);
    expect(items[0]).toContain("<title>Data &amp; AI &lt;news&gt;</title>");
    expect(items[0]).toContain(
      `<guid isPermaLink="true">https://www.example.co.uk/newsletter/archive/${sent}</guid>`,
    );
    expect(items[0]).toContain("<pubDate>Wed, 25 Nov 2026 09:00:00 GMT</pubDate>");
    expect(items[0]).toContain("<description>Three notes on &quot;governance&quot;</description>");
    // Never an empty description: without a preview text, the subject.
    expect(items[1]).toContain("<description>October insights</description>");
    // The whole body, as the issue's page renders it.
    const { issue: page } = await issueLoader(issueArgs(String(sent)));
    for (const item of items) expect(item).toContain(`<content:encoded><![CDATA[${page.html}]]>`);
    expect(xml).toContain('xmlns:content="http://purl.org/rss/1.0/modules/content/"');
    expect(xml).not.toContain("December draft");
  });
});
