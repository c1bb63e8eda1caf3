/**
 * The one /crm page for people without an account: an invitation link (/crm/join/:token). It is
 * in the CRM layout (no-store, noindex) but in no session group; the generated session tests
 * leave this group out and test the page themselves (app/routes.ts).
 */
export const middleware = [];
