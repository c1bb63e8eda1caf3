/**
 * The home page's sections from Sectors to Latest posts: text, images, links and native
 * disclosures, nothing to do in the browser. On a page load the server's HTML of them is kept as
 * it is (home-sections.kept.tsx); this code, their fixed words with it, loads only when the page
 * is reached by a client-side navigation. The case studies and posts come as loader data.
 *
 * Their class names come from the page's own chunk (sectionsStyledBy): imported here as well, the
 * two style modules would be split out of that chunk, two more requests and one more
 * render-blocking stylesheet on every load of `/`.
 */
import { Link } from "react-router";
import * as copy from "./home-copy";
import type * as HomeStyles from "./home.css";
import type * as PageStyles from "./home-page.css";
import type { CaseStudy } from "~/models/homepage.schema";

/** A post card as the loader resolves it (the blog's image rules stay on the server). */
export interface PostCard {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  readTime: string;
  /** srcSet and sizes when the cover is a media library image, in its widths. */
  image: { src: string; width: number; height: number; srcSet?: string; sizes?: string };
}

export function sectionsStyledBy(home: typeof HomeStyles, css: typeof PageStyles) {
  function MiddleSections({ caseStudies }: { caseStudies: CaseStudy[] }) {
    return (
      <>
        <Sectors copy={copy.SECTORS} />
        <About copy={copy.ABOUT} />
        <Enterprise copy={copy.ENTERPRISE} />
        <CaseStudies studies={caseStudies} copy={copy.CASE_STUDIES} />
        <Transformation copy={copy.TRANSFORMATION} />
      </>
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

  function Sectors({ copy: SECTORS }: { copy: typeof copy.SECTORS }) {
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

  function About({ copy: ABOUT }: { copy: typeof copy.ABOUT }) {
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

  function Enterprise({ copy: ENTERPRISE }: { copy: typeof copy.ENTERPRISE }) {
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
            {/* Straight to the section on /consulting (/enterprise redirects to the page's top). */}
            <a href="/consulting#enterprise-strategy" className={home.button.light}>
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
    studies: CaseStudy[];
    copy: typeof copy.CASE_STUDIES;
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

  function Transformation({ copy: TRANSFORMATION }: { copy: typeof copy.TRANSFORMATION }) {
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

  function LatestPosts({ posts }: { posts: PostCard[] }) {
    const BLOG = copy.BLOG;
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
                      srcSet={post.image.srcSet}
                      sizes={post.image.sizes}
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

  return { MiddleSections, LatestPosts };
}
