/**
 * The cookie banner's first view (its words and three choices), drawn by the server into every
 * public page before any script (cookie-banner-early.server.tsx) and by the banner's panel once
 * the page has its scripts. The buttons name their choice (`data-cookie-choice`), so the early
 * banner's little script and the panel agree on which is which.
 */
import type { ReactNode, Ref } from "react";
import { COOKIE_TEXTS as T } from "./texts";
import * as styles from "./cookie.css";

export type BannerChoice = "all" | "essential" | "settings";

export function CookieBannerIntro({
  policyLink,
  onChoose,
  settingsRef,
}: {
  /** The Cookie Policy link (a router link in the app, a plain one in the early banner). */
  policyLink: ReactNode;
  onChoose?: (choice: BannerChoice) => void;
  settingsRef?: Ref<HTMLButtonElement>;
}) {
  const button = (choice: BannerChoice, label: string, primary = false) => (
    <button
      type="button"
      className={primary ? styles.primaryButton : styles.secondaryButton}
      data-cookie-choice={choice}
      ref={choice === "settings" ? settingsRef : undefined}
      onClick={onChoose ? () => onChoose(choice) : undefined}
    >
      {label}
    </button>
  );
  return (
    <>
      <p className={styles.text}>
        {T.bannerText} {policyLink}.
      </p>
      <div className={styles.actions}>
        {button("all", T.acceptAll, true)}
        {button("essential", T.essentialOnly)}
        {button("settings", T.cookieSettings)}
      </div>
    </>
  );
}
