/** POST /crm/contacts/{id}/not-duplicate: this contact form is not the lead it was flagged against. */
import { notDuplicateAction, postOnlyLoader } from "~/server/crm-route-kit.server";
import type { Route } from "./+types/contacts.$id.not-duplicate";

export const loader = () => postOnlyLoader("contacts");
export const action = (args: Route.ActionArgs) => notDuplicateAction("contact", args);
