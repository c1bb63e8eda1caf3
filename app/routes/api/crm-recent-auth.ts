/** Endpoints that need a password or code in the last few minutes (REAUTH_MINUTES): else 403 {reauthRequired: true} (app/routes.ts). */
import { recentAuthApiOnly } from "~/server/auth.server";

export const middleware = [recentAuthApiOnly];
