import consulting from "../../../content/consulting.json";
import {
  Actions,
  ButtonLink,
  Card,
  CardGrid,
  PageHero,
  PageSection,
  Timeline,
} from "~/components/pages/blocks";
import { BookingLink } from "~/components/pages/booking-link";
import { cardText, container, prose, section, sectionTone } from "~/components/pages/page.css";
import { CtaBlock } from "~/components/home/cta-block";
import { getHomepageContent } from "~/models/homepage.server";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/consulting";
import { scriptFree } from "~/components/pages/script-free";

// No framework JavaScript: the page works as HTML, its islands do the rest (decision 089).
export const handle = scriptFree("guides");

export const meta = () => pageMeta({ ...consulting.meta, path: "/consulting" });

/** The build call to action (content/homepage.json), with its Business Transformation subject. */
export async function loader() {
  const { ctaSections } = await getHomepageContent();
  return { build: ctaSections.build };
}

export default function Consulting({ loaderData }: Route.ComponentProps) {
  const { hero, services, timeline, training, closing } = consulting;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <BookingLink variant="onDark">{hero.cta}</BookingLink>
        <a href="#services">{hero.secondary}</a>
      </PageHero>

      <PageSection id="services" title={services.title} intro={services.intro}>
        <CardGrid label="Consulting services">
          {services.items.map((service) => (
            <Card
              key={service.id}
              id={service.id}
              title={service.title}
              text={service.summary}
              items={service.points}
            >
              <p className={cardText}>
                <strong>{service.ideal}</strong>
              </p>
            </Card>
          ))}
        </CardGrid>
      </PageSection>

      <PageSection
        id="enterprise-timeline"
        title={timeline.title}
        intro={timeline.intro}
        tone="surface"
      >
        <Timeline phases={timeline.phases} label="Enterprise engagement phases" />
      </PageSection>

      <PageSection id="training" title={training.title} align="center">
        <p className={prose}>{training.text}</p>
        <Actions>
          <ButtonLink to="/training">{training.link}</ButtonLink>
        </Actions>
      </PageSection>

      <section
        id="build"
        aria-labelledby="build-heading"
        className={`${section} ${sectionTone.surface}`}
      >
        <div className={container}>
          <CtaBlock section="build" content={loaderData.build} headingId="build-heading" />
        </div>
      </section>

      <PageSection id="discovery-call" align="center" title={closing.title} tone="primary">
        <p className={prose}>{closing.text}</p>
        <Actions>
          <BookingLink variant="onDark">{closing.cta}</BookingLink>
          <ButtonLink to="/contact" variant="outlineOnDark">
            {closing.contact}
          </ButtonLink>
        </Actions>
      </PageSection>
    </>
  );
}
