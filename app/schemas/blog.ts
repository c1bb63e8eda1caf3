/** A blog post as the pages and the API show it (the model reads them from content/blog/*.md). */
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
