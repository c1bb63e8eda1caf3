/**
 * What the HTTP layer knows about a request and hands to React Router: loaders, actions,
 * middleware and entry.server read it from the router context (RouterContextProvider).
 */
import { RouterContextProvider, createContext } from "react-router";

/** The per-request CSP nonce for inline scripts. */
export const nonceContext = createContext<string>("");

/** The client's address (honours TRUST_PROXY), for rate limits and the sign-in record. */
export const clientAddressContext = createContext<string>("unknown");

/**
 * Sends another request through the app's routes, as from the same client: /crm/reauth makes the
 * change it was asked for with it. Null in a request it sent (no chains).
 */
export type Dispatch = (request: Request) => Promise<Response>;
export const dispatchContext = createContext<Dispatch | null>(null);

export function requestContext(values: {
  nonce: string;
  clientAddress: string;
  /** The app's request handler: given, the context carries a dispatchContext over it. */
  handleRequest?: (request: Request, context: RouterContextProvider) => Promise<Response>;
}): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(nonceContext, values.nonce);
  context.set(clientAddressContext, values.clientAddress);
  const { handleRequest } = values;
  if (handleRequest)
    context.set(dispatchContext, (request) =>
      handleRequest(
        request,
        requestContext({ nonce: values.nonce, clientAddress: values.clientAddress }),
      ),
    );
  return context;
}
