/** A blog post as the pages and the API show it (the model reads the published ones from the posts table). */
export interface BlogPostSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  readTime: string;
  imageUrl?: string;
  /** ISO date */
  date: string;
}

export interface BlogPost extends BlogPostSummary {
  content: string;
}

/** A post ready for its page: the body as safe HTML (rendered on the server) instead of Markdown. */
export interface RenderedPost extends BlogPostSummary {
  html: string;
  /** The named author the firm chose; without one the page shows the team's label. */
  author?: string;
  /** What search engines show, when the author wrote one (else the excerpt). */
  metaDescription?: string;
}
