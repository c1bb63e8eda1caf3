import { redirect } from "react-router";
import type { Route } from "./+types/redirect";

/** Old addresses that moved; permanent redirects work without JavaScript. */
const targets: Record<string, string> = {
  "/enterprise": "/consulting",
  "/dental-intelligence": "/dental-iq",
};

export function loader({ url }: Route.LoaderArgs) {
  const target = targets[url.pathname.replace(/\/$/, "")] ?? "/";
  return redirect(`${target}${url.search}`, 301);
}
