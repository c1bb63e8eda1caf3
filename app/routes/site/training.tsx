import training from "../../../content/training.json";
import { GuideDownloadButton } from "~/components/guides/guide-download-button";
import {
  Actions,
  ButtonLink,
  Card,
  CardGrid,
  PageHero,
  PageSection,
} from "~/components/pages/blocks";
import { BookingLink } from "~/components/pages/booking-link";
import { button, cardList, prose } from "~/components/pages/page.css";
import { pageMeta } from "~/utils/meta";

export const meta = () => pageMeta({ ...training.meta, path: "/training" });

export default function Training() {
  const { hero, benefits, offer, consultation, dataLiteracy, closing } = training;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <BookingLink variant="onDark">{hero.cta}</BookingLink>
        <a href="#data-literacy">{hero.secondary}</a>
      </PageHero>

      <PageSection id="benefits" title={benefits.title} intro={benefits.intro}>
        <CardGrid label="Training benefits">
          {benefits.items.map((item) => (
            <Card key={item.title} title={item.title} text={item.text} />
          ))}
        </CardGrid>
      </PageSection>

      <PageSection id="offer" title={offer.title} intro={offer.intro} tone="surface">
        <CardGrid label="Included in every programme">
          {offer.items.map((item) => (
            <Card key={item.title} title={item.title} text={item.text} />
          ))}
        </CardGrid>
      </PageSection>

      <PageSection id="consultation" title={consultation.title}>
        <p className={prose}>{consultation.text}</p>
        <Actions>
          <BookingLink>{consultation.cta}</BookingLink>
        </Actions>
      </PageSection>

      <PageSection
        id="data-literacy"
        title={dataLiteracy.title}
        intro={dataLiteracy.intro}
        tone="surface"
      >
        <h3>{dataLiteracy.modulesTitle}</h3>
        <ul className={cardList}>
          {dataLiteracy.modules.map((module) => (
            <li key={module}>{module}</li>
          ))}
        </ul>
        <p className={prose}>{dataLiteracy.guideText}</p>
        <Actions>
          <GuideDownloadButton
            guide="data-literacy"
            label={dataLiteracy.guideLabel}
            className={button.secondary}
          />
        </Actions>
      </PageSection>

      <PageSection id="get-started" title={closing.title} tone="primary">
        <p className={prose}>{closing.text}</p>
        <Actions>
          <BookingLink variant="onDark">{closing.cta}</BookingLink>
          <ButtonLink to="/consulting" variant="outlineOnDark">
            {closing.consulting}
          </ButtonLink>
          <ButtonLink to="/contact" variant="outlineOnDark">
            {closing.contact}
          </ButtonLink>
        </Actions>
      </PageSection>
    </>
  );
}
