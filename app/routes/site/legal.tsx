import { data } from "react-router";
import type { Route } from "./+types/legal";
import { LEGAL, formatLongDate, legalForPath } from "~/components/pages/legal";
import { LegalPage } from "~/components/pages/legal-page";
import { retentionMonths } from "~/config/retention.server";
import { pageMeta } from "~/utils/meta";

/** /legal/:page, for the pages of app/config/pages.ts (others are 404s). 'Last updated' is today in the UK: the page cache keeps a page for one UK day at most (app/server/app.ts). */
export function loader({ url }: Route.LoaderArgs) {
  const page = legalForPath(url.pathname);
  if (!page) throw data(null, { status: 404 });
  // The retention section states the period the retention job uses (one setting).
  return {
    page,
    lastUpdated: formatLongDate(new Date()),
    values: { retentionMonths: String(retentionMonths()) },
  };
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
  return (
    <LegalPage
      document={LEGAL[loaderData.page]}
      lastUpdated={loaderData.lastUpdated}
      values={loaderData.values}
    />
  );
}
