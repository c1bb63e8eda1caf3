import { useEffect, useSyncExternalStore } from "react";

/**
 * Whether the page has hydrated, as a one-bit store. While React hydrates server HTML (the page,
 * or later a deferred form) components read the server's answer, false, so they render what the
 * server rendered; anything rendered after the page has hydrated reads true at once.
 */
let pageHydrated = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Resolves once the page has hydrated and its enhancements are switched on (at once if they
 * already are): code that only enhances what the server rendered can be fetched then, after the
 * page's own hydration, instead of being part of its first load (app/components/deferred.tsx).
 */
export function whenHydrated(): Promise<void> {
  if (pageHydrated) return Promise.resolve();
  return new Promise((resolve) => {
    const listener = () => {
      listeners.delete(listener);
      resolve();
    };
    listeners.add(listener);
  });
}

/** False on the server and during hydration, true once the browser has taken over. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pageHydrated,
    () => false,
  );
}

/** The attribute `<html>` carries once React has hydrated the page and enhanced its parts. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/**
 * Rendered once, by the root layout: after the page has hydrated, switches every `useHydrated`
 * to true in a task of its own, so the components that change to their enhanced form re-render
 * there rather than lengthening hydration's last task (Total Blocking Time on a phone). Then
 * marks `<html>` for browser tests and monitoring: a cached public page starts its scripts only
 * after its first paint (app/server/first-paint.ts), so "loaded" does not mean "interactive".
 */
export function HydrationMark(): null {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) {
      document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
      return;
    }
    const timer = setTimeout(() => {
      pageHydrated = true;
      for (const listener of [...listeners]) listener();
    });
    return () => clearTimeout(timer);
  }, [hydrated]);
  return null;
}
