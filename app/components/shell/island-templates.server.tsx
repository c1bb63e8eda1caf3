/**
 * The markup the islands (app/islands/) add to a script-free page, drawn here by the same React
 * components a hydrated page draws them with and sent inert, as <template> elements, in that
 * page only (entry.server.tsx). The islands clone and fill them, so their class names and words
 * stay the components' and no island carries markup or words of its own.
 */
import { renderToStaticMarkup } from "react-dom/server";
import type { ToastVariant } from "~/schemas/toast";
import { ToastView } from "~/components/toast/toaster";
import { ConsentOptions } from "./cookie-consent-panels";
import { ESSENTIAL_ONLY } from "./cookie-consent";
import { COOKIE_TEXTS as T } from "./texts";
import * as styles from "./cookie.css";
import * as footer from "./footer.css";
import { ISLAND_TEMPLATES } from "~/islands/templates";
import { Controls, FilterButtons } from "~/components/home/carousel-enhancement";
import { FilterGroup } from "~/components/home/testimonial-carousel";
import * as carousel from "~/components/home/testimonial-carousel.css";
import type { IslandName } from "./page-scripts";

const noop = () => {};

function Actions({ buttons }: { buttons: [action: string, label: string, primary?: boolean][] }) {
  return (
    <div className={styles.actions}>
      {buttons.map(([action, label, primary]) => (
        <button
          key={action}
          type="button"
          className={primary ? styles.primaryButton : styles.secondaryButton}
          data-cookie-action={action}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

/** The banner's detailed view (cookie-consent-panels.tsx, CookieBannerPanel). */
function CookieDetails() {
  return (
    <section
      aria-labelledby="cookie-banner-title"
      className={styles.banner}
      data-testid="cookie-banner"
    >
      <h2 id="cookie-banner-title" className={styles.title} tabIndex={-1}>
        {T.cookieSettings}
      </h2>
      <ConsentOptions value={ESSENTIAL_ONLY} onChange={noop} />
      <Actions
        buttons={[
          ["cancel", T.cancel],
          ["save", T.saveSettings, true],
        ]}
      />
    </section>
  );
}

/** The footer's Cookie Settings dialog (cookie-consent-panels.tsx, CookieSettingsDialog). */
function CookieDialog() {
  return (
    <dialog
      aria-labelledby="cookie-dialog-title"
      className={styles.dialog}
      data-testid="cookie-settings-dialog"
    >
      <h2 id="cookie-dialog-title" className={styles.title}>
        {T.dialogTitle}
      </h2>
      <p className={styles.text}>{T.dialogText}</p>
      <ConsentOptions value={ESSENTIAL_ONLY} onChange={noop} />
      <p className={styles.lastUpdated} data-cookie-updated="">
        {/* A valid placeholder: the island sets the choice's own time before showing it. */}
        {T.lastUpdated}: <time dateTime="1970-01-01T00:00:00.000Z" />
      </p>
      <Actions
        buttons={[
          ["reset", T.resetToDefaults],
          ["cancel", T.cancel],
          ["save", T.savePreferences, true],
        ]}
      />
    </dialog>
  );
}

function template(id: string, element: React.ReactElement, prefix: string) {
  const html = renderToStaticMarkup(element, { identifierPrefix: prefix });
  return `<template id="${id}">${html}</template>`;
}

const toast = (variant: ToastVariant) => (
  <ToastView
    item={{ id: variant, open: true, title: "", description: " ", variant }}
    interactive
    inline={false}
    onDismiss={noop}
  />
);

/** The frame island's templates, made once (constants and components only, no visitor's text). */
const SITE_TEMPLATES_HTML = [
  template(ISLAND_TEMPLATES.cookieDetails, <CookieDetails />, "cookie-details-"),
  template(ISLAND_TEMPLATES.cookieDialog, <CookieDialog />, "cookie-dialog-"),
  template(
    ISLAND_TEMPLATES.cookieButton,
    <button type="button" className={footer.settingsButton} aria-haspopup="dialog">
      {T.cookieSettings}
    </button>,
    "cookie-button-",
  ),
  template(ISLAND_TEMPLATES.toastDefault, toast("default"), "toast-default-"),
  template(ISLAND_TEMPLATES.toastSuccess, toast("success"), "toast-success-"),
  template(ISLAND_TEMPLATES.toastError, toast("destructive"), "toast-error-"),
].join("");

/**
 * The home page island's: the carousel's tag filter (All and one tag button, cloned for each
 * tag) and its controls (the arrows and a list of two dots, a dot cloned for each testimonial).
 */
const HOME_TEMPLATES_HTML = [
  template(
    ISLAND_TEMPLATES.carouselFilters,
    <FilterGroup>
      <FilterButtons tags={[""]} selected={null} label={String} setState={noop} />
    </FilterGroup>,
    "carousel-filters-",
  ),
  template(
    ISLAND_TEMPLATES.carouselControls,
    <div className={carousel.controls}>
      <Controls authors={["", ""]} active={0} setState={noop} />
    </div>,
    "carousel-controls-",
  ),
].join("");

/** The templates of a script-free page's islands. */
export function islandTemplatesHtml(islands: readonly IslandName[]): string {
  return SITE_TEMPLATES_HTML + (islands.includes("home") ? HOME_TEMPLATES_HTML : "");
}
