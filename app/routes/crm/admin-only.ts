/** The /crm pages only admins may use (subject access, erasure, restriction, staff): 403 for a member (app/routes.ts). */
import { adminPagesOnly } from "~/server/auth.server";

export const middleware = [adminPagesOnly];
