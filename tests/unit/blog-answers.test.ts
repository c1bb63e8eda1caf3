/**
 * The blog's public answers before and after the posts moved from content/blog/*.md into the
 * database (decision 081): /blog, /insights, /blog/{slug} (the page's <main> and the
 * head's title, description and canonical link) and /api/blog, /api/blog/{slug} (the JSON,
 * whole) for the seven posts, compared with tests/fixtures/blog-answers.json, captured from the
 * file-based model before the move. CAPTURE_BLOG_ANSWERS=1 writes the fixture instead.
 */
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { inProcessHandler } from "../helpers/server-build";
import { useTestDb } from "../helpers/test-db";

useTestDb();
const FIXTURE = path.resolve(import.meta.dirname, "../fixtures/blog-answers.json");
const SLUGS = [
  "ai-readiness-checklist-uk-businesses",
  "data-strategy-for-multi-location-businesses",
  "dental-practice-kpis-pms-data",
  "finance-document-intelligence",
  "hospitality-predictive-staffing",
  "uk-gdpr-data-governance-practical-guide",
  "veterinary-clinic-data-integration",
];
const PATHS = [
  "/blog",
  "/insights",
  "/api/blog",
  ...SLUGS.flatMap((slug) => [`/blog/${slug}`, `/api/blog/${slug}`]),
];

interface Answer {
  status: number;
  type: string;
  body: unknown;
}

/** The parts of a page the posts make: the head's title, description and canonical, the <main>. */
function pageParts(html: string) {
  const pick = (pattern: RegExp) => pattern.exec(html)?.[0] ?? null;
  return {
    title: pick(/<title>[^<]*<\/title>/),
    description: pick(/<meta name="description"[^>]*>/),
    canonical: pick(/<link rel="canonical"[^>]*>/),
    main: pick(/<main[\s\S]*<\/main>/),
  };
}

async function answers(): Promise<Record<string, Answer>> {
  const handle = await inProcessHandler();
  const out: Record<string, Answer> = {};
  for (const url of PATHS) {
    const response = await handle(new Request(`http://localhost${url}`));
    const type = (response.headers.get("content-type") ?? "").split(";")[0];
    const text = await response.text();
    out[url] = {
      status: response.status,
      type,
      body: type === "application/json" ? JSON.parse(text) : pageParts(text),
    };
  }
  return out;
}

describe("the seven posts answer as they did from content/blog", () => {
  let now: Record<string, Answer>;
  beforeAll(async () => {
    now = await answers();
    if (process.env.CAPTURE_BLOG_ANSWERS === "1")
      fs.writeFileSync(FIXTURE, `${JSON.stringify(now, null, 2)}\n`);
  }, 120_000);

  const before = JSON.parse(fs.readFileSync(FIXTURE, "utf8")) as Record<string, Answer>;
  it.each(PATHS)("%s", (url) => {
    expect(before[url].status).toBe(200);
    expect(now[url]).toEqual(before[url]);
  });
});
