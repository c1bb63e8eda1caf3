/**
 * A cached public page is rewritten once, when it is stored, so that a phone on a slow
 * connection paints it from the HTML alone and only then fetches the scripts
 * (docs/decisions/009-cacheable-html-and-csp.md):
 *
 * - Stylesheets: each `<link rel="stylesheet">` to a fingerprinted file in /assets gets a
 *   `<style>` with the file's text before it, and the link is made inactive (`media="not all"`:
 *   it no longer holds up the first paint and is fetched at the lowest priority). The link stays
 *   because React Router renders it on the client too, so hydration finds it where it expects it
 *   (React skips the extra <style>s in <head>); once hydrated, app/utils/inlined-css.ts makes each
 *   link active when it has loaded and removes its <style>. Without JavaScript the <style>s stay.
 * - Scripts: the module preloads are dropped (React adds them back when it hydrates) and React
 *   Router's entry script is kept inert (`type="text/plain"`) until the page has loaded and
 *   painted; a small script then puts it back as a module script, where it was, and removes
 *   itself. Scripts then never compete with the HTML, CSS, font and images for a slow connection. The page works
 *   without JavaScript (forms post, links navigate), so the wait only delays enhancements.
 *
 * Both scripts are allowed by hash like every inline script of a cached page (./csp.ts computes
 * the hashes after this rewrite); the restored entry script has the same text as the inert one.
 */
import fs from "node:fs";
import path from "node:path";
import { INLINED_MEDIA } from "~/utils/inlined-css";

const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[^"#?]+\.css)[^"]*"\s*\/?>/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const ENTRY_SCRIPT =
  /<script type="module" async="">((?:(?!<\/script)[\s\S])*?window\.__reactRouterManifest[\s\S]*?)<\/script>/;

export const DEFERRED_ENTRY_ID = "deferred-entry";

/**
 * Runs once the page has loaded and its first contentful paint is on screen (or 3 s after load,
 * for a page that never paints, such as one in a background tab): the entry script becomes a
 * module script again.
 */
const RESTORE_ENTRY =
  `(function(){var me=document.currentScript,done=false;` +
  `function run(){if(done)return;done=true;var d=document.getElementById("${DEFERRED_ENTRY_ID}"),` +
  `s=document.createElement("script");s.type="module";s.async=true;s.textContent=d.textContent;` +
  `d.replaceWith(s);me.remove()}` +
  `function loaded(){setTimeout(run,3000);var P=window.PerformanceObserver;` +
  `if(!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return setTimeout(run,0);` +
  `new P(function(list,o){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(run,0)}})` +
  `.observe({type:"paint",buffered:true})}` +
  `document.readyState==="complete"?loaded():addEventListener("load",loaded)})()`;

/** Returns the rewrite for pages of the build whose static files are in `assetsDir`. */
export function firstPaintRewriter(assetsDir: string): (html: string) => string {
  const texts = new Map<string, string | null>();
  const read = (href: string): string | null => {
    if (!texts.has(href)) {
      let text: string | null = null;
      try {
        text = fs.readFileSync(path.join(assetsDir, path.basename(href)), "utf8");
      } catch {
        // Not in this build: keep the link, the browser asks for it.
      }
      // A stylesheet that could close the element early stays a link.
      texts.set(href, text !== null && !/<\/style/i.test(text) ? text : null);
    }
    return texts.get(href)!;
  };
  return (html) => {
    const entry = ENTRY_SCRIPT.exec(html);
    // Without the entry script (not a React Router page) the preloads are all there is: keep them.
    const scripts = entry
      ? html
          .replace(MODULE_PRELOAD, "")
          .replace(
            ENTRY_SCRIPT,
            () =>
              `<script type="text/plain" id="${DEFERRED_ENTRY_ID}">${entry[1]}</script><script>${RESTORE_ENTRY}</script>`,
          )
      : html;
    return scripts.replace(STYLESHEET, (link, href: string) => {
      const text = read(href);
      if (text === null) return link;
      return `<style data-href="${href}">${text}</style>${link.replace(/\s*\/?>$/, ` media="${INLINED_MEDIA}"/>`)}`;
    });
  };
}
