/**
 * The free guides (SPEC.md sections 4 and 9) as standalone, accessible HTML documents.
 *
 * Pure and shared: the download button imports it on demand in the browser (a separate chunk,
 * not in any page's initial bundle) and /guides/:guide serves the same document to visitors
 * without JavaScript. `buildGuide(id, date)` → { filename, html }.
 */
import { SITE } from "~/config/site";

export const GUIDE_IDS = [
  "consultation",
  "implementation",
  "data-literacy",
  "sector-health",
  "sector-hospitality",
  "sector-pets",
] as const;

export type GuideId = (typeof GUIDE_IDS)[number];

export function isGuideId(value: string): value is GuideId {
  return (GUIDE_IDS as readonly string[]).includes(value);
}

/** The figures of SPEC.md section 9, in one place. */
export const GUIDE_FIGURES = {
  assessmentPhases: 4,
  timeSavings: "30%",
  efficiency: "25%",
  fasterDecisions: "85%",
  annualSavings: "£2.4M+",
  industries: "4+",
  emrIntegrations: "50+",
  carePlanAdherence: "87%",
  clinicalOutcomes: "9.2/10",
  compliance: "100%",
} as const;

type Block =
  | { p: string }
  | { list: string[]; ordered?: boolean }
  | { stats: { value: string; label: string }[] }
  | {
      phases: { when: string; name: string; focus: string; tasks: string[]; deliverable: string }[];
    }
  | { table: { caption: string; head: string[]; rows: string[][] } }
  | { checklist: string[] };

interface Section {
  heading: string;
  blocks: Block[];
}

interface GuideContent {
  title: string;
  subtitle: string;
  /** The file name without the date and extension. */
  fileBase: string;
  /** Sector guides use the en-GB date (DD-MM-YYYY); the others ISO (YYYY-MM-DD). */
  dateStyle: "iso" | "en-GB";
  sections: Section[];
}

const F = GUIDE_FIGURES;

const headlineStats = {
  stats: [
    { value: F.timeSavings, label: "time savings on reporting and admin" },
    { value: F.efficiency, label: "efficiency improvement in operations" },
    { value: F.fasterDecisions, label: "faster decision-making" },
    { value: F.annualSavings, label: "potential annual savings identified" },
    { value: F.industries, label: "industries served" },
  ],
} satisfies Block;

const ninetyDayPlan = {
  phases: [
    {
      when: "Days 1-30",
      name: "Foundation",
      focus: "Understand the business, secure access to data and agree how success is measured.",
      tasks: [
        "Stakeholder interviews and the five decisions the data must support",
        "Inventory of systems, data owners and data flows (with UK GDPR review)",
        "Metric dictionary: one agreed definition for each key measure",
        "Baseline of current reporting time, data quality and KPIs",
      ],
      deliverable: "Data foundation report and agreed KPI definitions",
    },
    {
      when: "Days 31-60",
      name: "Structure",
      focus: "Connect the core systems and build one trusted, automated data model.",
      tasks: [
        "Automated extracts from the priority systems into a secure central store",
        "Tested transformations that calculate each agreed measure once",
        "Role-based access, retention rules and data quality checks",
        "First site-level and leadership dashboards, reviewed with their users",
      ],
      deliverable: "Automated weekly performance pack and live dashboards",
    },
    {
      when: "Days 61-90",
      name: "Intelligence",
      focus: "Move from reporting what happened to anticipating what will happen.",
      tasks: [
        "Forecasting and alerts for the highest-value decision (demand, staffing or revenue)",
        "Benchmarking across sites with like-for-like definitions",
        "AI readiness review and a prioritised backlog of next use cases",
        "Handover, training and a measured before-and-after review",
      ],
      deliverable: "Intelligence roadmap and measured results against the baseline",
    },
  ],
} satisfies Block;

