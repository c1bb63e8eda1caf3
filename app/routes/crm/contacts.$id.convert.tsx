/** POST /crm/contacts/{id}/convert: Convert to Lead (one transaction), then back with a toast. */
import { convertAction, postOnlyLoader } from "~/server/crm-route-kit.server";
import type { Route } from "./+types/contacts.$id.convert";

export const loader = () => postOnlyLoader("contacts");
export const action = (args: Route.ActionArgs) => convertAction("contact", args);
