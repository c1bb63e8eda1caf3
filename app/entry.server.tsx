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
import { ISLAND_TEMPLATES_HTML } from "~/components/shell/island-templates.server";
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
  const islandsHtml = islands ? ISLAND_TEMPLATES_HTML + islandScriptsHtml(islands) : "";
  return islandsHtml + speculationRulesHtml(nonce);
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
