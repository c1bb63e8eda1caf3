/**
 * The cookie banner's and the settings dialog's interface (SPEC.md sections 3-5), loaded only when
 * one of them is shown: a returning visitor who has chosen never downloads it. The state and rules
 * live in cookie-consent-store.ts (state) and cookie-consent.ts (storage).
 */
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { legalHref } from "~/config/pages";
import {
  ACCEPT_ALL,
  type ConsentChoice,
  ESSENTIAL_ONLY,
  formatConsentDate,
} from "./cookie-consent";
import { useCookieConsent } from "./cookie-consent-store";
import { CookieBannerIntro } from "./cookie-banner-intro";
import { MAIN_CONTENT_ID, SETTINGS_ASKED_ATTRIBUTE, earlyBanner } from "./cookie-banner-early";
import { COOKIE_TEXTS as T } from "./texts";
import * as styles from "./cookie.css";
import { COOKIE_BANNER_MARGIN_PX, COOKIE_BANNER_VAR } from "./shell.css";

const SETTINGS_BUTTON = '[data-cookie-choice="settings"]';

/**
 * Shown while no valid consent is stored; any choice stores consent and hides it. Where the server
 * drew the banner (cookie-banner-early.tsx), that is its first view, and this draws only the
 * details, in its place, when its "Cookie Settings" is pressed (also before this had loaded).
 */
export function CookieBannerPanel() {
  const { consent, save } = useCookieConsent();
  const [early] = useState(earlyBanner);
  const [detailed, setDetailed] = useState(false);
  const [choice, setChoice] = useState<ConsentChoice>(ESSENTIAL_ONLY);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const settingsButtonRef = useRef<HTMLButtonElement>(null);
  const switched = useRef(false);
  const bannerRef = useRef<HTMLElement>(null);
  const open = consent === null;

  const showDetails = (value: boolean) => {
    switched.current = true;
    setDetailed(value);
  };

  useLayoutEffect(() => {
    if (!early) return;
    if (early.hasAttribute(SETTINGS_ASKED_ATTRIBUTE)) {
      early.removeAttribute(SETTINGS_ASKED_ATTRIBUTE);
      showDetails(true);
    }
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element).closest(SETTINGS_BUTTON)) showDetails(true);
    };
    early.addEventListener("click", onClick);
    return () => early.removeEventListener("click", onClick);
  }, [early]);

  // One of the two views at a time, swapped before the next paint.
  useLayoutEffect(() => {
    if (early) early.hidden = detailed;
  }, [early, detailed]);

  useEffect(() => {
    if (!switched.current) return;
    if (detailed) titleRef.current?.focus();
    else (early?.querySelector<HTMLElement>(SETTINGS_BUTTON) ?? settingsButtonRef.current)?.focus();
  }, [detailed, early]);

  // While open, the page keeps what has focus above the banner (scroll-padding-bottom).
  useEffect(() => {
    const banner = early && !detailed ? early : bannerRef.current;
    if (!open || !banner) return;
    const root = document.documentElement;
    const update = () =>
      root.style.setProperty(
        COOKIE_BANNER_VAR,
        `${banner.offsetHeight + COOKIE_BANNER_MARGIN_PX}px`,
      );
    update();
    const observer = new ResizeObserver(update);
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.removeProperty(COOKIE_BANNER_VAR);
    };
  }, [open, early, detailed]);

  if (!open || (early && !detailed)) return null;

  /** A choice closes the banner: focus goes on into the page's main content, not to <body>. */
  const choose = (value: ConsentChoice) => {
    if (bannerRef.current?.contains(document.activeElement))
      document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
    save(value);
  };

  return (
    <section
      ref={bannerRef}
      aria-labelledby="cookie-banner-title"
      className={styles.banner}
      data-testid="cookie-banner"
    >
      <h2 id="cookie-banner-title" className={styles.title} ref={titleRef} tabIndex={-1}>
        {detailed ? T.cookieSettings : T.bannerTitle}
      </h2>
      {detailed ? (
        <>
          <ConsentOptions value={choice} onChange={setChoice} />
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.secondaryButton}
              onClick={() => showDetails(false)}
            >
              {T.cancel}
            </button>
            <button type="button" className={styles.primaryButton} onClick={() => choose(choice)}>
              {T.saveSettings}
            </button>
          </div>
        </>
      ) : (
        <CookieBannerIntro
          policyLink={<Link to={legalHref("cookies")}>{T.policyLink}</Link>}
          settingsRef={settingsButtonRef}
          onChoose={(value) =>
            value === "settings"
              ? showDetails(true)
              : choose(value === "all" ? ACCEPT_ALL : ESSENTIAL_ONLY)
          }
        />
      )}
    </section>
  );
}

export function CookieSettingsDialog({ onClose }: { onClose: () => void }) {
  const { consent, save } = useCookieConsent();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [choice, setChoice] = useState<ConsentChoice>(
    consent ? { analytics: consent.analytics, functional: consent.functional } : ESSENTIAL_ONLY,
  );

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    // Escape closes a modal <dialog> natively (a "close" event follows).
    const handleClose = () => onClose();
    dialog.addEventListener("close", handleClose);
    if (!dialog.open) dialog.showModal();
    return () => {
      dialog.removeEventListener("close", handleClose);
      opener?.focus();
    };
  }, [onClose]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={styles.dialog}
      data-testid="cookie-settings-dialog"
    >
      <h2 id={titleId} className={styles.title}>
        {T.dialogTitle}
      </h2>
      <p className={styles.text}>{T.dialogText}</p>
      <ConsentOptions value={choice} onChange={setChoice} />
      {consent ? (
        <p className={styles.lastUpdated}>
          {T.lastUpdated}:{" "}
          <time dateTime={consent.timestamp}>{formatConsentDate(consent.timestamp)}</time>
        </p>
      ) : null}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.secondaryButton}
          onClick={() => setChoice(ESSENTIAL_ONLY)}
        >
          {T.resetToDefaults}
        </button>
        <button
          type="button"
          className={styles.secondaryButton}
          onClick={() => ref.current?.close()}
        >
          {T.cancel}
        </button>
        <button
          type="button"
          className={styles.primaryButton}
          onClick={() => {
            save(choice);
            ref.current?.close();
          }}
        >
          {T.savePreferences}
        </button>
      </div>
    </dialog>
  );
}

export function ConsentOptions({
  value,
  onChange,
}: {
  value: ConsentChoice;
  onChange: (value: ConsentChoice) => void;
}) {
  const id = useId();
  return (
    <fieldset className={styles.options}>
      <legend className={styles.optionLabel}>{T.categories}</legend>
      <Option id={`${id}-essential`} texts={T.essential} checked disabled />
      <Option
        id={`${id}-analytics`}
        texts={T.analytics}
        checked={value.analytics}
        onChange={(checked) => onChange({ ...value, analytics: checked })}
      />
      <Option
        id={`${id}-functional`}
        texts={T.functional}
        checked={value.functional}
        onChange={(checked) => onChange({ ...value, functional: checked })}
      />
    </fieldset>
  );
}

function Option({
  id,
  texts,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  texts: { label: string; hint: string };
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  return (
    <div className={styles.option}>
      <input
        id={id}
        type="checkbox"
        className={styles.checkbox}
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={onChange ? (event) => onChange(event.target.checked) : undefined}
        readOnly={!onChange}
      />
      <label htmlFor={id} className={styles.optionLabel}>
        {texts.label}
      </label>
      <p id={`${id}-hint`} className={styles.optionHint}>
        {texts.hint}
      </p>
    </div>
  );
}
