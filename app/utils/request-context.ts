/**
 * What the HTTP layer knows about a request and hands to React Router: loaders, actions,
 * middleware and entry.server read it from the router context (RouterContextProvider).
 */
import { RouterContextProvider, createContext } from "react-router";

/** The per-request CSP nonce for inline scripts. */
export const nonceContext = createContext<string>("");

/** The client's address (honours TRUST_PROXY), for rate limits and the sign-in record. */
export const clientAddressContext = createContext<string>("unknown");

export function requestContext(values: {
  nonce: string;
  clientAddress: string;
}): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(nonceContext, values.nonce);
  context.set(clientAddressContext, values.clientAddress);
  return context;
}
