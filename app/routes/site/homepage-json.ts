import { getHomepageContent } from "~/models/homepage.server";

/**
 * GET /content/homepage.json (SPEC.md section 7): testimonials and ctaSections, validated.
 * Cached briefly by browsers and shared caches; the copy changes only on deploy.
 */
export async function loader() {
  const content = await getHomepageContent();
  return Response.json(content, {
    headers: { "Cache-Control": "public, max-age=300, stale-while-revalidate=3600" },
  });
}
