/**
 * Whether the page is drawn in the CRM frame: a signed-in staff member on a CRM page (or its
 * error), unless the page is a whole page of its own. The CRM layout draws the frame by this rule
 * and the root leaves the notices to the frame by it (the frame shows them in the page's flow).
 */
import { useMatches, useRouteLoaderData } from "react-router";

/** A CRM route that renders a whole page of its own (the printable report) sets this handle. */
export interface CrmRouteHandle {
  ownPage?: true;
}

export function useCrmFrameShown(): boolean {
  const layout = useRouteLoaderData("routes/crm/layout") as
    { staffEmail?: string | null } | undefined;
  const ownPage = useMatches().some((match) => (match.handle as CrmRouteHandle)?.ownPage);
  return Boolean(layout?.staffEmail) && !ownPage;
}
