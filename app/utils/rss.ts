/** An RSS 2.0 document (the newsletter archive's feed, the blog's feed), its text escaped. */
import { escapeXml } from "./xml";

export interface RssItem {
  title: string;
  /** Absolute; also the item's permalink guid. */
  link: string;
  date: Date;
  description?: string;
  /** The full body as HTML (content:encoded), its URLs absolute. */
  html?: string;
}

export interface RssChannel {
  title: string;
  /** The page the feed belongs to and the feed itself, absolute. */
  link: string;
  self: string;
  description: string;
  items: RssItem[];
}

/** CDATA that cannot be closed early by the content (a "]]>" in it is split). */
const cdata = (text: string) => `<![CDATA[${text.replace(/]]>/g, "]]]]><![CDATA[>")}]]>`;

function itemXml(item: RssItem): string {
  return [
    "    <item>",
    `      <title>${escapeXml(item.title)}</title>`,
    `      <link>${escapeXml(item.link)}</link>`,
    `      <guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
    `      <pubDate>${item.date.toUTCString()}</pubDate>`,
    ...(item.description
      ? [`      <description>${escapeXml(item.description)}</description>`]
      : []),
    ...(item.html ? [`      <content:encoded>${cdata(item.html)}</content:encoded>`] : []),
    "    </item>",
  ].join("\n");
}

export function rssDocument(channel: RssChannel): string {
  const withContent = channel.items.some((item) => item.html);
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"${
      withContent ? ' xmlns:content="http://purl.org/rss/1.0/modules/content/"' : ""
    }>`,
    "  <channel>",
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(channel.link)}</link>`,
    `    <atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    "    <language>en-GB</language>",
    ...channel.items.map(itemXml),
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

/** Site-relative src and href attributes of rendered HTML made absolute under `origin`. */
export function absoluteUrls(html: string, origin: string): string {
  return html.replace(/\b(src|href)="\/(?!\/)/g, `$1="${origin}/`);
}
