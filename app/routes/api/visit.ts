/**
 * GET /api/visit: counts one public page view (decision 079), from the beacon in every public
 * page's HTML (visit-beacon.server.ts). Always 204 with no-store, counted or not: bots,
 * prefetches and prerenders, and addresses that are not public pages of the site are not counted.
 */
import { isbot } from "isbot";
import { recordView } from "~/models/visits.server";
import { log } from "~/utils/log.server";
import { clientAddressContext } from "~/utils/request-context";
import { isPrefetch, viewOf } from "~/utils/visit-view";
import type { Route } from "./+types/visit";

const answer = () => new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });

export async function loader({ request, context }: Route.LoaderArgs) {
  const userAgent = request.headers.get("User-Agent") ?? "";
  if (!userAgent || isbot(userAgent) || isPrefetch(request.headers)) return answer();
  const url = new URL(request.url);
  const view = viewOf({
    page: url.searchParams.get("p"),
    referrer: url.searchParams.get("r"),
    refererHeader: request.headers.get("Referer"),
    siteHost: url.hostname,
    userAgent,
  });
  if (!view) return answer();
  try {
    await recordView(view, {
      address: context.get(clientAddressContext),
      userAgent,
      siteHost: url.hostname,
    });
  } catch (error) {
    // A view not counted is not the visitor's problem.
    log.error("visits: a view was not counted", error);
  }
  return answer();
}
