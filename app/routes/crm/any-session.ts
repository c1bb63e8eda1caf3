/**
 * The /crm pages a browser past the password but not yet the second factor may use too: the
 * enrolment and logout (app/routes.ts). Signed out, a visitor is sent to the login.
 */
import { anySessionPagesOnly } from "~/server/auth.server";

export const middleware = [anySessionPagesOnly];
