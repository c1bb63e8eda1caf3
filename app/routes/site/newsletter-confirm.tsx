/**
 * /newsletter/confirm?token=…: the link in the confirmation mail (double opt-in). GET shows a
 * button (mail scanners that fetch links must not confirm anyone); its POST confirms, once, within
 * 7 days. A used link says what it did (subscribed, or since unsubscribed) on every later visit
 * or press; an unknown or expired one changes nothing and says so. Never cached (it shows one
 * person's state, which the link changes): `private, no-store`, and the page cache passes it by.
 */
import { data, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/newsletter-confirm";
import { type ConfirmView, ConfirmScreen } from "~/components/newsletter/confirm";
import { maskEmail } from "~/components/newsletter/unsubscribe";
import { confirmByToken, findConfirmLink } from "~/models/newsletter.server";
import { PRIVATE_CACHE_CONTROL } from "~/server/page-cache";
import { log } from "~/utils/log.server";
import { secretLinkMeta } from "~/utils/meta";
import { SCRIPT_FREE } from "~/components/pages/script-free";

// No framework JavaScript: the page works as HTML, its islands do the rest (decision 089).
export const handle = SCRIPT_FREE;

export const meta: Route.MetaFunction = () => secretLinkMeta("Confirm your subscription");

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": PRIVATE_CACHE_CONTROL });

// The loader answers 200 whatever it finds: after the POST that confirms, React Router runs it
// again, when the token is already spent, and its status would replace the action's.
export async function loader({ request }: Route.LoaderArgs): Promise<ConfirmView> {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const link = await findConfirmLink(token);
  if (link.state === "confirm")
    return { state: "confirm", maskedEmail: maskEmail(link.email!), token };
  return { state: link.state };
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData().catch(() => new FormData());
  const bodyToken = formData.get("token");
  const token =
    (typeof bodyToken === "string" && bodyToken) ||
    new URL(request.url).searchParams.get("token") ||
    "";
  const outcome = await confirmByToken(token);
  if (outcome === "confirmed") {
    log.info("newsletter: subscription confirmed");
    return data<ConfirmView>({ state: "done" });
  }
  const status = outcome === "expired" ? 410 : outcome === "invalid" ? 404 : 200;
  return data<ConfirmView>({ state: outcome }, { status });
}

export default function NewsletterConfirm() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <ConfirmScreen view={actionData ?? loaderData} />;
}
