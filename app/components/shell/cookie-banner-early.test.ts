/**
 * The server-drawn cookie banner's script, run as the browser runs it (its text, in a page): it
 * shows the banner only when no valid choice is stored, stores Accept All / Essential Only in the
 * shape the panel reads, hides the banner, moves focus into the page and tells the page's
 * scripts; "Cookie Settings" is remembered for the panel. Without its script the banner is hidden.
 * @vitest-environment happy-dom
 */
import { beforeEach, describe, expect, it } from "vitest";
import { EARLY_BANNER_SCRIPT, earlyBannerHtml } from "./cookie-banner-early.server";
import {
  CONSENT_CHOSEN_EVENT,
  EARLY_BANNER_ID,
  SETTINGS_ASKED_ATTRIBUTE,
} from "./cookie-banner-early";
import { CONSENT_STORAGE_KEY, parseConsent } from "./cookie-consent";
import { legalHref } from "~/config/pages";
import { COOKIE_BANNER_VAR } from "./shell.css";

function loadPage() {
  // The markup as sent; the script run by itself, since happy-dom does not run inline scripts
  // inserted by innerHTML.
  document.body.innerHTML = `<main id="main-content" tabindex="-1"></main>${earlyBannerHtml("")}`;
  new Function(EARLY_BANNER_SCRIPT)();
  return document.getElementById(EARLY_BANNER_ID) as HTMLElement;
}

const press = (banner: HTMLElement, choice: string) =>
  banner.querySelector<HTMLButtonElement>(`[data-cookie-choice="${choice}"]`)!.click();

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute("style");
});

describe("the early cookie banner", () => {
  it("is drawn hidden, with its words and three choices, and a script with the nonce", () => {
    const html = earlyBannerHtml("abc123");
    expect(html).toMatch(new RegExp(`<section id="${EARLY_BANNER_ID}"[^>]* hidden`));
    expect(html).toContain("We value your privacy");
    expect(html).toContain(`href="${legalHref("cookies")}"`);
    expect(html.match(/data-cookie-choice="(all|essential|settings)"/g)).toHaveLength(3);
    expect(html).toContain('<script nonce="abc123">');
  });

  it("shows when nothing valid is stored, and stays hidden when a choice is", () => {
    expect(loadPage().hidden).toBe(false);
    expect(document.documentElement.style.getPropertyValue(COOKIE_BANNER_VAR)).toMatch(/px$/);
    localStorage.setItem(CONSENT_STORAGE_KEY, "{not json");
    expect(loadPage().hidden).toBe(false);
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({
        essential: true,
        analytics: false,
        functional: true,
        timestamp: new Date().toISOString(),
      }),
    );
    expect(loadPage().hidden).toBe(true);
  });

  for (const [choice, analytics] of [
    ["all", true],
    ["essential", false],
  ] as const) {
    it(`stores "${choice}" as the panel would, hides, focuses the page and tells its scripts`, () => {
      const banner = loadPage();
      let told = 0;
      window.addEventListener(CONSENT_CHOSEN_EVENT, () => told++);
      banner.querySelector<HTMLButtonElement>(`[data-cookie-choice="${choice}"]`)!.focus();
      press(banner, choice);
      const stored = parseConsent(localStorage.getItem(CONSENT_STORAGE_KEY));
      expect(stored).toMatchObject({ essential: true, analytics, functional: analytics });
      expect(banner.hidden).toBe(true);
      // The room kept for it while it was open (scroll padding) is given back.
      expect(document.documentElement.style.getPropertyValue(COOKIE_BANNER_VAR)).toBe("");
      expect(document.activeElement?.id).toBe("main-content");
      expect(told).toBe(1);
    });
  }

  it("remembers Cookie Settings for the panel and stores nothing", () => {
    const banner = loadPage();
    press(banner, "settings");
    expect(banner.hasAttribute(SETTINGS_ASKED_ATTRIBUTE)).toBe(true);
    expect(banner.hidden).toBe(false);
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });
});
