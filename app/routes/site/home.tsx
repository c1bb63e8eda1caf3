import { Link } from "react-router";
import type { Route } from "./+types/home";
import { CARD_IMAGE_SIZE, postImage } from "~/components/blog/images";
import { DeferredCtaBlock } from "~/components/home/cta-block.deferred";
import {
  ABOUT,
  BLOG,
  CASE_STUDIES,
  ENTERPRISE,
  HERO,
  META,
  PARTNERS,
  SECTORS,
  TRANSFORMATION,
} from "~/components/home/home-copy";
import * as home from "~/components/home/home.css";
import * as css from "~/components/home/home-page.css";
import { PartnersStrip } from "~/components/home/partners-strip";
import { TestimonialCarousel } from "~/components/home/testimonial-carousel";
import { DeferredNewsletterSection } from "~/components/newsletter/newsletter-section.deferred";
import { NEW_TAB_HINT, useBookingUrl } from "~/components/shell/booking";
import { listPosts } from "~/models/blog.server";
import { pageMeta } from "~/utils/meta";
import { getCaseStudies, getHomepageContent, getPartners } from "~/models/homepage.server";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ ...loaderData.copy.META, path: "/" }) : [];

/** Everything the page shows, read in parallel on the server: no client fetch, no waterfall. */
export async function loader() {
  const [content, partners, caseStudies, posts] = await Promise.all([
    getHomepageContent(),
    getPartners(),
    getCaseStudies(),
    listPosts(),
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
      image: { src: postImage(post), ...CARD_IMAGE_SIZE },
    })),
    // The page's fixed copy travels as data: it is in the HTML once, not in the page's JavaScript.
    copy: HOME_COPY,
  };
}

