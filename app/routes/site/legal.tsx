import { data } from "react-router";
import type { Route } from "./+types/legal";
import { LEGAL, contentDate, formatLongDate, legalForPath } from "~/components/pages/legal";
import { LegalPage } from "~/components/pages/legal-page";
import { retentionMonths } from "~/config/retention.server";
import { CAMPAIGN_RECIPIENT_KEEP_MONTHS } from "~/models/retention.server";
import { VISIT_KEEP_MONTHS } from "~/models/visits.server";
import { pageMeta } from "~/utils/meta";
import { SCRIPT_FREE } from "~/components/pages/script-free";

// No framework JavaScript: the page works as HTML, its islands do the rest (decision 089).
export const handle = SCRIPT_FREE;

/** /legal/:page, for the pages of app/config/pages.ts (others are 404s). 'Last updated' is the date the text last changed, from its content file (decision 052). */
export function loader({ url }: Route.LoaderArgs) {
  const page = legalForPath(url.pathname);
  if (!page) throw data(null, { status: 404 });
  // The retention section states the periods the retention job uses (one setting, one constant).
  return {
    page,
    lastUpdated: formatLongDate(contentDate(LEGAL[page].lastUpdated)),
    values: {
      retentionMonths: String(retentionMonths()),
      campaignRecipientMonths: String(CAMPAIGN_RECIPIENT_KEEP_MONTHS),
      visitMonths: String(VISIT_KEEP_MONTHS),
    },
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
