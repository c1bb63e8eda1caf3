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
import {
  button,
  card,
  cardList,
  cardTitle,
  container,
  prose,
  section,
  split,
} from "~/components/pages/page.css";
import { CtaBlock } from "~/components/home/cta-block";
import { getHomepageContent } from "~/models/homepage.server";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/training";
import { scriptFree } from "~/components/pages/script-free";

// No framework JavaScript: the page works as HTML, its islands do the rest (decision 089).
export const handle = scriptFree("guides");

export const meta = () => pageMeta({ ...training.meta, path: "/training" });

/**
 * The consultation call to action (content/homepage.json) in its split layout, headed with
 * the training page's own words: booking link and guide left, the checklist right.
 */
export async function loader() {
  const { ctaSections } = await getHomepageContent();
  const { title, text } = training.consultation;
  return { consultation: { ...ctaSections.consultation, title, description: text } };
}

export default function Training({ loaderData }: Route.ComponentProps) {
  const { hero, benefits, offer, dataLiteracy, closing } = training;
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

      <section id="consultation" aria-labelledby="consultation-heading" className={section}>
        <div className={container}>
          <CtaBlock
            section="consultation"
            layout="split"
            content={loaderData.consultation}
            headingId="consultation-heading"
          />
        </div>
      </section>

      <PageSection
        id="data-literacy"
        title={dataLiteracy.title}
        intro={dataLiteracy.intro}
        tone="surface"
      >
        <div className={split}>
          <div className={card}>
            <h3 className={cardTitle}>{dataLiteracy.modulesTitle}</h3>
            <ul className={cardList}>
              {dataLiteracy.modules.map((module) => (
                <li key={module}>{module}</li>
              ))}
            </ul>
          </div>
          <div>
            <p className={prose}>{dataLiteracy.guideText}</p>
            <Actions>
              <GuideDownloadButton
                guide="data-literacy"
                label={dataLiteracy.guideLabel}
                className={button.secondary}
              />
            </Actions>
          </div>
        </div>
      </PageSection>

      <PageSection id="get-started" title={closing.title} tone="primary" align="center">
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
