/** The /crm pages below the login: signed out, a visitor is sent to the login (app/routes.ts). */
import { staffPagesOnly } from "~/server/auth.server";

export const middleware = [staffPagesOnly];
