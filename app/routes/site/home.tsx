import type { Route } from "./+types/home";
import { CARD_IMAGE_SIZE, postImage } from "~/components/blog/images";
import { withCovers } from "~/models/images.server";
import { DeferredCtaBlock } from "~/components/home/cta-block.deferred";
import { KeptLatestPosts, KeptMiddleSections } from "~/components/home/home-sections.kept";
import { BLOG, HERO, META, PARTNERS } from "~/components/home/home-copy";
import * as home from "~/components/home/home.css";
import * as css from "~/components/home/home-page.css";
import { PartnersStrip } from "~/components/home/partners-strip";
import { TestimonialCarousel } from "~/components/home/testimonial-carousel";
import { DeferredNewsletterSection } from "~/components/newsletter/newsletter-section.deferred";
import { NEW_TAB_HINT, useBookingUrl } from "~/components/shell/booking";
import { listPosts } from "~/models/blog.server";
import { pageMeta } from "~/utils/meta";
import { getCaseStudies, getHomepageContent, getPartners } from "~/models/homepage.server";
import { scriptFree } from "~/components/pages/script-free";
// The carousel's buttons are drawn by the page's island (app/islands/island-home.ts), so their
// styles come with the page rather than with the React controls' chunk.
import "~/components/home/carousel-controls.css";

// No framework JavaScript (decision 089): the carousel's controls and the partner logo fallback
// are the home island's, the guide download the guides island's, the sign-up the plain form.
export const handle = scriptFree("guides", "home");

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ ...loaderData.copy.META, path: "/" }) : [];

/** Everything the page shows, read in parallel on the server: no client fetch, no waterfall. */
export async function loader() {
  const [content, partners, caseStudies, posts] = await Promise.all([
    getHomepageContent(),
    getPartners(),
    getCaseStudies(),
    listPosts().then(withCovers),
  ]);
  return {
    testimonials: content.testimonials,
    consultation: content.ctaSections.consultation,
    partners,
    caseStudies,
    // What a card shows, its image resolved here: the image rules stay out of the page's code.
    posts: posts.slice(0, BLOG.count).map((post) => ({
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      category: post.category,
      readTime: post.readTime,
      image: post.cover
        ? {
            src: post.cover.src,
            width: post.cover.width,
            height: post.cover.height,
            srcSet: post.cover.webpSrcSet,
            sizes: "(max-width: 40rem) 100vw, 24rem",
          }
        : { src: postImage(post), ...CARD_IMAGE_SIZE },
    })),
    // The page's fixed copy travels as data: it is in the HTML once, not in the page's JavaScript.
    copy: HOME_COPY,
  };
}

// The sections from Sectors to Latest posts bring their own words (home-sections.tsx).
const HOME_COPY = { META, HERO, PARTNERS };
type HomeCopy = typeof HOME_COPY;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { testimonials, consultation, partners, caseStudies, posts, copy } = loaderData;
  return (
    <>
      <Hero copy={copy.HERO} />
      <PartnersStrip partners={partners} copy={copy.PARTNERS} />
      <KeptMiddleSections caseStudies={caseStudies} />
      <section className={home.section.tinted} aria-label="Testimonials">
        <div className={home.container}>
          <TestimonialCarousel content={testimonials} />
        </div>
      </section>
      <KeptLatestPosts posts={posts} />
      <section className={home.section.tinted} aria-label="Book a discovery call">
        <div className={home.container}>
          <DeferredCtaBlock section="consultation" content={consultation} layout="default" />
        </div>
      </section>
      <DeferredNewsletterSection />
    </>
  );
}

function Hero({ copy: HERO }: { copy: HomeCopy["HERO"] }) {
  const bookingUrl = useBookingUrl();
  return (
    <section className={css.hero} aria-labelledby="home-title">
      <div className={home.container}>
        <p className={css.heroBadge}>{HERO.badge}</p>
        <h1 id="home-title" className={css.heroTitle}>
          {HERO.title}
        </h1>
        <p className={css.heroTagline}>{HERO.tagline}</p>
        <p className={css.heroIntro}>{HERO.intro}</p>
        <div className={css.heroActions}>
          <a
            href={bookingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={home.button.primary}
          >
            {HERO.bookCall}
            <span className={home.visuallyHidden}>{NEW_TAB_HINT}</span>
          </a>
        </div>
        <p className={css.heroLocation}>{HERO.location}</p>
      </div>
    </section>
  );
}
