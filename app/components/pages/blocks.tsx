/** Building blocks shared by the content pages: hero, sections, cards, stats, button links. */
import { Children, type ReactNode } from "react";
import { Link } from "react-router";
import * as s from "./page.css";

export function PageHero({
  eyebrow,
  title,
  lead,
  image,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  /** A decorative 480 × 360 illustration beside the text on wide screens. */
  image?: string;
  children?: ReactNode;
}) {
  const text = (
    <div>
      {eyebrow ? <p className={s.heroEyebrow}>{eyebrow}</p> : null}
      <h1 className={s.heroTitle}>{title}</h1>
      {lead ? <p className={s.heroLead}>{lead}</p> : null}
      {children ? <div className={s.actions}>{children}</div> : null}
    </div>
  );
  return (
    <header className={s.hero}>
      {image ? (
        <div className={`${s.container} ${s.heroSplit}`}>
          {text}
          <img className={s.heroImage} src={image} alt="" width={480} height={360} />
        </div>
      ) : (
        <div className={s.container}>{text}</div>
      )}
    </header>
  );
}

/** A page section with an h2; `id` doubles as an in-page anchor. */
export function PageSection({
  id,
  title,
  intro,
  tone = "plain",
  align = "start",
  children,
}: {
  id?: string;
  title: string;
  intro?: string;
  tone?: keyof typeof s.sectionTone;
  /** "center" for a short closing band, so its few lines sit in the middle of the width. */
  align?: "start" | "center";
  children?: ReactNode;
}) {
  const headingId = `${id ?? slugify(title)}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={`${s.section} ${s.sectionTone[tone]}`}>
      <div className={align === "center" ? `${s.container} ${s.centered}` : s.container}>
        <h2 id={headingId} className={s.sectionTitle}>
          {title}
        </h2>
        {intro ? <p className={s.sectionIntro}>{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}

/**
 * Cards in rows that never leave one card alone: at most three a row for 3, 5, 6 or 9 cards,
 * four for 4 or 8, and a short last row stretches to the full width.
 */
export function CardGrid({ children, label }: { children: ReactNode; label?: string }) {
  const count = Children.count(children);
  const columns = count % 4 === 0 && count % 3 !== 0 ? 4 : count <= 2 ? Math.max(count, 1) : 3;
  return (
    <ul className={`${s.cardGrid} ${s.cardColumns[columns as 1 | 2 | 3 | 4]}`} aria-label={label}>
      {children}
    </ul>
  );
}

/** One card in a CardGrid (a list item with an h3). */
export function Card({
  id,
  title,
  text,
  items,
  highlight,
  children,
}: {
  id?: string;
  title: string;
  text?: string;
  items?: readonly string[];
  highlight?: boolean;
  children?: ReactNode;
}) {
  return (
    <li id={id} className={highlight ? `${s.card} ${s.cardHighlight}` : s.card}>
      <h3 className={s.cardTitle}>{title}</h3>
      {text ? <p className={s.cardText}>{text}</p> : null}
      {items?.length ? (
        <ul className={s.cardList}>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {children ? <div className={s.cardFooter}>{children}</div> : null}
    </li>
  );
}

export interface Stat {
  value: string;
  label: string;
}

/** Figures as a description list: the label describes the value (read value first visually). */
export function StatList({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl className={s.statList}>
      {stats.map((stat) => (
        <div key={stat.label} className={s.stat}>
          <dt className={s.statLabel}>{stat.label}</dt>
          <dd className={s.statValue}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ButtonLink({
  to,
  children,
  variant = "secondary",
}: {
  to: string;
  children: ReactNode;
  variant?: keyof typeof s.button;
}) {
  return (
    <Link to={to} className={s.button[variant]}>
      {children}
    </Link>
  );
}

export function Actions({ children }: { children: ReactNode }) {
  return <div className={s.actions}>{children}</div>;
}

/** `/contact`, with the enquiry subject prefilled when given (SPEC.md: the subject query parameter). */
export function contactHref(subject?: string): string {
  return subject ? `/contact?subject=${encodeURIComponent(subject)}` : "/contact";
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export interface TimelinePhase {
  duration: string;
  title: string;
  text: string;
}

/** Ordered phases (enterprise timelines): duration, title and what happens. */
export function Timeline({ phases, label }: { phases: readonly TimelinePhase[]; label: string }) {
  return (
    <ol className={s.timeline} aria-label={label}>
      {phases.map((phase) => (
        <li key={phase.title} className={s.timelineItem}>
          <span className={s.timelineDuration}>{phase.duration}</span>
          <h3 className={s.cardTitle}>{phase.title}</h3>
          <p className={s.cardText}>{phase.text}</p>
        </li>
      ))}
    </ol>
  );
}
