/**
 * GET /api/crm/newsletters/export: the active, unrestricted subscribers as CSV
 * (?include=unsubscribed adds the unsubscribed). Accepts the session cookie (the plain
 * link on the Newsletters tab) or the bearer token from GET /api/auth/status (the enhanced button).
 */
import { newsletterExport } from "~/models/newsletter-export.server";
import { methodNotAllowed } from "~/utils/api.server";
import type { Route } from "./+types/crm.newsletters.export";

export async function loader({ url }: Route.LoaderArgs) {
  const { filename, csv } = await newsletterExport(new Date(), {
    includeUnsubscribed: url.searchParams.get("include") === "unsubscribed",
  });
  return new Response(csv, {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}

export function action() {
  return methodNotAllowed();
}
