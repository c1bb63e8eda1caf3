/**
 * Whether this process should be sent traffic (/readyz): "starting" until migrations have run and
 * the job runner is up, "ready" then, "stopping" from the first shutdown signal on, so a load
 * balancer takes it out before its connections close. /healthz only says the process and its
 * database answer.
 */
export type Readiness = "starting" | "ready" | "stopping";

let state: Readiness = "starting";

export const readiness = (): Readiness => state;

/** After start-up has finished (never after stopping began). */
export function markReady(): void {
  if (state === "starting") state = "ready";
}

export function markStopping(): void {
  state = "stopping";
}
