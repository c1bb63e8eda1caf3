/**
 * GET /guides/:guide: the guide as an HTML attachment, for visitors without JavaScript (with
 * it, the button builds the same file in the browser). Unknown guides answer 404.
 */
import { buildGuide, isGuideId } from "~/components/guides/guide-template";
import type { Route } from "./+types/guide-download";

export function loader({ params }: Route.LoaderArgs) {
  if (!isGuideId(params.guide)) {
    return new Response("Guide not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const { filename, html } = buildGuide(params.guide, new Date());
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
