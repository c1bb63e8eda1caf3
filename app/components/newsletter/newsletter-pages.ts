/**
 * Where the newsletter signup lives, with no imports so that a route can use it without pulling
 * the form's code into its first load (npm run size).
 */
export const NEWSLETTER_ACTION = "/newsletter";
export const NEWSLETTER_ANCHOR = "newsletter";
export const NEWSLETTER_FORM_ID = "newsletter-form";

/**
 * The pages that show the signup section (home, the blog lists, a post, /newsletter): the only
 * ones a signup returns to, since only they can show its confirmation panel (app/routes.ts).
 */
export function showsNewsletterSection(pathname: string): boolean {
  return (
    pathname === "/" ||
    /^\/(blog|insights)$/.test(pathname) ||
    /^\/blog\/[^/]+$/.test(pathname) ||
    pathname === NEWSLETTER_ACTION
  );
}