const GUIDES: Record<GuideId, GuideContent> = {
  consultation: {
    title: "Data Strategy Consultation Guide",
    subtitle: "How our 4-phase assessment turns scattered data into confident decisions",
    fileBase: "Durham-Data-Strategy-Consultation-Guide",
    dateStyle: "iso",
    sections: [
      {
        heading: "Why a data strategy consultation?",
        blocks: [
          {
            p: "Most multi-location businesses already own the data they need: it sits in practice management, point-of-sale, rota, CRM and accounting systems. The challenge is joining it up, agreeing how it is counted and putting it in front of the people who make decisions. A consultation gives you an independent view of where you are, what is possible and what to do first.",
          },
          headlineStats,
        ],
      },
      {
        heading: `Our ${F.assessmentPhases}-phase assessment`,
        blocks: [
          {
            phases: [
              {
                when: "Phase 1",
                name: "Discovery",
                focus: "Your goals, your decisions and the questions your data should answer.",
                tasks: [
                  "Leadership and site manager interviews",
                  "Current reporting walkthrough",
                  "Pain points and quick wins",
                ],
                deliverable: "Agreed objectives and success measures",
              },
              {
                when: "Phase 2",
                name: "Data Audit",
                focus: "What data you hold, where it lives and how reliable it is.",
                tasks: [
                  "System and data-flow inventory",
                  "Data quality sampling",
                  "UK GDPR and security review",
                ],
                deliverable: "Data landscape map and risk register",
              },
              {
                when: "Phase 3",
                name: "Opportunity Analysis",
                focus: "Where better data creates measurable value.",
                tasks: [
                  "Time spent on manual reporting",
                  "Revenue leakage and cost drivers",
                  "AI and automation readiness",
                ],
                deliverable: "Prioritised opportunities with estimated savings",
              },
              {
                when: "Phase 4",
                name: "Roadmap",
                focus: "A practical plan you can act on, with or without us.",
                tasks: [
                  "90-day implementation plan",
                  "Architecture and tooling options",
                  "Governance and ownership model",
                ],
                deliverable: "Board-ready strategy and roadmap",
              },
            ],
          },
        ],
      },
      {
        heading: "How to prepare for your discovery call",
        blocks: [
          {
            p: "The free discovery call lasts 30 minutes. You will get the most from it if you think about these questions beforehand:",
          },
          {
            checklist: [
              "Which three decisions would you make differently if you trusted your numbers?",
              "How long does your monthly or weekly reporting take, and who produces it?",
              "Which systems hold your operational, financial and customer data?",
              "Where do sites count the same thing differently?",
              "What would a successful year look like, in figures?",
            ],
          },
        ],
      },
      {
        heading: "What happens next",
        blocks: [
          {
            list: [
              "A short written summary of the discovery call and our initial observations.",
              "A proposal for the assessment, scoped to your business and fixed in price.",
              "No obligation: the summary is yours to keep whatever you decide.",
            ],
            ordered: true,
          },
        ],
      },
    ],
  },

  implementation: {
    title: "90-Day Data Strategy Implementation Guide",
    subtitle: "From spreadsheets to intelligence: Foundation, Structure, Intelligence",
    fileBase: "Durham-Data-Strategy-Implementation-Guide",
    dateStyle: "iso",
    sections: [
      {
        heading: "The 90-day plan at a glance",
        blocks: [
          {
            p: "Ninety days is long enough to deliver real, measurable change and short enough to keep momentum. The plan runs in three 30-day stages, each ending with something the business can use.",
          },
          {
            table: {
              caption: "The three stages of the 90-day plan",
              head: ["Days", "Stage", "Outcome"],
              rows: [
                ["Days 1-30", "Foundation", "Agreed definitions, data inventory, baseline"],
                [
                  "Days 31-60",
                  "Structure",
                  "Connected systems, trusted data model, first dashboards",
                ],
                ["Days 61-90", "Intelligence", "Forecasts, alerts, benchmarking and a roadmap"],
              ],
            },
          },
        ],
      },
      { heading: "Stage by stage", blocks: [ninetyDayPlan] },
      {
        heading: "Roles and responsibilities",
        blocks: [
          {
            list: [
              "Executive sponsor: owns the objectives and removes blockers (about one hour a week).",
              "Data owners: one per key system, approve access and definitions.",
              "Site champions: test dashboards with real work and feed back.",
              "Durham Data Strategy: delivery lead, data engineering, analytics and training.",
            ],
          },
        ],
      },
      {
        heading: "Measuring success",
        blocks: [
          {
            p: "Results are measured against the baseline taken in the Foundation stage. Typical outcomes across our clients:",
          },
          headlineStats,
        ],
      },
      {
        heading: "Implementation checklist",
        blocks: [
          {
            checklist: [
              "Executive sponsor and data owners named",
              "Data processing agreements and a DPIA where required",
              "Metric dictionary signed off by operations and finance",
              "Automated data loads monitored with alerts on failure",
              "Dashboards reviewed with the people who use them",
              "Before-and-after review scheduled for day 90",
            ],
          },
        ],
      },
    ],
  },

  "data-literacy": {
    title: "Data Literacy Guide for Teams",
    subtitle: "Building the confidence to read, question and act on data at every level",
    fileBase: "Durham-Data-Strategy-Data-Literacy-Guide",
    dateStyle: "iso",
    sections: [
      {
        heading: "What data literacy means",
        blocks: [
          {
            p: "Data literacy is the ability to read, work with, analyse and communicate with data. It is not about turning managers into analysts. It is about everyone being able to ask good questions of a number, spot when something looks wrong and use evidence in everyday decisions.",
          },
        ],
      },
      {
        heading: "Four levels of data confidence",
        blocks: [
          {
            table: {
              caption: "Data literacy levels and what each looks like at work",
              head: ["Level", "What it looks like", "Typical roles"],
              rows: [
                [
                  "1. Aware",
                  "Reads a dashboard and knows where the numbers come from",
                  "All staff",
                ],
                [
                  "2. Informed",
                  "Compares periods and sites, questions unusual figures",
                  "Team leaders, reception and front-of-house leads",
                ],
                [
                  "3. Practitioner",
                  "Builds simple analyses and explains trends to others",
                  "Site and practice managers",
                ],
                [
                  "4. Leader",
                  "Sets measures, owns definitions and decides with evidence",
                  "Directors and owners",
                ],
              ],
            },
          },
        ],
      },
      {
        heading: "Five questions to ask of any number",
        blocks: [
          {
            list: [
              "Where does this figure come from, and when was it last updated?",
              "How exactly is it calculated, and is that the same at every site?",
              "Compared with what: last week, last year, target or another site?",
              "Is the change large enough to matter, or normal variation?",
              "What decision would change if this number were different?",
            ],
            ordered: true,
          },
        ],
      },
      {
        heading: "Our training approach",
        blocks: [
          {
            list: [
              "30-minute pre-session intro call online to understand your team and goals.",
              "Interactive workshops built on your own data and dashboards.",
              "Practical training: exercises your team will use the following week.",
              "1-hour Q&A follow-up 2 weeks after delivery.",
            ],
          },
          {
            p: `Teams that build data confidence report ${F.fasterDecisions} faster decision-making and ${F.timeSavings} time savings on routine reporting.`,
          },
        ],
      },
      {
        heading: "Glossary",
        blocks: [
          {
            table: {
              caption: "Common data terms",
              head: ["Term", "Meaning"],
              rows: [
                ["KPI", "A key performance indicator: a measure tied to an objective"],
                ["Metric dictionary", "The agreed definition, owner and source of each measure"],
                ["Data governance", "Who owns data, who may use it and how its quality is kept"],
                ["UK GDPR", "The UK's data protection law, alongside the Data Protection Act 2018"],
                ["Forecast", "An estimate of a future value with a stated margin of error"],
              ],
            },
          },
        ],
      },
    ],
  },

  "sector-health": {
    title: "Healthcare Data Intelligence Solutions Guide",
    subtitle:
      "Data-driven care pathways and EMR integration for private healthcare and wellness providers",
    fileBase: "Healthcare-Data-Intelligence-Solutions-Guide",
    dateStyle: "en-GB",
    sections: [
      {
        heading: "The challenge",
        blocks: [
          {
            list: [
              "Siloed systems: clinical, booking, billing and CRM data that do not talk to each other.",
              "Data quality and governance gaps that undermine trust in reports.",
              "Regulatory complexity: UK GDPR special category data, CQC expectations and clinical safety.",
              "Public sector integration: referrals and data exchange with NHS services.",
            ],
          },
        ],
      },
      {
        heading: "Proven results",
        blocks: [
          {
            stats: [
              { value: F.emrIntegrations, label: "EMR and clinical system integrations" },
              { value: F.carePlanAdherence, label: "care plan adherence" },
              { value: F.clinicalOutcomes, label: "clinical outcomes score" },
              { value: F.compliance, label: "compliance and security" },
            ],
          },
        ],
      },
      {
        heading: "Our healthcare solutions",
        blocks: [
          {
            list: [
              "EMR integration: one patient view across clinical, booking and billing systems.",
              "Care pathway analytics: adherence, follow-up gaps and outcome tracking.",
              "Capacity and utilisation dashboards for clinicians, rooms and equipment.",
              "Governance by design: role-based access, audit trails and DPIAs.",
            ],
          },
        ],
      },
      {
        heading: "Who we work with",
        blocks: [
          {
            list: [
              "Private hospital groups: multi-site performance, theatre utilisation and referral analytics.",
              "Specialist practices: dental, physiotherapy, dermatology and wellness clinics growing across sites.",
            ],
          },
        ],
      },
      { heading: "Your 90-day path", blocks: [ninetyDayPlan] },
    ],
  },

  "sector-hospitality": {
    title: "Hospitality Data Intelligence Solutions Guide",
    subtitle:
      "Guest satisfaction and predictive staffing for hotels, restaurants and leisure operators",
    fileBase: "Hospitality-Data-Intelligence-Solutions-Guide",
    dateStyle: "en-GB",
    sections: [
      {
        heading: "The challenge",
        blocks: [
          {
            list: [
              "Rotas built on gut feel while wage and employer National Insurance costs rise.",
              "Guest feedback spread across review sites, surveys and booking platforms.",
              "Point-of-sale, booking and property systems that never meet in one report.",
              "Sites that count covers, revenue and labour differently.",
              "Stock and waste that are only visible at month end.",
            ],
          },
        ],
      },
      {
        heading: "What data intelligence delivers",
        blocks: [
          {
            stats: [
              { value: F.efficiency, label: "efficiency improvement in labour scheduling" },
              { value: F.timeSavings, label: "time savings on weekly reporting" },
              { value: F.fasterDecisions, label: "faster decision-making" },
              { value: F.compliance, label: "compliance and security" },
            ],
          },
        ],
      },
      {
        heading: "Our hospitality solutions",
        blocks: [
          {
            list: [
              "Predictive staffing: demand forecasts by hour and role, delivered into the rota.",
              "Guest satisfaction intelligence: reviews and surveys joined to operational data.",
              "Revenue and margin dashboards by site, daypart and menu item.",
              "Stock and waste analytics that flag problems during the week, not after it.",
            ],
          },
        ],
      },
      { heading: "Your 90-day path", blocks: [ninetyDayPlan] },
    ],
  },

  "sector-pets": {
    title: "Veterinary Data Intelligence Solutions Guide",
    subtitle: "Clinic system integration and real-time health insight for practices and groups",
    fileBase: "Veterinary-Data-Intelligence-Solutions-Guide",
    dateStyle: "en-GB",
    sections: [
      {
        heading: "The challenge",
        blocks: [
          {
            list: [
              "Practice management, laboratory, imaging and pharmacy systems that do not share data.",
              "Duplicate client and patient records across branches.",
              "Health plans and reminders tracked separately from clinical activity.",
              "Little visibility of performance by vet, branch or species.",
            ],
          },
        ],
      },
      {
        heading: "Partnership in numbers",
        blocks: [
          {
            stats: [
              { value: "90 days", label: "to measurable results" },
              { value: F.compliance, label: "secure: compliance and security" },
              { value: "20+ years", label: "of data and technology experience" },
              { value: F.timeSavings, label: "time savings on reporting" },
            ],
          },
        ],
      },
      {
        heading: "Our veterinary solutions",
        blocks: [
          {
            list: [
              "Clinic system integration: lab results and reminders flowing into one record.",
              "Real-time health monitoring: alerts for chronic patients overdue for review.",
              "Health plan analytics: uptake, retention and service usage.",
              "Group benchmarking with like-for-like definitions across branches.",
            ],
          },
        ],
      },
      { heading: "Your 90-day path", blocks: [ninetyDayPlan] },
    ],
  },
};

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

