/**
 * Calls a route module like React Router does: the middleware of every route that matches the
 * path in app/routes.ts (outermost first: the CRM session check, the staff-only groups), then the
 * loader or action. A thrown Response is the answer.
 */
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { type MiddlewareFunction, type RouteObject, matchRoutes } from "react-router";
import routeConfig from "~/routes";
import { requestContext } from "~/utils/request-context";

// Route modules take their own typed args; tests build them by hand.
type Handler = (args: any) => unknown;
export type RouteModule = { loader?: Handler; action?: Handler };

const appDir = path.resolve(import.meta.dirname, "../../app");

// The route's module file rides in `handle`.
const toMatchable = (entries: RouteConfigEntry[]): RouteObject[] =>
  entries.map((entry) =>
    entry.index
      ? { index: true, path: entry.path, handle: entry.file }
      : {
          path: entry.path,
          handle: entry.file,
          children: entry.children && toMatchable(entry.children),
        },
  );
const routeTree = toMatchable(routeConfig as RouteConfigEntry[]);

/** The middleware of the routes that match a path, outermost first, as app/routes.ts nests them. */
export async function middlewareFor(pathname: string): Promise<MiddlewareFunction<Response>[]> {
  const matches = matchRoutes(routeTree, pathname) ?? [];
  const modules = await Promise.all(
    matches.map((m) => import(/* @vite-ignore */ path.join(appDir, m.route.handle as string))),
  );
  return modules.flatMap((m) => (m.middleware ?? []) as MiddlewareFunction<Response>[]);
}

/** The arguments React Router hands a loader, action or middleware for this request. */
export function routeArgs(
  request: Request,
  {
    params = {},
    clientAddress = "1.2.3.4",
  }: { params?: Record<string, string>; clientAddress?: string } = {},
) {
  return {
    request,
    url: new URL(request.url),
    params,
    pattern: "",
    context: requestContext({ nonce: "", clientAddress }),
  };
}

/** Runs the path's middleware chain around a handler; a thrown Response is returned. */
export async function runRoute(
  handler: Handler,
  args: ReturnType<typeof routeArgs>,
): Promise<unknown> {
  const chain = await middlewareFor(args.url.pathname);
  const dispatch = async (i: number): Promise<unknown> => {
    if (i === chain.length) return handler(args);
    let result: unknown;
    let called = false;
    const next = async () => {
      called = true;
      result = await dispatch(i + 1);
      return result as Response;
    };
    const returned = await chain[i](args, next);
    if (returned instanceof Response) return returned;
    return called ? result : dispatch(i + 1);
  };
  try {
    return await dispatch(0);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

export async function callRoute(
  mod: RouteModule,
  method: string,
  urlPath: string,
  opts: { body?: unknown; headers?: Record<string, string>; params?: Record<string, string> } = {},
): Promise<Response> {
  const headers = new Headers(opts.headers);
  if (opts.body !== undefined) headers.set("Content-Type", "application/json");
  const request = new Request(`http://localhost${urlPath}`, {
    method,
    headers,
    body:
      opts.body === undefined
        ? undefined
        : typeof opts.body === "string"
          ? opts.body
          : JSON.stringify(opts.body),
  });
  const handler = method === "GET" ? mod.loader : mod.action;
  return (await runRoute(handler!, routeArgs(request, { params: opts.params }))) as Response;
}
