import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { ErrorPage } from "~/components/shell/not-found-content";
import { ERROR_PAGE_TEXTS } from "~/components/shell/texts";
import { SITE } from "~/config/site";
import { SCRIPT_FREE } from "~/components/pages/script-free";

// No framework JavaScript: the page works as HTML, its islands do the rest (decision 089).
export const handle = SCRIPT_FREE;

/** Unknown paths (SPEC.md section 2): the 404 page, with HTTP status 404 for people and crawlers. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: `${ERROR_PAGE_TEXTS.notFoundTitle} | ${SITE.name}` },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <ErrorPage status={404} />;
}
