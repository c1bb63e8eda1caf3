/**
 * /newsletter/confirm?token=…: the link in the confirmation mail (double opt-in). GET shows a
 * button (mail scanners that fetch links must not confirm anyone); its POST confirms, once, within
 * 7 days. A used, unknown or expired token changes nothing and says so.
 */
import { data, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/newsletter-confirm";
import { type ConfirmView, ConfirmScreen } from "~/components/newsletter/confirm";
import { maskEmail } from "~/components/newsletter/unsubscribe";
import { confirmByToken, findPendingByConfirmToken } from "~/models/newsletter.server";
import { log } from "~/utils/log.server";
import { SITE } from "~/config/site";

export const meta: Route.MetaFunction = () => [
  { title: `Confirm your subscription | ${SITE.name}` },
  // A page per secret token: keep it out of search engines, and out of referrers (the origin
  // only: "no-referrer" would also make the browser send Origin: null with the page's own form,
  // which the cross-site check refuses).
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "origin" },
];

// The loader answers 200 whatever it finds: after the POST that confirms, React Router runs it
// again, when the token is already spent, and its status would replace the action's.
export async function loader({ request }: Route.LoaderArgs): Promise<ConfirmView> {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const row = await findPendingByConfirmToken(token);
  if (!row) return { state: "invalid" };
  if (!row.confirmExpiresAt || row.confirmExpiresAt <= new Date()) return { state: "expired" };
  return { state: "confirm", maskedEmail: maskEmail(row.email), token };
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
  return data<ConfirmView>({ state: outcome }, { status: outcome === "expired" ? 410 : 404 });
}

export default function NewsletterConfirm() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <ConfirmScreen view={actionData ?? loaderData} />;
}
