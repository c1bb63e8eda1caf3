/**
 * Bounds on slow or stalled clients, so a request that declares a longer body than it sends, or
 * never finishes its headers, is dropped in seconds rather than held for minutes (Node's
 * defaults). server.js passes these to http.createServer.
 */
export const SERVER_OPTIONS = {
  /** The whole request (headers and body) must arrive within this time, else 408 and close. */
  requestTimeout: 10_000,
  /** The headers must arrive within this time. */
  headersTimeout: 5_000,
  /**
   * An idle keep-alive connection is closed after this: longer than a proxy's or client's pool
   * keeps one idle (nginx and load balancers: 60 s), so the other side closes it first. Shorter,
   * a request sent as the server closes the connection meets a reset (a 502 at a proxy).
   */
  keepAliveTimeout: 65_000,
  /** How often Node checks the two timeouts above (its default is 30 s). */
  connectionsCheckingInterval: 500,
} as const;

/** A connection with no traffic at all for this long is closed (the answer is streaming meanwhile). */
export const SOCKET_IDLE_TIMEOUT_MS = 60_000;

/** Longest wait for in-flight requests on shutdown (below Docker's 10 s before SIGKILL). */
export const SHUTDOWN_GRACE_MS = 8_000;
