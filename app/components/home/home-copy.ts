/**
 * The home page's fixed copy (SPEC.md sections 1 and 9), in one place. Longer, editable copy
 * (testimonials, CTA sections, partners, case studies) lives in content/*.json.
 */
import { SECTOR_LIST, sectorPath } from "~/config/pages";
import { SITE } from "~/config/site";

export const HERO = {
  badge: "Your Data Strategy & Intelligence Partner",
  title: "Turn Your Data Into Decisions That Grow Every Location",
  tagline: SITE.tagline,
  intro:
    "We help multi-location businesses replace scattered spreadsheets with connected, trusted systems, so every site runs from the same numbers and leaders can act with confidence.",
  bookCall: "Book Your FREE Call",
  location: "Based in Durham, delivering data-driven growth strategies across the UK",
} as const;

export const PARTNERS = {
  title: "Trusted Partners",
  pause: "Pause scrolling logos",
} as const;

export const SECTORS = {
  eyebrow: "Sectors",
  title: "Sector Expertise Where It Matters",
  lead: "Four sectors where multi-location operators gain the most from connected data.",
  items: SECTOR_LIST.map((sector) => ({
    href: sectorPath(sector.slug),
    title: sector.label,
    text: sector.summary,
  })),
} as const;

export const ABOUT = {
  eyebrow: "About Us",
  title: "Senior Experience, Practical Results",
  paragraphs: [
    "Durham Data Strategy was founded to give multi-location businesses the kind of data leadership usually reserved for large corporates. We work alongside owners, directors and operations teams to understand how each site really runs before recommending any technology.",
    "Our approach is simple: agree the measures that matter, connect the systems that hold them, and put clear, trusted information in front of the people who make decisions, within 90 days.",
  ],
  stats: [
    { value: "20+", label: "Years Experience" },
    { value: String(SECTOR_LIST.length), label: "Sectors" },
    { value: "90", label: "Days to Results" },
    { value: "100%", label: "Data Secure" },
  ],
} as const;

export const ENTERPRISE = {
  eyebrow: "Enterprise Data Strategy",
  title: "A Data Strategy Built for the Whole Enterprise",
  lead: "For larger groups we lead the full journey, from assessment to a data platform that keeps improving.",
  phases: [
    {
      duration: "4-6 weeks",
      title: "Strategy Assessment",
      text: "Current systems, data quality, governance and the decisions your leaders need to make.",
    },
    {
      duration: "8-12 weeks",
      title: "Architecture Design",
      text: "A target data architecture, integration plan and governance model your teams can own.",
    },
    {
      duration: "6-18 months",
      title: "Phased Implementation",
      text: "Delivery in phases that each pay back, without stopping day-to-day trading.",
    },
    {
      duration: "Ongoing",
      title: "Continuous Optimisation",
      text: "Then continuous optimisation: monitoring, refinement and new use cases as you grow.",
    },
  ],
  link: "Explore Enterprise Data Strategy",
} as const;

export const CASE_STUDIES = {
  eyebrow: "Dental Case Studies",
  title: "Results From UK Multi-Location Dental Groups",
  lead: "Five dental groups, five specific problems, measurable results. Open each to read the detail.",
  challenge: "The challenge",
  approach: "What we did",
  results: "Results",
} as const;

export const TRANSFORMATION = {
  eyebrow: "30-Day Transformation",
  title: "Your 30-Day Data Transformation",
  lead: "A focused first month that proves the value of your data before any long-term commitment.",
  weeks: [
    {
      week: "Week 1",
      title: "Discovery",
      text: "We map your locations, systems, reports and the decisions that matter most.",
    },
    {
      week: "Week 2",
      title: "Integration",
      text: "We connect your key data sources into one secure, governed view.",
    },
    {
      week: "Week 3",
      title: "Optimisation",
      text: "We clean, model and test the measures with your managers.",
    },
    {
      week: "Week 4",
      title: "Results",
      text: "You get live dashboards, quick wins and a 90-day plan for what comes next.",
    },
  ],
  link: "Start Your 30-Day Transformation",
} as const;

export const BLOG = {
  eyebrow: "Insights",
  title: "Latest Insights",
  lead: "Practical thinking on data strategy, governance and AI for multi-location businesses.",
  readMore: "Read article",
  viewAll: "View all insights",
  emptyTitle: "Coming Soon",
  emptyText: "Our first articles are on their way. Subscribe below to receive them in your inbox.",
  /** SPEC.md section 9: home shows the 3 latest posts. */
  count: 3,
} as const;

export const META = {
  title: `${SITE.name}: Data Strategy & Intelligence for Multi-Location Businesses`,
  description:
    "Durham-based data strategy consultancy helping UK multi-location businesses in healthcare, dental, hospitality, veterinary and financial services move beyond spreadsheets to intelligent systems.",
} as const;
