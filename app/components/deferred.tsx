/**
 * A component whose code is not part of a page's first load (npm run size): the server renders it
 * in full, as always, so the page looks and works the same without JavaScript; in the browser its
 * chunk loads only when the visitor comes near it (scrolls it into view, focuses or touches it),
 * and until then React keeps the server's HTML as it is (a plain form posts as a plain form).
 * Public forms use it: Conform and the form's code (~12 KB gzip) wait until a form is near.
 *
 * `anchorId` names an element the component renders (e.g. its <form id>); when it is not in the
 * document (a client-side navigation renders the page from scratch) the chunk loads at once.
 */
import { type ComponentType, Suspense, lazy } from "react";

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
        : whenNear(anchorId).then(fetch),
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
