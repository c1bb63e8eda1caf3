// @vitest-environment happy-dom
/**
 * After hydration each inactive stylesheet link takes over from its inline copy once it has
 * loaded, so styles never disappear and navigation manages links as usual.
 */
import { describe, expect, it } from "vitest";
import { INLINED_MEDIA, activateInlinedStylesheets } from "./inlined-css";

describe("activateInlinedStylesheets", () => {
  it("makes each inactive link active when it loads, then removes its inline copy", () => {
    document.head.innerHTML =
      `<style data-href="/assets/shell-abc.css">.a{}</style>` +
      `<link rel="stylesheet" href="/assets/shell-abc.css#" media="${INLINED_MEDIA}">` +
      `<style data-href="/assets/orphan-abc.css">.b{}</style>`;
    activateInlinedStylesheets();
    const link = document.querySelector<HTMLLinkElement>("link")!;
    // Not loaded yet: the inline copy still styles the page.
    expect(document.querySelector(`style[data-href="/assets/shell-abc.css"]`)).not.toBeNull();
    link.dispatchEvent(new Event("load"));
    expect(link.media).toBe("all");
    expect(document.querySelector(`style[data-href="/assets/shell-abc.css"]`)).toBeNull();
    // A copy without its link (not rendered on the client) is kept.
    expect(document.querySelector(`style[data-href="/assets/orphan-abc.css"]`)).not.toBeNull();
  });
});
