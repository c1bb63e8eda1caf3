import { data } from "react-router";
import type { Route } from "./+types/sector";
import { SectorPage } from "~/components/pages/sector-page";
import { SECTORS, sectorForPath, sectorMeta } from "~/components/pages/sectors";
import { pageMeta } from "~/utils/meta";
import { scriptFree } from "~/components/pages/script-free";

// No framework JavaScript: the page works as HTML, its islands do the rest (decision 089).
export const handle = scriptFree("guides");

/** /sectors/:sector: a sector of the list in app/config/pages.ts, anything else is a 404. */
export function loader({ url }: Route.LoaderArgs) {
  const sector = sectorForPath(url.pathname);
  if (!sector) throw data(null, { status: 404 });
  return { sector };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta(sectorMeta(SECTORS[loaderData.sector])) : [];

export default function Sector({ loaderData }: Route.ComponentProps) {
  return <SectorPage sector={SECTORS[loaderData.sector]} />;
}
