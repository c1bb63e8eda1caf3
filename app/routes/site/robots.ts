/** GET /robots.txt: keep crawlers out of the staff area and the API; point them at the sitemap. */
import { normaliseOrigin } from "~/utils/meta";
import { env } from "~/config/env.server";

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /crm",
    "Disallow: /api",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

export function loader() {
  return new Response(robotsTxt(normaliseOrigin(env().PUBLIC_URL)), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
