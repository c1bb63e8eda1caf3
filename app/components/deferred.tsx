/**
 * A component whose code is not part of a page's first load (npm run size): the server renders it
 * in full, as always, so the page looks and works the same without JavaScript; in the browser
 * React keeps the server's HTML as it is (a plain form posts as a plain form) until the chunk is
 * here, then hydrates it in a task of its own.
 *
 * - `deferred(anchorId, load)`: the chunk loads only when the visitor comes near the part
 *   (scrolls it into view, focuses or touches it). Public forms use it: Conform and the form's
 *   code (~12 KB gzip) wait until a form is near. `anchorId` names an element the component
 *   renders (e.g. its <form id>); when it is not in the document (a client-side navigation
 *   renders the page from scratch) the chunk loads at once.
 * - `afterHydration(load)`: the chunk loads as soon as the page has hydrated, wherever the part
 *   is. For parts that are not the one the visitor acts on: while a part's code is missing React
 *   holds back every update from above it (a form's answer elsewhere on the page too), so a part
 *   may wait for the visitor only if it is the place where the visitor acts.
 */
import { type ComponentType, Suspense, lazy } from "react";
import { whenHydrated } from "~/components/shell/use-hydrated";

/** Chunks the server is loading; startup waits for them (deferredComponentsReady). */
const serverLoads: Promise<unknown>[] = [];

/** Server start-up: resolves once every deferred component's code is loaded. */
export function deferredComponentsReady(): Promise<unknown> {
  return Promise.all(serverLoads);
}

/** How far below the fold a deferred component starts loading. */
const NEAR = "400px";

/** Resolves when the element is near the viewport or the visitor interacts with it. */
function whenNear(anchorId: string): Promise<void> {
  const element = document.getElementById(anchorId);
  if (!element || typeof IntersectionObserver === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    const events = ["focusin", "pointerdown", "touchstart"] as const;
    const done = () => {
      observer.disconnect();
      removal.disconnect();
      for (const name of events) element.removeEventListener(name, done, true);
      resolve();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: `${NEAR} 0px` },
    );
    observer.observe(element);
    // If React replaces the server's HTML before the chunk is here (an update reached the
    // boundary), the element is gone and can never come near: load at once.
    const removal = new MutationObserver(() => {
      if (!element.isConnected) done();
    });
    removal.observe(document.body, { childList: true, subtree: true });
    for (const name of events) element.addEventListener(name, done, { capture: true, once: true });
  });
}

export function deferred<P extends object>(
  anchorId: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  return deferUntil(() => whenNear(anchorId), load);
}

export function afterHydration<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  return deferUntil(whenHydrated, load);
}

/** `load` runs on the server at start-up, in the browser once `ready` resolves. */
export function deferUntil<P extends object>(
  ready: () => Promise<void>,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loaded: { default: ComponentType<P> } | undefined;
  const fetch = () => load().then((component) => (loaded = { default: component }));
  // The server loads the chunk at start-up, so every render (the first one too) can complete
  // without suspending: a page is never streamed with a placeholder a no-JS browser cannot fill.
  if (import.meta.env.SSR) serverLoads.push(fetch());
  const Lazy = lazy(() =>
    loaded
      ? // Already loaded (the server, or a later client render): resolve synchronously.
        ({
          then: (resolve: (m: { default: ComponentType<P> }) => void) => resolve(loaded!),
        } as never)
      : import.meta.env.SSR
        ? fetch()
        : ready().then(fetch),
  );
  function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Deferred;
}
