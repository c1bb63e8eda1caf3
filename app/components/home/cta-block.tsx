import { Link } from "react-router";
import { GuideDownloadButton } from "~/components/guides/guide-download-button";
import { NEW_TAB_HINT, useBookingUrl } from "~/components/shell/booking";
import type { CtaSectionContent, CtaSectionKey } from "~/models/homepage.schema";
import * as css from "./cta-block.css";
import { CTA_GUIDES, CTA_TEXTS, DISCOVERY_CALL_LABEL, contactHref } from "./cta-content";
import * as home from "./home.css";

export type CtaLayout = "centered" | "split" | "default";

interface CtaBlockProps {
  /** Which content (and so which subject and guide): ctaSections.consultation or .build. */
  section: CtaSectionKey;
  /** The section's content from content/homepage.json; missing content shows the skeleton. */
  content?: CtaSectionContent | null;
  layout?: CtaLayout;
  /** Heading level for the title, so the block fits the page's outline. */
  headingLevel?: 2 | 3;
  /** The title's id, for a surrounding section's aria-labelledby. */
  headingId?: string;
}

/**
 * SPEC.md 'Call-to-action block'. Render it inside a section of the page; it brings its own
 * heading. Other pages use it with `section="build"` and `getHomepageContent()` in their loader.
 */
export function CtaBlock({
  section,
  content,
  layout = "default",
  headingLevel = 2,
  headingId,
}: CtaBlockProps) {
  const bookingUrl = useBookingUrl();
  if (!content) return <CtaSkeleton />;
  const Heading = `h${headingLevel}` as "h2" | "h3";
  const guide = CTA_GUIDES[section];
  const download = (
    <GuideDownloadButton
      guide={guide}
      label={content.cta.secondary}
      className={home.button.secondary}
    />
  );
  // "FREE Discovery Call" always means the booking page, as in the header (docs/decisions/054).
  const bookingLink = (
    <a href={bookingUrl} target="_blank" rel="noopener noreferrer" className={home.button.primary}>
      {DISCOVERY_CALL_LABEL}
      <span className={home.visuallyHidden}>{NEW_TAB_HINT}</span>
    </a>
  );
  const items = content.features?.length ? content.features : (content.benefits ?? []);

  if (layout === "centered") {
    return (
      <div className={css.centered} data-cta={section} data-layout="centered">
        <Heading id={headingId} className={home.sectionTitle}>
          {content.title}
        </Heading>
        <p className={css.subtitle}>{content.subtitle}</p>
        <p className={css.description}>{content.description}</p>
        <div className={home.buttonRow}>
          <Link to={contactHref(section)} className={home.button.primary}>
            {content.cta.primary}
          </Link>
          {download}
        </div>
      </div>
    );
  }

  if (layout === "split") {
    return (
      <div className={css.split} data-cta={section} data-layout="split">
        <div>
          <Heading id={headingId} className={home.sectionTitle}>
            {content.title}
          </Heading>
          <p className={css.subtitle}>{content.subtitle}</p>
          <p className={css.description}>{content.description}</p>
          <div className={home.buttonRow}>
            {bookingLink}
            {download}
          </div>
        </div>
        {items.length > 0 ? (
          <div className={css.checklistCard}>
            <p className={css.checklistTitle}>
              {content.features?.length ? "What you get" : "Why it works"}
            </p>
            <ul className={home.checkList}>
              {items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <div className={css.defaultCard} data-cta={section} data-layout="default">
      <Heading id={headingId} className={home.sectionTitle}>
        {content.title}
      </Heading>
      <p className={css.subtitle}>{content.subtitle}</p>
      <p className={css.description}>{content.description}</p>
      {content.features?.length ? (
        <ul className={css.featureGrid}>
          {content.features.map((feature) => (
            <li key={feature} className={css.feature}>
              {feature}
            </li>
          ))}
        </ul>
      ) : content.benefits?.length ? (
        <ul className={`${home.checkList} ${css.benefitList}`}>
          {content.benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      ) : null}
      <div className={home.buttonRow}>
        {bookingLink}
        {download}
      </div>
      <p className={css.writeInstead}>
        <Link to={contactHref(section)}>{CTA_TEXTS.writeInstead}</Link>
      </p>
    </div>
  );
}

/** Shown while CTA content loads or when it is missing (SPEC.md section 4: the skeleton stays). */
export function CtaSkeleton() {
  return (
    <div className={css.skeleton} aria-busy="true" data-testid="cta-skeleton">
      <p className={home.visuallyHidden}>Loading…</p>
      <div
        className={home.skeletonBlock}
        style={{ height: "2.25rem", width: "70%" }}
        aria-hidden="true"
      />
      <div
        className={home.skeletonBlock}
        style={{ height: "1.1rem", width: "50%" }}
        aria-hidden="true"
      />
      <div className={home.skeletonBlock} style={{ height: "4rem" }} aria-hidden="true" />
      <div
        className={home.skeletonBlock}
        style={{ height: "2.75rem", width: "16rem" }}
        aria-hidden="true"
      />
    </div>
  );
}
