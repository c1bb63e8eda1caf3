/**
 * The cookie banner as the server draws it (docs/decisions/002): in every public page's HTML,
 * hidden, with a few lines of inline script right after it that show it at once when no consent
 * is stored, and store a choice made before the page's scripts have loaded. Once they have, the
 * banner's panel (cookie-consent-panels.tsx) takes its place. Without JavaScript it stays hidden.
 *
 * The markup and script are made on the server only (cookie-banner-early.server.tsx, given through
 * EarlyBannerContext by entry.server.tsx); in the browser hydration keeps the server's HTML as it
 * is, so the banner's markup costs the page's scripts nothing.
 */
import { createContext, useContext, useState } from "react";
import { noBox } from "~/styles/utilities.css";

import { EARLY_BANNER_ID, WRAPPER_ID } from "./frame-ids";

export {
  CONSENT_CHOSEN_EVENT,
  EARLY_BANNER_ID,
  MAIN_CONTENT_ID,
  SETTINGS_ASKED_ATTRIBUTE,
} from "./frame-ids";

/** The early banner's HTML (markup and script), on the server; empty in the browser. */
export const EarlyBannerContext = createContext("");

export function EarlyCookieBanner() {
  const serverHtml = useContext(EarlyBannerContext);
  // Read once, in the render that hydrates the server's HTML; nothing after a client navigation.
  const [html] = useState(() =>
    typeof document === "undefined"
      ? serverHtml
      : (document.getElementById(WRAPPER_ID)?.innerHTML ?? ""),
  );
  if (!html) return null;
  return <div id={WRAPPER_ID} className={noBox} dangerouslySetInnerHTML={{ __html: html }} />;
}

export const earlyBanner = () => document.getElementById(EARLY_BANNER_ID);

export function hideEarlyBanner() {
  earlyBanner()?.setAttribute("hidden", "");
}
