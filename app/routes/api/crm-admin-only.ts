/** The /api/crm/* endpoints only admins may use (exports, subject access, erasure, restriction): 403 for a member (app/routes.ts). */
import { adminApiOnly } from "~/server/auth.server";

export const middleware = [adminApiOnly];
