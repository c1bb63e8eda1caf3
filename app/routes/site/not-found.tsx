import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { ErrorPage, NOT_FOUND_TITLE } from "~/components/shell/not-found-content";
import { SITE } from "~/config/site";

/** Unknown paths (SPEC.md section 2): the 404 page, with HTTP status 404 for people and crawlers. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: `${NOT_FOUND_TITLE} | ${SITE.name}` },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <ErrorPage status={404} />;
}
