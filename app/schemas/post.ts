/** A post as staff write it: the CRM's compose form and POST/PUT /api/crm/posts. */
import { z } from "zod";
import { POST_CATEGORIES, POST_TEXTS } from "~/components/posts/texts";
import { text } from "./safe-text";

const m = POST_TEXTS.messages;

export const POST_STATES = ["draft", "scheduled", "published", "unpublished"] as const;
export type PostState = (typeof POST_STATES)[number];

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 100;

/**
 * Names a post's slug cannot take: the site's own pages and files (app/routes.ts), and those the
 * blog's own addresses may use (/blog/feed.xml and its like).
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  "blog",
  "insights",
  "feed",
  "feed-xml",
  "rss",
  "atom",
  "sitemap",
  "new",
  "edit",
  "preview",
  "page",
  "category",
  "tag",
  "about",
  "team",
  "contact",
  "consulting",
  "training",
  "dental-iq",
  "sectors",
  "legal",
  "newsletter",
  "guides",
  "content",
  "crm",
  "api",
  "enterprise",
  "dental-intelligence",
  "robots",
  "assets",
  "images",
]);

/** The slug a title gives: lowercase ASCII words joined by hyphens ("" when none). */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_MAX - 4) break; // room for a "-2" suffix
    slug = next;
  }
  return slug || words[0]?.slice(0, SLUG_MAX - 4) || "";
}

/** An empty form field is no value. */
const optionalText = (max: number, error: string, pattern?: RegExp) =>
  text({ error })
    .trim()
    .max(max, { error })
    .regex(pattern ?? /[\s\S]*/, { error })
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

export const postFormSchema = z.object({
  title: text({ error: m.title }).trim().min(1, { error: m.title }).max(200, { error: m.title }),
  slug: optionalText(SLUG_MAX, m.slug, SLUG_PATTERN).refine(
    (slug) => slug === null || !RESERVED_SLUGS.has(slug),
    { error: m.slugReserved },
  ),
  excerpt: text({ error: m.excerpt })
    .trim()
    .max(500, { error: m.excerpt })
    .optional()
    .transform((v) => v ?? ""),
  category: text({ error: m.category })
    .trim()
    .min(1, { error: m.category })
    .max(60, { error: m.category }),
  content: text({ error: m.content })
    .max(100_000, { error: m.content })
    .optional()
    .transform((v) => (v ?? "").replace(/\r\n/g, "\n").trim()),
  imageUrl: optionalText(500, m.imageUrl, /^(\/(?!\/)|https:\/\/)\S*$/),
  readTime: optionalText(20, m.readTime, /^([1-9]|[1-9]\d|1[01]\d|120) min read$/),
  metaDescription: text({ error: m.metaDescription })
    .trim()
    .max(300, { error: m.metaDescription })
    .optional()
    .transform((v) => v ?? ""),
  authorName: optionalText(100, m.authorName),
});
export type PostInput = z.output<typeof postFormSchema>;
export const POST_FIELDS = Object.keys(postFormSchema.shape) as (keyof PostInput)[];

/** The select's value for a category not in the spec's list (its name is in `otherCategory`). */
export const OTHER_CATEGORY = "other";

/**
 * The CRM's compose form: the API's fields, with the category as a select of the spec's five or
 * "Other" (then named in `otherCategory`), and the time a schedule asks for (UK wall clock).
 */
export const postPageSchema = z
  .object({
    ...postFormSchema.shape,
    category: z.enum([...POST_CATEGORIES, OTHER_CATEGORY], { error: m.category }),
    otherCategory: optionalText(60, m.otherCategory),
    scheduleAt: optionalText(16, m.scheduleAt),
  })
  .superRefine((value, ctx) => {
    if (value.category === OTHER_CATEGORY && !value.otherCategory)
      ctx.addIssue({ code: "custom", path: ["otherCategory"], message: m.otherCategory });
  })
  .transform(({ otherCategory, scheduleAt, ...rest }) => ({
    input: {
      ...rest,
      category: rest.category === OTHER_CATEGORY ? otherCategory! : rest.category,
    } satisfies PostInput,
    scheduleAt,
  }));

/** The form's category select and other-category values for a stored category. */
export function categoryFields(category: string): { category: string; otherCategory: string } {
  return (POST_CATEGORIES as readonly string[]).includes(category)
    ? { category, otherCategory: "" }
    : { category: OTHER_CATEGORY, otherCategory: category };
}

export const WORDS_PER_MINUTE = 200;

/** The read time of a body: its words at WORDS_PER_MINUTE, at least a minute (decision 081). */
export function readTimeOf(content: string): string {
  const words = content.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return `${Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))} min read`;
}
