/** CONTRACT (implemented by the blog work): posts from content/blog/*.md, newest first. */
export interface BlogPostSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  readTime: string;
  imageUrl?: string;
  date: string; // ISO date
}

export interface BlogPost extends BlogPostSummary {
  content: string;
}

export async function listPosts(): Promise<BlogPostSummary[]> {
  return [];
}

export async function getPost(_slug: string): Promise<BlogPost | undefined> {
  return undefined;
}
