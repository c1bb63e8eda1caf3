import { useEffect, useId, useRef, useState } from "react";
import { NEW_TAB_HINT } from "~/components/shell/booking";
import type { Partner } from "~/models/homepage.schema";
import type { PARTNERS } from "./home-copy";
import * as home from "./home.css";
import * as css from "./partners-strip.css";

/**
 * The 'Trusted Partners' strip: eight logos linking to the partners' sites, scrolling in a
 * seamless loop (two copies of the list, the second hidden from assistive technology and out of
 * the tab order). The motion stops for prefers-reduced-motion, on hover or focus, and with the
 * pause checkbox; while the keyboard is on a logo the logos stand in rows, all in view.
 */
export function PartnersStrip({
  partners,
  copy,
}: {
  partners: Partner[];
  /** The strip's words, which come with the page's data (app/routes/site/home.tsx). */
  copy: typeof PARTNERS;
}) {
  const pauseId = useId();
  if (partners.length === 0) return null;
  return (
    <section className={css.strip} aria-labelledby={`${pauseId}-title`}>
      <div className={home.container}>
        <h2 id={`${pauseId}-title`} className={css.heading}>
          {copy.title}
        </h2>
        <div className={css.viewport}>
          <div className={css.track}>
            <ul className={css.list} data-testid="partner-logos">
              {partners.map((partner) => (
                <li key={partner.name}>
                  <PartnerLink partner={partner} />
                </li>
              ))}
            </ul>
            <ul className={`${css.list} ${css.duplicate}`} aria-hidden="true">
              {partners.map((partner) => (
                <li key={partner.name}>
                  <PartnerLink partner={partner} duplicate />
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className={css.pauseToggle}>
          <input id={pauseId} type="checkbox" className={css.pauseInput} />
          <label htmlFor={pauseId}>{copy.pause}</label>
        </div>
      </div>
    </section>
  );
}

function PartnerLink({ partner, duplicate = false }: { partner: Partner; duplicate?: boolean }) {
  const image = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const img = image.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  return (
    <a
      href={partner.url}
      target="_blank"
      rel="noopener noreferrer"
      className={css.link}
      tabIndex={duplicate ? -1 : undefined}
    >
      <img
        ref={image}
        src={partner.logo}
        alt={partner.name}
        width={css.LOGO_WIDTH}
        height={css.LOGO_HEIGHT}
        loading="lazy"
        decoding="async"
        className={css.logo}
        data-failed={failed ? "true" : undefined}
        onError={() => setFailed(true)}
      />
      {failed ? <span className={home.visuallyHidden}>{partner.name}</span> : null}
      <span className={home.visuallyHidden}>{NEW_TAB_HINT}</span>
    </a>
  );
}
