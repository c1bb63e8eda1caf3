/**
 * The frame's island, on every script-free page (docs/decisions/090-islands.md): what React did
 * for the navigation, the notification region and the cookie choices, on the server's markup.
 *
 * - The bar turns white past 10 px of scroll (`data-scrolled` on <header>).
 * - The menus (<details>) close on Escape (focus back on their summary) and on a click or focus
 *   outside; they open and close without JavaScript already.
 * - F8 focuses the notification region; a flash toast from the server gets its close button,
 *   its timer and its swipe (toast.ts).
 * - The cookie banner's Cookie Settings opens its detailed view, and the footer's Cookie Settings
 *   becomes the button that opens the dialog: both cloned from the server's templates
 *   (island-templates.server.tsx). Accept All and Essential Only are the early banner's inline
 *   script's (cookie-banner-early.server.tsx), which runs before any island.
 * - The visit's landing page is kept for the forms a few pages on, with analytics allowed, as the
 *   React frame keeps it (first-touch.ts, cookie-consent-store.ts): at start and at each choice.
 *
 * It runs after the page's other islands (island-scripts.server.ts) and marks them all started.
 */
import {
  CONSENT_CHOSEN_EVENT,
  COOKIE_BANNER_MARGIN_PX,
  COOKIE_BANNER_VAR,
  EARLY_BANNER_ID,
  MAIN_CONTENT_ID,
  NAV_SCROLL_THRESHOLD,
  SETTINGS_ASKED_ATTRIBUTE,
} from "~/components/shell/frame-ids";
import {
  type ConsentChoice,
  ESSENTIAL_ONLY,
  formatConsentDate,
  readConsent,
  writeConsent,
} from "~/components/shell/cookie-consent";
import { readFirstTouch } from "~/components/shell/first-touch";
import { COOKIE_TEXTS } from "~/components/shell/texts";
import { ISLANDS_ATTRIBUTE, ISLAND_TEMPLATES, fromTemplate } from "./templates";
import { enhanceFlashToast } from "./toast";

function scrollState() {
  const header = document.querySelector<HTMLElement>("header[data-scrolled]");
  if (!header) return;
  const update = () => {
    header.dataset.scrolled = String(window.scrollY > NAV_SCROLL_THRESHOLD);
  };
  update();
  window.addEventListener("scroll", update, { passive: true });
}

function menus() {
  const all = () => [...document.querySelectorAll<HTMLDetailsElement>("header details")];
  const closeOutside = (event: Event) => {
    for (const details of all())
      if (details.open && !details.contains(event.target as Node)) details.open = false;
  };
  document.addEventListener("click", closeOutside);
  document.addEventListener("focusin", closeOutside);
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    // The innermost open menu around focus (the Sectors group inside the phone menu first).
    const details = (event.target as Element).closest?.("header details[open]");
    if (!(details instanceof HTMLDetailsElement)) return;
    details.open = false;
    details.querySelector("summary")?.focus();
  });
}

function notifications() {
  document.addEventListener("keydown", (event) => {
    if (event.key !== "F8") return;
    event.preventDefault();
    document.querySelector<HTMLElement>('section[aria-label^="Notifications"]')?.focus();
  });
}

/** The checkboxes' choice in a cloned view, and setting it. */
function options(view: Element) {
  const boxes = [...view.querySelectorAll<HTMLInputElement>("input[type=checkbox]")];
  const [, analytics, functional] = boxes;
  for (const box of boxes) box.removeAttribute("readonly");
  return {
    get: (): ConsentChoice => ({
      analytics: Boolean(analytics?.checked),
      functional: Boolean(functional?.checked),
    }),
    set: (choice: ConsentChoice) => {
      if (analytics) analytics.checked = choice.analytics;
      if (functional) functional.checked = choice.functional;
    },
  };
}

const action = (view: Element, name: string) =>
  view.querySelector<HTMLButtonElement>(`[data-cookie-action="${name}"]`);

const chosen = () => window.dispatchEvent(new Event(CONSENT_CHOSEN_EVENT));

function cookieBannerDetails() {
  const early = document.getElementById(EARLY_BANNER_ID);
  if (!early) return;
  const settingsButton = () => early.querySelector<HTMLElement>('[data-cookie-choice="settings"]');
  const room = document.documentElement.style;
  const open = () => {
    const details = fromTemplate(ISLAND_TEMPLATES.cookieDetails);
    if (!details || early.hidden) return;
    early.hidden = true;
    early.after(details);
    room.setProperty(COOKIE_BANNER_VAR, `${details.offsetHeight + COOKIE_BANNER_MARGIN_PX}px`);
    details.querySelector<HTMLElement>("h2")?.focus();
    const choice = options(details);
    action(details, "cancel")?.addEventListener("click", () => {
      details.remove();
      early.hidden = false;
      room.setProperty(COOKIE_BANNER_VAR, `${early.offsetHeight + COOKIE_BANNER_MARGIN_PX}px`);
      settingsButton()?.focus();
    });
    action(details, "save")?.addEventListener("click", () => {
      writeConsent(window.localStorage, choice.get());
      document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
      details.remove();
      room.removeProperty(COOKIE_BANNER_VAR);
      chosen();
    });
  };
  early.addEventListener("click", (event) => {
    if ((event.target as Element).closest('[data-cookie-choice="settings"]')) open();
  });
  // Pressed before this island had loaded: the early script noted it.
  if (early.hasAttribute(SETTINGS_ASKED_ATTRIBUTE)) {
    early.removeAttribute(SETTINGS_ASKED_ATTRIBUTE);
    open();
  }
}

function openCookieDialog(opener: HTMLElement) {
  const dialog = fromTemplate<HTMLDialogElement>(ISLAND_TEMPLATES.cookieDialog);
  if (!dialog) return;
  const consent = readConsent(window.localStorage);
  const choice = options(dialog);
  choice.set(consent ?? ESSENTIAL_ONLY);
  const updated = dialog.querySelector("[data-cookie-updated]");
  const time = updated?.querySelector("time");
  if (consent && time) {
    time.dateTime = consent.timestamp;
    time.textContent = formatConsentDate(consent.timestamp);
  } else updated?.remove();
  updated?.removeAttribute("data-cookie-updated");
  action(dialog, "reset")?.addEventListener("click", () => choice.set(ESSENTIAL_ONLY));
  action(dialog, "cancel")?.addEventListener("click", () => dialog.close());
  action(dialog, "save")?.addEventListener("click", () => {
    writeConsent(window.localStorage, choice.get());
    dialog.close();
    chosen();
  });
  // Escape closes a modal <dialog> natively; every way out ends here.
  dialog.addEventListener("close", () => {
    dialog.remove();
    opener.focus();
  });
  document.body.append(dialog);
  dialog.showModal();
}

function cookieSettingsControl() {
  // Without JavaScript the control is a link to the Cookie Policy (cookie-consent-ui.tsx).
  const link = [...document.querySelectorAll<HTMLElement>("footer a")].find(
    (element) => element.textContent === COOKIE_TEXTS.cookieSettings,
  );
  const button = fromTemplate<HTMLButtonElement>(ISLAND_TEMPLATES.cookieButton);
  if (!link || !button) return;
  link.replaceWith(button);
  button.addEventListener("click", () => openCookieDialog(button));
}

scrollState();
menus();
notifications();
cookieBannerDetails();
cookieSettingsControl();
enhanceFlashToast();
readFirstTouch();
window.addEventListener(CONSENT_CHOSEN_EVENT, () => readFirstTouch());
document.documentElement.setAttribute(ISLANDS_ATTRIBUTE, "");
