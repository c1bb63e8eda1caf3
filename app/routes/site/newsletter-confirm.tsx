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

export const meta: Route.MetaFunction = () => [
  { title: "Confirm your subscription | Durham Data Strategy" },
  // A page per secret token: keep it out of search engines and referrers.
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const row = await findPendingByConfirmToken(token);
  if (!row) return data<ConfirmView>({ state: "invalid" }, { status: token ? 404 : 400 });
  if (!row.confirmExpiresAt || row.confirmExpiresAt <= new Date())
    return data<ConfirmView>({ state: "expired" }, { status: 410 });
  return data<ConfirmView>({ state: "confirm", maskedEmail: maskEmail(row.email), token });
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
