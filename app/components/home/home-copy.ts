/**
 * The home page's copy (SPEC.md sections 1 and 9): content/home.json, with what other lists
 * already say filled in (the site's name and tagline, the sectors and their count). Testimonials
 * and CTA sections are in content/homepage.json, partners and case studies in their own files.
 */
import { SECTOR_LIST, sectorPath } from "~/config/pages";
import { SITE } from "~/config/site";
import home from "../../../content/home.json";

export const HERO = { ...home.hero, tagline: SITE.tagline };

export const PARTNERS = home.partners;

export const SECTORS = {
  ...home.sectors,
  items: SECTOR_LIST.map((sector) => ({
    href: sectorPath(sector.slug),
    title: sector.label,
    text: sector.summary,
  })),
};

/** "{sectorCount}" in a stat stands for the number of sectors in the one list. */
export const ABOUT = {
  ...home.about,
  stats: home.about.stats.map((stat) => ({
    ...stat,
    value: stat.value === "{sectorCount}" ? String(SECTOR_LIST.length) : stat.value,
  })),
};

export const ENTERPRISE = home.enterprise;

export const CASE_STUDIES = home.caseStudies;

export const TRANSFORMATION = home.transformation;

export const BLOG = {
  ...home.blog,
  /** SPEC.md section 9: home shows the 3 latest posts. */
  count: 3,
};

export const META = {
  title: `${SITE.name}: ${home.meta.titleAfterName}`,
  description: home.meta.description,
};
