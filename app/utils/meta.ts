/**
 * Each page's <title>, description, keywords, Open Graph tags and canonical link,
 * rendered into the server HTML by the route's `meta`.
 *
 *   export const meta: Route.MetaFunction = () => pageMeta({ title: "About", description: "…", path: "/about" });
 *
 * Absolute URLs (canonical, og:url, og:image) use PUBLIC_URL. The root layout passes it in
 * (setPublicOrigin) before any meta is rendered, so call sites need not.
 */
import type { MetaDescriptor } from "react-router";
import { SITE } from "~/config/site";

export const DEFAULT_PUBLIC_URL = "http://localhost:3000";
export const DEFAULT_OG_IMAGE = "/og-image.png";

export interface PageMetaInput {
  title: string;
  description: string;
  /** The page's path, for the canonical link and og:url. */
  path: string;
  keywords?: string[];
  ogType?: "website" | "article";
  ogTitle?: string;
  ogDescription?: string;
  image?: string;
  /** Override the site's public origin (tests, or a page that knows better). */
  origin?: string;
}

let publicOrigin: string | undefined;

/** Called by the root layout with the root loader's publicUrl (server and browser alike). */
export function setPublicOrigin(url: string | undefined): void {
  if (url) publicOrigin = url;
}

/** PUBLIC_URL without a trailing slash; falls back to the default. */
export function normaliseOrigin(url: string | undefined): string {
  const value = url?.trim() || DEFAULT_PUBLIC_URL;
  try {
    const parsed = new URL(value);
    return `${parsed.origin}${parsed.pathname.replace(/\/+$/, "")}`;
  } catch {
    return DEFAULT_PUBLIC_URL;
  }
}

function currentOrigin(): string {
  if (publicOrigin) return normaliseOrigin(publicOrigin);
  // On the server before the layout has run (e.g. a meta call in a test).
  const env = typeof process !== "undefined" ? process.env?.PUBLIC_URL : undefined;
  return normaliseOrigin(env);
}

export function absoluteUrl(pathOrUrl: string, origin = currentOrigin()): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${normaliseOrigin(origin)}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const origin = input.origin ?? currentOrigin();
  const title = input.title.includes(SITE.name) ? input.title : `${input.title} | ${SITE.name}`;
  const url = absoluteUrl(input.path, origin);
  return [
    { title },
    { name: "description", content: input.description },
    ...(input.keywords?.length ? [{ name: "keywords", content: input.keywords.join(", ") }] : []),
    { property: "og:title", content: input.ogTitle ?? input.title },
    { property: "og:description", content: input.ogDescription ?? input.description },
    { property: "og:type", content: input.ogType ?? "website" },
    { property: "og:url", content: url },
    { property: "og:image", content: absoluteUrl(input.image ?? DEFAULT_OG_IMAGE, origin) },
    { property: "og:site_name", content: SITE.name },
    { name: "twitter:card", content: "summary_large_image" },
    { tagName: "link", rel: "canonical", href: url },
  ];
}

/**
 * A page per secret token (a mailed link): its title, kept out of search engines and out of
 * referrers (the origin only: "no-referrer" would also make the browser send Origin: null with
 * the page's own form, which the cross-site check refuses).
 */
export function secretLinkMeta(title: string): MetaDescriptor[] {
  return [
    { title: `${title} | ${SITE.name}` },
    { name: "robots", content: "noindex" },
    { name: "referrer", content: "origin" },
  ];
}
