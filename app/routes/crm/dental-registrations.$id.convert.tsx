/** POST /crm/dental-registrations/{id}/convert: Convert to Lead (one transaction), then back with a toast. */
import { type RouteArgs, convertAction, postOnlyLoader } from "./crm-routes.server";

export const loader = (args: RouteArgs) => postOnlyLoader(args, "dental");
export const action = (args: RouteArgs) => convertAction("registration", args);
