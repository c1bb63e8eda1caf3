/**
 * CONTRACT (implemented by the shell work): each page's <title>, description, keywords,
 * Open Graph tags and canonical link, rendered into the server HTML by the route's `meta`.
 *
 *   export const meta: Route.MetaFunction = () => pageMeta({ title: "About", description: "…", path: "/about" });
 */
import type { MetaDescriptor } from "react-router";
import { SITE } from "~/config/site";

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
}

export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = input.title.includes(SITE.name) ? input.title : `${input.title} | ${SITE.name}`;
  return [
    { title },
    { name: "description", content: input.description },
    ...(input.keywords?.length ? [{ name: "keywords", content: input.keywords.join(", ") }] : []),
    { property: "og:title", content: input.ogTitle ?? input.title },
    { property: "og:description", content: input.ogDescription ?? input.description },
    { property: "og:type", content: input.ogType ?? "website" },
  ];
}
