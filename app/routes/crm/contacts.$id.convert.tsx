/** POST /crm/contacts/{id}/convert: Convert to Lead (one transaction), then back with a toast. */
import { type RouteArgs, convertAction, postOnlyLoader } from "./crm-routes.server";

export const loader = (args: RouteArgs) => postOnlyLoader(args, "contacts");
export const action = (args: RouteArgs) => convertAction("contact", args);
