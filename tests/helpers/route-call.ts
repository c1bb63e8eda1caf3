/** Calls a route module like React Router does; a thrown Response is the answer. */
// Route modules take their own typed args; tests build them by hand.
type Handler = (args: any) => Promise<Response>;
export type RouteModule = { loader?: Handler; action?: Handler };

export async function callRoute(
  mod: RouteModule,
  method: string,
  path: string,
  opts: { body?: unknown; headers?: Record<string, string>; params?: Record<string, string> } = {},
): Promise<Response> {
  const headers = new Headers(opts.headers);
  if (opts.body !== undefined) headers.set("Content-Type", "application/json");
  const request = new Request(`http://localhost${path}`, {
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
  try {
    return await handler!({
      request,
      params: opts.params ?? {},
      context: { nonce: "", clientAddress: "1.2.3.4" },
    });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}
