/**
 * POST /api/mail/bounces: a mail provider's bounce and complaint notifications, one JSON object
 * per request ({"email", "type": "hard" | "soft" | "complaint", "reason"?}), authorised by
 * `Authorization: Bearer BOUNCE_WEBHOOK_SECRET` (docs/decisions/074). Without the setting there
 * is no webhook (404); a wrong or missing token is 401 and changes nothing.
 */
import type { Route } from "./+types/mail.bounces";
import { env } from "~/config/env.server";
import { recordBounce } from "~/models/mail-bounces.server";
import { bounceReportSchema } from "~/schemas/mail-bounce";
import {
  apiJson,
  fieldErrorsFromZod,
  methodNotAllowed,
  notFound,
  readJson,
  unauthorized,
  validationError,
} from "~/utils/api.server";
import { bearerMatches } from "~/utils/bearer.server";

export function loader() {
  return env().BOUNCE_WEBHOOK_SECRET ? methodNotAllowed() : notFound();
}

export async function action({ request }: Route.ActionArgs) {
  const secret = env().BOUNCE_WEBHOOK_SECRET;
  if (!secret) return notFound();
  if (request.method !== "POST") return methodNotAllowed();
  if (!bearerMatches(request.headers.get("authorization"), secret)) return unauthorized();
  const parsed = bounceReportSchema.safeParse(await readJson(request));
  if (!parsed.success) return validationError(fieldErrorsFromZod(parsed.error.issues));
  return apiJson({ outcome: await recordBounce(parsed.data) });
}
