import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter, isRouteErrorResponse } from "react-router";
import { NonceContext } from "~/components/nonce";
import { EarlyBannerContext } from "~/components/shell/cookie-banner-early";
import { earlyBannerHtml } from "~/components/shell/cookie-banner-early.server";
import { visitBeaconHtml } from "~/components/shell/visit-beacon.server";
import { islandTemplatesHtml } from "~/components/shell/island-templates.server";
import { islandScriptsHtml, speculationRulesHtml } from "~/components/shell/island-scripts.server";
import { pageIslands } from "~/components/shell/page-scripts";
import { log } from "~/utils/log.server";
import { nonceContext } from "~/utils/request-context";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(nonceContext);
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Bots and no-JS clients get the whole document at once; browsers get it streamed.
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <EarlyBannerContext.Provider
          value={
            earlyBannerHtml(nonce) + visitBeaconHtml(nonce) + pageScriptsHtml(routerContext, nonce)
          }
        >
          <CrmFrameStyles context={routerContext} url={request.url} />
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </EarlyBannerContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // React moves a large finished Suspense boundary (a deferred form) to the end of the
        // stream and shows it with an inline script; without JavaScript it would stay hidden.
        // Finished boundaries always render in place.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log.error("rendering failed after the page started", error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * The public frame's scripts besides React Router's: the speculation rules, and on a script-free
 * page its islands and their templates (page-scripts.ts).
 */
function pageScriptsHtml(context: EntryContext, nonce: string): string {
  const islands = pageIslands(
    context.staticHandlerContext.matches.map(
      (match) => context.routeModules[match.route.id]?.handle,
    ),
  );
  const islandsHtml = islands ? islandTemplatesHtml(islands) + islandScriptsHtml(islands) : "";
  return islandsHtml + speculationRulesHtml(nonce);
}

/**
 * A CRM address whose error the root's boundary draws (a member refused by an admins-only
 * middleware, before any loader) gets the CRM frame lazily, and <Links/> links only the CSS of
 * the routes down to that boundary: without JavaScript the frame would arrive unstyled. The CRM
 * layout route imports the same frame and error page, so its stylesheets are theirs; React hoists
 * these links into the head. Here, on the server only, so the public pages' scripts stay as they
 * were (in the browser the lazy chunk brings its own CSS).
 */
function CrmFrameStyles({ context, url }: { context: EntryContext; url: string }) {
  const { pathname } = new URL(url);
  if (!(pathname === "/crm" || pathname.startsWith("/crm/"))) return null;
  if (!context.staticHandlerContext.errors?.root) return null;
  const hrefs = context.manifest.routes["routes/crm/layout"]?.css ?? [];
  return hrefs.map((href) => (
    <link key={href} rel="stylesheet" href={href} precedence="crm-frame" />
  ));
}

/**
 * The framework's own error output (loader, action and render failures) goes to the structured
 * log: the error's type and message only, never the request's data. Refusals (4xx route error
 * responses) and aborted requests are not failures.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  log.error(`unhandled error on ${request.method} ${new URL(request.url).pathname}`, error);
};
