import { PageHero, PageSection } from "~/components/pages/blocks";
import { CtaBlock } from "~/components/home/cta-block";
import { container, section } from "~/components/pages/page.css";
import { TEAM_META, TEAM_PAGE, TeamProfiles } from "~/components/pages/team-profiles";
import { getHomepageContent } from "~/models/homepage.server";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/team";
import { scriptFree } from "~/components/pages/script-free";

// No framework JavaScript: the page works as HTML, its islands do the rest (decision 089).
export const handle = scriptFree("guides");

export const meta = () => pageMeta({ ...TEAM_META, path: "/team" });

/** The consultation call to action (content/homepage.json) closes the page, centred. */
export async function loader() {
  const { ctaSections } = await getHomepageContent();
  return { consultation: ctaSections.consultation };
}

export default function Team({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={TEAM_PAGE.eyebrow} title={TEAM_PAGE.title} lead={TEAM_PAGE.lead} />

      <PageSection id="team" title={TEAM_PAGE.teamHeading} intro={TEAM_PAGE.teamIntro}>
        <TeamProfiles />
      </PageSection>

      <section id="consultation" aria-labelledby="consultation-heading" className={section}>
        <div className={container}>
          <CtaBlock
            section="consultation"
            content={loaderData.consultation}
            layout="centered"
            headingId="consultation-heading"
          />
        </div>
      </section>
    </>
  );
}
