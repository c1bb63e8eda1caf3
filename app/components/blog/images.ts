/**
 * Fallback card images by category (SPEC.md section 3); any other category uses the Tech
 * Trends image. The SVGs in public/images/blog/ are decorative (alt="").
 */
export const CATEGORY_IMAGES: Record<string, string> = {
  "Data Analytics": "/images/blog/data-analytics.svg",
  "Business Intelligence": "/images/blog/business-intelligence.svg",
  "Tech Trends": "/images/blog/tech-trends.svg",
  Finance: "/images/blog/finance.svg",
  Hospitality: "/images/blog/hospitality.svg",
};

/** The intrinsic size of the card images (16:9), so the browser reserves their space. */
export const CARD_IMAGE_SIZE = { width: 640, height: 360 } as const;

export function postImage(post: { imageUrl?: string; category: string }): string {
  return post.imageUrl || CATEGORY_IMAGES[post.category] || CATEGORY_IMAGES["Tech Trends"];
}
