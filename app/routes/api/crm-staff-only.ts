/** Every /api/crm/* endpoint but the newsletter export: 401 without a session (app/routes.ts). */
import { staffApiOnly } from "~/server/auth.server";

export const middleware = [staffApiOnly];
