/** The newsletter export: the session cookie or the bearer token, else 401 (app/routes.ts). */
import { staffApiOrBearerOnly } from "~/server/auth.server";

export const middleware = [staffApiOrBearerOnly];