const pad = (n: number) => String(n).padStart(2, "0");

/** The date in a guide's file name: YYYY-MM-DD, or en-GB DD/MM/YYYY with "/" → "-". */
export function guideFileDate(date: Date, style: "iso" | "en-GB"): string {
  if (style === "iso")
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return date.toLocaleDateString("en-GB").replace(/\//g, "-");
}

export function guideFilename(id: GuideId, date: Date): string {
  const guide = GUIDES[id];
  return `${guide.fileBase}-${guideFileDate(date, guide.dateStyle)}.html`;
}

export function guideTitle(id: GuideId): string {
  return GUIDES[id].title;
}

function renderBlock(block: Block): string {
  if ("p" in block) return `<p>${escapeHtml(block.p)}</p>`;
  if ("list" in block) {
    const tag = block.ordered ? "ol" : "ul";
    return `<${tag}>${block.list.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</${tag}>`;
  }
  if ("checklist" in block) {
    return `<ul class="checklist">${block.checklist.map((item) => `<li><span aria-hidden="true">☐</span> ${escapeHtml(item)}</li>`).join("")}</ul>`;
  }
  if ("stats" in block) {
    return `<dl class="stats">${block.stats
      .map((s) => `<div><dt>${escapeHtml(s.label)}</dt><dd>${escapeHtml(s.value)}</dd></div>`)
      .join("")}</dl>`;
  }
  if ("phases" in block) {
    return `<ol class="phases">${block.phases
      .map(
        (phase) =>
          `<li><h3><span class="when">${escapeHtml(phase.when)}:</span> ${escapeHtml(phase.name)}</h3>` +
          `<p>${escapeHtml(phase.focus)}</p><ul>${phase.tasks.map((t) => `<li>${escapeHtml(t)}</li>`).join("")}</ul>` +
          `<p class="deliverable"><strong>Deliverable:</strong> ${escapeHtml(phase.deliverable)}</p></li>`,
      )
      .join("")}</ol>`;
  }
  const { caption, head, rows } = block.table;
  return (
    `<table><caption>${escapeHtml(caption)}</caption><thead><tr>${head.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join("")}</tr></thead>` +
    `<tbody>${rows.map((row) => `<tr>${row.map((cell, i) => (i === 0 ? `<th scope="row">${escapeHtml(cell)}</th>` : `<td>${escapeHtml(cell)}</td>`)).join("")}</tr>`).join("")}</tbody></table>`
  );
}

const STYLES = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;line-height:1.6;color:#1f2937;background:#fff}
header{background:#0b3a5b;color:#fff;padding:2.5rem 1.5rem}header p{margin:.25rem 0}.brand{font-weight:700;letter-spacing:.02em}
h1{font-size:2rem;line-height:1.2;margin:.75rem 0}main,footer .inner,header .inner{max-width:48rem;margin:0 auto}
main{padding:1.5rem}h2{color:#0b3a5b;font-size:1.5rem;margin:2rem 0 .75rem;border-bottom:2px solid #b45309;padding-bottom:.25rem}
h3{font-size:1.15rem;margin:0 0 .25rem}.when{color:#b45309}
.stats{display:grid;grid-template-columns:repeat(auto-fit,minmax(10rem,1fr));gap:1rem;margin:1rem 0;padding:0}
.stats div{background:#f3f6f9;border-radius:8px;padding:1rem;display:flex;flex-direction:column-reverse}
.stats dt{color:#4b5563;font-size:.95rem}.stats dd{margin:0;font-size:1.8rem;font-weight:700;color:#0b3a5b}
.phases{list-style:none;padding:0}.phases>li{border-left:4px solid #0b3a5b;background:#f3f6f9;padding:1rem 1.25rem;margin:0 0 1rem;border-radius:0 8px 8px 0}
.deliverable{margin-bottom:0}.checklist{list-style:none;padding-left:0}.checklist li{margin:.4rem 0}
table{width:100%;border-collapse:collapse;margin:1rem 0}caption{text-align:left;font-weight:600;margin-bottom:.5rem}
th,td{border:1px solid #d1d5db;padding:.5rem .75rem;text-align:left;vertical-align:top}thead th{background:#0b3a5b;color:#fff}
footer{background:#f3f6f9;padding:1.5rem;margin-top:2rem;font-size:.95rem}a{color:#0b3a5b}
@media print{header{background:none;color:#000}thead th{background:none;color:#000}}`;

export function buildGuide(
  id: GuideId,
  date: Date = new Date(),
): { filename: string; html: string } {
  const guide = GUIDES[id];
  const issued = date.toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
  });
  const sections = guide.sections
    .map((section, index) => {
      const headingId = `section-${index + 1}`;
      return `<section aria-labelledby="${headingId}"><h2 id="${headingId}">${escapeHtml(section.heading)}</h2>${section.blocks.map(renderBlock).join("\n")}</section>`;
    })
    .join("\n");
  const contents = guide.sections
    .map(
      (section, index) =>
        `<li><a href="#section-${index + 1}">${escapeHtml(section.heading)}</a></li>`,
    )
    .join("");

  const html = `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(guide.title)} | ${escapeHtml(SITE.name)}</title>
<meta name="description" content="${escapeHtml(guide.subtitle)}">
<style>${STYLES}</style>
</head>
<body>
<header><div class="inner">
<p class="brand">${escapeHtml(SITE.name)}</p>
<h1>${escapeHtml(guide.title)}</h1>
<p>${escapeHtml(guide.subtitle)}</p>
<p>Issued ${escapeHtml(issued)}</p>
</div></header>
<main>
<nav aria-label="Contents"><h2>Contents</h2><ol>${contents}</ol></nav>
${sections}
<section aria-labelledby="next-steps"><h2 id="next-steps">Talk to us</h2>
<p>Book a free 30-minute discovery call to discuss how these ideas apply to your organisation.</p>
<ul>
<li>Email: <a href="mailto:${escapeHtml(SITE.email)}">${escapeHtml(SITE.email)}</a></li>
<li>Phone: <a href="${escapeHtml(SITE.phoneHref)}">${escapeHtml(SITE.phone)}</a></li>
<li>Hours: ${escapeHtml(SITE.hours)}</li>
</ul></section>
</main>
<footer><div class="inner">
<p>${escapeHtml(SITE.legalName)}, ${escapeHtml(SITE.address.join(", "))}.</p>
<p>${escapeHtml(SITE.tagline)}</p>
<p>Figures are typical outcomes across client engagements; your results depend on your starting point.</p>
</div></footer>
</body>
</html>
`;
  return { filename: guideFilename(id, date), html };
}
