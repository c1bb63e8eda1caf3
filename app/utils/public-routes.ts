/**
 * The public pages of SPEC.md section 2 that search engines should know about: not /crm,
 * not the redirects (/enterprise, /dental-intelligence), not utility pages. Blog posts are
 * added from the blog model by the sitemap.
 */
export const PUBLIC_ROUTES = [
  "/",
  "/about",
  "/team",
  "/contact",
  "/blog",
  "/insights",
  "/consulting",
  "/training",
  "/dental-iq",
  "/sectors/health",
  "/sectors/hospitality",
  "/sectors/pets",
  "/sectors/finance",
  "/legal/privacy-policy",
  "/legal/cookie-policy",
  "/legal/terms-conditions",
  "/legal/accessibility-statement",
] as const;
