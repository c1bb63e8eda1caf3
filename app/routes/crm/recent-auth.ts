/** Pages that need a password or code in the last few minutes (REAUTH_MINUTES): else /crm/reauth first (app/routes.ts). */
import { recentAuthPagesOnly } from "~/server/auth.server";

export const middleware = [recentAuthPagesOnly];
