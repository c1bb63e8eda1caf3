/**
 * One sector page (/sectors/:sector): every section is driven by that sector's content file,
 * in the order (and with the challenges layout) its `rhythm` gives.
 */
import { Fragment, type ReactNode } from "react";
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
import {
  type SectorCards,
  type SectorContent,
  type SectorSection,
  sectorGuide,
  sectorSections,
} from "./sectors";

type Tone = "plain" | "surface";

function Challenges({ sector, tone }: { sector: SectorContent; tone: Tone }) {
  const { painPoints } = sector;
  if (sector.rhythm?.challenges === "list") {
    return (
      <PageSection id="challenges" title={painPoints.title} tone={tone}>
        <div className={s.split}>
          <p className={s.prose}>{painPoints.intro}</p>
          <ul className={s.challengeList}>
            {painPoints.items.map((item) => (
              <li key={item.title}>
                <h3 className={s.cardTitle}>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </PageSection>
    );
  }
  return <CardsSection id="challenges" label="Challenges" content={painPoints} tone={tone} />;
}

/** A section of cards: the challenges (unless shown as a list), care settings, solutions. */
function CardsSection({
  id,
  label,
  content,
  tone,
}: {
  id: SectorSection;
  label: string;
  content: SectorCards;
  tone: Tone;
}) {
  return (
    <PageSection id={id} title={content.title} intro={content.intro} tone={tone}>
      <CardGrid label={label}>
        {content.items.map((item) => (
          <Card
            key={item.title}
            title={item.title}
            text={item.text}
            items={item.points}
            highlight={item.highlight}
          />
        ))}
      </CardGrid>
    </PageSection>
  );
}

const SECTIONS: Record<SectorSection, (sector: SectorContent, tone: Tone) => ReactNode> = {
  challenges: (sector, tone) => <Challenges sector={sector} tone={tone} />,
  capabilities: ({ capabilities }, tone) =>
    capabilities ? (
      <PageSection
        id="capabilities"
        title={capabilities.title}
        intro={capabilities.intro}
        tone={tone}
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
    ) : null,
  settings: ({ settings }, tone) =>
    settings ? (
      <CardsSection id="settings" label="Care settings" content={settings} tone={tone} />
    ) : null,
  solutions: ({ solutions }, tone) =>
    solutions ? (
      <CardsSection id="solutions" label="Solutions" content={solutions} tone={tone} />
    ) : null,
  partnership: ({ partnership }, tone) =>
    partnership ? (
      <PageSection id="partnership" title={partnership.title} tone={tone}>
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
    ) : null,
};

export function SectorPage({ sector }: { sector: SectorContent }) {
  const { hero, closing } = sector;
  const guide = sectorGuide(sector);
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} image={hero.image}>
        <BookingLink variant="onDark">{hero.cta}</BookingLink>
      </PageHero>

      {sectorSections(sector).map((section, index) => (
        <Fragment key={section}>
          {SECTIONS[section](sector, index % 2 ? "surface" : "plain")}
        </Fragment>
      ))}

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
