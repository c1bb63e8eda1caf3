/**
 * A cached public page is rewritten once, when it is stored, so that a phone on a slow
 * connection paints it from the HTML alone, without waiting for stylesheets or scripts
 * (docs/decisions/009-cacheable-html-and-csp.md):
 *
 * - Stylesheets: each `<link rel="stylesheet">` to a fingerprinted file in /assets gets a
 *   `<style>` with the file's text before it, and the link is made inactive (`media="not all"`:
 *   it no longer holds up the first paint and is fetched at the lowest priority). The link stays
 *   because React Router renders it on the client too, so hydration finds it where it expects it
 *   (React skips the extra <style>s in <head>); once hydrated, app/utils/inlined-css.ts makes each
 *   link active when it has loaded and removes its <style>. Without JavaScript the <style>s stay.
 * - Module preloads are fetched at low priority (`fetchpriority="low"`): the scripts are not
 *   needed for the first paint, so the HTML's font and images go first on a slow connection.
 *   They still delay the load event, so a page that has loaded has run its scripts, as before.
 */
import fs from "node:fs";
import path from "node:path";
import { INLINED_MEDIA } from "~/utils/inlined-css";

const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[^"#?]+\.css)[^"]*"\s*\/?>/g;
const MODULE_PRELOAD = /<link rel="modulepreload"(?![^>]*fetchpriority)/g;

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
  return (html) =>
    html
      .replace(MODULE_PRELOAD, '$& fetchpriority="low"')
      .replace(STYLESHEET, (link, href: string) => {
        const text = read(href);
        if (text === null) return link;
        return `<style data-href="${href}">${text}</style>${link.replace(/\s*\/?>$/, ` media="${INLINED_MEDIA}"/>`)}`;
      });
}
