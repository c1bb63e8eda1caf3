/**
 * Cached public pages carry their CSS inline, with each stylesheet link made inactive
 * (app/server/first-paint.ts). After hydration the links take over again: each one is made active
 * once its file has loaded, then its inline copy is removed, so the styles never disappear and
 * client navigation manages stylesheets as React Router expects.
 */

/** The media of a link whose styles are inline in the page. */
export const INLINED_MEDIA = "not all";

export function activateInlinedStylesheets(doc: Document = document): void {
  for (const style of doc.querySelectorAll<HTMLStyleElement>("style[data-href]")) {
    const href = style.dataset.href!;
    const link = [...doc.querySelectorAll<HTMLLinkElement>(`link[rel="stylesheet"]`)].find(
      (candidate) =>
        candidate.media === INLINED_MEDIA && candidate.href.split("#")[0].endsWith(href),
    );
    if (!link) continue;
    const swap = () => {
      link.media = "all";
      style.remove();
    };
    if (link.sheet) swap();
    else link.addEventListener("load", swap, { once: true });
  }
}
