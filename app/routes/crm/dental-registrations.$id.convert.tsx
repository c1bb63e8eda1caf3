/** POST /crm/dental-registrations/{id}/convert: Convert to Lead (one transaction), then back with a toast. */
import { convertAction, postOnlyLoader } from "~/server/crm-route-kit.server";
import type { Route } from "./+types/dental-registrations.$id.convert";

export const loader = () => postOnlyLoader("dental");
export const action = (args: Route.ActionArgs) => convertAction("registration", args);
