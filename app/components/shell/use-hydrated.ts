import { useEffect, useSyncExternalStore } from "react";

const noopSubscribe = () => () => {};

/** False on the server and during hydration, true once the browser has taken over. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
}

/** The attribute `<html>` carries once React has hydrated the page (its effects have run). */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/**
 * Marks the document as hydrated, for browser tests and monitoring: a cached public page starts
 * its scripts only after its first paint (app/server/first-paint.ts), so "loaded" no longer means
 * "interactive" there.
 */
export function useMarkHydrated(): void {
  useEffect(() => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ""), []);
}
