import { lazy } from "react";
import { Links, Meta, Outlet, Scripts, data, useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { useNonce } from "~/components/nonce";
import { ZodJitlessScript } from "~/components/zod-jitless-script";
import { resolveBookingUrl } from "~/components/shell/booking";
import { ErrorPage, describeRouteError } from "~/components/shell/not-found-content";
import { SiteFrame } from "~/components/shell/site-frame";
import { Toaster } from "~/components/toast/toaster";
import { useCrmFrameShown } from "~/components/crm/frame-shown";
import { HydrationMark } from "~/components/shell/use-hydrated";
import { useHydratesPage } from "~/components/shell/page-scripts";
import "~/islands/build";
import type { RootLoaderData } from "~/components/shell/root-data";
import { SITE } from "~/config/site";
import { normaliseOrigin, setPublicOrigin } from "~/utils/meta";
import { getToast } from "~/utils/toast.server";
import { BRAND_FONT_URL } from "~/styles/brand-font";
import "~/styles/theme.css";
import { env } from "~/config/env.server";
import { externalReferrer } from "~/utils/lead-source";

/** The bar's primary colour, for the browser's UI (theme.css.ts: color.primary). */
const THEME_COLOR = "#0b3a5b";

export async function loader({ request }: Route.LoaderArgs) {
  const { toast, headers } = await getToast(request);
  const body: RootLoaderData = {
    toast,
    bookingUrl: resolveBookingUrl(env().BOOKING_URL),
    publicUrl: normaliseOrigin(env().PUBLIC_URL),
    arrivedFrom: externalReferrer(request),
  };
  return data(body, { headers });
}

const SITE_META = [
  { title: `${SITE.name} | Data Strategy & Intelligence Partner` },
  {
    name: "description",
    content: `${SITE.tagline}. Data strategy and intelligent systems for multi-location businesses, based in Durham and working across the UK.`,
  },
];

export const meta: Route.MetaFunction = ({ error, location }) =>
  // A CRM address that failed before its own layout ran (a member refused by the middleware):
  // its page (CrmRootError) gives the title.
  error && isCrmPath(location.pathname)
    ? [{ name: "robots", content: "noindex, nofollow" }]
    : SITE_META;

/** Whether an address is the CRM's (its errors never take the public site's frame). */
const isCrmPath = (pathname: string) => pathname === "/crm" || pathname.startsWith("/crm/");

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // The brand font, fetched with the HTML rather than after the CSS (see app/styles/fonts.css.ts).
  {
    rel: "preload",
    href: BRAND_FONT_URL,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous",
  },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData("root") as RootLoaderData | undefined;
  const crmFrame = useCrmFrameShown();
  // A script-free page gets no React Router scripts or module preloads (its islands come with
  // the frame's server-drawn HTML, entry.server.tsx).
  const hydrate = useHydratesPage();
  // Before <Meta/> renders, so every page's pageMeta() builds absolute URLs from PUBLIC_URL.
  setPublicOrigin(rootData?.publicUrl);
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <ZodJitlessScript nonce={nonce} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {/* In the CRM frame the notices are drawn in the page's flow, by the frame. */}
        {crmFrame ? null : <Toaster flash={rootData?.toast} />}
        {hydrate ? <Scripts nonce={nonce} /> : null}
        <HydrationMark />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

// The CRM frame's error page is fetched only when a CRM address fails, so public pages never
// carry the CRM's code (the home page's script budget).
const CrmRootError = lazy(() =>
  import("~/components/crm/error-page").then((module) => ({ default: module.CrmRootError })),
);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  if (isCrmPath(pathname)) return <CrmRootError error={error} />;
  const { status, message } = describeRouteError(error);
  if (status !== 404 && typeof window !== "undefined") console.error(error);
  return (
    <SiteFrame>
      <ErrorPage status={status} message={message} />
    </SiteFrame>
  );
}
