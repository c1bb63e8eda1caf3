/**
 * The app's routes as a React Router server build, assembled in the test process from
 * app/routes.ts (the same config the real build uses), so tests can send any Request through
 * React Router's own request handler (loaders, actions, document rendering, error boundaries)
 * without building or starting a server. A new route in app/routes.ts is included automatically.
 */
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import {
  type RouterContextProvider,
  type ServerBuild,
  UNSAFE_withComponentProps,
  UNSAFE_withErrorBoundaryProps,
  createRequestHandler,
} from "react-router";
import routeConfig from "~/routes";
import { requestContext } from "~/utils/request-context";

const appDir = path.resolve(import.meta.dirname, "../../app");

export interface FlatRoute {
  id: string;
  parentId: string;
  /** The full URL pattern, e.g. "/crm/leads/:id/status" ("/" for an index under the root). */
  pattern: string;
  path?: string;
  index?: boolean;
  file: string;
}

const routeId = (entry: RouteConfigEntry) => entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");

/** Every route of app/routes.ts, flattened, with its full URL pattern. */
export function flatRoutes(): FlatRoute[] {
  const out: FlatRoute[] = [];
  const walk = (entries: RouteConfigEntry[], parentId: string, prefix: string) => {
    for (const entry of entries) {
      const id = routeId(entry);
      const full = entry.path ? `${prefix}/${entry.path}`.replace(/\/+/g, "/") : prefix || "/";
      out.push({
        id,
        parentId,
        pattern: full,
        path: entry.path,
        index: entry.index,
        file: entry.file,
      });
      if (entry.children) walk(entry.children, id, entry.path ? full : prefix);
    }
  };
  walk(routeConfig as RouteConfigEntry[], "root", "");
  return out;
}

const importApp = (file: string) => import(/* @vite-ignore */ path.join(appDir, file));

/** A ServerBuild of the real route modules, root and entry.server. */
export async function loadServerBuild(): Promise<ServerBuild> {
  // The framework's Vite plugin wraps route components so they receive loaderData etc. as props.
  const load = async (file: string) => {
    const module = { ...(await importApp(file)) };
    if (module.default) module.default = UNSAFE_withComponentProps(module.default);
    if (module.ErrorBoundary)
      module.ErrorBoundary = UNSAFE_withErrorBoundaryProps(module.ErrorBoundary);
    return module;
  };
  const [root, entry] = await Promise.all([load("root.tsx"), importApp("entry.server.tsx")]);
  const routes: ServerBuild["routes"] = {
    root: { id: "root", path: "", module: root },
  };
  const manifestRoutes: ServerBuild["assets"]["routes"] = {
    root: manifestRoute("root", undefined, root, { path: "" }),
  };
  for (const route of flatRoutes()) {
    const module = await load(route.file);
    routes[route.id] = {
      id: route.id,
      parentId: route.parentId,
      path: route.path,
      index: route.index,
      module,
    };
    manifestRoutes[route.id] = manifestRoute(route.id, route.parentId, module, route);
  }
  return {
    entry: { module: entry },
    routes,
    assets: {
      entry: { module: "/assets/entry.client.js", imports: [] },
      routes: manifestRoutes,
      url: "/assets/manifest.js",
      version: "test",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {} as ServerBuild["future"],
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

function manifestRoute(
  id: string,
  parentId: string | undefined,
  module: Record<string, unknown>,
  route: { path?: string; index?: boolean },
) {
  return {
    id,
    parentId,
    path: route.path,
    index: route.index,
    hasAction: typeof module.action === "function",
    hasLoader: typeof module.loader === "function",
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: typeof module.ErrorBoundary === "function",
    module: `/assets/${id}.js`,
    clientActionModule: undefined,
    clientLoaderModule: undefined,
    clientMiddlewareModule: undefined,
    hydrateFallbackModule: undefined,
    imports: [],
    css: [],
  };
}

/**
 * React Router's handler over that build, as server.js's pipeline calls it: with the context the
 * pipeline gives (no nonce, an unknown client, the dispatch /crm/reauth makes a kept change with)
 * unless a test passes its own.
 */
export async function inProcessHandler() {
  const handler = createRequestHandler(await loadServerBuild(), "production");
  return (request: Request, context?: RouterContextProvider) =>
    handler(
      request,
      context ?? requestContext({ nonce: "", clientAddress: "unknown", handleRequest: handler }),
    );
}

/** The build and its handler. */
export async function inProcessBuild() {
  const build = await loadServerBuild();
  return { build, handleRequest: createRequestHandler(build, "production") };
}
