/**
 * GET /api/crm/messages/unmatched → {messages}: mail from the shared mailbox that matched no lead,
 * newest first (up to 200), as GET /api/crm/leads/{id}/messages gives a message (leadId null).
 * Any staff member: the shared mailbox is the whole team's (decision 101).
 */
import { messageForApi } from "~/models/lead-threads.server";
import { listUnmatched } from "~/models/mailbox.server";
import { apiJson, methodNotAllowed } from "~/utils/api.server";
import { crmLoader } from "~/server/crm-api-kit.server";
import type { Route } from "./+types/crm.messages.unmatched";

export const loader = crmLoader<Route.LoaderArgs>(async () =>
  apiJson({ messages: (await listUnmatched()).map(messageForApi) }),
);

export const action = () => methodNotAllowed();
