/** POST /crm/dental-registrations/{id}/not-duplicate: this registration is not the lead flagged. */
import { notDuplicateAction, postOnlyLoader } from "~/server/crm-route-kit.server";
import type { Route } from "./+types/dental-registrations.$id.not-duplicate";

export const loader = () => postOnlyLoader("dental");
export const action = (args: Route.ActionArgs) => notDuplicateAction("registration", args);
