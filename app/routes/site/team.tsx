import { Actions, ButtonLink, PageHero, PageSection } from "~/components/pages/blocks";
import { BookingLink } from "~/components/pages/booking-link";
import { prose } from "~/components/pages/page.css";
import { TEAM_META, TEAM_PAGE, TeamProfiles } from "~/components/pages/team-profiles";
import { pageMeta } from "~/utils/meta";

export const meta = () => pageMeta({ ...TEAM_META, path: "/team" });

export default function Team() {
  return (
    <>
      <PageHero eyebrow={TEAM_PAGE.eyebrow} title={TEAM_PAGE.title} lead={TEAM_PAGE.lead} />

      <PageSection id="team" title={TEAM_PAGE.teamHeading} intro={TEAM_PAGE.teamIntro}>
        <TeamProfiles />
      </PageSection>

      <PageSection id="talk-to-us" title={TEAM_PAGE.closingTitle} tone="surface">
        <p className={prose}>{TEAM_PAGE.closingText}</p>
        <Actions>
          <BookingLink>{TEAM_PAGE.bookingCta}</BookingLink>
          <ButtonLink to="/contact">{TEAM_PAGE.contactCta}</ButtonLink>
        </Actions>
      </PageSection>
    </>
  );
}
