/** The early cookie banner's HTML and script (cookie-banner-early.tsx), made once per nonce. */
import { renderToStaticMarkup } from "react-dom/server";
import { legalHref } from "~/config/pages";
import { CookieBannerIntro } from "./cookie-banner-intro";
import {
  CONSENT_CHOSEN_EVENT,
  EARLY_BANNER_ID,
  MAIN_CONTENT_ID,
  SETTINGS_ASKED_ATTRIBUTE,
} from "./cookie-banner-early";
import {
  ACCEPT_ALL,
  CONSENT_STORAGE_KEY,
  ESSENTIAL_ONLY,
  createConsent,
  parseConsent,
} from "./cookie-consent";
import { COOKIE_TEXTS as T } from "./texts";
import * as styles from "./cookie.css";
import { COOKIE_BANNER_MARGIN_PX, COOKIE_BANNER_VAR } from "./shell.css";

/**
 * Runs in the browser as the page is parsed, as text: it may use only its arguments. The consent
 * rules are cookie-consent.ts's own functions, passed in, so the early banner cannot disagree
 * with the panel about what counts as a stored choice.
 */
function earlyBannerScript(
  id: string,
  key: string,
  chosenEvent: string,
  settingsAttribute: string,
  mainId: string,
  roomVar: string,
  roomMargin: number,
  parse: typeof parseConsent,
  create: typeof createConsent,
  choices: Record<string, typeof ACCEPT_ALL>,
) {
  const banner = document.getElementById(id);
  let stored = null;
  try {
    stored = parse(localStorage.getItem(key));
  } catch {
    // Storage blocked (a privacy mode): no choice is stored.
  }
  if (!banner || stored) return;
  banner.hidden = false;
  // What gets focus is scrolled above the banner (shell.css.ts), until the panel measures it.
  const room = document.documentElement.style;
  room.setProperty(roomVar, `${banner.offsetHeight + roomMargin}px`);
  banner.addEventListener("click", (event) => {
    const button = (event.target as Element).closest("[data-cookie-choice]");
    const name = button?.getAttribute("data-cookie-choice");
    if (name === "settings") banner.setAttribute(settingsAttribute, "");
    if (!name || !choices[name]) return;
    try {
      localStorage.setItem(key, JSON.stringify(create(choices[name])));
    } catch {
      // Storage full or blocked: the choice still applies to this page.
    }
    // As the panel does: focus goes on into the page's main content, not to <body>.
    if (banner.contains(document.activeElement))
      document.getElementById(mainId)?.focus({ preventScroll: true });
    banner.hidden = true;
    room.removeProperty(roomVar);
    dispatchEvent(new Event(chosenEvent));
  });
}

const args = [
  EARLY_BANNER_ID,
  CONSENT_STORAGE_KEY,
  CONSENT_CHOSEN_EVENT,
  SETTINGS_ASKED_ATTRIBUTE,
  MAIN_CONTENT_ID,
  COOKIE_BANNER_VAR,
  COOKIE_BANNER_MARGIN_PX,
]
  .map((value) => JSON.stringify(value))
  .concat(
    String(parseConsent),
    String(createConsent),
    JSON.stringify({ all: ACCEPT_ALL, essential: ESSENTIAL_ONLY }),
  );
/** The script's text (exported for a test to run it). */
export const EARLY_BANNER_SCRIPT = `(${String(earlyBannerScript)})(${args.join(",")})`;
// Code and constants only, no visitor's text; still, nothing in it may close the element early.
if (/<\/script/i.test(EARLY_BANNER_SCRIPT)) throw new Error("The early banner's script ends early");

const markup = renderToStaticMarkup(
  <section
    id={EARLY_BANNER_ID}
    aria-labelledby={`${EARLY_BANNER_ID}-title`}
    className={styles.banner}
    hidden
  >
    <h2 id={`${EARLY_BANNER_ID}-title`} className={styles.title}>
      {T.bannerTitle}
    </h2>
    <CookieBannerIntro policyLink={<a href={legalHref("cookies")}>{T.policyLink}</a>} />
  </section>,
);

export function earlyBannerHtml(nonce: string): string {
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : "";
  return `${markup}<script${nonceAttribute}>${EARLY_BANNER_SCRIPT}</script>`;
}
