import about from "../../../content/about.json";
import {
  Actions,
  ButtonLink,
  Card,
  CardGrid,
  PageHero,
  PageSection,
} from "~/components/pages/blocks";
import { BookingLink } from "~/components/pages/booking-link";
import { prose } from "~/components/pages/page.css";
import { TeamProfiles } from "~/components/pages/team-profiles";
import { pageMeta } from "~/utils/meta";
import { SCRIPT_FREE } from "~/components/pages/script-free";

// No framework JavaScript: the page works as HTML, its islands do the rest (decision 089).
export const handle = SCRIPT_FREE;

export const meta = () => pageMeta({ ...about.meta, path: "/about" });

export default function About() {
  return (
    <>
      <PageHero eyebrow={about.hero.eyebrow} title={about.hero.title} lead={about.hero.lead}>
        <BookingLink>{about.hero.cta}</BookingLink>
      </PageHero>

      <PageSection id="founder-story" title={about.story.title}>
        <div className={prose}>
          {about.story.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      </PageSection>

      <PageSection id="values" title={about.values.title} intro={about.values.intro} tone="surface">
        <CardGrid label="Our values">
          {about.values.items.map((value) => (
            <Card key={value.name} title={value.name} text={value.text} />
          ))}
        </CardGrid>
      </PageSection>

      <PageSection id="team" title={about.team.title} intro={about.team.intro}>
        <TeamProfiles />
        <Actions>
          <ButtonLink to="/team">{about.team.link}</ButtonLink>
        </Actions>
      </PageSection>

      <PageSection id="discovery-call" title={about.closing.title} tone="primary">
        <p className={prose}>{about.closing.text}</p>
        <Actions>
          <BookingLink variant="onDark">{about.closing.cta}</BookingLink>
          <ButtonLink to="/contact" variant="outlineOnDark">
            {about.closing.contact}
          </ButtonLink>
        </Actions>
      </PageSection>
    </>
  );
}
