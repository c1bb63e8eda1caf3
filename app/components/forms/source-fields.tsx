import { useEffect, useState } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { SOURCE_FIELDS } from "~/schemas/public-form";
import { type FirstTouch, campaignOnly, readFirstTouch } from "~/components/shell/first-touch";
import type { RootLoaderData } from "~/components/shell/root-data";

/**
 * Where the sender came from, sent with the form. The server fills them from this page's address
 * and the site that linked to it (so they work without JavaScript); in the browser, with analytics
 * allowed, the visit's first page and referrer replace them.
 */
export function SourceFields() {
  const root = useRouteLoaderData("root") as RootLoaderData | undefined;
  const location = useLocation();
  const [firstTouch, setFirstTouch] = useState<FirstTouch | null>(null);
  useEffect(() => setFirstTouch(readFirstTouch()), []);
  // The referrer belongs to the page the server rendered, not to pages reached in the browser.
  const ownReferrer = location.key === "default" ? (root?.arrivedFrom ?? null) : null;
  const landing = firstTouch?.landingPage ?? campaignOnly(location.pathname, location.search);
  const referrer = firstTouch ? firstTouch.referrer : ownReferrer;
  return (
    <>
      <input type="hidden" name={SOURCE_FIELDS.landing} value={landing} />
      <input type="hidden" name={SOURCE_FIELDS.referrer} value={referrer ?? ""} />
    </>
  );
}
