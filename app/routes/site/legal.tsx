import { data } from "react-router";
import type { Route } from "./+types/legal";
import { LEGAL, formatLongDate, legalForPath } from "~/components/pages/legal";
import { LegalPage } from "~/components/pages/legal-page";
import { pageMeta } from "~/utils/meta";

/** /legal/:page, for the pages of app/config/pages.ts (others are 404s); 'Last updated' is the server's today, per request. */
export function loader({ request }: Route.LoaderArgs) {
  const page = legalForPath(new URL(request.url).pathname);
  if (!page) throw data(null, { status: 404 });
  return { page, lastUpdated: formatLongDate(new Date()) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const document = LEGAL[loaderData.page];
  return pageMeta({
    title: document.title,
    description: document.description,
    path: document.path,
  });
};

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={LEGAL[loaderData.page]} lastUpdated={loaderData.lastUpdated} />;
}
