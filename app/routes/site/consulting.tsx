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
import { cardText, prose } from "~/components/pages/page.css";
import { pageMeta } from "~/utils/meta";

export const meta = () => pageMeta({ ...consulting.meta, path: "/consulting" });

export default function Consulting() {
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

      <PageSection id="training" title={training.title}>
        <p className={prose}>{training.text}</p>
        <Actions>
          <ButtonLink to="/training">{training.link}</ButtonLink>
        </Actions>
      </PageSection>

      <PageSection id="discovery-call" title={closing.title} tone="primary">
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
