/** One sector page (/sectors/:sector): every section is driven by that sector's content file. */
import { GuideDownloadButton } from "~/components/guides/guide-download-button";
import {
  Actions,
  ButtonLink,
  Card,
  CardGrid,
  PageHero,
  PageSection,
  StatList,
  contactHref,
} from "./blocks";
import { BookingLink } from "./booking-link";
import * as s from "./page.css";
import { type SectorContent, sectorGuide } from "./sectors";

export function SectorPage({ sector }: { sector: SectorContent }) {
  const { hero, painPoints, capabilities, settings, solutions, partnership, closing } = sector;
  const guide = sectorGuide(sector);
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} image={hero.image}>
        <BookingLink variant="onDark">{hero.cta}</BookingLink>
      </PageHero>

      <PageSection id="challenges" title={painPoints.title} intro={painPoints.intro}>
        <CardGrid label="Challenges">
          {painPoints.items.map((item) => (
            <Card key={item.title} title={item.title} text={item.text} highlight={item.highlight} />
          ))}
        </CardGrid>
      </PageSection>

      {capabilities ? (
        <PageSection
          id="capabilities"
          title={capabilities.title}
          intro={capabilities.intro}
          tone="surface"
        >
          <div className={`${s.card} ${s.cardHighlight}`}>
            <p className={s.badge}>{capabilities.badge}</p>
            <StatList stats={capabilities.stats} />
            <ul className={s.cardList}>
              {capabilities.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </div>
        </PageSection>
      ) : null}

      {settings ? (
        <PageSection id="settings" title={settings.title} intro={settings.intro}>
          <CardGrid label="Care settings">
            {settings.items.map((item) => (
              <Card key={item.title} title={item.title} text={item.text} items={item.points} />
            ))}
          </CardGrid>
        </PageSection>
      ) : null}

      {solutions ? (
        <PageSection id="solutions" title={solutions.title} intro={solutions.intro} tone="surface">
          <CardGrid label="Solutions">
            {solutions.items.map((item) => (
              <Card key={item.title} title={item.title} text={item.text} />
            ))}
          </CardGrid>
        </PageSection>
      ) : null}

      {partnership ? (
        <PageSection id="partnership" title={partnership.title}>
          <div className={s.split}>
            <div>
              <p className={s.prose}>{partnership.text}</p>
              <Actions>
                <ButtonLink to={contactHref(partnership.subject)}>{partnership.cta}</ButtonLink>
              </Actions>
            </div>
            {partnership.stats ? (
              <div className={`${s.card} ${s.cardHighlight}`}>
                <StatList stats={partnership.stats} />
              </div>
            ) : null}
          </div>
        </PageSection>
      ) : null}

      <PageSection id="get-started" title={closing.title} tone="primary" align="center">
        <p className={s.prose}>{closing.text}</p>
        <Actions>
          <ButtonLink to={contactHref(closing.subject)} variant="onDark">
            {closing.cta}
          </ButtonLink>
          {guide ? (
            <GuideDownloadButton
              guide={guide}
              label={closing.guideLabel}
              className={s.button.outlineOnDark}
            />
          ) : null}
        </Actions>
      </PageSection>
    </>
  );
}
