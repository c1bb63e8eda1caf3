/**
 * /newsletter/unsubscribe?token=…, for the newsletter's and DentalIQ news's links (each list has
 * its own tokens): GET asks for confirmation (the address partly masked), the
 * button POSTs the token. A one-click POST from a mail client (RFC 8058: body
 * "List-Unsubscribe=One-Click", token in the query) unsubscribes directly and answers 200.
 * An address no longer subscribed is told so, with no button, on a visit or a press (200).
 * A wrong or missing token changes nothing and says so (404). Never cached (one person's state,
 * which the link changes): `private, no-store`, and the page cache passes it by.
 */
import { data, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/newsletter-unsubscribe";
import {
  maskEmail,
  type UnsubscribeView,
  UnsubscribeScreen,
} from "~/components/newsletter/unsubscribe";
import { findUnsubscribeLink, unsubscribeByLink } from "~/models/unsubscribe-links.server";
import { PRIVATE_CACHE_CONTROL } from "~/server/page-cache";
import { log } from "~/utils/log.server";
import { secretLinkMeta } from "~/utils/meta";
import { isCrossSiteRequest } from "~/utils/origin.server";
import { SCRIPT_FREE } from "~/components/pages/script-free";

// No framework JavaScript: the page works as HTML, its islands do the rest (decision 089).
export const handle = SCRIPT_FREE;

export const meta: Route.MetaFunction = () => secretLinkMeta("Unsubscribe");

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": PRIVATE_CACHE_CONTROL });

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const link = await findUnsubscribeLink(token);
  if (!link) return data<UnsubscribeView>({ state: "invalid" }, { status: token ? 404 : 400 });
  const { list } = link;
  const maskedEmail = maskEmail(link.email);
  if (link.stopped) return data<UnsubscribeView>({ list, state: "already", maskedEmail });
  return data<UnsubscribeView>({ list, state: "confirm", maskedEmail, token });
}

export async function action({ request }: Route.ActionArgs) {
  const url = new URL(request.url);
  const formData = await request.formData().catch(() => new FormData());
  const bodyToken = formData.get("token");
  const token = (typeof bodyToken === "string" && bodyToken) || url.searchParams.get("token") || "";
  const oneClick = formData.get("List-Unsubscribe") === "One-Click";
  // The HTTP layer lets a cross-site POST through to here for one-click unsubscribe only.
  if (!oneClick && isCrossSiteRequest(request.headers, url.origin))
    return data<UnsubscribeView>({ state: "invalid" }, { status: 403 });
  // A campaign mail's link names its campaign (a number), which the consent log records.
  const campaign = /^\d{1,9}$/.exec(url.searchParams.get("campaign") ?? "")?.[0];
  const done = await unsubscribeByLink(token, campaign ? Number(campaign) : undefined, oneClick);
  if (!done) return data<UnsubscribeView>({ state: "invalid" }, { status: token ? 404 : 400 });
  const { list } = done;
  if (done.outcome === "already")
    return data<UnsubscribeView>({ list, state: "already" }, { status: 200 });
  log.info(`${list}: unsubscribed by ${oneClick ? "one-click" : "link"}`);
  return data<UnsubscribeView>({ list, state: "done" }, { status: 200 });
}

export default function NewsletterUnsubscribe() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <UnsubscribeScreen view={actionData ?? loaderData} />;
}