const HOME_COPY = {
  META,
  HERO,
  PARTNERS,
  SECTORS,
  ABOUT,
  ENTERPRISE,
  CASE_STUDIES,
  TRANSFORMATION,
  BLOG,
};
type HomeCopy = typeof HOME_COPY;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { testimonials, consultation, partners, caseStudies, posts, copy } = loaderData;
  return (
    <>
      <Hero copy={copy.HERO} />
      <PartnersStrip partners={partners} copy={copy.PARTNERS} />
      <Sectors copy={copy.SECTORS} />
      <About copy={copy.ABOUT} />
      <Enterprise copy={copy.ENTERPRISE} />
      <CaseStudies studies={caseStudies} copy={copy.CASE_STUDIES} />
      <Transformation copy={copy.TRANSFORMATION} />
      <section className={home.section.tinted} aria-label="Testimonials">
        <div className={home.container}>
          <TestimonialCarousel content={testimonials} />
        </div>
      </section>
      <LatestPosts posts={posts} copy={copy.BLOG} />
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

function SectionHeader({
  id,
  eyebrow,
  title,
  lead,
}: {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
}) {
  return (
    <header className={home.sectionHeader}>
      <p className={home.eyebrow}>{eyebrow}</p>
      <h2 id={id} className={home.sectionTitle}>
        {title}
      </h2>
      {lead ? <p className={home.lead}>{lead}</p> : null}
    </header>
  );
}

function Sectors({ copy: SECTORS }: { copy: HomeCopy["SECTORS"] }) {
  return (
    <section className={home.section.plain} aria-labelledby="sectors-title">
      <div className={home.container}>
        <SectionHeader
          id="sectors-title"
          eyebrow={SECTORS.eyebrow}
          title={SECTORS.title}
          lead={SECTORS.lead}
        />
        <ul className={`${home.grid.four} ${home.plainList}`}>
          {SECTORS.items.map((sector) => (
            <li key={sector.href} className={home.linkCard}>
              <h3 className={home.cardTitle}>
                <Link to={sector.href} className={home.cardLink}>
                  {sector.title}
                </Link>
              </h3>
              <p className={home.cardText}>{sector.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function About({ copy: ABOUT }: { copy: HomeCopy["ABOUT"] }) {
  return (
    <section className={home.section.tinted} aria-labelledby="about-title">
      <div className={`${home.container} ${css.aboutGrid}`}>
        <div>
          <p className={home.eyebrow}>{ABOUT.eyebrow}</p>
          <h2 id="about-title" className={home.sectionTitle}>
            {ABOUT.title}
          </h2>
          {ABOUT.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <dl className={css.statList} data-testid="stats">
          {ABOUT.stats.map((item) => (
            <div key={item.label} className={css.stat}>
              <dt className={css.statLabel}>{item.label}</dt>
              <dd className={css.statValue}>{item.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

function Enterprise({ copy: ENTERPRISE }: { copy: HomeCopy["ENTERPRISE"] }) {
  return (
    <section className={home.section.dark} aria-labelledby="enterprise-title">
      <div className={home.container}>
        <SectionHeader
          id="enterprise-title"
          eyebrow={ENTERPRISE.eyebrow}
          title={ENTERPRISE.title}
          lead={ENTERPRISE.lead}
        />
        <ol className={css.timeline}>
          {ENTERPRISE.phases.map((phase) => (
            <li key={phase.title} className={css.phase}>
              <span className={css.phaseDuration}>{phase.duration}</span>
              <h3 className={css.phaseTitle}>{phase.title}</h3>
              <p className={css.phaseText}>{phase.text}</p>
            </li>
          ))}
        </ol>
        <div className={css.centerRow}>
          {/* /enterprise is a server redirect, so a full page load rather than a client navigation. */}
          <a href="/enterprise" className={home.button.light}>
            {ENTERPRISE.link}
          </a>
        </div>
      </div>
    </section>
  );
}

function CaseStudies({
  studies,
  copy: CASE_STUDIES,
}: {
  studies: Route.ComponentProps["loaderData"]["caseStudies"];
  copy: HomeCopy["CASE_STUDIES"];
}) {
  return (
    <section className={home.section.plain} aria-labelledby="cases-title">
      <div className={home.container}>
        <SectionHeader
          id="cases-title"
          eyebrow={CASE_STUDIES.eyebrow}
          title={CASE_STUDIES.title}
          lead={CASE_STUDIES.lead}
        />
        <div className={css.caseList}>
          {studies.map((study) => (
            <details key={study.id} className={css.caseStudy} data-testid="case-study">
              <summary className={css.caseSummary}>
                <span className={css.caseTitle}>{study.title}</span>
                <span className={css.caseClient}>{study.client}</span>
              </summary>
              <div className={css.caseBody}>
                <div>
                  <h3 className={css.caseHeading}>{CASE_STUDIES.challenge}</h3>
                  <p className={css.caseText}>{study.challenge}</p>
                </div>
                <div>
                  <h3 className={css.caseHeading}>{CASE_STUDIES.approach}</h3>
                  <p className={css.caseText}>{study.approach}</p>
                </div>
                <div>
                  <h3 className={css.caseHeading}>{CASE_STUDIES.results}</h3>
                  <ul className={home.checkList}>
                    {study.results.map((result) => (
                      <li key={result}>{result}</li>
                    ))}
                  </ul>
                </div>
              </div>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}

function Transformation({ copy: TRANSFORMATION }: { copy: HomeCopy["TRANSFORMATION"] }) {
  return (
    <section className={home.section.plain} aria-labelledby="transformation-title">
      <div className={home.container}>
        <SectionHeader
          id="transformation-title"
          eyebrow={TRANSFORMATION.eyebrow}
          title={TRANSFORMATION.title}
          lead={TRANSFORMATION.lead}
        />
        <ol className={css.weeks}>
          {TRANSFORMATION.weeks.map((week) => (
            <li key={week.week} className={home.card}>
              <span className={css.weekLabel}>{week.week}</span>
              <h3 className={home.cardTitle}>{week.title}</h3>
              <p className={home.cardText}>{week.text}</p>
            </li>
          ))}
        </ol>
        <div className={css.centerRow}>
          <Link to="/contact" className={home.button.navy}>
            {TRANSFORMATION.link}
          </Link>
        </div>
      </div>
    </section>
  );
}

function LatestPosts({
  posts,
  copy: BLOG,
}: {
  posts: Route.ComponentProps["loaderData"]["posts"];
  copy: HomeCopy["BLOG"];
}) {
  return (
    <section className={home.section.plain} aria-labelledby="posts-title">
      <div className={home.container}>
        <SectionHeader
          id="posts-title"
          eyebrow={BLOG.eyebrow}
          title={BLOG.title}
          lead={posts.length ? BLOG.lead : undefined}
        />
        {posts.length === 0 ? (
          <div className={css.comingSoon} data-testid="posts-empty">
            <h3 className={home.cardTitle}>{BLOG.emptyTitle}</h3>
            <p className={home.cardText}>{BLOG.emptyText}</p>
          </div>
        ) : (
          <>
            <ul className={`${home.grid.three} ${home.plainList}`}>
              {posts.map((post) => (
                <li key={post.slug} className={home.linkCard}>
                  <img
                    src={post.image.src}
                    alt=""
                    width={post.image.width}
                    height={post.image.height}
                    loading="lazy"
                    decoding="async"
                    className={css.postImage}
                  />
                  <p className={css.postMeta}>
                    {post.category} · {post.readTime}
                  </p>
                  <h3 className={home.cardTitle}>
                    <Link to={`/blog/${post.slug}`} className={home.cardLink}>
                      {post.title}
                    </Link>
                  </h3>
                  <p className={home.cardText}>{post.excerpt}</p>
                  <span className={home.cardMore} aria-hidden="true">
                    {BLOG.readMore} →
                  </span>
                </li>
              ))}
            </ul>
            <div className={css.viewAll}>
              <Link to="/blog" className={home.button.secondary}>
                {BLOG.viewAll}
              </Link>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
