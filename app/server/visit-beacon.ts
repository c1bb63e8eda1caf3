/**
 * GET /api/visit, the page-view beacon (docs/decisions/079-visit-counts.md): answered here, ahead
 * of the nonce, the page cache and React Router, because it comes with every public page view
 * and must cost next to nothing. Always 204 with no-store, counted or not, so that no cache can
 * answer for it; the count is written after the answer. Not counted: bots (isbot, or no browser
 * string), prefetches and prerenders, and addresses that are not a public page of the site.
 */
import type { Request, Response } from "express";
import { isbot } from "isbot";
import { log } from "~/utils/log.server";
import { type PageView, isPrefetch, viewOf } from "~/utils/visit-view";

export type CountView = (
  view: PageView,
  visitor: { address: string; userAgent: string; siteHost: string },
) => Promise<void>;

export function visitBeacon(count: CountView) {
  return (req: Request, res: Response) => {
    res.status(204).set("Cache-Control", "no-store").end();
    const userAgent = req.get("User-Agent") ?? "";
    const headers = new Headers();
    for (const name of ["Sec-Purpose", "Purpose", "X-Purpose", "X-Moz"]) {
      const value = req.get(name);
      if (value) headers.set(name, value);
    }
    if (!userAgent || isbot(userAgent) || isPrefetch(headers)) return;
    const query = req.query as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === "string" ? value : null);
    // req.hostname is X-Forwarded-Host when TRUST_PROXY trusts the proxy, as req.ip is its client.
    const siteHost = req.hostname;
    const view = viewOf({
      page: text(query.p),
      referrer: text(query.r),
      refererHeader: req.get("Referer") ?? null,
      siteHost,
      userAgent,
    });
    if (!view) return;
    count(view, { address: req.ip ?? req.socket.remoteAddress ?? "", userAgent, siteHost }).catch(
      // A view not counted is not the visitor's problem.
      (error: unknown) => log.error("visits: a view was not counted", error),
    );
  };
}
